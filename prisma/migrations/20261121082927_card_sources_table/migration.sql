/*
  Warnings:

  - You are about to drop the column `sourceRecords` on the `Card` table. All the data in the column will be lost.

*/
-- AlterTable
ALTER TABLE "Card" DROP COLUMN "sourceRecords";

-- CreateTable
CREATE TABLE "CardSource" (
    "cardId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "record" JSONB NOT NULL,

    CONSTRAINT "CardSource_pkey" PRIMARY KEY ("cardId","source")
);

-- AddForeignKey
ALTER TABLE "CardSource" ADD CONSTRAINT "CardSource_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
