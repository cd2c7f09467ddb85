// The card an ability plays (7.1.6 modified Play a Card): "Play a unit from your hand. It costs 3 less and enters play
// ready. At the start of the regroup phase, defeat it." / "Give it Ambush for this phase" / "and give a Shield token to
// it". The played card is bound to a name; what it enters play with is part of the play; the rest of the ability that
// names it resolves once it is in play and before the abilities the play triggered (7.6.8: a triggered ability never
// interrupts the ability being resolved).
import type { AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { rule } from '../rules.js';
import type { PlayRequestData, SwuEvent, SwuRun, SwuTask } from '../run.js';
import type { LastingEffectState, PlayerId, UnitInstance } from '../state/types.js';
import { PLAYERS } from '../model.js';
import { invalid } from '../../../core/interrupts.js';
import type { CardDefinition } from '../../../api.js';
import type { CardFilter, KeywordGrant } from '../abilities/types.js';
import { cardMatches } from '../restrictions.js';
import { entersReadyByText } from './enters-ready.js';

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

type Grant = { nextPlayGains?: { filter?: CardFilter; keywords: KeywordGrant[] } };

/** The lasting "next unit you play gains ..." effects on `player` this card would use (7.7.4A). */
function nextPlays(run: SwuRun, player: PlayerId, def: CardDefinition): LastingEffectState[] {
  return run.state.effects.filter((e) => e.targets.includes(player) && (e.effect as Grant).nextPlayGains && cardMatches(def, (e.effect as Grant).nextPlayGains!.filter));
}

/**
 * What a unit enters play with, as properties of its played event (lasting effects get their ids now), and the
 * "next unit you play" effects this play uses up. A unit played as an upgrade (Piloting) would meet a "next unit you
 * play" effect the engine can't place: UNSUPPORTED.
 */
export function entering(run: SwuRun, req: PlayRequestData, card: { id: string; card: string }, as: 'unit' | 'upgrade' | 'event'): { props: Partial<Extract<SwuEvent, { kind: 'played' }>>; used: SwuEvent[] } {
  const def = run.def(card.card);
  const next = nextPlays(run, req.player, def);
  if (as !== 'unit') {
    if (next.length > 0) run.unsupported('RULE', '7.7.4', `${run.name(card.id)} is played as ${as === 'upgrade' ? 'an upgrade' : 'an event'} while "the next unit you play" waits: whether it is used is not implemented`);
    return { props: {}, used: [] };
  }
  const effect = (source: string, controller: PlayerId, keyword: KeywordGrant): LastingEffectState => ({ id: run.newId('effect'), source, controller, duration: 'thisPhase', targets: [card.id], effect: { keyword } });
  const with_ = req.entersWith;
  const effects = [
    ...(with_ ? with_.keywords.map((k) => effect(with_.source, with_.controller, k)) : []),
    ...next.flatMap((e) => (e.effect as Grant).nextPlayGains!.keywords.map((k) => effect(e.source, e.controller, k))),
  ];
  // The unit's own "(If ...,) this unit enters play ready" (v2/enters-ready.ts), checked as it is played.
  const ready = req.entersReady || entersReadyByText(run, req.player, card) !== undefined;
  return {
    props: { ...(ready ? { ready: true as const } : {}), ...(effects.length ? { effects } : {}) },
    used: next.length ? [{ kind: 'expireEffects', ids: next.map((e) => e.id), text: `${run.name(card.id)} uses up "the next unit you play" (7.7.4)` }] : [],
  };
}

/** "The next unit you play this phase gains Ambush for this phase": a lasting effect on the controller. */
export function playedEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'allowPlayFromDiscard') return allowPlayFromDiscard(ctx, effect);
  if (effect.do !== 'nextPlayGains') return undefined;
  const names = effect.keywords.map((k) => `${k.name}${k.value ? ` ${k.value}` : ''}`).join(', ');
  return [{
    kind: 'addEffect',
    effect: { id: ctx.run.newId('effect'), source: ctx.source, controller: ctx.controller, duration: effect.duration, targets: [ctx.controller], effect: { nextPlayGains: { ...(effect.filter ? { filter: effect.filter } : {}), keywords: effect.keywords } } },
    text: `${ctx.label}: the next ${effect.filter?.type ?? 'card'} ${ctx.controller} plays this phase gains ${names} for this phase`,
  }];
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

/**
 * Subjects of the data-trigger events of this family (v2/watchers.ts): "discarded" - a card discarded (1.14) from a
 * hand or deck, now in its owner's discard pile (controller: that player); "tookInitiative" - the player's base
 * standing for the player (1.15.5).
 */
export function playedSubject(run: SwuRun, event: SwuEvent, spec: { event: string; discardedFrom?: 'hand' | 'deck' }): { id: string; printed: { card: string; controller: PlayerId }; cardType: 'unit' | 'upgrade' | 'event'; refs: Record<string, string>; amount: number } | undefined {
  if (spec.event === 'tookInitiative') {
    if (event.kind !== 'tookInitiative') return undefined;
    const base = run.state[event.player].base;
    return { id: base.id, printed: { card: base.card, controller: event.player }, cardType: 'unit', refs: {}, amount: 0 };
  }
  if (event.kind !== 'moveCard' || event.to !== 'discard' || event.reason !== 'discard' || (event.from !== 'hand' && event.from !== 'deck')) return undefined;
  if (spec.discardedFrom && spec.discardedFrom !== event.from) return undefined;
  for (const player of PLAYERS) {
    const card = run.state[player].discard.find((c) => c.id === event.target);
    if (!card) continue;
    const type = run.def(card.card).type;
    return { id: card.id, printed: { card: card.card, controller: player }, cardType: /upgrade/i.test(type) ? 'upgrade' : /event/i.test(type) ? 'event' : 'unit', refs: { subject: card.id }, amount: 0 };
  }
  return undefined;
}

type Permission = { playFromDiscard?: { player: PlayerId; free?: true } };

/** "For this phase, you may play that card from your discard pile for free": a lasting effect on that card. */
export function allowPlayFromDiscard(ctx: AbilityContext, effect: Extract<Effect, { do: 'allowPlayFromDiscard' }>): SwuEvent[] {
  const { run } = ctx;
  const id = effect.card === 'self' ? ctx.source : ctx.refs[effect.card];
  // "from your discard pile": the controller's own; "from their discard pile" (the owner's): the pile it is in.
  const pile = id ? (effect.player === 'you' ? [ctx.controller] : PLAYERS).find((p) => run.state[p].discard.some((c) => c.id === id)) : undefined;
  if (!id || !pile) {
    run.step('NO_EFFECT', `${ctx.label}: the card is not in ${effect.player === 'you' ? 'your' : 'its owner\'s'} discard pile`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const grant: Permission = { playFromDiscard: { player: pile, ...(effect.free ? { free: true as const } : {}) } };
  return [{
    kind: 'addEffect',
    effect: { id: run.newId('effect'), source: ctx.source, controller: ctx.controller, duration: effect.duration, targets: [id], effect: grant },
    text: `${ctx.label}: for this phase ${pile} may play ${run.name(id)} from their discard pile${effect.free ? ' for free' : ''}`,
  }];
}

/** The permission to play this card from `player`'s discard pile (the play action from "discard"), if any. */
export function discardPermission(run: SwuRun, player: PlayerId, card: string): { id: string; free: boolean } | undefined {
  const effect = run.state.effects.find((e) => e.targets.includes(card) && (e.effect as Permission).playFromDiscard?.player === player);
  return effect ? { id: effect.id, free: (effect.effect as Permission).playFromDiscard!.free === true } : undefined;
}

/** The play action from a discard pile: allowed only by a permission, which it uses up; "for free" if it says so. */
export function discardPlay(run: SwuRun, player: PlayerId, card: string, as: unknown): { free?: true } {
  const permission = discardPermission(run, player, card);
  if (!permission) invalid('ILLEGAL_ACTION', '$.action.card', `no ability lets ${player} play ${run.name(card)} from their discard pile (7.1.6)`);
  if (as === 'upgrade') run.unsupported('RULE', '7.5.17', `${run.name(card)}: playing a Pilot from a discard pile as an upgrade is not implemented`);
  run.emit([{ kind: 'expireEffects', ids: [permission.id], text: `${player} uses the permission to play ${run.name(card)} from their discard pile` }]);
  return permission.free ? { free: true } : {};
}

/**
 * The lasting cost modifiers a play used (7.7.4A): one used by "the next card" expires; one for "each of the next N
 * cards" is replaced by the same effect with one use fewer (the two events of one batch).
 */
export function usedCostModifiers(run: SwuRun, ids: readonly string[], name: string): SwuEvent[] {
  const out: SwuEvent[] = [{ kind: 'expireEffects', ids: [...ids], text: `${name} uses up ${ids.length === 1 ? 'a cost modifier' : 'cost modifiers'} (7.7.4)` }];
  for (const id of ids) {
    const effect = run.state.effects.find((e) => e.id === id);
    const m = (effect?.effect as { costModifier?: { uses?: number } } | undefined)?.costModifier;
    if (!effect || !m?.uses || m.uses <= 1) continue;
    const rest = { ...effect, id: run.newId('effect'), effect: { ...effect.effect as object, costModifier: { ...m, uses: m.uses - 1 } } };
    out.push({ kind: 'addEffect', effect: rest, text: `${m.uses - 1} more card${m.uses - 1 === 1 ? '' : 's'} may use the cost modifier (7.7.4)` });
  }
  return out;
}

/**
 * "a unit that was defeated this phase" (a card in a discard pile): the state's thisPhase records it (by instance id).
 * A partial record, or a record of the same card without an id, can't tell: UNSUPPORTED.
 */
export function defeatedThisPhase(run: SwuRun, id: string, card: string): boolean {
  const h = run.state.thisPhase;
  if (h?.defeated.some((d) => d.id === id)) return true;
  if (!h || h.partial || h.defeated.some((d) => d.id === undefined && d.card === card)) {
    return run.unsupported('RULE', 'thisPhase', `whether ${run.name(id)} was defeated this phase is not in the state (send "thisPhase" with the state)`);
  }
  return false;
}
