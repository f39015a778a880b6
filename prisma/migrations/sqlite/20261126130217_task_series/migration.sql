-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    CONSTRAINT "Task_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Task" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Task" ("assigneeEmail", "assigneeName", "clientId", "completed", "completedAt", "createdAt", "description", "dueDate", "dueTime", "duration", "emailSent", "emailSentAt", "fieldChangedAt", "id", "jiraIssueKey", "jiraIssueUrl", "name", "plannedDate", "position", "priority", "projectId", "recurFrom", "recurrence", "timeSpent", "updatedAt", "userId") SELECT "assigneeEmail", "assigneeName", "clientId", "completed", "completedAt", "createdAt", "description", "dueDate", "dueTime", "duration", "emailSent", "emailSentAt", "fieldChangedAt", "id", "jiraIssueKey", "jiraIssueUrl", "name", "plannedDate", "position", "priority", "projectId", "recurFrom", "recurrence", "timeSpent", "updatedAt", "userId" FROM "Task";
DROP TABLE "Task";
ALTER TABLE "new_Task" RENAME TO "Task";
CREATE INDEX "Task_userId_position_idx" ON "Task"("userId", "position");
CREATE INDEX "Task_userId_completed_idx" ON "Task"("userId", "completed");
CREATE INDEX "Task_userId_priority_idx" ON "Task"("userId", "priority");
CREATE INDEX "Task_userId_createdAt_idx" ON "Task"("userId", "createdAt");
CREATE INDEX "Task_projectId_idx" ON "Task"("projectId");
CREATE INDEX "Task_userId_jiraIssueKey_idx" ON "Task"("userId", "jiraIssueKey");
CREATE INDEX "Task_seriesId_idx" ON "Task"("seriesId");
CREATE UNIQUE INDEX "Task_userId_clientId_key" ON "Task"("userId", "clientId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

