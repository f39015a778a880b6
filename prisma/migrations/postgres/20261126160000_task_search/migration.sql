-- Full-text search over tasks' names and descriptions (written by hand: Prisma cannot model
-- tsvector). The vectors are stored beside "Task", one row per task, kept current by triggers, so
-- matching and ranking never run to_tsvector again; the name weighs A, the description B
-- (modules/search/repository.ts reads them).
CREATE FUNCTION "task_search_vector"("name" TEXT, "description" TEXT) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT setweight(to_tsvector('simple'::regconfig, "name"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'B') $$;

CREATE TABLE "TaskSearch" (
    "taskId" INTEGER NOT NULL PRIMARY KEY REFERENCES "Task" ("id") ON DELETE CASCADE,
    "vector" tsvector NOT NULL
);

CREATE INDEX "TaskSearch_vector_idx" ON "TaskSearch" USING GIN ("vector");

CREATE FUNCTION "task_search_sync"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO "TaskSearch" ("taskId", "vector") VALUES (NEW."id", "task_search_vector"(NEW."name", NEW."description"))
    ON CONFLICT ("taskId") DO UPDATE SET "vector" = EXCLUDED."vector";
    RETURN NULL;
END
$$;

CREATE TRIGGER "Task_search_insert" AFTER INSERT ON "Task" FOR EACH ROW EXECUTE FUNCTION "task_search_sync"();
CREATE TRIGGER "Task_search_update" AFTER UPDATE OF "name", "description" ON "Task" FOR EACH ROW EXECUTE FUNCTION "task_search_sync"();

-- the tasks that exist already
INSERT INTO "TaskSearch" ("taskId", "vector") SELECT "id", "task_search_vector"("name", "description") FROM "Task";
ANALYZE "TaskSearch";
