-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "occurrencesDone" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "seriesId" INTEGER;

-- CreateIndex
CREATE INDEX "Task_seriesId_idx" ON "Task"("seriesId");

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "Task"("id") ON DELETE SET NULL ON UPDATE CASCADE;

