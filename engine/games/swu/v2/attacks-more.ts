// Attack constructs of wave 4 (issue 7, family "attacks"; language in abilities/defs/attacks-more.ts):
// - afterAttack: "Attack with a unit. After completing this attack, defeat it." (7.6.8A): the attack and every trigger
//   of it resolve first; the rest resolves only if that attack was declared (an attack that could not be made was not
//   completed: 6.3.0D, 6.3.2C).
// - combatLasting: "For this phase, while that unit is defending, the attacker gets -4/-0" (TWI I Have the High Ground,
//   errata), "For this phase, while a base is being attacked by an enemy unit, the attacker gets -2/-0" (SEC Sly Moore,
//   errata), "For this phase, that unit can't deal combat damage" (6.3.0C).
// - ifAttacking: "If it's attacking a unit, it gets +1/+0 for this attack": modifiers applied once the defender is
//   declared (6.3.1B), only when it is a unit matching.
import type { AttackModifiers, Effect } from '../abilities/types.js';
import { lastingEvent, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import { opponentOf, type UnitView } from '../model.js';
import { rule } from '../rules.js';
import type { AttackContext, AttackRequestData, SwuEvent, SwuRun } from '../run.js';
import { scopeFor } from '../abilities/interpreter.js';
import { optionalResolve, RESOLVE } from '../optional.js';
import { grantsOn, hpOf, isInPlay, powerOf, unitMatches } from '../stats.js';
import type { UnitFilter } from '../abilities/types.js';

type AfterAttack = Extract<Effect, { do: 'afterAttack' }>;

function attacksDeclared(run: SwuRun): number {
  return run.state.thisPhase?.attacks.length ?? 0;
}

function runAfterAttack(ctx: AbilityContext, effect: AfterAttack, scopeId: string): void {
  const { run } = ctx;
  if (effect.since === undefined) {
    // 7.6.8A: the attack (with its nested triggers) first; the rest waits for it.
    run.then({ t: 'swu.effect', effect: effect.attack, scope: scopeId }, { t: 'swu.effect', effect: { ...effect, since: attacksDeclared(run) }, scope: scopeId });
    return;
  }
  if (attacksDeclared(run) > effect.since) {
    run.then({ t: 'swu.effect', effect: effect.then, scope: scopeId });
    return;
  }
  run.step('NO_EFFECT', `${ctx.label}: no attack was made, so what comes after it does nothing`, [ctx.source], ctx.controller, rule('7.6.8A'));
}

/** Runs an effect of this module; false for any other effect. */
export function runAttacksMoreStep(ctx: AbilityContext, effect: Effect, scopeId: string): boolean {
  if (effect.do !== 'afterAttack') return false;
  runAfterAttack(ctx, effect, scopeId);
  return true;
}

/** The events of combatLasting, or undefined for any other effect. */
export function attacksMoreEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'combatLasting') return undefined;
  const grant: Record<string, unknown> = {};
  if (effect.attackerPower) grant.attackerWhileDefending = { power: effect.attackerPower };
  if (effect.cantDealCombatDamage) grant.cantDealCombatDamage = true;
  return lastingEvent(ctx, resolveTarget(ctx, effect.target), effect.duration, grant);
}

/** "For this phase, while a base is being attacked ..., the attacker gets -2/-0": lasting effects on the base. */
export function baseDefenderPowerChange(run: SwuRun, base: string): number {
  let change = 0;
  for (const e of run.state.effects) {
    if (!e.targets.includes(base) || (e.duration === 'whileSourceInPlay' && !isInPlay(run, e.source))) continue;
    change += (e.effect as { attackerWhileDefending?: { power: number } }).attackerWhileDefending?.power ?? 0;
  }
  return change;
}

/** 6.3.0C: "can't deal combat damage" (a lasting effect or a constant on the unit). */
export function cantDealCombatDamage(run: SwuRun, unit: UnitView): boolean {
  return grantsOn(run, unit).some((g) => g.cantDealCombatDamage === true);
}

/**
 * 6.3.1B: once the defender is declared, the modifiers that depend on it ("If it's attacking a unit, ...") apply when
 * the defender is a unit matching. `apply` applies one set of modifiers for this attack (combat.ts) and returns the
 * ids of the lasting effects it created.
 */
export function conditionalModifierEffects(run: SwuRun, req: AttackRequestData, defender: string, apply: (m: AttackModifiers) => string[]): string[] {
  const out: string[] = [];
  const walk = (m: AttackModifiers | undefined): void => {
    if (!m) return;
    walk(m.also);
    const attacker = run.unit(req.attacker);
    if (m.onlyIf && (!attacker || !unitMatches(run, attacker, m.onlyIf, req.player, req.source ?? null))) return;
    const cond = m.ifAttacking;
    if (!cond) return;
    const unit = run.unit(defender);
    if (!unit || !unitMatches(run, unit, cond.unit, req.player, req.source ?? null)) {
      run.step('NO_EFFECT', `${req.sourceLabel ?? 'attack'}: ${run.name(defender)} is not ${unit ? 'a matching unit' : 'a unit'}, so the modifiers "if it's attacking a unit" do not apply`, [defender], req.player, rule('6.3.1B'));
      return;
    }
    out.push(...apply(cond.modifiers));
  };
  walk(req.modifiers);
  return out;
}

/** "This unit can attack space units": the enemy units in the other arena it may attack (none without such a grant). */
export function otherArenaDefenders(run: SwuRun, attacker: UnitView): UnitView[] {
  const arenas = new Set(grantsOn(run, attacker).map((g) => g.canAttackArena).filter((a) => a !== undefined).map((a) => `${a}Arena` as const));
  arenas.delete(attacker.arena);
  if (arenas.size === 0) return [];
  const enemy = run.state[opponentOf(attacker.controller)];
  const out: UnitView[] = [];
  for (const arena of arenas) for (const u of enemy[arena]) out.push(run.unit(u.id)!);
  const leader = enemy.leader.deployed ? run.unit(enemy.leader.id) : undefined;
  if (leader && arenas.has(leader.arena)) out.push(leader);
  return out;
}

/** 6.3.4: the combat damage the attacker deals: its power, or "its remaining HP instead of its power". */
export function combatPower(run: SwuRun, attacker: UnitView): number {
  if (!grantsOn(run, attacker).some((g) => g.damageFromRemainingHp)) return powerOf(run, attacker);
  const remaining = Math.max(0, hpOf(run, attacker) - attacker.inst.damage);
  run.step('COMBAT_DAMAGE', `${run.name(attacker.id)} deals damage equal to its remaining HP (${remaining}) instead of its power`, [attacker.id], attacker.controller, rule('6.3.4'));
  return remaining;
}

/** "that costs less than it" / "with less power than this unit" (the lessThan filter). */
export function lessThanMatches(run: SwuRun, unit: UnitView, f: NonNullable<UnitFilter['lessThan']>, refs: Record<string, string>, sourceId: string | null): boolean {
  const id = f.of === 'self' ? sourceId : refs[f.of];
  if (!id) return run.unsupported('ABILITY', JSON.stringify(f), `"less than" names "${f.of}", which is not bound`);
  const other = run.unit(id);
  if (f.stat === 'cost') {
    const card = other?.card ?? run.lkiOf(id)?.card;
    if (!card) return run.unsupported('ABILITY', JSON.stringify(f), `"less than" names ${id}, which is not known`);
    return less(run.def(unit.card).cost ?? 0, run.def(card).cost ?? 0, f.orEqual);
  }
  const power = other ? powerOf(run, other) : run.lkiOf(id)?.power;
  if (power === undefined) return run.unsupported('ABILITY', JSON.stringify(f), `"less than" names ${id}, which is not known`);
  return less(powerOf(run, unit), power, f.orEqual);
}

function less(a: number, b: number, orEqual: boolean | undefined): boolean {
  return orEqual ? a <= b : a < b;
}

/**
 * LAW The Stranger: "While attacking, you may have the defending unit deal combat damage before this unit." (6.3.5C):
 * the attacker's controller chooses; if so the defending unit deals its damage now and the attacker deals its damage
 * back (combat.ts, attackerOnly) only if it survived. False when nothing is to be chosen or the player declines.
 */
export function defenderStrikesFirst(run: SwuRun, attack: AttackContext, attacker: UnitView): boolean {
  const defender = run.unit(attack.defender);
  if (!defender || !grantsOn(run, attacker).some((g) => g.defenderFirstOption)) return false;
  const scope = scopeFor(attack.attackerController, { id: attacker.id, card: attacker.card }, run.name(attacker.id));
  const [answer] = run.ask(optionalResolve(scope, `have ${run.name(defender.id)} deal its combat damage before ${run.name(attacker.id)}?`));
  if (answer !== RESOLVE) return false;
  attack.combatDamageDealt = true;
  run.step('COMBAT_DAMAGE_FIRST', `${run.name(defender.id)} deals its combat damage before ${run.name(attacker.id)}`, [defender.id, attacker.id], attack.attackerController, rule('6.3.5C'));
  if (cantDealCombatDamage(run, defender)) {
    run.step('NO_COMBAT_DAMAGE', `${run.name(defender.id)} can't deal combat damage`, [defender.id], defender.controller, rule('6.3.0C'));
  } else {
    run.emit(run.prepare([{ kind: 'damage', target: attacker.id, amount: powerOf(run, defender), combat: true, by: defender.id, byPlayer: defender.controller }]), true);
  }
  run.then({ t: 'swu.combatDamage', attack: attack.id, attackerSecond: true });
  return true;
}
