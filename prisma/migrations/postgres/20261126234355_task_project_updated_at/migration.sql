-- CreateIndex
CREATE INDEX "Task_projectId_updatedAt_idx" ON "Task"("projectId", "updatedAt");

