// "a unit that attacked this phase": the unit was declared as an attacker this phase (the state's thisPhase attacks,
// recorded by v2/history.ts; whoever controlled it then). A unit not in a partial record may still have attacked
// earlier: UNSUPPORTED rather than guessed.
import type { SwuRun } from '../run.js';

export function attackedThisPhase(run: SwuRun, id: string): boolean {
  const h = run.state.thisPhase;
  if (h?.attacks.some((a) => a.attacker === id)) return true;
  if (!h || h.partial) return run.unsupported('RULE', 'thisPhase', `whether ${run.name(id)} attacked this phase is not in the state (send "thisPhase" with the state)`);
  return false;
}
