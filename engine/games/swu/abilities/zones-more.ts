// Zones (wave 3, abilities/defs/zones.ts): every player discarding together, and arranging the top cards of a deck.
// Each step asks its questions first, then returns the events it causes.
import { displayName } from '../model.js';
import type { RuleRef } from '../../../api.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';
import type { CardRef } from '../state/types.js';
import { cardMatches } from '../restrictions.js';
import { type AbilityContext, amountOf } from './interpreter.js';
import { opponentOf } from '../model.js';
import { unitMatches } from '../stats.js';
import type { Effect, UnitFilter } from './types.js';
import { zoneEffectEvents } from './zone-effects.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

/**
 * "Each player discards N cards from their hand": each player chooses from their own hand (1.14.2), the ability's
 * controller first (7.1.4: they choose the order of the choices); the cards all leave the hands together (1.14.4).
 */
function eachPlayerDiscards(ctx: AbilityContext, effect: Of<'eachPlayerDiscards'>): SwuEvent[] {
  const events: SwuEvent[] = [];
  for (const player of ['you', 'opponent'] as const) {
    const handSize = ctx.run.state[player === 'you' ? ctx.controller : opponentOf(ctx.controller)].hand.length;
    // "all but N": down to N cards (nothing when N or fewer are in hand).
    const count = effect.allBut !== undefined ? Math.max(0, handSize - effect.allBut) : effect.count === undefined ? 1 : amountOf(ctx, effect.count);
    if (count === 0 && effect.allBut !== undefined) {
      ctx.run.step('NO_EFFECT', `${ctx.label}: ${player} has ${effect.allBut} or fewer cards in hand, nothing to discard`, [ctx.source], ctx.controller, null);
      continue;
    }
    events.push(...(zoneEffectEvents(ctx, { do: 'discardFromHand', player, ...(count === 1 ? {} : { count }) }) ?? []));
  }
  return events;
}

/** Asks the controller to order `cards`, one at a time: the first picked comes first. */
export function orderCards(ctx: AbilityContext, cards: CardRef[], what: string): CardRef[] {
  const { run } = ctx;
  const left = [...cards];
  const out: CardRef[] = [];
  while (left.length > 1) {
    const [id] = run.ask({
      player: ctx.controller, kind: 'ORDER', text: `${ctx.label}: choose the card to put ${what}`,
      options: left.map((c) => ({ id: c.id, label: displayName(run.def(c.card)), ref: c.id })), min: 1, max: 1,
    });
    const i = left.findIndex((c) => c.id === id);
    out.push(left.splice(i < 0 ? 0 : i, 1)[0]!);
  }
  return [...out, ...left];
}

/**
 * "Look at the top N cards of your deck. Put any number of them on the bottom of your deck and the rest on top in any
 * order": the controller looks (4.6.2), picks the cards for the bottom, then orders each group.
 */
function arrangeTopOfDeck(ctx: AbilityContext, effect: Of<'arrangeTopOfDeck'>): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  const looked = run.state[player].deck.slice(0, effect.count);
  if (looked.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player}'s deck is empty, nothing to look at`, [ctx.source], ctx.controller, rule('8.6.2'));
    return [];
  }
  const events: SwuEvent[] = [{ kind: 'reveal', player, cards: looked.map((c) => c.id), to: ctx.controller, what: `looks at the top ${looked.length === 1 ? 'card' : `${looked.length} cards`} of their deck` }];
  const toBottom = run.ask({
    player: ctx.controller, kind: 'SEARCH', text: `${ctx.label}: choose any number of ${looked.map((c) => displayName(run.def(c.card))).join(', ')} to put on the bottom of your deck`,
    options: looked.map((c) => ({ id: c.id, label: displayName(run.def(c.card)), ref: c.id })), min: 0, max: looked.length,
  });
  const bottom = orderCards(ctx, looked.filter((c) => toBottom.includes(c.id)), 'on the bottom of your deck next');
  const top = orderCards(ctx, looked.filter((c) => !toBottom.includes(c.id)), 'on top of your deck first (the others go under it)');
  run.step('CHOICE_MADE', `${ctx.controller} puts ${bottom.length} card${bottom.length === 1 ? '' : 's'} on the bottom of their deck and ${top.length} back on top`, [], ctx.controller, null);
  for (const c of bottom) events.push({ kind: 'moveCard', target: c.id, from: 'deck', to: 'deckBottom', reason: 'search' });
  // Each card put on top goes above the previous one: the last put is the top card, so the first in order goes last.
  for (const c of [...top].reverse()) events.push({ kind: 'moveCard', target: c.id, from: 'deck', to: 'deckTop', reason: 'search' });
  return events;
}

/**
 * "Reveal an event from your hand": the controller picks one fitting card of their hand and shows it to every player
 * (it stays in hand). No fitting card: nothing is revealed, so an "if you do" after it does not happen (8.9.1).
 */
function revealFromHand(ctx: AbilityContext, effect: Of<'revealFromHand'>): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  const eligible = run.state[player].hand.filter((c) => cardMatches(run.def(c.card), effect.filter));
  if (eligible.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player} has no card in hand that can be revealed`, [ctx.source], player, rule('8.9.1'));
    return [];
  }
  const [id] = run.ask({
    player, kind: 'TARGET', text: `${ctx.label}: choose a card from your hand to reveal`,
    options: eligible.map((c) => ({ id: c.id, label: displayName(run.def(c.card)), ref: c.id })), min: 1, max: 1,
  });
  const picked = eligible.find((c) => c.id === id) ?? eligible[0]!;
  return [{ kind: 'reveal', player, cards: [picked.id], to: null, what: 'reveals from their hand' }];
}

/** "Choose a player. They discard N cards from their hand": the controller picks the player, who picks the cards (1.14.2). */
function chosenPlayerDiscards(ctx: AbilityContext, effect: Of<'chosenPlayerDiscards'>): SwuEvent[] {
  const { run } = ctx;
  const opponent = opponentOf(ctx.controller);
  const [picked] = run.ask({
    player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: choose a player (they discard from their hand)`,
    options: [{ id: ctx.controller, label: `You (${ctx.controller})`, ref: null }, { id: opponent, label: `Opponent (${opponent})`, ref: null }], min: 1, max: 1,
  });
  const player = picked === ctx.controller ? 'you' : 'opponent';
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked}`, [], ctx.controller, null);
  const count = effect.count === undefined ? 1 : amountOf(ctx, effect.count);
  return zoneEffectEvents(ctx, { do: 'discardFromHand', player, ...(count === 1 ? {} : { count }), ...(effect.as ? { as: effect.as } : {}) }) ?? [];
}

/**
 * "Each player chooses a unit they control": the ability's controller first, then the opponent (7.1.4), each one of
 * their own matching units (none when they control none). The chosen units, in that order.
 */
export function eachPlayerChoosesOwnUnit(ctx: AbilityContext, filter: UnitFilter | undefined, what: string, choiceRule: RuleRef | null): string[] {
  const { run } = ctx;
  const chosen: string[] = [];
  for (const player of [ctx.controller, opponentOf(ctx.controller)]) {
    const own = run.units().filter((u) => u.controller === player && unitMatches(run, u, filter, ctx.controller, ctx.source, ctx.refs));
    if (own.length === 0) {
      run.step('NO_TARGET', `${ctx.label}: ${player} controls no unit to choose`, [ctx.source], player, rule('1.3.2'));
      continue;
    }
    const [id] = run.ask({
      player, kind: 'TARGET', text: `${ctx.label}: choose a unit you control (${what})`,
      options: own.map((u) => ({ id: u.id, label: run.name(u.id), ref: u.id })), min: 1, max: 1,
    });
    const unit = own.find((u) => u.id === id) ?? own[0]!;
    run.step('CHOICE_MADE', `${player} chooses ${run.name(unit.id)}`, [unit.id], player, choiceRule);
    chosen.push(unit.id);
  }
  return chosen;
}

/** "Each player chooses a unit they control. Defeat those units.": one unit each, chosen by its controller, defeated together. */
function eachPlayerChoosesDefeat(ctx: AbilityContext, effect: Of<'eachPlayerChoosesDefeat'>): SwuEvent[] {
  return eachPlayerChoosesOwnUnit(ctx, effect.filter, 'it will be defeated', null).map((target) => ({ kind: 'defeat', target }));
}

/** "Discard your hand": every card of it, together (1.14.4). */
function discardHand(ctx: AbilityContext): SwuEvent[] {
  const hand = ctx.run.state[ctx.controller].hand;
  if (hand.length === 0) ctx.run.step('NO_EFFECT', `${ctx.label}: ${ctx.controller}'s hand is empty, nothing to discard`, [ctx.source], ctx.controller, rule('1.14.5'));
  return hand.map((c) => ({ kind: 'moveCard', target: c.id, from: 'hand', to: 'discard', reason: 'discard' }));
}

/** "Search your deck for a card and draw it": the whole deck is looked at; one fitting card may be taken (8.26.1). */
function searchWholeDeck(ctx: AbilityContext, effect: Of<'searchWholeDeck'>): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  const deck = run.state[player].deck;
  if (deck.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player}'s deck is empty, nothing to search`, [ctx.source], player, rule('8.6.2'));
    return [];
  }
  const matching = deck.filter((c) => cardMatches(run.def(c.card), effect.filter));
  const events: SwuEvent[] = [{ kind: 'reveal', player, cards: deck.map((c) => c.id), to: player, what: 'searches their deck' }];
  if (matching.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no card in the deck fits`, [ctx.source], player, rule('8.26.5'));
    return events;
  }
  const picked = run.ask({
    player, kind: 'SEARCH', text: `${ctx.label}: choose up to 1 card of your deck to draw`,
    options: matching.map((c) => ({ id: c.id, label: displayName(run.def(c.card)), ref: c.id })), min: 0, max: 1,
  });
  for (const id of picked) events.push({ kind: 'moveCard', target: id, from: 'deck', to: 'hand', reason: 'draw' });
  return events;
}

/** The events of the effects this module defines, or undefined for any other effect. */
export function zonesMoreEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  switch (effect.do) {
    case 'eachPlayerDiscards':
      return eachPlayerDiscards(ctx, effect);
    case 'arrangeTopOfDeck':
      return arrangeTopOfDeck(ctx, effect);
    case 'revealFromHand':
      return revealFromHand(ctx, effect);
    case 'chosenPlayerDiscards':
      return chosenPlayerDiscards(ctx, effect);
    case 'eachPlayerChoosesDefeat':
      return eachPlayerChoosesDefeat(ctx, effect);
    case 'discardHand':
      return discardHand(ctx);
    case 'searchWholeDeck':
      return searchWholeDeck(ctx, effect);
    default:
      return undefined;
  }
}
