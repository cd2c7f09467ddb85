// Idempotent seed run on every start: the games and the built-in keyword glossaries (prisma/glossary.ts). Writes only what differs, so a
// normal start-up does no writes at all.
import { GLOSSARIES, type CatalogKeyword } from './glossary.js';
import { type PrismaClient } from './generated/client.js';

export const GAMES = [
  { id: 'SWU', name: 'Star Wars: Unlimited' },
  { id: 'XWING', name: 'X-Wing (2nd edition)' },
  { id: 'TI4', name: 'Twilight Imperium (4th edition)' },
] as const;

export function keywordId(gameId: string, name: string): string {
  return `${gameId}:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

export interface SeedReport {
  gamesCreated: number;
  keywordsCreated: number;
  keywordsUpdated: number;
}

export async function seed(prisma: PrismaClient): Promise<SeedReport> {
  const games = await prisma.game.createMany({ data: [...GAMES], skipDuplicates: true });
  const existing = new Map((await prisma.keyword.findMany()).map((k) => [k.id, k]));
  const toCreate: (CatalogKeyword & { gameId: string })[] = [];
  const toUpdate: (CatalogKeyword & { gameId: string })[] = [];
  for (const [gameId, glossary] of Object.entries(GLOSSARIES)) {
    for (const entry of glossary) {
      const row = existing.get(keywordId(gameId, entry.name));
      if (!row) toCreate.push({ ...entry, gameId });
      else if (
        row.name !== entry.name ||
        row.definition !== entry.definition ||
        row.stacking !== entry.stacking ||
        row.parameter !== entry.parameter ||
        // Rule numbers may have been refined by a rules import; the glossary only fills them when empty.
        (row.ruleNumbers.length === 0 && entry.ruleNumbers.length > 0)
      )
        toUpdate.push({ ...entry, gameId });
    }
  }
  if (toCreate.length > 0 || toUpdate.length > 0) {
    await prisma.$transaction([
      prisma.keyword.createMany({
        data: toCreate.map((k) => ({ id: keywordId(k.gameId, k.name), ...k, ruleNumbers: [...k.ruleNumbers] })),
        skipDuplicates: true,
      }),
      ...toUpdate.map((k) => {
        const row = existing.get(keywordId(k.gameId, k.name));
        return prisma.keyword.update({
          where: { id: keywordId(k.gameId, k.name) },
          data: {
            name: k.name,
            definition: k.definition,
            stacking: k.stacking,
            parameter: k.parameter,
            ...(row && row.ruleNumbers.length === 0 ? { ruleNumbers: [...k.ruleNumbers] } : {}),
          },
        });
      }),
    ]);
  }
  return { gamesCreated: games.count, keywordsCreated: toCreate.length, keywordsUpdated: toUpdate.length };
}
