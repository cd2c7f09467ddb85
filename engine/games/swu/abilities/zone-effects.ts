// Token units, discard, return to hand, bottom of deck, hidden zones (search, look at, reveal), restrictions and cost
// modifiers (abilities/defs/effects.ts): each step asks its questions first, then returns the events it causes.
import { nextRandom, shuffleInPlace } from '../../../core/random.js';
import { displayName, findUpgrade } from '../model.js';
import { cardMatches } from '../restrictions.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import type { CardRef, LastingEffectState, PlayerId } from '../state/types.js';
import { type AbilityContext, amountOf, resolveTarget, who } from './interpreter.js';
import type { Effect } from './types.js';
import { DECLINE, optionalTargets } from '../optional.js';
import { unitMatches } from '../stats.js';
import { defeatedThisPhase, eachMoved } from '../v2/deck.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

function cardLabel(run: SwuRun, c: CardRef): string {
  return displayName(run.def(c.card));
}

/** Draws `count` distinct indexes below `size` through the state's seed (8.22: each equally likely). */
function randomPicks(run: SwuRun, size: number, count: number): number[] {
  const pool = Array.from({ length: size }, (_, i) => i);
  const picked: number[] = [];
  for (let n = 0; n < count && pool.length > 0; n += 1) {
    const r = nextRandom(run.state.seed);
    run.state.seed = r.seed;
    picked.push(pool.splice(Math.floor(r.value * pool.length), 1)[0]!);
  }
  return picked;
}

function createToken(ctx: AbilityContext, effect: Of<'createToken'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const count = effect.count === undefined ? 1 : amountOf(ctx, effect.count);
  // The catalog's id, like every other card in the state; an unknown token card fails here, before anything changes.
  const card = run.def(effect.token).id;
  const events: SwuEvent[] = [];
  for (let i = 0; i < count; i += 1) events.push({ kind: 'createToken', id: run.newId('token'), card, player });
  if (effect.as && events[0]) ctx.refs[effect.as] = (events[0] as { id: string }).id;
  if (events.length === 0) run.step('NO_EFFECT', `${ctx.label}: no token to create`, [ctx.source], ctx.controller, rule('1.3.2'));
  return events;
}

function discardFromHand(ctx: AbilityContext, effect: Of<'discardFromHand'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const hand = run.state[player].hand;
  const eligible = hand.filter((c) => cardMatches(run.def(c.card), effect.filter));
  const count = Math.min(effect.count === undefined ? 1 : amountOf(ctx, effect.count), eligible.length);
  if (count === 0) {
    // 1.14.5: no card in hand (or none that fits), nothing is discarded.
    run.step('NO_EFFECT', `${ctx.label}: ${player} has no card to discard`, [ctx.source], ctx.controller, rule('1.14.5'));
    return [];
  }
  let picked: string[];
  if (effect.random) {
    picked = randomPicks(run, eligible.length, count).map((i) => eligible[i]!.id);
    run.step('RANDOM', `${ctx.label}: ${picked.map((id) => cardLabel(run, hand.find((c) => c.id === id)!)).join(', ')} chosen at random`, picked, player, rule('8.22.1'));
  } else {
    // 1.14.2: the discarding player chooses, unless the ability says another player does.
    const chooser = effect.chooser ? who(ctx, effect.chooser) : player;
    picked = run.ask({
      player: chooser, kind: 'DISCARD', text: `${ctx.label}: choose ${count} card${count === 1 ? '' : 's'} to discard from ${chooser === player ? 'your' : `${player}'s`} hand`,
      options: eligible.map((c) => ({ id: c.id, label: cardLabel(run, c), ref: c.id })), min: count, max: count,
    });
    run.step('CHOICE_MADE', `${chooser} chooses ${picked.map((id) => cardLabel(run, hand.find((c) => c.id === id)!)).join(', ')}`, picked, chooser, rule('1.14.2'));
  }
  if (effect.as && picked[0]) ctx.refs[effect.as] = picked[0];
  // 1.14.4: several cards discarded by one effect are discarded simultaneously.
  return picked.map((id) => ({ kind: 'moveCard', target: id, from: 'hand', to: 'discard', reason: 'discard' }));
}

/** Choose cards in a discard pile or hand and move them (the zone is open to the chooser, or their own hand). */
function moveCards(ctx: AbilityContext, effect: Of<'moveCards'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const zone = run.state[player][effect.from];
  const eligible = zone.filter((c) => cardMatches(run.def(c.card), effect.filter) && (!effect.defeatedThisPhase || defeatedThisPhase(run, c.id)));
  const count = Math.min(effect.each ? eligible.length : effect.count === undefined ? 1 : amountOf(ctx, effect.count), eligible.length);
  if (count === 0) {
    run.step('NO_TARGET', `${ctx.label}: no card in ${player}'s ${effect.from === 'hand' ? 'hand' : 'discard pile'} fits, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const chooser = effect.chooser ? who(ctx, effect.chooser) : ctx.controller;
  if (effect.each) return eachMoved(ctx, effect, eligible.map((c) => c.id));
  const what = `${effect.upTo ? 'up to ' : ''}${count} card${count === 1 ? '' : 's'} in ${player}'s ${effect.from === 'hand' ? 'hand' : 'discard pile'}`;
  const offered = eligible.map((c) => ({ id: c.id, label: cardLabel(run, c), ref: c.id, card: c.id }));
  // "You may ...": the one optional prompt shape; "up to N": a choice of 0 to N.
  const picked = run.ask(ctx.optionalNext === true ? optionalTargets(ctx, chooser, what, offered, count) : {
    player: chooser, kind: 'TARGET', text: `${ctx.label}: choose ${what}`, options: offered, min: effect.upTo ? 0 : count, max: count,
  }).filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  run.step('CHOICE_MADE', `${chooser} chooses ${picked.length ? picked.map((id) => cardLabel(run, zone.find((c) => c.id === id)!)).join(', ') : 'nothing'}`, picked, chooser, rule(picked.length ? '8.4.1' : '8.32.1'));
  if (effect.as && picked[0]) ctx.refs[effect.as] = picked[0];
  return picked.map((id) => ({ kind: 'moveCard', target: id, from: effect.from, to: effect.to, ...(effect.to === 'discard' ? { reason: 'discard' as const } : effect.to === 'hand' ? { reason: 'return' as const } : {}) }));
}

function discardFromDeck(ctx: AbilityContext, effect: Of<'discardFromDeck'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const deck = run.state[player].deck;
  const count = Math.min(amountOf(ctx, effect.count), deck.length);
  if (count === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player}'s deck is empty, nothing is discarded`, [ctx.source], ctx.controller, rule('8.6.2'));
    return [];
  }
  // 1.14.3: always from the top.
  const top = deck.slice(0, count);
  if (effect.as && top[0]) ctx.refs[effect.as] = top[0].id;
  if (effect.asAll) ctx.refs[effect.asAll] = top.map((c) => c.id).join(',');
  return top.map((c) => ({ kind: 'moveCard', target: c.id, from: 'deck', to: 'discard', reason: 'discard' }));
}

/** Where a card is, for effects that move it: in play (unit or upgrade) or in one of its owner's out-of-play zones. */
export function zoneOfCard(run: SwuRun, id: string): { zone: 'play' | 'hand' | 'deck' | 'discard' | 'resources'; player: PlayerId } | undefined {
  const unit = run.unit(id);
  if (unit) return { zone: 'play', player: unit.controller };
  const upgrade = findUpgrade(run.state, id, run.defOf);
  if (upgrade) return { zone: 'play', player: upgrade.upgrade.owner };
  for (const player of ['player1', 'player2'] as const) {
    const p = run.state[player];
    for (const zone of ['hand', 'deck', 'discard'] as const) if (p[zone].some((c) => c.id === id)) return { zone, player };
    if (p.resources.some((r) => r.id === id)) return { zone: 'resources', player };
  }
  return undefined;
}

/** The cards a "return" or "put on the bottom" effect moves: units or upgrades in play, or a card named by a ref. */
export function movableTargets(ctx: AbilityContext, target: Of<'returnToHand'>['target']): string[] {
  const { run } = ctx;
  if ('ref' in target) {
    const id = ctx.refs[target.ref];
    return id && zoneOfCard(run, id) ? [id] : [];
  }
  if (!('chooseUpgrade' in target)) return resolveTarget(ctx, target);
  const options: { id: string; label: string; host: string }[] = [];
  for (const u of run.units()) {
    if (target.attachedTo && !unitMatches(run, u, target.attachedTo, ctx.controller, ctx.source, ctx.refs)) continue;
    for (const up of u.inst.upgrades) if (cardMatches(run.def(up.card), target.filter)) options.push({ id: up.id, label: `${displayName(run.def(up.card))} on ${run.name(u.id)}`, host: u.id });
  }
  const optional = target.optional === true || ctx.optionalNext === true;
  if (options.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: no upgrade to choose, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const offered = options.map(({ host: _host, ...o }) => ({ ...o, ref: o.id, card: o.id }));
  // "You may ...": the one optional prompt shape (targets and "decline"); otherwise a plain choice.
  const picked = run.ask(optional ? optionalTargets(ctx, ctx.controller, 'an upgrade', offered, 1) : { player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose an upgrade`, options: offered, min: 1, max: 1 })
    .filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? options.find((o) => o.id === picked[0])!.label : 'nothing'}`, picked, ctx.controller, rule(picked.length ? '8.4.1' : '8.32.1'));
  if (target.as && picked[0]) ctx.refs[target.as] = picked[0];
  if (target.hostAs && picked[0]) ctx.refs[target.hostAs] = options.find((o) => o.id === picked[0])!.host;
  return picked;
}

function move(ctx: AbilityContext, targets: string[], to: 'hand' | 'deckBottom', reason?: 'return'): SwuEvent[] {
  const { run } = ctx;
  const events: SwuEvent[] = [];
  for (const id of targets) {
    const at = zoneOfCard(run, id);
    if (!at) continue;
    const unit = run.unit(id);
    // A leader never goes to a hand or deck (3.4.5: it returns to its base zone); no rule says what would happen.
    if (unit?.isLeader) run.unsupported('RULE', '3.4', `${ctx.label}: moving the leader unit ${run.name(id)} to a ${to === 'hand' ? 'hand' : 'deck'}`);
    events.push({ kind: 'moveCard', target: id, from: at.zone, to, ...(reason ? { reason } : {}) });
  }
  return events;
}

function searchDeck(ctx: AbilityContext, effect: Of<'searchDeck'>): SwuEvent[] {
  const { run } = ctx;
  const player = who(ctx, effect.player);
  const deck = run.state[player].deck;
  if (deck.length === 0) {
    run.step('NO_EFFECT', `${ctx.label}: ${player}'s deck is empty, nothing to search`, [ctx.source], ctx.controller, rule('8.6.2'));
    return [];
  }
  const looked = deck.slice(0, effect.look);
  const matching = looked.filter((c) => cardMatches(run.def(c.card), effect.filter));
  const take = Math.min(effect.take ?? 1, matching.length);
  const events: SwuEvent[] = [{ kind: 'reveal', player, cards: looked.map((c) => c.id), to: ctx.controller, what: `searches the top ${looked.length} card${looked.length === 1 ? '' : 's'} of ${player === ctx.controller ? 'their' : `${player}'s`} deck` }];
  let picked: string[] = [];
  if (take > 0) {
    // 8.26.1: the player may resolve the search as though no card were found.
    picked = run.ask({
      player: ctx.controller, kind: 'SEARCH', text: `${ctx.label}: choose up to ${take} of ${looked.map((c) => cardLabel(run, c)).join(', ')}`,
      options: matching.map((c) => ({ id: c.id, label: cardLabel(run, c), ref: c.id })), min: 0, max: take,
    });
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? picked.map((id) => cardLabel(run, looked.find((c) => c.id === id)!)).join(', ') : 'nothing'}`, picked, ctx.controller, rule('8.26.4'));
  } else {
    run.step('NO_TARGET', `${ctx.label}: no searched card fits`, [ctx.source], ctx.controller, rule('8.26.5'));
  }
  if (effect.as && picked[0]) ctx.refs[effect.as] = picked[0];
  if (effect.reveal && picked.length > 0) events.push({ kind: 'reveal', player, cards: picked, to: null, what: 'reveals' });
  for (const id of picked) {
    events.push({ kind: 'moveCard', target: id, from: 'deck', to: effect.to === 'deckTop' ? 'deckTop' : effect.to, reason: effect.to === 'hand' ? 'draw' : effect.to === 'discard' ? 'discard' : 'search' });
  }
  // 8.26.2: the cards not chosen go to the bottom in a random order (the state's seed decides it).
  const rest = looked.filter((c) => !picked.includes(c.id));
  run.state.seed = shuffleInPlace(rest, run.state.seed);
  for (const c of rest) events.push({ kind: 'moveCard', target: c.id, from: 'deck', to: 'deckBottom', reason: 'search' });
  return events;
}

function lasting(ctx: AbilityContext, targets: string[], duration: LastingEffectState['duration'], grant: Record<string, unknown>, text: string): SwuEvent[] {
  const { run } = ctx;
  if (targets.length === 0) return [];
  const attack = run.currentAttack;
  if (duration === 'untilNextTurn') run.unsupported('RULE', '7.7.3', `${ctx.label}: the duration "untilNextTurn" has no end in the engine (SWU has no turns, 1.15)`);
  if (duration === 'thisAttack' && !attack) run.unsupported('RULE', '7.7.3', `${ctx.label}: an effect "for this attack" created outside an attack would never end`);
  const id = run.newId('effect');
  if (duration === 'thisAttack' && attack) attack.effectIds.push(id);
  return [{ kind: 'addEffect', effect: { id, source: ctx.source, controller: ctx.controller, duration, targets, effect: grant }, text: `${ctx.label}: ${text} (${duration})` }];
}

const RESTRICTION_TEXT: Record<string, string> = {
  cantAttack: "can't attack", cantAttackBases: "can't attack bases", cantBeAttacked: "can't be attacked", cantBeDefeated: "can't be defeated",
  cantBeDealtDamage: "can't be dealt damage", cantReady: "can't ready", cantBeHealed: "can't be healed",
};

/** The events of the effects this module defines, or undefined for any other effect. */
export function zoneEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  const { run } = ctx;
  switch (effect.do) {
    case 'createToken':
      return createToken(ctx, effect);
    case 'createCredits': {
      const count = effect.count === undefined ? 1 : amountOf(ctx, effect.count);
      return count > 0 ? [{ kind: 'createCredits', player: who(ctx, effect.player), count }] : [];
    }
    case 'discardFromHand':
      return discardFromHand(ctx, effect);
    case 'discardFromDeck':
      return discardFromDeck(ctx, effect);
    case 'returnToHand':
      return move(ctx, movableTargets(ctx, effect.target), 'hand', 'return');
    case 'putOnBottomOfDeck':
      return move(ctx, movableTargets(ctx, effect.target), 'deckBottom');
    case 'searchDeck':
      return searchDeck(ctx, effect);
    case 'moveCards':
      return moveCards(ctx, effect);
    case 'lookAtHand':
    case 'revealHand': {
      const player = who(ctx, effect.player);
      const hand = run.state[player].hand;
      const viewer = effect.do === 'lookAtHand' ? ctx.controller : null;
      return [{ kind: 'reveal', player, cards: hand.map((c) => c.id), to: viewer, what: effect.do === 'lookAtHand' ? `looks at ${player === ctx.controller ? 'their' : `${player}'s`} hand` : 'reveals their hand' }];
    }
    case 'lookAtDeck': {
      const player = who(ctx, effect.player);
      const top = run.state[player].deck.slice(0, effect.count ?? 1);
      if (top.length === 0) {
        run.step('NO_EFFECT', `${ctx.label}: ${player}'s deck is empty, nothing to look at`, [ctx.source], ctx.controller, rule('8.6.2'));
        return [];
      }
      if (effect.as) ctx.refs[effect.as] = top[0]!.id;
      return [{ kind: 'reveal', player, cards: top.map((c) => c.id), to: ctx.controller, what: `looks at the top ${top.length === 1 ? 'card' : `${top.length} cards`} of ${player === ctx.controller ? 'their' : `${player}'s`} deck` }];
    }
    case 'restrict': {
      const targets = resolveTarget(ctx, effect.target);
      return lasting(ctx, targets, effect.duration, { [effect.restriction]: true }, `${targets.map((t) => run.name(t)).join(', ')} ${RESTRICTION_TEXT[effect.restriction]}`);
    }
    case 'modifyCost': {
      const player = who(ctx, effect.player);
      const m = effect.modifier;
      if (effect.card !== undefined) {
        const card = ctx.refs[effect.card];
        if (!card) {
          run.step('NO_TARGET', `${ctx.label}: no card to make cheaper or dearer`, [ctx.source], ctx.controller, rule('1.3.2'));
          return [];
        }
        return lasting(ctx, [card], effect.duration, { costModifier: m }, `${run.name(card) === card ? 'that card' : run.name(card)} costs ${Math.abs(m.amount)} ${m.amount < 0 ? 'less' : 'more'}`);
      }
      const what = m.uses ? 'the next card' : 'cards';
      return lasting(ctx, [player], effect.duration, { costModifier: m }, `${what} ${player} plays ${m.filter ? `(${JSON.stringify(m.filter)}) ` : ''}cost${m.uses ? 's' : ''} ${Math.abs(m.amount)} ${m.amount < 0 ? 'less' : 'more'}`);
    }
    default:
      return undefined;
  }
}

