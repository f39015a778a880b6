-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Webhook" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "createdById" INTEGER,
    "projectId" INTEGER,
    "url" TEXT NOT NULL,
    "events" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
    "disabledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Webhook_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Webhook_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Webhook_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Webhook" ("consecutiveFailures", "createdAt", "disabledAt", "enabled", "events", "id", "projectId", "secret", "url", "userId") SELECT "consecutiveFailures", "createdAt", "disabledAt", "enabled", "events", "id", "projectId", "secret", "url", "userId" FROM "Webhook";
DROP TABLE "Webhook";
ALTER TABLE "new_Webhook" RENAME TO "Webhook";
CREATE INDEX "Webhook_userId_idx" ON "Webhook"("userId");
CREATE INDEX "Webhook_createdById_idx" ON "Webhook"("createdById");
CREATE INDEX "Webhook_projectId_idx" ON "Webhook"("projectId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- A project's webhook belongs to the project: its maker is kept as a record only.
UPDATE "Webhook" SET "createdById" = "userId", "userId" = NULL WHERE "projectId" IS NOT NULL;
-- A personal webhook's maker is its owner.
UPDATE "Webhook" SET "createdById" = "userId" WHERE "projectId" IS NULL;
