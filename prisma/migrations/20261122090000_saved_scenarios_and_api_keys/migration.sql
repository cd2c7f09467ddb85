-- Saved scenarios (the Scenario table existed unused since init: nothing ever wrote to it). "name" becomes "title";
-- the new NOT NULL columns have no default, so this fails loudly rather than invent values if a row exists.
ALTER TABLE "Scenario" RENAME COLUMN "name" TO "title";

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN     "agrees" BOOLEAN,
ADD COLUMN     "checked" JSONB NOT NULL,
ADD COLUMN     "checkedWith" TEXT NOT NULL,
ADD COLUMN     "createdByKey" TEXT NOT NULL,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "expected" JSONB,
ADD COLUMN     "outdated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "owner" TEXT NOT NULL,
ADD COLUMN     "recorded" JSONB NOT NULL,
ADD COLUMN     "recordedWith" TEXT NOT NULL,
ADD COLUMN     "ref" TEXT,
ADD COLUMN     "rulingIds" TEXT[],
ADD COLUMN     "tags" TEXT[],
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "updatedByKey" TEXT NOT NULL,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "ScenarioCard" (
    "scenarioId" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,

    CONSTRAINT "ScenarioCard_pkey" PRIMARY KEY ("scenarioId","cardId")
);

-- CreateTable
CREATE TABLE "ScenarioRule" (
    "scenarioId" TEXT NOT NULL,
    "ruleId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "number" TEXT NOT NULL,

    CONSTRAINT "ScenarioRule_pkey" PRIMARY KEY ("scenarioId","ruleId")
);

-- CreateTable
CREATE TABLE "ScenarioRevision" (
    "scenarioId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "keyId" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "changes" TEXT[],
    "previous" JSONB,

    CONSTRAINT "ScenarioRevision_pkey" PRIMARY KEY ("scenarioId","version")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "label" TEXT,
    "secretHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScenarioCard_cardId_idx" ON "ScenarioCard"("cardId");

-- CreateIndex
CREATE INDEX "ScenarioRule_ruleId_idx" ON "ScenarioRule"("ruleId");

-- CreateIndex
CREATE INDEX "ScenarioRule_gameId_number_idx" ON "ScenarioRule"("gameId", "number");

-- CreateIndex
CREATE INDEX "ApiKey_owner_idx" ON "ApiKey"("owner");

-- CreateIndex
CREATE INDEX "Scenario_gameId_updatedAt_idx" ON "Scenario"("gameId", "updatedAt");

-- CreateIndex
CREATE INDEX "Scenario_tags_idx" ON "Scenario" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "Scenario_rulingIds_idx" ON "Scenario" USING GIN ("rulingIds");

-- CreateIndex
CREATE UNIQUE INDEX "Scenario_owner_ref_key" ON "Scenario"("owner", "ref");

-- AddForeignKey
ALTER TABLE "ScenarioCard" ADD CONSTRAINT "ScenarioCard_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScenarioRule" ADD CONSTRAINT "ScenarioRule_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScenarioRevision" ADD CONSTRAINT "ScenarioRevision_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE CASCADE ON UPDATE CASCADE;

