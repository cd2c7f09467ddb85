// Damage effects that need the player to place damage point by point: indirect damage (8.35), damage "divided as you
// choose" (8.4.5), and damage to each base. Each asks all its questions first (one TARGET prompt per point of damage,
// the prompt protocol every ability uses), then deals all of the damage at once as one batch of damage events.
import { amountOf, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { Effect, UnitFilter } from '../abilities/types.js';
import { cardOption } from '../labels.js';
import { nextRandom } from '../../../core/random.js';
import { findBase, opponentOf, PLAYERS } from '../model.js';
import { optionalTargets, DECLINE } from '../optional.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { grantsOn, hpOf, unitMatches } from '../stats.js';

type DamageEffect = Extract<Effect, { do: 'dealIndirectDamage' | 'dealDamageDivided' | 'dealDamageToEachBase' | 'healUpTo' | 'healDivided' | 'dealDamageToAnyNumber' | 'dealDamageToDefendingBase' | 'dealDamageToRandom' | 'exhaustDamagedThisWay' }>;

function isDamageEffect(effect: Effect): effect is DamageEffect {
  return ['dealIndirectDamage', 'dealDamageDivided', 'dealDamageToEachBase', 'healUpTo', 'healDivided', 'dealDamageToAnyNumber', 'dealDamageToDefendingBase', 'dealDamageToRandom', 'exhaustDamagedThisWay'].includes(effect.do);
}

/**
 * Asks `chooser` `amount` times where the next point of damage goes, among `eligible` (ids; re-read before each point
 * so a cap can apply); returns the damage placed on each id, in the order first chosen.
 */
function placePoints(ctx: AbilityContext, chooser: PlayerId, amount: number, what: string, eligible: (placed: Map<string, number>) => string[]): Map<string, number> {
  const { run } = ctx;
  const placed = new Map<string, number>();
  for (let i = 0; i < amount; i += 1) {
    const ids = eligible(placed);
    if (ids.length === 0) break;
    const [picked] = run.ask({
      player: chooser, kind: 'TARGET',
      text: `${ctx.label}: choose where point ${i + 1} of ${amount} ${what} goes`,
      options: ids.map((id) => cardOption(run, id)), min: 1, max: 1,
    });
    placed.set(picked!, (placed.get(picked!) ?? 0) + 1);
  }
  return placed;
}

function describePlaced(ctx: AbilityContext, placed: Map<string, number>): string {
  return [...placed].map(([id, n]) => `${n} to ${ctx.run.name(id)}`).join(', ');
}

/** 8.35: the player dealt indirect damage assigns it among their units (no more than remaining HP) and their base. */
function indirectDamage(ctx: AbilityContext, effect: Extract<Effect, { do: 'dealIndirectDamage' }>): SwuEvent[] {
  const { run } = ctx;
  let amount = amountOf(ctx, effect.amount);
  let player: PlayerId;
  if (effect.player === 'opponent') player = opponentOf(ctx.controller);
  else if (effect.player === 'defending') {
    player = defendingPlayer(ctx, 'the defending player');
  } else {
    // 8.35.1: "To deal X indirect damage, choose a player."
    const [picked] = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a player to deal ${amount} indirect damage to`,
      options: PLAYERS.map((p) => ({ id: p, label: p === ctx.controller ? 'You' : 'Opponent', ref: p, card: null })), min: 1, max: 1,
    });
    player = picked as PlayerId;
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${player}`, [], ctx.controller, rule('8.35.1'));
  }
  const by = run.unit(ctx.source) ? ctx.source : undefined;
  // Constants of the dealing player's units (JTL Hunting Aggressor, Devastator, Targeting Computer): more damage, and
  // who assigns it, when it is dealt to an opponent.
  let assigner = player;
  if (player !== ctx.controller) {
    for (const unit of run.units()) {
      if (unit.controller !== ctx.controller) continue;
      for (const grant of grantsOn(run, unit)) {
        amount += grant.indirectBonus ?? 0;
        if (grant.assignIndirect === 'youDeal' || (grant.assignIndirect === 'thisUnitDeals' && unit.id === by)) assigner = ctx.controller;
      }
    }
  }
  if (amount <= 0) return [];
  const base = run.state[player].base.id;
  // 8.35.3: no more than a unit's remaining HP; the base takes any amount.
  const placed = placePoints(ctx, assigner, amount, 'of the indirect damage', (sofar) => [
    ...run.units().filter((u) => u.controller === player && hpOf(run, u) - u.inst.damage - (sofar.get(u.id) ?? 0) > 0).map((u) => u.id),
    base,
  ]);
  // Unpreventable (8.35.2): a base (or unit) assigned damage is damaged.
  if (placed.has(base)) ctx.refs[BASE_DAMAGED_REF] = 'yes';
  const units = [...placed.keys()].filter((id) => id !== base);
  if (units.length) ctx.refs[UNITS_DAMAGED_REF] = units.join(',');
  run.step('CHOICE_MADE', `${assigner} assigns ${describePlaced(ctx, placed)}`, [...placed.keys()], assigner, rule('8.35.1'));
  // 8.35.2 unpreventable; 8.35.4 dealt by the ability's controller (and by its unit, when a unit's ability deals it);
  // 8.35.5 all at once.
  return [...placed].map(([target, n]) => ({ kind: 'damage', target, amount: n, unpreventable: true, byPlayer: ctx.controller, source: ctx.source, ...(by ? { by } : {}) }));
}

/** The units the damage may go to; undefined (logged: the part does nothing, 1.3.2) when none or no damage. */
function eligibleUnits(ctx: AbilityContext, among: UnitFilter, amount: number): string[] | undefined {
  const { run } = ctx;
  const eligible = run.units().filter((u) => unitMatches(run, u, among, ctx.controller, ctx.source, ctx.refs)).map((u) => u.id);
  if (eligible.length > 0 && amount > 0) return eligible;
  run.step('NO_TARGET', `${ctx.label}: nothing to deal the damage to, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
  return undefined;
}

/** 8.4.5: the controller places all of the damage on eligible units (any amount on each), dealt at once. */
function dividedDamage(ctx: AbilityContext, effect: Extract<Effect, { do: 'dealDamageDivided' }>): SwuEvent[] {
  const { run } = ctx;
  const amount = amountOf(ctx, effect.amount);
  const eligible = eligibleUnits(ctx, effect.among, amount);
  if (!eligible) return [];
  const by = effect.by && 'self' in effect.by ? ctx.source : effect.by && 'ref' in effect.by ? ctx.refs[effect.by.ref] : undefined;
  if (effect.anyNumber) {
    // 8.4.5A: "among any number of units" may be 0 units: the first point is offered with "decline" (the MAY shape).
    const [first] = run.ask(optionalTargets(ctx, ctx.controller, `a unit for point 1 of ${amount} of the damage (decline: deal none)`, eligible.map((id) => cardOption(run, id)), 1));
    if (!first || first === DECLINE) {
      run.step('CHOICE_MADE', `${ctx.controller} deals the damage to no units`, [], ctx.controller, rule('8.4.5A'));
      return [];
    }
    const rest = placePoints(ctx, ctx.controller, amount - 1, 'of the remaining damage', () => eligible);
    rest.set(first, (rest.get(first) ?? 0) + 1);
    return dividedEvents(ctx, rest, by);
  }
  const placed = placePoints(ctx, ctx.controller, amount, 'of the damage', () => eligible);
  return dividedEvents(ctx, placed, by);
}

function dividedEvents(ctx: AbilityContext, placed: Map<string, number>, by: string | undefined): SwuEvent[] {
  ctx.run.step('CHOICE_MADE', `${ctx.controller} divides the damage: ${describePlaced(ctx, placed)}`, [...placed.keys()], ctx.controller, rule('8.4.5'));
  return [...placed].map(([target, n]) => ({ kind: 'damage', target, amount: n, byPlayer: ctx.controller, source: ctx.source, ...(by ? { by } : {}) }));
}

/** "Deal 1 damage to each of any number of units": one MAY-shaped choice of 0 or more units (8.4.5A). */
function anyNumber(ctx: AbilityContext, effect: Extract<Effect, { do: 'dealDamageToAnyNumber' }>): SwuEvent[] {
  const { run } = ctx;
  const amount = amountOf(ctx, effect.amount);
  const eligible = eligibleUnits(ctx, effect.among, amount);
  if (!eligible) return [];
  const picked = run.ask(optionalTargets(ctx, ctx.controller, 'any number of units', eligible.map((id) => cardOption(run, id)), eligible.length)).filter((id) => id !== DECLINE);
  run.step('CHOICE_MADE', picked.length ? `${ctx.controller} chooses ${picked.map((id) => run.name(id)).join(', ')}` : `${ctx.controller} chooses no units`, picked, ctx.controller, rule('8.4.5A'));
  return picked.map((target) => ({ kind: 'damage', target, amount, byPlayer: ctx.controller, source: ctx.source }));
}

/** Scope ref under which "heal up to" keeps how much it healed, for a later "that much" (refs are the scope's storage). */
const HEALED_REF = '#healed';

/** "that much" after "heal up to": what the ability healed so far (0 before). */
export function healedThisWay(ctx: AbilityContext): number {
  return Number(ctx.refs[HEALED_REF] ?? 0);
}

function noteHealed(ctx: AbilityContext, n: number): void {
  ctx.refs[HEALED_REF] = String(healedThisWay(ctx) + n);
}

/** Scope ref set when indirect damage of this ability was assigned to a base ("If a base is damaged this way"). */
const BASE_DAMAGED_REF = '#baseDamaged';

/** Scope ref listing the units indirect damage of this ability was assigned to ("each unit damaged this way"). */
const UNITS_DAMAGED_REF = '#unitsDamaged';

export function baseDamagedThisWay(ctx: AbilityContext): boolean {
  return ctx.refs[BASE_DAMAGED_REF] === 'yes';
}

/**
 * The defending player: the current attack's, or after it (a trigger such as "When this unit attacks and defeats a
 * unit") the controller of the defender the trigger bound, by last-known information (8.11).
 */
function defendingPlayer(ctx: AbilityContext, what: string): PlayerId {
  const { run } = ctx;
  if (run.currentAttack) return run.currentAttack.defendingPlayer;
  const id = ctx.refs.defender;
  const player = id ? run.unit(id)?.controller ?? run.lkiOf(id)?.controller ?? PLAYERS.find((p) => run.state[p].base.id === id) : undefined;
  return player ?? run.unsupported('RULE', '1.9.2', `${ctx.label}: "${what}" with no attack or defender to name the defending player`);
}

/** Damage on a unit or base now (0 for anything else). */
function damageOn(ctx: AbilityContext, id: string): number {
  return ctx.run.unit(id)?.inst.damage ?? findBase(ctx.run.state, id)?.base.damage ?? 0;
}

/** "Heal up to N damage from a unit or base": choose it, then how much (0 to N; more than its damage heals nothing). */
function healUpTo(ctx: AbilityContext, effect: Extract<Effect, { do: 'healUpTo' }>): SwuEvent[] {
  const { run } = ctx;
  const [target] = resolveTarget(ctx, effect.target);
  if (!target) return [];
  const most = Math.min(amountOf(ctx, effect.amount), damageOn(ctx, target));
  if (most <= 0) {
    run.step('NO_EFFECT', `${ctx.label}: nothing to heal`, [ctx.source, target], ctx.controller, rule('1.3.2'));
    return [];
  }
  const [picked] = run.ask({
    player: ctx.controller, kind: 'OPTION', text: `${ctx.label}: how much damage to heal from ${run.name(target)} (up to ${most})`,
    options: Array.from({ length: most + 1 }, (_, n) => ({ id: `heal-${n}`, label: `Heal ${n}`, ref: `heal-${n}` })), min: 1, max: 1,
  });
  const n = Number(picked!.slice('heal-'.length));
  run.step('CHOICE_MADE', `${ctx.controller} heals ${n} from ${run.name(target)}`, [target], ctx.controller, rule('8.4.5A'));
  noteHealed(ctx, n);
  return n > 0 ? [{ kind: 'heal', target, amount: n }] : [];
}

/** "Heal up to N total damage from any number of units": one point at a time, on damaged units, stopping at will. */
function healDivided(ctx: AbilityContext, effect: Extract<Effect, { do: 'healDivided' }>): SwuEvent[] {
  const { run } = ctx;
  const amount = amountOf(ctx, effect.amount);
  const placed = new Map<string, number>();
  for (let i = 0; i < amount; i += 1) {
    const ids = [
      ...run.units().filter((u) => unitMatches(run, u, effect.among, ctx.controller, ctx.source, ctx.refs)).map((u) => u.id),
      ...(effect.bases ? PLAYERS.map((p) => run.state[p].base.id) : []),
    ].filter((id) => damageOn(ctx, id) - (placed.get(id) ?? 0) > 0);
    if (ids.length === 0) break;
    const what = `${effect.bases ? 'a unit or base' : 'a unit'} to heal point ${i + 1} of ${effect.all ? '' : 'up to '}${amount} from`;
    // The MAY shape (optional.ts): a unit to heal the next point from, or "decline" to stop here; with `all`, only the
    // first point may be declined (no unit chosen), the rest must be placed.
    const optional = !effect.all || i === 0;
    const [picked] = optional
      ? run.ask(optionalTargets(ctx, ctx.controller, `${what} (decline: ${i === 0 ? 'heal nothing' : 'stop'})`, ids.map((id) => cardOption(run, id)), 1))
      : run.ask({ player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose ${what}`, options: ids.map((id) => cardOption(run, id)), min: 1, max: 1 });
    if (!picked || picked === DECLINE) break;
    placed.set(picked, (placed.get(picked) ?? 0) + 1);
  }
  run.step('CHOICE_MADE', placed.size ? `${ctx.controller} heals ${describePlaced(ctx, placed)}` : `${ctx.controller} heals nothing`, [...placed.keys()], ctx.controller, rule('8.4.5A'));
  noteHealed(ctx, [...placed.values()].reduce((a, b) => a + b, 0));
  return [...placed].map(([target, n]) => ({ kind: 'heal', target, amount: n }));
}

/** The events of a damage effect of this module, or undefined for any other effect. */
export function damageEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (!isDamageEffect(effect)) return undefined;
  switch (effect.do) {
    case 'dealIndirectDamage':
      return indirectDamage(ctx, effect);
    case 'dealDamageDivided':
      return dividedDamage(ctx, effect);
    case 'dealDamageToDefendingBase': {
      const defending = defendingPlayer(ctx, "the defending player's base");
      return [{ kind: 'damage', target: ctx.run.state[defending].base.id, amount: amountOf(ctx, effect.amount), byPlayer: ctx.controller, source: ctx.source }];
    }
    case 'dealDamageToRandom': {
      // 8.22: each unit in play and each base equally likely, drawn through the state's seed.
      const { run } = ctx;
      const pool = [...run.units().map((u) => u.id), ...PLAYERS.map((p) => run.state[p].base.id)];
      const r = nextRandom(run.state.seed);
      run.state.seed = r.seed;
      const target = pool[Math.floor(r.value * pool.length)]!;
      run.step('RANDOM', `${ctx.label}: ${run.name(target)} chosen at random`, [target], ctx.controller, rule('8.22.1'));
      return [{ kind: 'damage', target, amount: amountOf(ctx, effect.amount), byPlayer: ctx.controller, source: ctx.source }];
    }
    case 'exhaustDamagedThisWay': {
      const ids = (ctx.refs[UNITS_DAMAGED_REF] ?? '').split(',').filter((id) => id && ctx.run.unit(id));
      return ids.map((target) => ({ kind: 'exhaust', target }));
    }
    case 'dealDamageToAnyNumber':
      return anyNumber(ctx, effect);
    case 'healUpTo':
      return healUpTo(ctx, effect);
    case 'healDivided':
      return healDivided(ctx, effect);
    case 'dealDamageToEachBase': {
      const amount = amountOf(ctx, effect.amount);
      return PLAYERS.map((p) => ({ kind: 'damage', target: ctx.run.state[p].base.id, amount, byPlayer: ctx.controller, source: ctx.source }));
    }
  }
}
