// The leaders6 unit filters (abilities/defs/leaders6.ts) on a unit in play; called from stats.ts unitMatches.
import type { UnitFilter } from '../abilities/types.js';
import type { UnitView } from '../model.js';
import type { SwuRun } from '../run.js';
import { powerOf } from '../stats.js';

/** costAs, mostPower (withoutUpgrade is read beside hasUpgrade, constants/state.ts); `matches` reads a nested filter the way the caller does. */
export function leaders6FilterMatches(run: SwuRun, unit: UnitView, filter: UnitFilter, refs: Record<string, string>, matches: (unit: UnitView, filter: UnitFilter) => boolean): boolean {
  if (filter.costAs && !costAs(run, unit, filter.costAs, refs)) return false;
  if (filter.mostPower) {
    const { mostPower: _most, ...rest } = filter;
    const powers = run.units().filter((u) => matches(u, rest)).map((u) => powerOf(run, u));
    if (powerOf(run, unit) < Math.max(...powers)) return false;
  }
  return true;
}

// Printed costs ("refer to its printed cost, regardless of modifiers", ruling); the played card may have left play
// before the ability resolves, so its last-known information is read then. A leader unit has no cost (1.8: the number
// on a leader card is about deploying it), so comparing it is not guessed.
function costAs(run: SwuRun, unit: UnitView, f: NonNullable<UnitFilter['costAs']>, refs: Record<string, string>): boolean {
  const id = refs[f.of];
  if (!id) return run.unsupported('ABILITY', f.of, `"costs the same as" names "${f.of}", which is not bound`);
  const card = run.unit(id)?.card ?? run.lkiOf(id)?.card;
  if (!card) return run.unsupported('ABILITY', f.of, `"costs the same as" names ${id}, which is not known`);
  const mine = unit.isLeader ? undefined : run.def(unit.card).cost;
  const theirs = run.def(card).cost;
  if (mine == null || theirs == null) return run.unsupported('ABILITY', run.def(unit.card).name, '"costs the same as": a leader unit has no cost (1.8)');
  return f.orLess ? mine <= theirs : mine === theirs;
}
