-- AlterTable
ALTER TABLE "Webhook" ADD COLUMN     "createdById" INTEGER,
ALTER COLUMN "userId" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "Webhook_createdById_idx" ON "Webhook"("createdById");

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A project's webhook belongs to the project: its maker is kept as a record only.
UPDATE "Webhook" SET "createdById" = "userId", "userId" = NULL WHERE "projectId" IS NOT NULL;
-- A personal webhook's maker is its owner.
UPDATE "Webhook" SET "createdById" = "userId" WHERE "projectId" IS NULL;
