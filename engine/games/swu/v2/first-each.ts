// "The first <card> you play each round/phase costs N less" (6.2.3): the modifier applies while the player has played
// no matching card yet this round/phase, read from the state's `thisPhase` history (v2/history.ts). A round starts
// with its action phase (5.1), so in the action phase "this round" is this phase; in the regroup phase the action
// phase's plays are no longer recorded, and the question is UNSUPPORTED rather than guessed. So is a partial history
// that holds no matching play.
import type { CardFilter, CostModifier } from '../abilities/types.js';
import { cardMatches } from '../restrictions.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';

interface FirstEach {
  firstEach?: 'round' | 'phase';
  modifier: CostModifier;
  text: string;
}

/** Printed facts of the played card; its type as it was played ("as": a Pilot played as an upgrade, 7.5.17). */
function playMatches(run: SwuRun, card: string, as: string, filter: CardFilter | undefined): boolean {
  if (!filter) return true;
  const { type, ...rest } = filter;
  if (type && !new RegExp(type, 'i').test(as)) return false;
  return cardMatches(run.def(card), rest);
}

/** Whether a "first ... each round/phase" cost modifier still applies to `player`'s next matching play. */
export function firstEachApplies(run: SwuRun, ability: FirstEach, player: PlayerId): boolean {
  if (!ability.firstEach) return true;
  if (ability.firstEach === 'round' && run.state.phase !== 'action') {
    return run.unsupported('RULE', '5.1', `"${ability.text}": what was played earlier this round (in its action phase) is not in the state`);
  }
  const h = run.state.thisPhase;
  if (h?.played.some((p) => p.player === player && playMatches(run, p.card, p.as, ability.modifier.filter))) return false;
  if (!h || h.partial) return run.unsupported('RULE', 'thisPhase', `"${ability.text}": what was played earlier this phase is not in the state (send "thisPhase" with the state)`);
  return true;
}
