// Saved scenarios out as a collection file (our format): for `exportScenarios` and `npm run scenarios -- export`.
import type { GameId } from '../../engine/api.js';
import type { Prisma, PrismaClient, Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import { writeCollection, type Collection, type CollectionEntry } from './collection.js';
import type { StoredResult } from './run.js';
import { splitVersions } from './versions.js';

function entryOf(row: ScenarioRow): CollectionEntry {
  return {
    ref: row.ref ?? row.id, id: row.id, game: row.gameId as GameId, title: row.title, description: row.description, tags: row.tags,
    state: row.state, action: row.action, choices: row.choices as unknown as CollectionEntry['choices'],
    expected: row.expected as unknown as CollectionEntry['expected'], rulings: row.rulingIds,
    recorded: { engineVersion: splitVersions(row.recordedWith).engine, status: (row.recorded as unknown as StoredResult).status },
  };
}

/** The matching scenarios, oldest first; undefined when more than `max` (if given) match. */
export async function exportCollection(prisma: PrismaClient, where: Prisma.ScenarioWhereInput, max?: number, description?: string): Promise<Collection | undefined> {
  const rows = await prisma.scenario.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...(max !== undefined ? { take: max + 1 } : {}) });
  return max !== undefined && rows.length > max ? undefined : writeCollection(rows.map(entryOf), description);
}
