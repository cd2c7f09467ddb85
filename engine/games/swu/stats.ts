// Computed characteristics: power, HP, keywords and abilities of a unit, derived from the state. What constant
// abilities and lasting effects grant is cached for one state version only (run.ts), so it can't go stale.
import type { CardDefinition } from '../../api.js';
import { findKeyword } from './glossary.js';
import type { Ability, ConstantAbility, Grant, KeywordGrant, ReplacementAbility, TriggeredAbility, UnitFilter } from './abilities/types.js';
import { isExperience, isTokenCard, opponentOf, PLAYERS, type UnitView } from './model.js';
import type { SwuRun } from './run.js';
import type { PlayerId } from './state/types.js';
import { countThisPhase, playedThisPhaseMatches } from './v2/history.js';
import { lessThanMatches } from './v2/attacks-more.js';
import { isV2Condition } from './v2/conditions.js';
import { attackedThisPhase } from './v2/attacked-this-phase.js';
import { captureFilterMatches } from './v2/capture.js';
import { leaders6FilterMatches } from './v2/leaders6.js';
import { sameNameAs } from './v2/deck.js';
import { scaleGrant } from './v2/per.js';
import { constantScope, scopeAmountOf } from './v2/amounts.js';
import { restricted } from './restrictions.js';
import { attackerPowerChange } from './attack-modifiers.js';
import { hasPilotUpgrade, sameArenaMatches } from './lasting/arena.js';
import { isLeaderByUpgrade } from './v2/pilots.js';
import { constantConditionHolds, isConstantCondition, unitStateMatches } from './constants/state.js';
import { requireTraitsFromUpgrades, traitsOf, withoutLost, youControlCardHolds } from './v2/grants.js';
import { abilitiesLost, withoutAbilities } from './v2/noabil.js';
import { hasShieldToken } from './v2/refs6.js';
import { leastRemainingHpMatches, playedThisPhaseByAnyone } from './v2/refs2.js';
import { amounts2FilterMatches } from './v2/amounts2.js';

/** The card's abilities in the language, or undefined when the card has none defined yet. */
export function definedAbilities(def: CardDefinition): Ability[] | undefined {
  if (def.abilities === undefined || def.abilities === null) return undefined;
  return Array.isArray(def.abilities) ? (def.abilities as Ability[]) : undefined;
}

// Card definitions are immutable data: their per-face ability lists can be memoized safely (the state is not).
const faces = new WeakMap<CardDefinition, { all: Ability[]; leader: Ability[]; unit: Ability[]; attached: Ability[]; constants: { all: Ability[]; leader: Ability[]; unit: Ability[]; attached: Ability[] }; gained: ConstantAbility[] }>();

function facesOf(def: CardDefinition) {
  let f = faces.get(def);
  if (!f) {
    const defined = definedAbilities(def) ?? [];
    // A Pilot's "upgrade" abilities work only while it is attached (7.5.17); everywhere else they are not there.
    const all = defined.filter((a) => a.side !== 'upgrade');
    const unit = all.filter((a) => (a.side ?? 'unit') === 'unit');
    const attached = /upgrade/i.test(def.type) ? defined : defined.filter((a) => a.side === 'upgrade');
    const constant = (list: Ability[]) => list.filter((a) => a.kind === 'constant');
    const leader = all.filter((a) => a.side === 'leader');
    // What an attached upgrade makes its unit gain as a constant ability of its own (gainedConstants).
    const gained = constant(attached).flatMap((a) => (a.kind === 'constant' && a.affects === 'self' && !a.condition && a.grant.ability?.kind === 'constant' ? [a.grant.ability as ConstantAbility] : []));
    f = { all, leader, unit, attached, constants: { all: constant(all), leader: constant(leader), unit: constant(unit), attached: constant(attached) }, gained };
    faces.set(def, f);
  }
  return f;
}

/** What a card attached as an upgrade brings: an upgrade's abilities, or a Pilot unit's "upgrade" ones (7.5.17). */
export function attachedAbilities(def: CardDefinition): Ability[] {
  return facesOf(def).attached;
}

/** Abilities on the face that is up: a leader's leader side, or its unit side once deployed. */
export function printedAbilities(def: CardDefinition, leaderSide?: 'leader' | 'unit'): Ability[] {
  const f = facesOf(def);
  return leaderSide ? f[leaderSide] : f.all;
}

const STACKING_FALLBACK: Record<string, 'NONE' | 'SUM' | 'INDEPENDENT'> = {
  raid: 'SUM', restore: 'SUM', exploit: 'SUM', bounty: 'INDEPENDENT', smuggle: 'INDEPENDENT', coordinate: 'INDEPENDENT', piloting: 'INDEPENDENT',
};

/** 7.5.4: numeric keywords add up, keywords with ability text or a cost are independent, the rest don't stack. */
export function stackingOf(name: string): 'NONE' | 'SUM' | 'INDEPENDENT' {
  return findKeyword(name)?.stacking ?? STACKING_FALLBACK[name.toLowerCase()] ?? 'NONE';
}

function cardMatchesPrinted(def: CardDefinition, filter: UnitFilter, traits: readonly string[] = def.traits): boolean {
  if (filter.trait && !traits.some((t) => t.toLowerCase() === filter.trait!.toLowerCase())) return false;
  if (filter.notTrait && traits.some((t) => t.toLowerCase() === filter.notTrait!.toLowerCase())) return false;
  if (filter.unique !== undefined && !!def.unique !== filter.unique) return false;
  if (filter.anyTrait && !traits.some((t) => filter.anyTrait!.some((x) => x.toLowerCase() === t.toLowerCase()))) return false;
  if (filter.aspect && !def.aspects.some((a) => a.toLowerCase() === filter.aspect!.toLowerCase())) return false;
  if (filter.maxCost !== undefined && (def.cost ?? 0) > filter.maxCost) return false;
  if (filter.minCost !== undefined && (def.cost ?? 0) < filter.minCost) return false;
  return true;
}

/** Filter check on a unit in play, relative to `controller` (the ability's controller) and `sourceId`. */
export function unitMatches(run: SwuRun, unit: UnitView, filter: UnitFilter | undefined, controller: PlayerId, sourceId: string | null, refs: Record<string, string> = {}, printedOnly = false): boolean {
  if (!filter) return true;
  const def = run.def(unit.card);
  if (filter.controller === 'friendly' && unit.controller !== controller) return false;
  if (filter.controller === 'enemy' && unit.controller === controller) return false;
  if (filter.arena && unit.arena !== `${filter.arena}Arena`) return false;
  // 3.4.7: a unit with "Attached unit is a leader unit" attached counts as a leader unit here (v2/pilots.ts).
  if (filter.nonLeader && (unit.isLeader || isLeaderByUpgrade(run, unit))) return false;
  if (filter.leader && !(unit.isLeader || isLeaderByUpgrade(run, unit))) return false;
  if (filter.other && unit.id === sourceId) return false;
  if (filter.notRef && refs[filter.notRef] === unit.id) return false;
  // "a third friendly unit": none of the units earlier parts chose (defs/chosen.ts); an unbound name is not guessed.
  if (filter.notRefs?.some((name) => (refs[name] ?? run.unsupported('ABILITY', JSON.stringify(filter), `a filter names "${name}", which is not bound here`)) === unit.id)) return false;
  if (filter.sameArenaAs !== undefined && !sameArenaMatches(run, unit, filter.sameArenaAs, refs, sourceId)) return false;
  if (filter.otherArenaThan !== undefined && sameArenaMatches(run, unit, filter.otherArenaThan, refs, sourceId)) return false;
  if (filter.withoutPilot && hasPilotUpgrade(run, unit)) return false;
  if (filter.withShield && !hasShieldToken(run, unit)) return false;
  if (filter.playedThisPhaseByAny && !playedThisPhaseByAnyone(run, unit.id)) return false;
  if (filter.leastRemainingHp && !leastRemainingHpMatches(run, unit, filter, (u, f) => unitMatches(run, u, f, controller, sourceId, refs, printedOnly))) return false;
  // Traits include those attached upgrades give (v2/grants.ts traitsOf).
  if (!cardMatchesPrinted(def, filter, filter.trait || filter.notTrait || filter.anyTrait ? traitsOf(run, unit) : def.traits)) return false;
  // "shares a trait with this unit" (defs/prevention.ts): a trait of the card with the ability (v2/grants.ts traitsOf).
  if (filter.sharesTraitWithSelf) {
    const self = sourceId ? run.unit(sourceId) : undefined;
    const traits = self ? traitsOf(run, self).map((t) => t.toLowerCase()) : [];
    if (!traitsOf(run, unit).some((t) => traits.includes(t.toLowerCase()))) return false;
  }
  if (filter.damaged !== undefined && (unit.inst.damage > 0) !== filter.damaged) return false;
  if (filter.exhausted !== undefined && unit.inst.exhausted !== filter.exhausted) return false;
  if (filter.canAttack && (unit.inst.exhausted || restricted(run, unit.id, 'cantAttack'))) return false;
  if (filter.maxRemainingHp !== undefined && hpOf(run, unit) - unit.inst.damage > filter.maxRemainingHp) return false;
  if (filter.minRemainingHp !== undefined && hpOf(run, unit) - unit.inst.damage < filter.minRemainingHp) return false;
  if (filter.upgraded !== undefined && (unit.inst.upgrades.length > 0) !== filter.upgraded) return false;
  if (filter.maxPower !== undefined || filter.minPower !== undefined) {
    // Power includes what constant abilities grant: a constant's own filter can't read it (it would depend on itself).
    if (printedOnly) return run.unsupported('ABILITY', JSON.stringify(filter), 'a constant ability whose filter reads power is not supported');
    const power = powerOf(run, unit);
    if ((filter.maxPower !== undefined && power > filter.maxPower) || (filter.minPower !== undefined && power < filter.minPower)) return false;
  }
  if (!printedOnly && filter.keyword && !hasKeyword(run, unit, filter.keyword)) return false;
  if (filter.playedThisPhase !== undefined && playedThisPhaseMatches(run, unit.id, controller) !== filter.playedThisPhase) return false;
  if (filter.attackedThisPhase !== undefined && attackedThisPhase(run, unit.id) !== filter.attackedThisPhase) return false;
  if (filter.lessThan && (printedOnly ? run.unsupported('ABILITY', JSON.stringify(filter), 'a constant ability whose filter compares units is not supported') : !lessThanMatches(run, unit, filter.lessThan, refs, sourceId))) return false;
  if (!unitStateMatches(run, unit, filter, (u, f) => unitMatches(run, u, f, controller, sourceId, refs, printedOnly))) return false;
  if (!captureFilterMatches(run, unit, filter, controller, sourceId, refs, printedOnly)) return false;
  if (!amounts2FilterMatches(run, unit, filter, controller, sourceId, refs, printedOnly)) return false;
  if (filter.sameNameAs !== undefined && !sameNameAs(run, unit, filter.sameNameAs, refs)) return false;
  if (!leaders6FilterMatches(run, unit, filter, refs, (u, f) => unitMatches(run, u, f, controller, sourceId, refs, printedOnly))) return false;
  // "a Pilot unit or a unit with a Pilot on it" (defs/costatk.ts).
  if (filter.anyOf && !filter.anyOf.some((f) => unitMatches(run, unit, f, controller, sourceId, refs, printedOnly))) return false;
  return true;
}

function conditionHolds(run: SwuRun, ability: ConstantAbility, controller: PlayerId, sourceId: string, c: ConstantAbility['condition'] = ability.condition): boolean {
  if (!c) return true;
  if ('not' in c) return !conditionHolds(run, ability, controller, sourceId, c.not);
  if ('allOf' in c || 'anyOf' in c) return 'allOf' in c ? c.allOf.every((x) => conditionHolds(run, ability, controller, sourceId, x)) : c.anyOf.some((x) => conditionHolds(run, ability, controller, sourceId, x));
  // 8.37.3: "the Force is with you" while that player controls their Force token.
  if ('forceIsWithYou' in c) return run.state[controller].hasForceToken;
  // "During the action phase, ..." (defs/immunity.ts).
  if ('duringPhase' in c) return run.state.phase === c.duringPhase;
  // "While attacking, if no other units have attacked this phase", "While an enemy unit has been defeated this phase":
  // what the phase recorded (v2/history.ts; UNSUPPORTED without it).
  if (isV2Condition(c)) return countThisPhase(run, { kind: c.happenedThisPhase, filter: c.filter, cardType: c.cardType, controller, sourceId, label: ability.text }, c.atLeast ?? 1) >= (c.atLeast ?? 1);
  if ('youControlCard' in c) return youControlCardHolds(run, c, controller, sourceId);
  // "While an enemy unit has a Bounty": an opponent's units' keywords, read like "you control a unit with ..." below.
  if ('opponentControls' in c && readsDerived(c.opponentControls)) {
    const opponent = opponentOf(controller);
    const filter: UnitFilter = { ...c.opponentControls, controller: 'any' };
    const count = keywordTested(run, ability, sourceId, true, 0, () => run.units().filter((u) => u.controller === opponent && unitMatches(run, u, filter, controller, sourceId)).length);
    return count >= (c.atLeast ?? 1);
  }
  if (isConstantCondition(c)) return constantConditionHolds(run, c, controller, (u, f) => unitMatches(run, u, f, controller, sourceId, {}, true), (x) => conditionHolds(run, ability, controller, sourceId, x), (a) => scopeAmountOf(constantScope(run, controller, sourceId), a));
  if ('youControl' in c) {
    const filter = { ...c.youControl, controller: 'friendly' as const };
    const count = keywordTested(run, ability, sourceId, readsDerived(filter), 0, () => run.units().filter((u) => unitMatches(run, u, filter, controller, sourceId)).length);
    return count >= (c.atLeast ?? 1);
  }
  if ('self' in c) {
    const self = run.unit(sourceId);
    return !!self && keywordTested(run, ability, sourceId, readsDerived(c.self), false, () => unitMatches(run, self, c.self, controller, null));
  }
  return run.unsupported('ABILITY', ability.id, `constant condition ${JSON.stringify(c)} is not supported`);
}

const evaluating = new WeakMap<SwuRun, Set<string>>();

/** A filter that reads what constant abilities may change: keywords, or power ("a unit with 4 or more power"). */
function readsDerived(filter: UnitFilter): boolean {
  // "While attacking a unit with a Bounty": the defender's keywords (templates/costatk.ts).
  return !!filter.keyword || filter.minPower !== undefined || filter.maxPower !== undefined || (!!filter.attackingUnit && readsDerived(filter.attackingUnit));
}

/**
 * A condition that tests a keyword ("while you control a unit with Sentinel") or power ("while this unit has 4 or more
 * power") reads what constant abilities - this one included - may grant. While it is being read, this ability counts as
 * not applying (it can't be the reason its own condition holds), and nothing computed meanwhile is cached (it would
 * miss this ability's grant).
 */
function keywordTested<T>(run: SwuRun, ability: ConstantAbility, sourceId: string, derived: boolean, unmet: T, read: () => T): T {
  if (!derived) return read();
  let open = evaluating.get(run);
  if (!open) evaluating.set(run, (open = new Set()));
  const key = `${sourceId}:${ability.id}`;
  if (open.has(key)) return unmet;
  open.add(key);
  run.uncached += 1;
  try {
    return read();
  } finally {
    run.uncached -= 1;
    open.delete(key);
  }
}

/**
 * Whether a constant ability of `source` affects `unit`: printed facts, or - "each friendly ground unit with Sentinel" -
 * its keywords, read with this ability not applying meanwhile (keywordTested: it can't be the reason it applies).
 */
function affectsUnit(run: SwuRun, ability: ConstantAbility, filter: UnitFilter, unit: UnitView, source: UnitView): boolean {
  if (!filter.keyword) return unitMatches(run, unit, filter, source.controller, source.id, {}, true);
  return keywordTested(run, ability, `${source.id}>${unit.id}`, true, false, () => unitMatches(run, unit, filter, source.controller, source.id));
}

/** Everything granted to this unit right now: constant abilities of cards in play, lasting effects, upgrades. */
export function grantsOn(run: SwuRun, unit: UnitView): Grant[] {
  return run.grants(unit, computeGrants);
}

/** Where a grant comes from: the derived view (view.ts) says which card gives a unit what. */
export interface GrantSource {
  kind: 'constant' | 'upgrade' | 'lasting';
  /** Instance id of the card whose ability grants it (for a lasting effect: the effect's source). */
  card: string;
  /** The lasting effect's id. */
  effect?: string;
}

/** Everything granted to this unit right now, each with its source: uncached, for the derived view only. */
export function sourcedGrants(run: SwuRun, unit: UnitView): { grant: Grant; source: GrantSource }[] {
  const sourced: { grant: Grant; source: GrantSource }[] = [];
  computeGrants(run, unit, sourced);
  return sourced;
}

/**
 * 'Attached unit gains: "This unit gets +1/+1 for each Trooper unit you control."': a constant ability the attached
 * unit gains is that unit's own while the upgrade is attached, controlled by the unit's controller (3.6.8 gained
 * abilities; "this unit" is the attached unit, "you" its controller). Only an unconditional "gains" is read here.
 */
function gainedConstants(run: SwuRun, unit: UnitView): readonly ConstantAbility[] {
  // Read for every unit on every grants read: most upgrades (a Shield, an Experience) give none, so nothing is allocated.
  let out: ConstantAbility[] | undefined;
  for (const upgrade of unit.inst.upgrades) {
    const gained = facesOf(run.def(upgrade.card)).gained;
    if (gained.length) (out ??= []).push(...gained);
  }
  return out ?? NO_CONSTANTS;
}

const NO_CONSTANTS: readonly ConstantAbility[] = [];

/**
 * A constant ability in play that may grant something, in the order grants are read: each unit's own (printed and
 * gained) constants, then the upgrades attached to it (for that unit only), then bases' and undeployed leaders'.
 */
type GrantSourceEntry =
  | { from: 'unit'; source: UnitView; ability: ConstantAbility }
  | { from: 'upgrade'; host: string; upgrade: { id: string; owner: PlayerId }; ability: ConstantAbility }
  | { from: 'board'; id: string; card: string; player: PlayerId; ability: ConstantAbility };

/**
 * Read once per state version for every unit's grants (most states have few constant abilities in play or none,
 * so a unit's grants then cost one short scan instead of a walk over every card in play); built afresh while an
 * event is applied, like every derived read.
 */
function constantsInPlay(run: SwuRun): readonly GrantSourceEntry[] {
  return run.derived('constantsInPlay', () => collectConstants(run)) ?? collectConstants(run);
}

function collectConstants(run: SwuRun): GrantSourceEntry[] {
  const out: GrantSourceEntry[] = [];
  for (const source of run.units()) {
    const constants = facesOf(run.def(source.card)).constants;
    // 8.14.1: a unit that lost all abilities has no constant ability, printed or gained (v2/noabil.ts).
    const lost = abilitiesLost(run, source.id);
    const own = lost ? NO_CONSTANTS : source.isLeader ? constants.unit : constants.all;
    const gained = !lost && source.inst.upgrades.length ? gainedConstants(run, source) : NO_CONSTANTS;
    for (const ability of own) if (ability.kind === 'constant') out.push({ from: 'unit', source, ability });
    for (const ability of gained) out.push({ from: 'unit', source, ability });
    // Upgrades' constant abilities apply to the unit they are attached to.
    for (const upgrade of source.inst.upgrades) {
      for (const ability of facesOf(run.def(upgrade.card)).constants.attached) {
        if (ability.kind === 'constant' && ability.affects === 'self') out.push({ from: 'upgrade', host: source.id, upgrade, ability });
      }
    }
  }
  // Leaders on their leader side and bases are in play too (4.9.1): their constant abilities apply.
  for (const player of PLAYERS) {
    const p = run.state[player];
    for (const ability of facesOf(run.def(p.base.card)).constants.all) pushBoard(out, p.base, player, ability);
    if (!p.leader.deployed) for (const ability of facesOf(run.def(p.leader.card)).constants.leader) pushBoard(out, p.leader, player, ability);
  }
  return out;
}

function pushBoard(out: GrantSourceEntry[], card: { id: string; card: string }, player: PlayerId, ability: Ability): void {
  if (ability.kind === 'constant' && ability.affects !== 'self') out.push({ from: 'board', id: card.id, card: card.card, player, ability });
}

function computeGrants(run: SwuRun, unit: UnitView, sourced?: { grant: Grant; source: GrantSource }[]): Grant[] {
  const grants: Grant[] = [];
  for (const entry of constantsInPlay(run)) {
    const ability = entry.ability;
    if (entry.from === 'unit') {
      const source = entry.source;
      if (ability.affects === 'self' && source.id !== unit.id) continue;
      if (!conditionHolds(run, ability, source.controller, source.id)) continue;
      if (ability.affects !== 'self' && !affectsUnit(run, ability, ability.affects.filter, unit, source)) continue;
      requireTraitsFromUpgrades(run, ability.grant, `${source.card}:${ability.id}`);
      const grant = scaleGrant(run, ability.grant, source.controller, source.id, unit.id);
      grants.push(grant);
      sourced?.push({ grant, source: { kind: 'constant', card: source.id } });
    } else if (entry.from === 'upgrade') {
      // "While ..., attached unit gets ...": the condition is read from the upgrade's controller (who played it,
      // recorded as its owner) and its attached unit.
      if (entry.host !== unit.id || !conditionHolds(run, ability, entry.upgrade.owner, unit.id)) continue;
      // A gained constant ability is the unit's own (read above, gainedConstants): only the view lists the grant.
      if (ability.grant.ability?.kind === 'constant') {
        sourced?.push({ grant: ability.grant, source: { kind: 'upgrade', card: entry.upgrade.id } });
        continue;
      }
      const grant = scaleGrant(run, ability.grant, entry.upgrade.owner, unit.id, unit.id);
      grants.push(grant);
      sourced?.push({ grant, source: { kind: 'upgrade', card: entry.upgrade.id } });
    } else {
      if (ability.affects === 'self') continue;
      if (!conditionHolds(run, ability, entry.player, entry.id)) continue;
      if (unitMatches(run, unit, ability.affects.filter, entry.player, entry.id, {}, true)) {
        requireTraitsFromUpgrades(run, ability.grant, `${entry.card}:${ability.id}`);
        const grant = scaleGrant(run, ability.grant, entry.player, entry.id, unit.id);
        grants.push(grant);
        sourced?.push({ grant, source: { kind: 'constant', card: entry.id } });
      }
    }
  }
  for (const effect of run.state.effects) {
    if (!effect.targets.includes(unit.id)) continue;
    if (effect.duration === 'whileSourceInPlay' && !isInPlay(run, effect.source)) continue;
    requireTraitsFromUpgrades(run, effect.effect as Grant, effect.id);
    grants.push(effect.effect as Grant);
    sourced?.push({ grant: effect.effect as Grant, source: { kind: 'lasting', card: effect.source, effect: effect.id } });
  }
  return abilitiesLost(run, unit.id) ? withoutAbilities(grants) : grants;
}

/** Every keyword instance on the unit (printed and gained), unmerged; a keyword the unit loses has none (8.14.1, v2/grants.ts). */
export function keywordInstances(run: SwuRun, unit: UnitView, grants: Grant[] = grantsOn(run, unit)): KeywordGrant[] {
  if (abilitiesLost(run, unit.id)) return [];
  return withoutLost(keywordsHeld(run, unit, grants), grants);
}

/** Printed and gained keyword instances before any is lost: what the card data must be checked against (support.ts). */
export function keywordsHeld(run: SwuRun, unit: UnitView, grants: Grant[] = grantsOn(run, unit)): KeywordGrant[] {
  const out: KeywordGrant[] = printedKeywords(run, run.def(unit.card), unit.isLeader);
  for (const g of grants) if (g.keyword) out.push(g.keyword);
  return out;
}

function has(instances: readonly KeywordGrant[], name: string): boolean {
  const lower = name.toLowerCase();
  return instances.some((k) => k.name.toLowerCase() === lower);
}

/** Raid/Restore X: the numbers of every instance add up (7.5.4). */
function total(instances: readonly KeywordGrant[], name: string): number {
  const lower = name.toLowerCase();
  return instances.filter((k) => k.name.toLowerCase() === lower).reduce((sum, k) => sum + (k.value ?? 0), 0);
}

export function hasKeyword(run: SwuRun, unit: UnitView, name: string): boolean {
  const grants = grantsOn(run, unit);
  if (has(keywordInstances(run, unit, grants), name)) return true;
  // 7.5.13A: "Bounty" is a keyword: a unit that gained a Bounty ability (Guild Target's "Attached unit gains: "Bounty -
  // ..."") has a Bounty.
  return name.toLowerCase() === 'bounty' && !abilitiesLost(run, unit.id) && grants.some((g) => g.ability?.kind === 'triggered' && g.ability.when.on === 'bounty');
}


export function upgradeStats(run: SwuRun, unit: UnitView): { power: number; hp: number } {
  let power = 0;
  let hp = 0;
  for (const upgrade of unit.inst.upgrades) {
    const def = run.def(upgrade.card);
    if (isExperience(def)) {
      power += def.upgradePower ?? 1;
      hp += def.upgradeHp ?? 1;
    } else {
      // Every printed upgrade has its +X/+Y (3.6.3); a catalog row without it is missing data, never +0/+0.
      if ((def.upgradePower == null || def.upgradeHp == null) && !isTokenCard(def)) {
        run.unsupported('CARD', def.id, `the catalog has no printed power/HP modifier for the upgrade ${def.name} (${def.id})`);
      }
      power += def.upgradePower ?? 0;
      hp += def.upgradeHp ?? 0;
    }
  }
  return { power, hp };
}

export function hpOf(run: SwuRun, unit: UnitView): number {
  const def = run.def(unit.card);
  let hp = (def.hp ?? 0) + upgradeStats(run, unit).hp;
  for (const g of grantsOn(run, unit)) hp += g.hp ?? 0;
  return Math.max(0, hp);
}

export function powerOf(run: SwuRun, unit: UnitView): number {
  const def = run.def(unit.card);
  const grants = grantsOn(run, unit);
  const keywords = keywordInstances(run, unit, grants);
  let power = (def.power ?? 0) + upgradeStats(run, unit).power;
  for (const g of grants) power += g.power ?? 0;
  // Grit (7.5.6): +1 power per damage, non-stacking.
  if (has(keywords, 'Grit')) power += unit.inst.damage;
  // Raid (7.5.8): only while attacking; instances add up.
  if (run.isAttacking(unit.id)) power += total(keywords, 'Raid') + attackerPowerChange(run, unit);
  return Math.max(0, power);
}

/** Triggered abilities the unit has now: printed (for its face), gained, and keyword abilities (2.1, 6.1, 7.1, 9.1). */
export function triggeredAbilitiesOf(run: SwuRun, unit: UnitView): TriggeredAbility[] {
  const def = run.def(unit.card);
  const grants = grantsOn(run, unit);
  const out: TriggeredAbility[] = [];
  if (abilitiesLost(run, unit.id)) return out;
  for (const a of printedAbilities(def, unit.isLeader ? 'unit' : undefined)) if (a.kind === 'triggered') out.push(a);
  for (const g of grants) if (g.ability?.kind === 'triggered') out.push(g.ability);
  out.push(...keywordAbilities(unit, keywordInstances(run, unit, grants)));
  return out;
}

/** The triggered abilities that keywords stand for, built from the unit's keyword instances. */
export function keywordAbilities(unit: UnitView, instances: readonly KeywordGrant[]): TriggeredAbility[] {
  const out: TriggeredAbility[] = [];
  const playedOrDeployed = unit.isLeader ? 'deployed' : 'played';
  const restore = total(instances, 'Restore');
  if (restore > 0) {
    out.push({ kind: 'triggered', id: 'keyword:restore', text: `Restore ${restore}: heal ${restore} damage from your base`, when: { on: 'attack' }, effect: { do: 'heal', target: { base: 'you' }, amount: restore } });
  }
  if (has(instances, 'Saboteur')) {
    out.push({ kind: 'triggered', id: 'keyword:saboteur', text: 'Saboteur: defeat all Shield tokens on the defender', when: { on: 'attack' }, effect: { do: 'defeatShields', target: { ref: 'defender' } } });
  }
  if (has(instances, 'Shielded')) {
    out.push({ kind: 'triggered', id: 'keyword:shielded', text: 'Shielded: give a Shield token to this unit', when: { on: playedOrDeployed }, effect: { do: 'giveToken', token: 'shield', target: { self: true } } });
  }
  if (has(instances, 'Ambush')) {
    out.push({
      kind: 'triggered', id: 'keyword:ambush', text: 'Ambush: this unit may ready and attack an enemy unit', when: { on: playedOrDeployed },
      effect: { do: 'if', condition: { enemyUnitThisCanAttack: true }, then: { do: 'may', text: 'Ready this unit and attack an enemy unit (Ambush)?', effect: { do: 'sequence', steps: [{ do: 'ready', target: { self: true } }, { do: 'attackWith', attacker: { self: true }, defender: { unitsOnly: true } }] } } },
    });
  }
  // Bounty (10.1-10.2): every instance that carries its effect is its own ability, resolved by an opponent.
  instances.forEach((k, i) => {
    if (k.name.toLowerCase() === 'bounty' && k.effect) {
      out.push({ kind: 'triggered', id: `keyword:bounty:${i}`, text: `Bounty — ${k.text ?? ''}`, when: { on: 'bounty' }, resolvedBy: 'opponent', effect: k.effect });
    }
  });
  return out;
}


/** Replacement abilities the unit has now: printed and gained. */
export function replacementAbilitiesOf(run: SwuRun, unit: UnitView): ReplacementAbility[] {
  const def = run.def(unit.card);
  const out: ReplacementAbility[] = [];
  if (abilitiesLost(run, unit.id)) return out;
  for (const a of printedAbilities(def, unit.isLeader ? 'unit' : undefined)) if (a.kind === 'replacement') out.push(a);
  for (const g of grantsOn(run, unit)) if (g.ability?.kind === 'replacement') out.push(g.ability);
  return out;
}

export function cantBeAttacked(run: SwuRun, unit: UnitView): boolean {
  return grantsOn(run, unit).some((g) => g.cantBeAttacked === true);
}

/** Units, upgrades, leaders (either side) and bases are in play; hands, decks, discard piles are not (4.9). */
export function isInPlay(run: SwuRun, id: string): boolean {
  if (run.unit(id)) return true;
  for (const player of ['player1', 'player2'] as const) {
    const p = run.state[player];
    if (p.base.id === id || p.leader.id === id) return true;
  }
  return run.units().some((u) => u.inst.upgrades.some((x) => x.id === id));
}

const printedCache = { card: new WeakMap<CardDefinition, KeywordGrant[]>(), leaderUnit: new WeakMap<CardDefinition, KeywordGrant[]>() };

/**
 * Printed keywords with their numbers. A catalog row may list "Raid" without its number: read it from the printed
 * text ("Raid 2"); if it is nowhere, the card is UNSUPPORTED rather than silently Raid 0.
 */
function printedKeywords(run: SwuRun, def: CardDefinition, leaderUnit: boolean): KeywordGrant[] {
  const cache = leaderUnit ? printedCache.leaderUnit : printedCache.card;
  const cached = cache.get(def);
  if (cached) return [...cached];
  const text = (leaderUnit ? def.backText : def.text) ?? '';
  const out = def.keywords.map((k) => {
    if (stackingOf(k.name) !== 'SUM' || (k.value !== undefined && k.value !== null)) return k;
    const m = new RegExp(`\\b${k.name}\\s+(\\d+)`, 'i').exec(text);
    if (!m) return run.unsupported('CARD', def.id, `${def.name}: keyword ${k.name} has no number in the card data or its text`);
    return { ...k, value: Number(m[1]) };
  });
  cache.set(def, out);
  return [...out];
}
