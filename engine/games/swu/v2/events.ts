// Event kinds of costs (spread into the event union of state/timing.ts) and what they do (called from apply.ts).
import { lit, obj, ref, str, type SchemaNode } from '../../../core/schema.js';
import { applyUseEvent } from './once-per-round.js';
import { rule } from '../rules.js';
import { PLAYERS } from '../model.js';
import type { SwuEvent, SwuRun } from '../run.js';

export const COST_EVENTS: SchemaNode[] = [
  obj({ kind: lit('useForce'), player: ref('playerId') }, '"Use the Force": the player\'s Force token leaves play.'),
  obj({ kind: lit('abilityUsed'), source: str(), ability: str() }, 'A "once each round" ability of this card is used (8.32.3).'),
  obj({ kind: lit('abilityUsedThisGame'), source: str(), ability: str() }, 'A "no more than N times each game" action ability of this base is used once more.'),
];

/** Applies a cost event; false for any other kind. */
export function applyCostEvent(run: SwuRun, event: SwuEvent): boolean {
  if (applyUseEvent(run, event)) return true;
  if (event.kind === 'abilityUsedThisGame') {
    const base = PLAYERS.map((p) => run.state[p].base).find((b) => b.id === event.source);
    if (base) (base.usedThisGame ??= []).push(event.ability);
    run.step('ABILITY_LIMIT', `${run.name(event.source)}: "${event.ability}" used ${base?.usedThisGame?.filter((a) => a === event.ability).length ?? 0} time(s) this game`, [event.source], null, rule('6.4.2'));
    return true;
  }
  if (event.kind !== 'useForce') return false;
  run.state[event.player].hasForceToken = false;
  run.step('FORCE_USED', `${event.player} uses the Force`, [], event.player, rule('8.37.4'));
  return true;
}

/** Whether the event can happen now (the pipeline's legality check). */
export function costEventLegal(run: SwuRun, event: SwuEvent): boolean | undefined {
  if (event.kind !== 'useForce') return undefined;
  return run.state[event.player].hasForceToken;
}
