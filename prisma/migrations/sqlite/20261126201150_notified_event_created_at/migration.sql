-- CreateIndex
CREATE INDEX "NotifiedEvent_createdAt_idx" ON "NotifiedEvent"("createdAt");

