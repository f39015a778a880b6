-- Full-text search over tasks' names and descriptions (written by hand: Prisma cannot model FTS5).
-- An external-content index: the text stays in "Task"; the triggers keep the index current.
-- A later migration that redefines "Task" (Prisma's SQLite migrations copy it to "new_Task", drop it
-- and rename) drops these triggers with it: it must create them again and end with the 'rebuild'.
CREATE VIRTUAL TABLE "TaskSearch" USING fts5(
    "name",
    "description",
    content = 'Task',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 0'
);

CREATE TRIGGER "Task_search_insert" AFTER INSERT ON "Task" BEGIN
    INSERT INTO "TaskSearch" (rowid, "name", "description") VALUES (new."id", new."name", new."description");
END;

CREATE TRIGGER "Task_search_delete" AFTER DELETE ON "Task" BEGIN
    INSERT INTO "TaskSearch" ("TaskSearch", rowid, "name", "description") VALUES ('delete', old."id", old."name", old."description");
END;

CREATE TRIGGER "Task_search_update" AFTER UPDATE OF "name", "description" ON "Task" BEGIN
    INSERT INTO "TaskSearch" ("TaskSearch", rowid, "name", "description") VALUES ('delete', old."id", old."name", old."description");
    INSERT INTO "TaskSearch" (rowid, "name", "description") VALUES (new."id", new."name", new."description");
END;

-- the tasks that exist already
INSERT INTO "TaskSearch" ("TaskSearch") VALUES ('rebuild');
