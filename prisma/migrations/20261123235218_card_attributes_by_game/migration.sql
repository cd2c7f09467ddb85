-- The card model stops being SWU-shaped: SWU's own stats move into "attributes" (JSONB, typed per game in
-- prisma/attributes.ts), set and number become optional (X-Wing prints none), and a lower-cased "searchText"
-- with a trigram index serves the `o:` text search. Existing SWU rows keep their ids and every value.

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "attributes" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "searchTags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ALTER COLUMN "set" DROP NOT NULL,
ALTER COLUMN "number" DROP NOT NULL;

-- Keep the SWU data: the dropped columns' values, under the same names, in "attributes".
UPDATE "Card" SET
  "attributes" = jsonb_build_object(
    'rarity', "rarity", 'power', "power", 'hp', "hp", 'upgradePower', "upgradePower", 'upgradeHp', "upgradeHp",
    'arenas', to_jsonb(coalesce("arenas", '{}')), 'aspects', to_jsonb(coalesce("aspects", '{}')),
    'traits', to_jsonb(coalesce("traits", '{}')), 'doubleSided', "doubleSided", 'backText', "backText",
    'deployBox', "deployBox", 'epicAction', "epicAction", 'artist', "artist"),
  "searchText" = lower(concat_ws(E'\n', "text", "backText", "deployBox", "epicAction")),
  "searchTags" = ARRAY(SELECT 'arena:' || lower(v) FROM unnest("arenas") v)
    || ARRAY(SELECT DISTINCT 'aspect:' || lower(v) FROM unnest("aspects") v)
    || ARRAY(SELECT 'trait:' || lower(v) FROM unnest("traits") v)
    || ARRAY(SELECT 'rarity:' || lower("rarity") WHERE "rarity" IS NOT NULL);

ALTER TABLE "Card" DROP COLUMN "arenas",
DROP COLUMN "artist",
DROP COLUMN "aspects",
DROP COLUMN "backText",
DROP COLUMN "deployBox",
DROP COLUMN "doubleSided",
DROP COLUMN "epicAction",
DROP COLUMN "hp",
DROP COLUMN "power",
DROP COLUMN "rarity",
DROP COLUMN "traits",
DROP COLUMN "upgradeHp",
DROP COLUMN "upgradePower";

-- AlterTable
ALTER TABLE "Rule" ADD COLUMN     "notes" TEXT;

-- CreateIndex
CREATE INDEX "Card_searchText_idx" ON "Card" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Card_searchTags_idx" ON "Card" USING GIN ("searchTags");
