-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "engineStatus" TEXT,
ADD COLUMN     "engineSupport" JSONB;

-- CreateIndex
CREATE INDEX "Card_gameId_engineStatus_idx" ON "Card"("gameId", "engineStatus");
