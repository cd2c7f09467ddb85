// Disclose (8.38): "You may disclose Command Heroism. If you do, ...". The player reveals any number of cards from
// their hand (8.38.1, more than needed is allowed, 8.38.2); the disclose is done, and what depends on it resolves,
// only if the revealed cards together have at least the aspect icons asked for. A player whose hand can't meet the
// requirement reveals nothing (8.38.3). One prompt: the cards that could help (each has one of the icons asked for),
// and "decline" when the disclose is optional (optional.ts).
import type { AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { cardOption } from '../labels.js';
import { DECLINE, optionalTargets } from '../optional.js';
import { rule } from '../rules.js';
import type { SwuRun } from '../run.js';
import type { CardRef, PlayerId } from '../state/types.js';

type Pay = Extract<Effect, { do: 'pay' }>;

function counts(aspects: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of aspects) out.set(a.toLowerCase(), (out.get(a.toLowerCase()) ?? 0) + 1);
  return out;
}

/** 8.38.1: whether the cards together have at least the icons asked for (a card with two icons of one aspect counts twice). */
export function covers(run: SwuRun, cards: readonly CardRef[], aspects: readonly string[]): boolean {
  const have = counts(cards.flatMap((c) => run.def(c.card).aspects));
  return [...counts(aspects)].every(([aspect, n]) => (have.get(aspect) ?? 0) >= n);
}

/** Whether `player`'s hand could meet the requirement at all. */
export function canDisclose(run: SwuRun, player: PlayerId, aspects: readonly string[]): boolean {
  return covers(run, run.state[player].hand, aspects);
}

export function describeDisclose(aspects: readonly string[]): string {
  return `disclose ${aspects.join(' ')}`;
}

/** Asks which cards to reveal; true when the disclose is done (8.38.1). */
function disclose(ctx: AbilityContext, aspects: readonly string[], optional: boolean): boolean {
  const { run } = ctx;
  const player = ctx.controller;
  const what = describeDisclose(aspects);
  const hand = run.state[player].hand;
  if (!covers(run, hand, aspects)) {
    run.step('NO_EFFECT', `${ctx.label}: ${player} can't ${what} (the cards in their hand don't have these aspect icons)`, [ctx.source], player, rule('8.38.3'));
    return false;
  }
  const wanted = new Set(aspects.map((a) => a.toLowerCase()));
  const options = hand.filter((c) => run.def(c.card).aspects.some((a) => wanted.has(a.toLowerCase()))).map((c) => cardOption(run, c.id));
  const picked = run.ask(optional
    ? optionalTargets(ctx, player, `cards from your hand to reveal (${what})`, options, options.length)
    : { player, kind: 'TARGET', text: `${ctx.label}: choose cards from your hand to reveal (${what})`, options, min: 1, max: options.length },
  ).filter((id) => id !== DECLINE);
  if (picked.length === 0) {
    run.step('CHOICE_MADE', `${player} does not ${what}`, [ctx.source], player, rule('8.32.1'));
    return false;
  }
  const revealed = hand.filter((c) => picked.includes(c.id));
  const names = revealed.map((c) => cardOption(run, c.id).label).join(', ');
  if (!covers(run, revealed, aspects)) {
    // 8.38.3: the requirement is not met, so no card counts as revealed.
    run.step('NO_EFFECT', `${ctx.label}: ${names} do not have the aspect icons ${aspects.join(' ')}: not disclosed`, picked, player, rule('8.38.3'));
    return false;
  }
  run.step('REVEAL', `${player} discloses ${aspects.join(' ')}: reveals ${names}`, picked, player, rule('8.38.1'));
  return true;
}

/** A cost with a disclose part (v2/costs.ts): whether it was done. Only a disclose on its own is supported. */
export function payDisclose(ctx: AbilityContext, effect: Pay): boolean {
  const [part, ...rest] = effect.cost;
  if (!part || !('disclose' in part) || rest.length > 0 || effect.x) {
    return ctx.run.unsupported('ABILITY', ctx.label, 'a disclose together with another cost is not supported');
  }
  return disclose(ctx, part.disclose, effect.optional !== false);
}
