// The "deck2" family (abilities/defs/deck2.ts): "Its owner puts it on the top or bottom of their deck": the owner
// decides (LOF_200's ruling), then the card moves there; cards of any player's discard pile put on the bottom of their
// owner's deck.
import { amountOf, type AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { movableTargets, zoneOfCard } from '../abilities/zone-effects.js';
import { orderCards } from '../abilities/zones-more.js';
import { displayName, findUpgrade, PLAYERS } from '../model.js';
import { cardLabel, cardOption } from '../labels.js';
import { shuffleInPlace } from '../../../core/random.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';
import type { PlayerId, UnitInstance } from '../state/types.js';

function ownerPutsOnDeck(ctx: AbilityContext, effect: Extract<Effect, { do: 'ownerPutsOnDeck' }>): SwuEvent[] {
  const { run } = ctx;
  const events: SwuEvent[] = [];
  for (const id of movableTargets(ctx, effect.target)) {
    const at = zoneOfCard(run, id);
    if (!at) continue;
    const unit = run.unit(id);
    // A leader never goes to a deck (3.4.5: it returns to its base zone); no rule says what would happen.
    if (unit?.isLeader) return run.unsupported('RULE', '3.4', `${ctx.label}: moving the leader unit ${run.name(id)} to a deck`);
    const upgrade = unit ? undefined : findUpgrade(run.state, id, run.defOf);
    const owner: PlayerId = unit ? (unit.inst as UnitInstance).owner : upgrade ? upgrade.upgrade.owner : at.player;
    const [where] = run.ask({
      player: owner, kind: 'OPTION', text: `${ctx.label}: put ${run.name(id)} on the top or the bottom of your deck?`,
      options: [{ id: 'top', label: 'On the top of the deck', ref: null }, { id: 'bottom', label: 'On the bottom of the deck', ref: null }], min: 1, max: 1,
    });
    run.step('CHOICE_MADE', `${owner} puts ${run.name(id)} on the ${where === 'top' ? 'top' : 'bottom'} of their deck`, [id], owner, rule('8.4.1'));
    events.push({ kind: 'moveCard', target: id, from: at.zone, to: where === 'top' ? 'deckTop' : 'deckBottom' });
  }
  return events;
}

/** The events of the effects this module defines, or undefined for any other effect. */
export function deck2EffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'ownerPutsOnDeck') return ownerPutsOnDeck(ctx, effect);
  if (effect.do === 'pileToDeckBottom') return pileToDeckBottom(ctx, effect);
  if (effect.do === 'lookDiscardRestOnTop') return lookDiscardRestOnTop(ctx, effect);
  if (effect.do === 'lookDrawRestBottom') return lookDrawRestBottom(ctx, effect);
  return undefined;
}

/**
 * "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner's deck in a random order." / "Put
 * another card in a discard pile on the bottom of its owner's deck.": the controller chooses (8.4.1) among either
 * player's discard pile; several cards all come from one pile, so the pile is picked first.
 */
function pileToDeckBottom(ctx: AbilityContext, effect: Extract<Effect, { do: 'pileToDeckBottom' }>): SwuEvent[] {
  const { run } = ctx;
  const fits = (c: { id: string }) => !effect.other || c.id !== ctx.source;
  const piles = PLAYERS.filter((p) => run.state[p].discard.some(fits));
  if (piles.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: no card in a discard pile to choose, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const pileName = (p: PlayerId) => (p === ctx.controller ? 'your discard pile' : `${p}'s discard pile`);
  let offered: { id: string; label: string; ref: string; card: string }[];
  let what: string;
  if (effect.upTo !== undefined) {
    let pile = piles[0]!;
    if (piles.length > 1) {
      const [picked] = run.ask({
        player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: choose a discard pile`,
        options: piles.map((p) => ({ id: p, label: pileName(p), ref: null })), min: 1, max: 1,
      });
      pile = piles.find((p) => p === picked) ?? pile;
    }
    offered = run.state[pile].discard.filter(fits).map((c) => cardOption(run, c.id));
    what = `up to ${effect.upTo} card${effect.upTo === 1 ? '' : 's'} in ${pileName(pile)}`;
  } else {
    offered = piles.flatMap((p) => run.state[p].discard.filter(fits).map((c) => ({ id: c.id, label: `${cardLabel(run, c.id)} (${pileName(p)})`, ref: c.id, card: c.id })));
    what = `a card in a discard pile`;
  }
  const max = Math.min(effect.upTo ?? 1, offered.length);
  const ids = run.ask({ player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose ${what}`, options: offered, min: effect.upTo !== undefined ? 0 : 1, max });
  ctx.update({ optionalNext: false });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${ids.length ? ids.map((id) => offered.find((o) => o.id === id)!.label).join(', ') : 'nothing'}`, ids, ctx.controller, rule('8.4.1'));
  const order = [...ids];
  // 8.22: a random order, through the state's seed.
  if (effect.random && order.length > 1) run.state.seed = shuffleInPlace(order, run.state.seed);
  return order.map((id) => ({ kind: 'moveCard', target: id, from: 'discard', to: 'deckBottom' }));
}

/**
 * "Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest back on top in any order.": the
 * controller looks (8.13.1: only they see them), may discard up to `discardUpTo` of them, then picks the order of the
 * rest, the first picked on top.
 */
function lookDiscardRestOnTop(ctx: AbilityContext, effect: Extract<Effect, { do: 'lookDiscardRestOnTop' }>): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  const looked = run.state[player].deck.slice(0, effect.count);
  if (looked.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player}'s deck is empty, nothing to look at`, [ctx.source], player, rule('8.6.2'));
    return [];
  }
  const events: SwuEvent[] = [{ kind: 'reveal', player, cards: looked.map((c) => c.id), to: player, what: `looks at the top ${looked.length === 1 ? 'card' : `${looked.length} cards`} of their deck` }];
  const max = Math.min(effect.discardUpTo, looked.length);
  const discarded = run.ask({
    player, kind: 'SEARCH', text: `${ctx.label}: you may discard up to ${max} of ${looked.map((c) => displayName(run.def(c.card))).join(', ')}`,
    options: looked.map((c) => ({ id: c.id, label: displayName(run.def(c.card)), ref: c.id })), min: 0, max,
  });
  run.step('CHOICE_MADE', `${player} discards ${discarded.length ? discarded.map((id) => displayName(run.def(looked.find((c) => c.id === id)!.card))).join(', ') : 'nothing'}`, discarded, player, rule('8.32.1'));
  const top = orderCards(ctx, looked.filter((c) => !discarded.includes(c.id)), 'on top of your deck first (the others go under it)');
  for (const id of discarded) events.push({ kind: 'moveCard', target: id, from: 'deck', to: 'discard', reason: 'discard' });
  // Each card put on top goes above the previous one: the last put is the top card, so the first in order goes last.
  for (const c of [...top].reverse()) events.push({ kind: 'moveCard', target: c.id, from: 'deck', to: 'deckTop', reason: 'search' });
  return events;
}

/**
 * "Look at cards from the top of your deck equal to X. Draw 1 and put the others on the bottom of your deck in a random
 * order.": the controller looks (8.13.1), draws one of them (their choice), the others go to the bottom in an order the
 * state's seed decides (8.22). With nothing looked at, whether "Draw 1" still draws is not said: UNSUPPORTED.
 */
function lookDrawRestBottom(ctx: AbilityContext, effect: Extract<Effect, { do: 'lookDrawRestBottom' }>): SwuEvent[] {
  const { run } = ctx;
  const player = ctx.controller;
  const n = amountOf(ctx, effect.count);
  const looked = run.state[player].deck.slice(0, Math.max(0, n));
  if (looked.length === 0) return run.unsupported('ABILITY', ctx.label, `${ctx.label}: no card to look at (${n} card${n === 1 ? '' : 's'}, ${run.state[player].deck.length} in the deck): whether "Draw 1" still draws is not said`);
  const events: SwuEvent[] = [{ kind: 'reveal', player, cards: looked.map((c) => c.id), to: player, what: `looks at the top ${looked.length === 1 ? 'card' : `${looked.length} cards`} of their deck` }];
  const [drawn] = looked.length === 1 ? [looked[0]!.id] : run.ask({
    player, kind: 'SEARCH', text: `${ctx.label}: choose the card to draw of ${looked.map((c) => displayName(run.def(c.card))).join(', ')}`,
    options: looked.map((c) => ({ id: c.id, label: displayName(run.def(c.card)), ref: c.id })), min: 1, max: 1,
  });
  run.step('CHOICE_MADE', `${player} draws one of the cards looked at`, [], player, rule('8.4.1'));
  events.push({ kind: 'moveCard', target: drawn!, from: 'deck', to: 'hand', reason: 'draw' });
  const rest = looked.filter((c) => c.id !== drawn);
  // 8.22: a random order, through the state's seed.
  if (rest.length > 1) run.state.seed = shuffleInPlace(rest, run.state.seed);
  for (const c of rest) events.push({ kind: 'moveCard', target: c.id, from: 'deck', to: 'deckBottom', reason: 'search' });
  return events;
}
