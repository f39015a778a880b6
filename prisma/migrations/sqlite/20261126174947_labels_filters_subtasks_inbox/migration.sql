-- CreateTable
CREATE TABLE "Label" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Label_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TaskLabel" (
    "taskId" INTEGER NOT NULL,
    "labelId" INTEGER NOT NULL,

    PRIMARY KEY ("taskId", "labelId"),
    CONSTRAINT "TaskLabel_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TaskLabel_labelId_fkey" FOREIGN KEY ("labelId") REFERENCES "Label" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SavedFilter" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "definition" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SavedFilter_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Project" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "priority" INTEGER NOT NULL,
    "originator" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "userId" INTEGER NOT NULL,
    "inbox" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Project_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Project" ("createdAt", "description", "id", "name", "originator", "position", "priority", "updatedAt", "userId") SELECT "createdAt", "description", "id", "name", "originator", "position", "priority", "updatedAt", "userId" FROM "Project";
DROP TABLE "Project";
ALTER TABLE "new_Project" RENAME TO "Project";
CREATE INDEX "Project_userId_position_idx" ON "Project"("userId", "position");
CREATE TABLE "new_Task" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "priority" INTEGER NOT NULL,
    "duration" INTEGER NOT NULL,
    "projectId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" DATETIME,
    "timeSpent" INTEGER NOT NULL DEFAULT 0,
    "dueDate" DATETIME,
    "dueTime" TEXT,
    "plannedDate" DATETIME,
    "recurrence" TEXT,
    "recurFrom" TEXT NOT NULL DEFAULT 'due',
    "occurrencesDone" INTEGER NOT NULL DEFAULT 0,
    "seriesId" INTEGER,
    "assigneeId" INTEGER,
    "parentId" INTEGER,
    "assigneeEmail" TEXT,
    "assigneeName" TEXT,
    "emailSent" BOOLEAN NOT NULL DEFAULT false,
    "emailSentAt" DATETIME,
    "position" INTEGER NOT NULL DEFAULT 0,
    "jiraIssueKey" TEXT,
    "jiraIssueUrl" TEXT,
    "fieldChangedAt" TEXT,
    "clientId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Task_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Task_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Task_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Task_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Task" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Task_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Task" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Task" ("assigneeEmail", "assigneeId", "assigneeName", "clientId", "completed", "completedAt", "createdAt", "description", "dueDate", "dueTime", "duration", "emailSent", "emailSentAt", "fieldChangedAt", "id", "jiraIssueKey", "jiraIssueUrl", "name", "occurrencesDone", "plannedDate", "position", "priority", "projectId", "recurFrom", "recurrence", "seriesId", "timeSpent", "updatedAt", "userId") SELECT "assigneeEmail", "assigneeId", "assigneeName", "clientId", "completed", "completedAt", "createdAt", "description", "dueDate", "dueTime", "duration", "emailSent", "emailSentAt", "fieldChangedAt", "id", "jiraIssueKey", "jiraIssueUrl", "name", "occurrencesDone", "plannedDate", "position", "priority", "projectId", "recurFrom", "recurrence", "seriesId", "timeSpent", "updatedAt", "userId" FROM "Task";
DROP TABLE "Task";
ALTER TABLE "new_Task" RENAME TO "Task";
CREATE INDEX "Task_userId_position_idx" ON "Task"("userId", "position");
CREATE INDEX "Task_userId_completed_idx" ON "Task"("userId", "completed");
CREATE INDEX "Task_userId_priority_idx" ON "Task"("userId", "priority");
CREATE INDEX "Task_userId_createdAt_idx" ON "Task"("userId", "createdAt");
CREATE INDEX "Task_projectId_idx" ON "Task"("projectId");
CREATE INDEX "Task_projectId_position_idx" ON "Task"("projectId", "position");
CREATE INDEX "Task_assigneeId_idx" ON "Task"("assigneeId");
CREATE INDEX "Task_userId_jiraIssueKey_idx" ON "Task"("userId", "jiraIssueKey");
CREATE INDEX "Task_seriesId_idx" ON "Task"("seriesId");
CREATE INDEX "Task_parentId_idx" ON "Task"("parentId");
CREATE UNIQUE INDEX "Task_userId_clientId_key" ON "Task"("userId", "clientId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Label_userId_nameKey_key" ON "Label"("userId", "nameKey");

-- CreateIndex
CREATE INDEX "TaskLabel_labelId_idx" ON "TaskLabel"("labelId");

-- CreateIndex
CREATE INDEX "SavedFilter_userId_idx" ON "SavedFilter"("userId");


-- Every user has an Inbox: one for each user who has none yet, at the end of their project list
INSERT INTO "Project" ("name", "description", "priority", "position", "userId", "inbox", "createdAt", "updatedAt")
SELECT 'Inbox', 'Tasks added without a project', 5,
       COALESCE((SELECT MAX(p."position") + 1 FROM "Project" p WHERE p."userId" = u."id"), 0),
       u."id", true, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "User" u
WHERE NOT EXISTS (SELECT 1 FROM "Project" p WHERE p."userId" = u."id" AND p."inbox" = true);

-- ...of which its user is the owner
INSERT INTO "ProjectMember" ("projectId", "userId", "role", "createdAt")
SELECT p."id", p."userId", 'owner', CURRENT_TIMESTAMP FROM "Project" p
WHERE p."inbox" = true AND NOT EXISTS (SELECT 1 FROM "ProjectMember" m WHERE m."projectId" = p."id");

-- Redefining "Task" above dropped the full-text triggers (20261126160000_task_search): create them again
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

INSERT INTO "TaskSearch" ("TaskSearch") VALUES ('rebuild');
