// The Force token entering play (8.37.1-8.37.2): the event, its legality and what it does. Its leaving play ("use the
// Force", 8.37.4) is a cost event in ../v2/events.ts.
import { lit, obj, ref, type SchemaNode } from '../../../core/schema.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';

export const FORCE_EVENTS: SchemaNode[] = [
  obj({ kind: lit('createForce'), player: ref('playerId') }, '"The Force is with you": the player creates their Force token (8.37.2).'),
];

/** The events of "The Force is with you", or undefined for any other effect. */
export function forceEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'theForceIsWithYou') return undefined;
  // 8.37.1: a player controls at most one Force token; the instruction is ignored when they already have it.
  if (ctx.run.state[ctx.controller].hasForceToken) {
    ctx.run.step('FORCE_IGNORED', `${ctx.label}: ${ctx.controller} already controls their Force token`, [ctx.source], ctx.controller, rule('8.37.1'));
    return [];
  }
  return [{ kind: 'createForce', player: ctx.controller }];
}

/** Applies a Force event; false for any other kind. */
export function applyForceEvent(run: SwuRun, event: SwuEvent): boolean {
  if (event.kind !== 'createForce') return false;
  run.state[event.player].hasForceToken = true;
  run.step('FORCE_CREATED', `The Force is with ${event.player}`, [], event.player, rule('8.37.2'));
  return true;
}

/** Legality (8.37.1): only a player without their Force token can create it. */
export function forceEventLegal(run: SwuRun, event: SwuEvent): boolean | undefined {
  if (event.kind !== 'createForce') return undefined;
  return !run.state[event.player].hasForceToken;
}
