-- Each member arranges their own list of projects: the order moves from the project to its members,
-- each of whom starts where the project was.

-- AlterTable
ALTER TABLE "ProjectMember" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- CopyData
UPDATE "ProjectMember" SET "position" = "Project"."position" FROM "Project" WHERE "Project"."id" = "ProjectMember"."projectId";

-- DropIndex
DROP INDEX "Project_userId_position_idx";

-- DropIndex
DROP INDEX "ProjectMember_userId_idx";

-- AlterTable
ALTER TABLE "Project" DROP COLUMN "position";

-- CreateIndex
CREATE INDEX "Project_userId_idx" ON "Project"("userId");

-- CreateIndex
CREATE INDEX "ProjectMember_userId_position_idx" ON "ProjectMember"("userId", "position");
