-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "sourceRecords" JSONB NOT NULL DEFAULT '{}';
