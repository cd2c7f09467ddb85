// Re-running: a scenario's result for today's engine and catalog, computed when they changed since it was last
// checked, and kept (Scenario.checked) so that reads and the `outdated` / `agrees` filters need no engine run until
// the next change. The recorded result (as saved) is never touched here: `outdated` is the two differing.
import type { Prisma, PrismaClient, Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import type { Assertion, AssertionResult, JsonDifference } from '../../engine/scenarios.js';
import type { ChoiceAnswer, GameId } from '../../engine/api.js';
import { agreement, resultDifferences, runOnToday, storedResult, type StoredCheck, type StoredResult } from './run.js';
import type { Versions } from './versions.js';

export interface ScenarioCheck {
  /** "<engine version>|<catalog version>" the result was computed with. */
  with: string;
  result: StoredResult;
  assertions: AssertionResult[];
  outdated: boolean;
  agrees: boolean | null;
}

function fromColumns(row: ScenarioRow): ScenarioCheck {
  const checked = row.checked as unknown as StoredCheck;
  return { with: row.checkedWith, result: checked.result, assertions: checked.assertions, outdated: row.outdated, agrees: row.agrees };
}

/** Runs the scenario on today's engine and stores the verdict, unless a save changed it meanwhile. */
async function recheck(prisma: PrismaClient, row: ScenarioRow, versions: Versions): Promise<ScenarioCheck> {
  const run = await runOnToday(prisma, {
    game: row.gameId as GameId, state: row.state, action: row.action, choices: row.choices as unknown as ChoiceAnswer[], expected: row.expected as Assertion[] | null,
  });
  const result = storedResult(run);
  const check: ScenarioCheck = {
    with: versions.key,
    result,
    assertions: run.assertions,
    outdated: resultDifferences(row.recorded as unknown as StoredResult, result, 1).length > 0,
    agrees: agreement(run.assertions, row.expected),
  };
  // Conditional on the version: a save that happened meanwhile has its own, newer check.
  await prisma.scenario.updateMany({
    where: { id: row.id, version: row.version },
    data: { checkedWith: check.with, checked: { result, assertions: run.assertions } as unknown as Prisma.InputJsonValue, outdated: check.outdated, agrees: check.agrees },
  });
  return check;
}

/** Today's verdict on a scenario: stored when it was computed with today's versions, else computed now. */
export function checkOf(prisma: PrismaClient, row: ScenarioRow, versions: Versions): Promise<ScenarioCheck> {
  return row.checkedWith === versions.key ? Promise.resolve(fromColumns(row)) : recheck(prisma, row, versions);
}

/** Where today's result differs from the recorded one. */
export function differencesOf(row: ScenarioRow, check: ScenarioCheck): JsonDifference[] {
  return resultDifferences(row.recorded as unknown as StoredResult, check.result);
}

const BATCH = 100;

/** Re-checks every scenario matching `where` whose check is older than today's versions; returns how many. */
export async function refreshStale(prisma: PrismaClient, where: Prisma.ScenarioWhereInput, versions: Versions): Promise<number> {
  let done = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await prisma.scenario.findMany({
      where: { AND: [where, { checkedWith: { not: versions.key } }, ...(after ? [{ id: { gt: after } }] : [])] },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    for (const row of rows) await recheck(prisma, row, versions);
    done += rows.length;
    if (rows.length < BATCH) return done;
    after = rows[rows.length - 1]!.id;
  }
}
