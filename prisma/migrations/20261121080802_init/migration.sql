-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Card" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "set" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "internalName" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subtitle" TEXT,
    "type" TEXT NOT NULL,
    "rarity" TEXT,
    "cost" INTEGER,
    "power" INTEGER,
    "hp" INTEGER,
    "upgradePower" INTEGER,
    "upgradeHp" INTEGER,
    "arenas" TEXT[],
    "aspects" TEXT[],
    "traits" TEXT[],
    "unique" BOOLEAN NOT NULL DEFAULT false,
    "doubleSided" BOOLEAN NOT NULL DEFAULT false,
    "text" TEXT,
    "backText" TEXT,
    "deployBox" TEXT,
    "epicAction" TEXT,
    "artist" TEXT,
    "abilities" JSONB,
    "sources" TEXT[],
    "contentHash" TEXT NOT NULL,

    CONSTRAINT "Card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Printing" (
    "id" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "set" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "variantType" TEXT NOT NULL,
    "artist" TEXT,
    "imageUrl" TEXT,
    "contentHash" TEXT NOT NULL,

    CONSTRAINT "Printing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Keyword" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "definition" TEXT NOT NULL,
    "stacking" TEXT NOT NULL,
    "parameter" TEXT NOT NULL,
    "ruleNumbers" TEXT[],

    CONSTRAINT "Keyword_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardKeyword" (
    "cardId" TEXT NOT NULL,
    "keywordId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "value" INTEGER,
    "text" TEXT,

    CONSTRAINT "CardKeyword_pkey" PRIMARY KEY ("cardId","keywordId","position")
);

-- CreateTable
CREATE TABLE "Rule" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT,
    "text" TEXT NOT NULL,
    "page" INTEGER,
    "parentNumber" TEXT,
    "sortKey" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,

    CONSTRAINT "Rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ruling" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "cardId" TEXT,
    "cardRef" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "date" TIMESTAMP(3),
    "position" INTEGER NOT NULL,

    CONSTRAINT "Ruling_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Import" (
    "id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "changed" BOOLEAN NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Import_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Scenario" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "action" JSONB NOT NULL,
    "choices" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Scenario_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Card_gameId_internalName_idx" ON "Card"("gameId", "internalName");

-- CreateIndex
CREATE INDEX "Card_gameId_name_idx" ON "Card"("gameId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Card_gameId_set_number_key" ON "Card"("gameId", "set", "number");

-- CreateIndex
CREATE INDEX "Printing_cardId_idx" ON "Printing"("cardId");

-- CreateIndex
CREATE UNIQUE INDEX "Keyword_gameId_name_key" ON "Keyword"("gameId", "name");

-- CreateIndex
CREATE INDEX "CardKeyword_keywordId_idx" ON "CardKeyword"("keywordId");

-- CreateIndex
CREATE INDEX "Rule_gameId_parentNumber_idx" ON "Rule"("gameId", "parentNumber");

-- CreateIndex
CREATE INDEX "Rule_gameId_sortKey_idx" ON "Rule"("gameId", "sortKey");

-- CreateIndex
CREATE UNIQUE INDEX "Rule_gameId_number_key" ON "Rule"("gameId", "number");

-- CreateIndex
CREATE INDEX "Ruling_cardId_idx" ON "Ruling"("cardId");

-- CreateIndex
CREATE INDEX "Ruling_gameId_cardRef_idx" ON "Ruling"("gameId", "cardRef");

-- CreateIndex
CREATE INDEX "Import_checksum_idx" ON "Import"("checksum");

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Printing" ADD CONSTRAINT "Printing_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Keyword" ADD CONSTRAINT "Keyword_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardKeyword" ADD CONSTRAINT "CardKeyword_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardKeyword" ADD CONSTRAINT "CardKeyword_keywordId_fkey" FOREIGN KEY ("keywordId") REFERENCES "Keyword"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rule" ADD CONSTRAINT "Rule_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ruling" ADD CONSTRAINT "Ruling_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ruling" ADD CONSTRAINT "Ruling_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Scenario" ADD CONSTRAINT "Scenario_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
