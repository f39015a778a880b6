-- Full-text search over tasks' names and descriptions (written by hand: Prisma cannot model an
-- expression index). Queries must use this exact expression to use the index (modules/search).
CREATE INDEX "Task_search_idx" ON "Task" USING GIN (
    (setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'B'))
);
