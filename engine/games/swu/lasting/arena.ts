// "in the same arena" / "in this arena" (unit filter `sameArenaAs`): the unit is in the arena of the unit bound to a
// name (an earlier choice: "Deal 2 damage to a unit. You may deal 1 damage to another unit in the same arena.") or of
// the ability's own unit ("self": "Give an enemy unit in this arena -1/-1"). A unit that has left play since is read
// by last known information (its arena when it left, 7.6.4 / 8.11 LKI).
import type { UnitView } from '../model.js';
import type { SwuRun } from '../run.js';

export function sameArenaMatches(run: SwuRun, unit: UnitView, name: string, refs: Record<string, string>, sourceId: string | null): boolean {
  const id = name === 'self' ? sourceId : refs[name];
  if (!id) return false;
  const arena = run.unit(id)?.arena ?? run.lkiOf(id)?.arena;
  return arena !== undefined && unit.arena === arena;
}

/** "without a Pilot on it": an upgrade with the Pilot trait is attached (as keywords/piloting.ts reads it, 7.5.17A). */
export function hasPilotUpgrade(run: SwuRun, unit: UnitView): boolean {
  return unit.inst.upgrades.some((u) => run.def(u.card).traits.some((t) => t.toLowerCase() === 'pilot'));
}
