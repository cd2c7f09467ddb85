// Damage prevention (8.20) and "deal that much damage plus N instead" (7.7.5) as replacement effects of the one event
// pipeline (events.ts): what a unit or base is granted (constant abilities, upgrades, lasting effects and attack
// modifiers, stats.ts) is offered for each damage event; the affected player orders several (7.7.5E), each applies
// at most once to that event. Prevented damage is not dealt (1.9.9): a fully prevented event is gone; a partly
// prevented one goes on with the rest (8.20.2). Unpreventable damage ignores prevention (1.9.13).
import type { Replacement } from '../../../core/machine.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import type { DamagePrevention, Effect, Grant } from '../abilities/types.js';
import { cardOfInstance, displayName, findBase, isShield, PLAYERS } from '../model.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { grantsOn, hasKeyword, isInPlay, replacementAbilitiesOf, sourcedGrants, unitMatches, type GrantSource } from '../stats.js';
import type { PlayerId } from '../state/types.js';
import { restricted } from '../restrictions.js';
import { immunityAllows } from './immunity.js';
import { cardOption } from '../labels.js';
import { resolveTarget } from '../abilities/interpreter.js';

type Damage = Extract<SwuEvent, { kind: 'damage' }>;

/** Who controls the card (or lasting effect) a grant comes from: "friendly" and "enemy" are relative to that player. */
function controllerOf(run: SwuRun, source: GrantSource): PlayerId | undefined {
  if (source.kind === 'lasting') return run.state.effects.find((e) => e.id === source.effect)?.controller;
  const unit = run.unit(source.card);
  if (unit) return unit.controller;
  for (const p of PLAYERS) {
    const s = run.state[p];
    if (s.base.id === source.card || s.leader.id === source.card) return p;
  }
  for (const u of run.units()) {
    // An upgrade's controller is the player who played it, recorded as its owner (1.5.2B).
    const upgrade = u.inst.upgrades.find((x) => x.id === source.card);
    if (upgrade) return upgrade.owner;
  }
  return undefined;
}

/** What is granted to the damaged unit or base, each with where it comes from (bases: lasting effects only). */
function grantsFor(run: SwuRun, target: string): { grant: Grant; source: GrantSource }[] {
  const unit = run.unit(target);
  if (unit) return grantsOn(run, unit).some((g) => g.preventDamage || g.damagePlus) ? sourcedGrants(run, unit) : [];
  if (!findBase(run.state, target)) return [];
  return run.state.effects
    .filter((e) => e.targets.includes(target) && (e.duration !== 'whileSourceInPlay' || isInPlay(run, e.source)) && ((e.effect as Grant).preventDamage || (e.effect as Grant).damagePlus))
    .map((e) => ({ grant: e.effect as Grant, source: { kind: 'lasting', card: e.source, effect: e.id } }));
}

/** The cards that deal this damage: the unit dealing it (combat, or "X deals damage") and the card whose ability deals it. */
function dealers(event: Damage): string[] {
  return [...new Set([event.by, event.combat ? undefined : event.source].filter((x): x is string => !!x))];
}

/** Whether a unit matching `filter` deals this damage (a unit that left play is read as it last existed, 8.11). */
function dealtByMatching(run: SwuRun, event: Damage, filter: NonNullable<DamagePrevention['dealtBy']>, controller: PlayerId, label: string): boolean {
  const ids = dealers(event);
  if (ids.length === 0) return run.unsupported('RULE', '8.20', `${label}: which card deals this damage is not known`);
  return ids.some((id) => {
    const unit = run.unit(id);
    if (unit) return unitMatches(run, unit, filter, controller, null);
    const lki = run.lkiOf(id);
    if (!lki) return false; // not a unit: an event, a base, a leader on its leader side
    const def = run.def(lki.card);
    const known = Object.keys(filter).every((k) => k === 'controller' || k === 'trait');
    if (!known) return run.unsupported('RULE', '8.11', `${label}: the unit dealing the damage left play; only its controller and traits are read`);
    if (filter.controller === 'friendly' && lki.controller !== controller) return false;
    if (filter.controller === 'enemy' && lki.controller === controller) return false;
    return !filter.trait || def.traits.some((t) => t.toLowerCase() === filter.trait!.toLowerCase());
  });
}

function applies(run: SwuRun, event: Damage, p: DamagePrevention, controller: PlayerId, label: string): boolean {
  if (event.unpreventable) return false; // 1.9.13
  if (p.combat && !event.combat) return false;
  // "An enemy card ability": not combat damage, and the ability dealing it is controlled by an opponent.
  if (p.enemyAbility && (event.combat || event.byPlayer === undefined || event.byPlayer === controller)) return false;
  if (p.dealtBy && !dealtByMatching(run, event, p.dealtBy, controller, label)) return false;
  return true;
}

/** An Overwhelm attacker's excess damage is computed from the defender's damage as printed (combat.ts): a changed amount there is not read. */
function refuseOverwhelmChange(run: SwuRun, event: Damage, label: string): void {
  const attack = run.currentAttack;
  if (!event.combat || !attack || attack.defender !== event.target || event.by !== attack.attacker) return;
  const attacker = run.unit(attack.attacker);
  if (attacker && hasKeyword(run, attacker, 'Overwhelm')) run.unsupported('RULE', '7.5.7', `${label}: Overwhelm excess damage with part of the defender's damage prevented or increased is not supported`);
}

/**
 * "You may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage." (SEC Queen
 * Amidala): offered only if such a unit can be defeated (7.7.5C); the controller chooses one or declines (8.32.1).
 */
function defeatToPrevent(run: SwuRun, id: string, p: DamagePrevention, sourceCard: string, controller: PlayerId, from: string, event: Damage): Replacement<SwuEvent> | undefined {
  const candidates = run.units().filter((u) => unitMatches(run, u, p.ifYouDefeat, controller, sourceCard)
    && !restricted(run, u.id, 'cantBeDefeated') && immunityAllows(run, { kind: 'defeat', target: u.id, byAbilityOf: controller }));
  if (candidates.length === 0) return undefined;
  return {
    id,
    label: `${from}: you may defeat a unit to prevent the damage to ${run.name(event.target)}`,
    replace: (e) => {
      const damage = e as Damage;
      const [picked] = run.ask({
        player: controller, kind: 'MAY', text: `${from}: you may defeat one of these units to prevent ${damage.amount} damage to ${run.name(damage.target)}`,
        options: [...candidates.map((u) => cardOption(run, u.id)), { id: 'decline', label: 'Decline', ref: null, card: null }], min: 1, max: 1,
      });
      if (!picked || picked === 'decline') {
        run.step('CHOICE_MADE', `${controller} does not defeat a unit: the damage is not prevented`, [sourceCard], controller, rule('8.32.1'));
        return { instead: [], remaining: damage };
      }
      const prevented = Math.min(p.amount ?? damage.amount, damage.amount);
      const rest = damage.amount - prevented;
      if (rest > 0) refuseOverwhelmChange(run, damage, from);
      run.step('PREVENTED', `${from}: ${controller} defeats ${run.name(picked)}; ${prevented} of the ${damage.amount} damage to ${run.name(damage.target)} is prevented`, [damage.target, picked], controller, rule(rest > 0 ? '8.20.2' : '8.20.1'));
      return { instead: [{ kind: 'defeat', target: picked, byAbilityOf: controller }], remaining: rest > 0 ? { ...damage, amount: rest } : null };
    },
  };
}

/** The lasting effect that records a "first time each phase" prevention as used (an id of its own: no counter). */
function firstTimeUsed(unit: string, id: string, source: string, controller: PlayerId, label: string): SwuEvent {
  return { kind: 'addEffect', effect: { id: `used:${unit}:${id}`, source, controller, duration: 'thisPhase', targets: [unit], effect: { preventionUsed: id } }, text: `${label}: "the first time each phase" is used` };
}

/**
 * Whether "the first time this unit would take damage each phase" is already behind: used this phase. Unused, it
 * applies to this damage, unless which damage is "the first" is a question the engine does not decide: unpreventable
 * damage (is it "the first time"?), or another replacement that could apply to the same damage first (7.7.5E).
 */
function firstTimeSpent(run: SwuRun, event: Damage, id: string, label: string): boolean {
  const unit = run.unit(event.target);
  if (!unit) return true;
  const grants = grantsOn(run, unit);
  if (grants.some((g) => g.preventionUsed === id)) return true;
  const others = grants.filter((g) => g.preventDamage && !g.preventDamage.firstEachPhase).length + grants.filter((g) => g.damagePlus).length
    + unit.inst.upgrades.filter((u) => isShield(run.def(u.card))).length + replacementAbilitiesOf(run, unit).filter((a) => a.would === 'dealtDamage').length
    + grants.filter((g) => g.preventDamage?.firstEachPhase).length - 1;
  if (event.unpreventable || others > 0) run.unsupported('RULE', '7.7.5', `${label}: whether this damage is "the first time" this unit would take damage this phase, with unpreventable damage or another replacement effect, is not decided by the engine`);
  return false;
}

function describeGrantSource(run: SwuRun, source: GrantSource): string {
  // An event's lasting effect: its card is in a discard pile by now, named by its card.
  if (run.unit(source.card) || isInPlay(run, source.card)) return run.name(source.card);
  const card = cardOfInstance(run.state, source.card);
  return card ? displayName(run.def(card)) : run.name(source.card);
}

/** The prevention and "plus N" replacements that would apply to this damage event, minus those already used on it. */
export function preventionReplacements(run: SwuRun, event: SwuEvent, used: ReadonlySet<string>): Replacement<SwuEvent>[] {
  if (event.kind !== 'damage') return [];
  const sourced = grantsFor(run, event.target);
  if (sourced.length === 0) return [];
  const out: Replacement<SwuEvent>[] = [];
  const seen = new Map<string, number>();
  for (const { grant, source } of sourced) {
    if (!grant.preventDamage && !grant.damagePlus) continue;
    const key = `${source.kind}:${source.card}:${source.effect ?? ''}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const controller = controllerOf(run, source);
    if (!controller) continue;
    const from = describeGrantSource(run, source);
    const p = grant.preventDamage;
    if (p) {
      const id = `prevent:${key}:${n}`;
      if (p.firstEachPhase && firstTimeSpent(run, event, id, from)) continue;
      if (!used.has(id) && applies(run, event, p, controller, from)) {
        if (p.ifYouDefeat) {
          const option = defeatToPrevent(run, id, p, source.card, controller, from, event);
          if (option) out.push(option);
          continue;
        }
        out.push({
          id,
          label: `${from}: prevent ${p.amount === undefined ? 'all' : p.amount} of the damage to ${run.name(event.target)}`,
          replace: (e) => {
            const damage = e as Damage;
            const prevented = Math.min(p.amount ?? damage.amount, damage.amount);
            const rest = damage.amount - prevented;
            if (rest > 0) refuseOverwhelmChange(run, damage, from);
            run.step('PREVENTED', `${from}: ${prevented} of the ${damage.amount} damage to ${run.name(damage.target)} is prevented${rest > 0 ? `; ${rest} is still dealt` : ''}`, [damage.target, source.card], controller, rule(rest > 0 ? '8.20.2' : '8.20.1'));
            const instead: SwuEvent[] = p.next && source.effect ? [{ kind: 'expireEffects', ids: [source.effect], text: `${from}: "the next time" is used up` }] : [];
            if (p.firstEachPhase) instead.push(firstTimeUsed(damage.target, id, source.card, controller, from));
            return { instead, remaining: rest > 0 ? { ...damage, amount: rest } : null };
          },
        });
      }
    }
    const plus = grant.damagePlus;
    if (plus) {
      const id = `plus:${key}:${n}`;
      const ids = dealers(event);
      if (!used.has(id)) {
        if (ids.length === 0) run.unsupported('RULE', '7.7.5', `${from}: which card deals this damage is not known`);
        if (ids.every((d) => d !== source.card)) {
          out.push({
            id,
            label: `${from}: deal ${plus.amount} more damage to ${run.name(event.target)}`,
            replace: (e) => {
              const damage = e as Damage;
              refuseOverwhelmChange(run, damage, from);
              run.step('REPLACED', `${from}: ${damage.amount} + ${plus.amount} damage is dealt to ${run.name(damage.target)} instead`, [damage.target, source.card], controller, rule('7.7.5'));
              return { instead: [], remaining: { ...damage, amount: damage.amount + plus.amount } };
            },
          });
        }
      }
    }
  }
  return out;
}

/** The lasting effect of a preventDamage effect on units or bases (7.7.3). */
export function preventionEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'preventDamage') return undefined;
  const { run } = ctx;
  const targets = resolveTarget(ctx, effect.target);
  if (targets.length === 0) return [];
  const attack = run.currentAttack;
  if (effect.duration === 'thisAttack' && !attack) run.unsupported('RULE', '7.7.3', `${ctx.label}: an effect "for this attack" created outside an attack would never end`);
  if (effect.duration === 'untilNextTurn') run.unsupported('RULE', '7.7.3', `${ctx.label}: the duration "untilNextTurn" has no end in the engine`);
  const id = run.newId('effect');
  if (effect.duration === 'thisAttack' && attack) attack.effectIds.push(id);
  const p = effect.prevent;
  const what = `${p.next ? 'the next time ' : ''}${p.combat ? 'combat ' : ''}damage would be dealt to ${targets.map((t) => run.name(t)).join(', ')}, prevent ${p.amount ?? 'all'} of it`;
  return [{ kind: 'addEffect', effect: { id, source: ctx.source, controller: ctx.controller, duration: effect.duration, targets, effect: { preventDamage: p } }, text: `${ctx.label}: ${what} (${effect.duration})` }];
}
