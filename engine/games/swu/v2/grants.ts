// The grants family (abilities/defs/grants.ts): losing keywords (8.14.1) and ignoring aspect penalties (8.10.2).
import { lastingEvent, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { CardDefinition } from '../../../api.js';
import type { Condition, CostModifierAbility, Effect, Grant, KeywordGrant } from '../abilities/types.js';
import { cardMatches, sourcesInPlay } from '../restrictions.js';
import { isTokenCard } from '../model.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { attachedAbilities, printedAbilities } from '../stats.js';
import type { PlayerId } from '../state/types.js';
import { firstEachApplies } from './first-each.js';

/**
 * 8.14.1: a unit that loses a keyword has no instance of it, whatever gave it and whenever (printed, a constant ability,
 * an upgrade, a lasting effect): every reader of keywords goes through stats.ts keywordInstances, which calls this.
 */
export function withoutLost(instances: KeywordGrant[], grants: readonly Grant[]): KeywordGrant[] {
  const lost = new Set<string>();
  for (const g of grants) for (const name of g.loseKeywords ?? []) lost.add(name.toLowerCase());
  return lost.size === 0 ? instances : instances.filter((k) => !lost.has(k.name.toLowerCase()));
}

/** The events of a grants-family effect, or undefined for any other effect. */
export function grantsEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'loseKeyword') return undefined;
  // 7.7.3: the lasting effect applies to the units the target names now.
  return lastingEvent(ctx, resolveTarget(ctx, effect.target), effect.duration, { loseKeywords: [effect.keyword] });
}

/** "Ignore the aspect penalty on ... you play" (8.10.2): a cost-modifier ability that only removes the aspect penalty. */
export function ignoresAspectPenalty(ability: CostModifierAbility): boolean {
  return ability.ignoreAspectPenalty === true;
}

/**
 * The "ignore the aspect penalty on <cards> you play" ability (8.10.2) of a card `player` controls in play that applies
 * to `def` played as `as`, or undefined. The card keeps its aspect icons; only the penalty (8.1) is not added.
 * A Pilot played as an upgrade is not a unit being played (7.5.17): "units you play" doesn't cover it.
 */
export function penaltyIgnoredBy(run: SwuRun, player: PlayerId, def: CardDefinition, as: 'unit' | 'upgrade' | 'event', holds: (run: SwuRun, controller: PlayerId, source: { id: string; card: string }, condition: Condition) => boolean): string | undefined {
  for (const source of sourcesInPlay(run)) {
    if (source.controller !== player) continue;
    for (const a of printedAbilities(run.def(source.card), source.side)) {
      if (a.kind !== 'costModifier' || !ignoresAspectPenalty(a) || a.affects !== 'you') continue;
      const { type, ...rest } = a.modifier.filter ?? {};
      if (type && type !== as) continue;
      if (!cardMatches(def, rest)) continue;
      if (a.condition && !holds(run, source.controller, source, a.condition)) continue;
      if (a.firstEach && !firstEachApplies(run, a, player)) continue;
      return a.text;
    }
  }
  return undefined;
}

/**
 * Traits an upgrade card gives the unit it is attached to ("Attached unit gains the Mandalorian trait"): its
 * unconditional constant abilities on "self". They depend on nothing but the attached upgrades, so any filter - a
 * constant ability's included - can read them without depending on itself.
 */
export function upgradeTraits(run: SwuRun, upgradeCards: readonly string[]): string[] {
  const out: string[] = [];
  for (const card of upgradeCards) {
    for (const a of attachedAbilities(run.def(card))) {
      if (a.kind !== 'constant' || !a.grant.traits) continue;
      if (a.affects !== 'self' || a.condition) run.unsupported('ABILITY', `${card}:${a.id}`, `"${a.text}": only an upgrade's unconditional "attached unit gains the ... trait" is supported`);
      out.push(...a.grant.traits);
    }
  }
  return out;
}

/** A unit's traits: printed, and those its attached upgrades give it. */
export function traitsOf(run: SwuRun, unit: { card: string; inst: { upgrades: readonly { card: string }[] } }): readonly string[] {
  const printed = run.def(unit.card).traits;
  if (unit.inst.upgrades.length === 0) return printed;
  const gained = upgradeTraits(run, unit.inst.upgrades.map((u) => u.card));
  return gained.length ? [...printed, ...gained] : printed;
}

/** Traits given any other way (a unit's constant ability, a lasting effect) are not read: UNSUPPORTED, not ignored. */
export function requireTraitsFromUpgrades(run: SwuRun, grant: Grant, label: string): void {
  if (grant.traits) run.unsupported('ABILITY', label, `a unit gains the ${grant.traits.join(', ')} trait other than from an attached upgrade: not supported`);
}

/**
 * "While you control another Resistance card (unit, upgrade, or leader)": a unit `controller` controls (with the traits
 * its upgrades give), a non-token upgrade in play they played (1.5.2B: the state records that as its owner), or their
 * leader on either side; "another" leaves out the ability's own card.
 */
export function youControlCardHolds(run: SwuRun, c: { youControlCard: { trait: string }; other?: boolean }, controller: PlayerId, sourceId: string): boolean {
  const wanted = c.youControlCard.trait.toLowerCase();
  const has = (traits: readonly string[]) => traits.some((t) => t.toLowerCase() === wanted);
  const counts = (id: string) => !c.other || id !== sourceId;
  const leader = run.state[controller].leader;
  if (counts(leader.id) && has(run.def(leader.card).traits)) return true;
  for (const u of run.units()) {
    if (u.controller === controller && counts(u.id) && has(traitsOf(run, u))) return true;
    for (const x of u.inst.upgrades) {
      if (x.owner === controller && counts(x.id) && !isTokenCard(run.def(x.card)) && has(run.def(x.card).traits)) return true;
    }
  }
  return false;
}
