// The card an ability plays (7.1.6 modified Play a Card): "Play a unit from your hand. It costs 3 less and enters play
// ready. At the start of the regroup phase, defeat it." / "Give it Ambush for this phase" / "and give a Shield token to
// it". The played card is bound to a name; what it enters play with is part of the play; the rest of the ability that
// names it resolves once it is in play and before the abilities the play triggered (7.6.8: a triggered ability never
// interrupts the ability being resolved).
import type { AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { rule } from '../rules.js';
import type { PlayRequestData, SwuEvent, SwuRun, SwuTask } from '../run.js';
import type { UnitInstance } from '../state/types.js';

type PlayFromHand = Extract<Effect, { do: 'playFromHand' }>;

/** What a playFromHand effect adds to its play request; binds the chosen card to the effect's name. */
export function playedRequest(ctx: AbilityContext, effect: PlayFromHand, card: string, scope: string): Partial<PlayRequestData> {
  if (effect.as) ctx.refs[effect.as] = card;
  return {
    ...(effect.entersReady ? { entersReady: true as const } : {}),
    ...(effect.entersWith ? { entersWith: { source: ctx.source, controller: ctx.controller, keywords: effect.entersWith } } : {}),
    ...(effect.then ? { after: { effect: effect.then, scope } } : {}),
  };
}

/** The tasks of the rest of the ability, run after the card is put into play (before the play's trigger window). */
export function afterPlayTasks(req: PlayRequestData): SwuTask[] {
  return req.after ? [{ t: 'swu.effect', effect: req.after.effect, scope: req.after.scope }] : [];
}

/** What a unit enters play with, as properties of its played event (lasting effects get their ids now). */
export function enteringProperties(run: SwuRun, req: PlayRequestData, card: string): Partial<Extract<SwuEvent, { kind: 'played' }>> {
  const with_ = req.entersWith;
  return {
    ...(req.entersReady ? { ready: true as const } : {}),
    ...(with_ ? { effects: with_.keywords.map((keyword) => ({ id: run.newId('effect'), source: with_.source, controller: with_.controller, duration: 'thisPhase' as const, targets: [card], effect: { keyword } })) } : {}),
  };
}

/** Applies what the unit enters play with (the played event's `ready` was read when it was put into play). */
export function applyEntering(run: SwuRun, event: Extract<SwuEvent, { kind: 'played' }>, unit: UnitInstance): void {
  if (event.ready) run.step('ENTERS_READY', `${run.name(unit.id)} enters play ready`, [unit.id], event.player, rule('7.1.6'));
  for (const effect of event.effects ?? []) {
    run.state.effects.push(effect);
    const keyword = (effect.effect as { keyword?: { name: string; value?: number | null } }).keyword;
    run.step('LASTING_EFFECT', `${run.name(unit.id)} enters play with ${keyword ? `${keyword.name}${keyword.value ? ` ${keyword.value}` : ''}` : 'an effect'} for this phase`, [unit.id], effect.controller, rule('7.7.3'));
  }
}
