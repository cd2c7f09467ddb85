// Hidden (7.5.18): "This unit can't be attacked if it was played/deployed/created this phase." Sentinel beats it
// (7.5.18B) - legalDefenders lets a Sentinel be attacked whatever restricts it. Whether a unit entered play this
// phase is a fact of the unit instance, set as it enters and cleared when a phase ends, so Hidden gained later in
// the phase (Tala Durith, Grand Inquisitor) still sees it.
import type { UnitView } from '../model.js';
import { PLAYERS } from '../model.js';
import type { SwuRun } from '../run.js';
import { hasKeyword } from '../stats.js';
import type { LeaderInstance, UnitInstance } from '../state/types.js';

/** The unit has Hidden and entered play this phase: enemies can't attack it (unless it has Sentinel). */
export function hiddenProtects(run: SwuRun, unit: UnitView): boolean {
  return unit.inst.enteredThisPhase === true && hasKeyword(run, unit, 'Hidden');
}

/** Played, deployed or created: the unit entered play this phase. */
export function markEntered(inst: UnitInstance | LeaderInstance): void {
  inst.enteredThisPhase = true;
}

/** A phase ends: no unit entered play "this phase" any more. */
export function clearEntered(run: SwuRun): void {
  for (const player of PLAYERS) {
    const p = run.state[player];
    for (const unit of [...p.groundArena, ...p.spaceArena]) delete unit.enteredThisPhase;
    delete p.leader.enteredThisPhase;
  }
}
