// Effects of the choose2 family (abilities/defs/choose2.ts): a card of either discard pile returned to its owner's
// hand, a friendly and an enemy unit chosen together in one arena and dealt damage at once, and a unit or an
// opponent's resource exhausted.
import type { Effect } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { cardLabel, cardOption } from '../labels.js';
import { opponentOf, PLAYERS } from '../model.js';
import { cardMatches } from '../restrictions.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';
import { unitMatches } from '../stats.js';

/** One matching card of either discard pile (the controller's first), to the hand of the player whose pile it is in. */
function returnFromAnyDiscard(ctx: AbilityContext, effect: Extract<Effect, { do: 'returnFromAnyDiscard' }>): SwuEvent[] {
  const { run } = ctx;
  const players = [ctx.controller, ...PLAYERS.filter((p) => p !== ctx.controller)];
  const eligible = players.flatMap((p) => run.state[p].discard.filter((c) => c.card !== null && cardMatches(run.def(c.card), effect.filter)));
  if (eligible.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no card in a discard pile fits, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const [picked] = run.ask({
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card in a discard pile`,
    options: eligible.map((c) => cardOption(run, c.id)), min: 1, max: 1,
  });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${cardLabel(run, picked!)}`, [picked!], ctx.controller, rule('8.4.1'));
  return [{ kind: 'moveCard', target: picked!, from: 'discard', to: 'hand', reason: 'return' }];
}

/** A friendly unit with an enemy unit in its arena, then an enemy unit there; both dealt the amount at once. */
function damagePairSameArena(ctx: AbilityContext, effect: Extract<Effect, { do: 'damagePairSameArena' }>): SwuEvent[] {
  const { run } = ctx;
  const units = run.units();
  const friendly = units.filter((u) => u.controller === ctx.controller);
  const enemy = units.filter((u) => u.controller !== ctx.controller);
  const firsts = friendly.filter((f) => enemy.some((e) => e.arena === f.arena));
  if (firsts.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no friendly and enemy unit in the same arena, nothing to choose`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const ask = (what: string, options: typeof units) => run.ask({
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose ${what}`,
    options: options.map((u) => cardOption(run, u.id)), min: 1, max: 1,
  })[0]!;
  const a = ask('a friendly unit', firsts);
  const arena = firsts.find((u) => u.id === a)!.arena;
  const b = ask('an enemy unit in the same arena', enemy.filter((u) => u.arena === arena));
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${run.name(a)} and ${run.name(b)}`, [a, b], ctx.controller, rule('8.4.1'));
  return [a, b].map((t) => ({ kind: 'damage', target: t, amount: effect.amount, byPlayer: ctx.controller, source: ctx.source }));
}

const READY = 'resource:ready';
const EXHAUSTED = 'resource:exhausted';

/** A matching unit, or one of the opponent's resources (a ready one, or an exhausted one: no change), exhausted. */
function exhaustUnitOrEnemyResource(ctx: AbilityContext, effect: Extract<Effect, { do: 'exhaustUnitOrEnemyResource' }>): SwuEvent[] {
  const { run } = ctx;
  const opponent = opponentOf(ctx.controller);
  const resources = run.state[opponent].resources;
  const options = run.units().filter((u) => unitMatches(run, u, effect.filter, ctx.controller, ctx.source, ctx.refs)).map((u) => cardOption(run, u.id));
  if (resources.some((r) => !r.exhausted)) options.push({ id: READY, label: `a ready resource of ${opponent}`, ref: READY, card: READY });
  if (resources.some((r) => r.exhausted)) options.push({ id: EXHAUSTED, label: `an exhausted resource of ${opponent}`, ref: EXHAUSTED, card: EXHAUSTED });
  if (options.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no unit or resource to exhaust`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const [picked] = run.ask({ player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a unit or a resource to exhaust`, options, min: 1, max: 1 });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${options.find((o) => o.id === picked)!.label}`, picked === READY || picked === EXHAUSTED ? [] : [picked!], ctx.controller, rule('8.4.1'));
  if (picked === EXHAUSTED) {
    run.step('NO_EFFECT', `${ctx.label}: the chosen resource is already exhausted`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  if (picked === READY) return [{ kind: 'exhaustResources', player: opponent, count: 1 }];
  return [{ kind: 'exhaust', target: picked! }];
}

/** One card of the controller's discard pile for each filter (each a different card, when there is one), to hand. */
function returnEachFromDiscard(ctx: AbilityContext, effect: Extract<Effect, { do: 'returnEachFromDiscard' }>): SwuEvent[] {
  const { run } = ctx;
  const discard = run.state[ctx.controller].discard;
  const picked: string[] = [];
  for (const filter of effect.filters) {
    const eligible = discard.filter((c) => c.card !== null && !picked.includes(c.id) && cardMatches(run.def(c.card), filter));
    if (eligible.length === 0) {
      run.step('NO_TARGET', `${ctx.label}: no card in the discard pile fits this part, it does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
      continue;
    }
    const [id] = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a card in your discard pile`,
      options: eligible.map((c) => cardOption(run, c.id)), min: 1, max: 1,
    });
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${cardLabel(run, id!)}`, [id!], ctx.controller, rule('8.4.1'));
    picked.push(id!);
  }
  return picked.map((id) => ({ kind: 'moveCard', target: id, from: 'discard', to: 'hand', reason: 'return' }));
}

/** Units chosen one at a time while their printed costs fit the total (up to a count, in one arena); then all at once. */
function unitsUpToCombinedCost(ctx: AbilityContext, effect: Extract<Effect, { do: 'unitsUpToCombinedCost' }>): SwuEvent[] {
  const { run } = ctx;
  const costOf = (id: string) => run.def(run.unit(id)!.card).cost ?? 0;
  const chosen: string[] = [];
  let left = effect.maxTotal;
  for (;;) {
    if (effect.upTo !== undefined && chosen.length >= effect.upTo) break;
    const arena = chosen[0] === undefined ? undefined : run.unit(chosen[0])!.arena;
    const fits = run.units().filter((u) => !chosen.includes(u.id) && unitMatches(run, u, effect.filter, ctx.controller, ctx.source, ctx.refs)
      && costOf(u.id) <= left && (!effect.sameArena || arena === undefined || u.arena === arena));
    if (fits.length === 0) break;
    const [next] = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a unit (combined cost ${left} or less left${effect.upTo !== undefined ? `, up to ${effect.upTo - chosen.length} more` : ''}), or none to stop`,
      options: fits.map((u) => cardOption(run, u.id)), min: 0, max: 1,
    });
    if (!next) break;
    chosen.push(next);
    left -= costOf(next);
  }
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${chosen.length ? chosen.map((id) => run.name(id)).join(', ') : 'no units'}`, chosen, ctx.controller, rule('8.4.5A'));
  return chosen.map((id): SwuEvent => (effect.then === 'exhaust' ? { kind: 'exhaust', target: id } : { kind: 'moveCard', target: id, from: 'play', to: 'hand', reason: 'return' }));
}

export function choose2EffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'returnFromAnyDiscard') return returnFromAnyDiscard(ctx, effect);
  if (effect.do === 'damagePairSameArena') return damagePairSameArena(ctx, effect);
  if (effect.do === 'returnEachFromDiscard') return returnEachFromDiscard(ctx, effect);
  if (effect.do === 'unitsUpToCombinedCost') return unitsUpToCombinedCost(ctx, effect);
  if (effect.do === 'exhaustUnitOrEnemyResource') return exhaustUnitOrEnemyResource(ctx, effect);
  return undefined;
}
