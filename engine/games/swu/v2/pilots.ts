// Pilots and upgrades that move (abilities/defs/pilots.ts): what an effect does to the upgrades on one unit. The unit
// is chosen (or named) first, then its upgrades; they all move in one event batch, so they leave play together.
import { lit, obj, str, type SchemaNode } from '../../../core/schema.js';
import { type AbilityContext, resolveTarget } from '../abilities/interpreter.js';
import type { AttachRestriction, Effect, Target } from '../abilities/types.js';
import { cardOption } from '../labels.js';
import { displayName, findUpgrade, isTokenCard, type UnitView } from '../model.js';
import { DECLINE, optionalTargets } from '../optional.js';
import { cardMatches } from '../restrictions.js';
import { rule } from '../rules.js';
import type { SwuEvent, SwuRun } from '../run.js';
import { attachedAbilities, printedAbilities, unitMatches } from '../stats.js';
import type { PlayerId, UnitInstance, UpgradeInstance } from '../state/types.js';
import { isPilotHost, pilotHosts, requirePilotModifiers } from '../keywords/piloting.js';
import type { CardDefinition } from '../../../api.js';
import { invalid } from '../../../core/interrupts.js';
import { requireKeywordsSupported, requireSupported, requireUpgradeSupported } from '../support.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

/** The events of a pilots-family effect, or undefined for any other effect. */
export function pilotsEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  switch (effect.do) {
    case 'upgradesOn':
      return upgradesOn(ctx, effect);
    case 'moveUpgrade':
      return moveUpgrade(ctx, effect);
    case 'attachSelfAsUpgrade':
      return attachSelfAsUpgrade(ctx, effect);
    case 'detachPilot':
      return detachPilot(ctx, effect);
    case 'attachPilotToSelf':
      return attachPilotToSelf(ctx);
    case 'moveToArena':
      return resolveTarget(ctx, effect.target).map((id): SwuEvent => ({ kind: 'moveToArena', target: id, arena: effect.arena }));
    default:
      return undefined;
  }
}

/** The matching upgrades attached to a unit (token upgrades included, 3.7.1). */
function matchingUpgrades(ctx: AbilityContext, unitId: string, effect: Of<'upgradesOn'>): string[] {
  const unit = ctx.run.unit(unitId);
  return unit ? unit.inst.upgrades.filter((u) => cardMatches(ctx.run.def(u.card), effect.filter)).map((u) => u.id) : [];
}

/**
 * One choice this module's effects make themselves: with nothing to choose, a NO_TARGET step (`none` says what is
 * missing) and null; otherwise the pick, or undefined when an optional choice is declined (1.3.2, 8.32.1).
 */
function askOne(ctx: AbilityContext, options: { id: string; label: string }[], what: string, none: string, optional = ctx.optionalNext === true, text = `${ctx.label}: choose ${what}`): string | undefined | null {
  const { run } = ctx;
  if (options.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: ${none}, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return null;
  }
  const [picked] = run.ask(optional ? optionalTargets(ctx, ctx.controller, what, options, 1) : {
    player: ctx.controller, kind: 'TARGET', text, options, min: 1, max: 1,
  }).filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  return picked;
}

/**
 * "a unit" whose upgrades the effect takes: only a unit with a matching upgrade is offered (choosing another would
 * make the effect do nothing); "this unit" or "it" is that unit.
 */
function theUnit(ctx: AbilityContext, effect: Of<'upgradesOn'>): string | undefined {
  const { run } = ctx;
  const target: Target = effect.unit;
  if (!('choose' in target)) return resolveTarget(ctx, target)[0];
  const options = run.units()
    .filter((u) => unitMatches(run, u, target.filter, ctx.controller, ctx.source, ctx.refs) && matchingUpgrades(ctx, u.id, effect).length > 0)
    .map((u) => cardOption(run, u.id));
  const picked = askOne(ctx, options, 'a unit with upgrades', `no unit with ${effect.filter ? 'a matching upgrade' : 'an upgrade'} on it`, target.optional === true || ctx.optionalNext === true);
  if (picked === null) return undefined;
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked ? run.name(picked) : 'nothing'}`, picked ? [picked] : [], ctx.controller, rule(picked ? '8.4.1' : '8.32.1'));
  if (picked && target.as) ctx.refs[target.as] = picked;
  return picked;
}

function upgradesOn(ctx: AbilityContext, effect: Of<'upgradesOn'>): SwuEvent[] {
  const { run } = ctx;
  const unitId = theUnit(ctx, effect);
  if (!unitId || !run.unit(unitId)) return [];
  let ids = matchingUpgrades(ctx, unitId, effect);
  if (effect.which === 'anyNumber' && ids.length > 0) {
    // "any number": 0 to all of them (8.32.1: choosing none is allowed).
    ids = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose any number of upgrades on ${run.name(unitId)}`,
      options: ids.map((id) => ({ id, label: displayName(run.def(run.unit(unitId)!.inst.upgrades.find((u) => u.id === id)!.card)), ref: id, card: id })), min: 0, max: ids.length,
    });
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${ids.length ? ids.map((id) => run.name(id)).join(', ') : 'no upgrade'}`, ids, ctx.controller, rule(ids.length ? '8.4.1' : '8.32.1'));
  }
  if (effect.which === 'one' && ids.length > 1) {
    // "an Experience token on it": identical cards are interchangeable (3.7.6A's reading for tokens), so only
    // different ones are a choice.
    const cards = new Set(ids.map((id) => run.unit(unitId)!.inst.upgrades.find((u) => u.id === id)!.card));
    ids = cards.size === 1 ? [ids[0]!] : run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose an upgrade on ${run.name(unitId)}`,
      options: ids.map((id) => ({ id, label: displayName(run.def(run.unit(unitId)!.inst.upgrades.find((u) => u.id === id)!.card)), ref: id, card: id })), min: 1, max: 1,
    });
  }
  if (ids.length === 0 && !effect.withUnit) {
    run.step('NO_EFFECT', `${ctx.label}: no upgrade on ${run.name(unitId)} to ${effect.then === 'defeat' ? 'defeat' : 'return'}`, [unitId], ctx.controller, rule('1.3.2'));
    return [];
  }
  if (effect.then === 'defeat') return ids.map((id) => ({ kind: 'defeat', target: id }));
  // 8.24.1: returned to their owners' hands; a token upgrade leaving play is set aside (3.7.2). With the unit
  // ("Return this unit and each upgrade on her"), all of them leave play together.
  const moved: SwuEvent[] = ids.map((id) => ({ kind: 'moveCard', target: id, from: 'play', to: 'hand', reason: 'return' }));
  if (effect.withUnit) {
    if (run.unit(unitId)!.isLeader) run.unsupported('RULE', '3.4.6', `${ctx.label}: returning the leader unit ${run.name(unitId)} to a hand`);
    moved.push({ kind: 'moveCard', target: unitId, from: 'play', to: 'hand', reason: 'return' });
  }
  return moved;
}

/** Event kinds (spread into the event union of state/timing.ts). */
export const PILOT_EVENTS: SchemaNode[] = [
  obj({ kind: lit('attachUpgrade'), target: str(), to: str() }, 'An upgrade in play attaches to another unit: it detaches from the first and attaches to the new one simultaneously (3.6.14); it is not played.'),
  obj({ kind: lit('moveToArena'), target: str(), arena: str() }, 'A unit moves to the other arena ("ground" or "space"), staying the same unit.'),
  obj({ kind: lit('detachAsUnit'), target: str() }, 'A Pilot upgrade detaches and is a unit in its controller\'s ground arena (2.12.3), ready; not played.'),
  obj({ kind: lit('attachAsUpgrade'), target: str(), to: str() }, 'A unit in play becomes an upgrade on another unit (3.5.6): its damage is removed (its upgrades were defeated first); it is no longer a unit, and is not played.'),
];

/** 1.5.2E-F: an upgrade is controlled by the player who played it (the state's `owner`); a token upgrade by the attached unit's controller. */
export function upgradeController(run: SwuRun, upgrade: UpgradeInstance, host: UnitView): PlayerId {
  return isTokenCard(run.def(upgrade.card)) ? host.controller : upgrade.owner;
}

/**
 * Whether `unit` is eligible for the upgrade (3.6.3A): another unit than its host that fits its attachment restriction
 * ("Attach to a ..." read from the upgrade's controller; 3.6.3: none means any unit). A Pilot unit attached as an
 * upgrade keeps the restriction it was attached with (3.6.3B, Piloting 7.5.17A): a friendly Vehicle without a Pilot.
 */
export function eligibleFor(run: SwuRun, upgrade: UpgradeInstance, host: UnitView, unit: UnitView): boolean {
  if (unit.id === host.id) return false;
  const def = run.def(upgrade.card);
  const controller = upgradeController(run, upgrade, host);
  if (/leader/i.test(def.type)) return false;
  if (/unit/i.test(def.type) && !isTokenCard(def)) return isPilotHost(run, unit, controller);
  return printedAbilities(def).filter((a): a is AttachRestriction => a.kind === 'attachTo').every((r) => unitMatches(run, unit, r.filter, controller, null));
}

/** Printed text that reacts to an upgrade attaching or detaching, which the engine fires only when an upgrade is played. */
const ATTACH_TRIGGER = /\bwhen (?:this upgrade (?:attaches|becomes attached|detaches|becomes unattached)|an? (?:pilot |pilot upgrade |upgrade )?(?:upgrade )?attaches to this unit)/i;

function requireNoAttachTriggers(ctx: AbilityContext, upgrade: UpgradeInstance, to: UnitView): void {
  const { run } = ctx;
  for (const card of [upgrade.card, to.card]) {
    const def = run.def(card);
    if (ATTACH_TRIGGER.test(`${def.text ?? ''}\n${def.backText ?? ''}`)) {
      run.unsupported('CARD', def.id, `${ctx.label}: ${displayName(def)} reacts to an upgrade attaching or detaching, which is not supported when an upgrade moves (3.6.14)`);
    }
  }
}

/**
 * "attach an upgrade on a unit to another eligible unit controlled by the same player" / "attach an upgrade on this
 * unit to another eligible friendly Vehicle unit" / "attach a friendly upgrade on a friendly unit to a different
 * eligible unit": the controller chooses an upgrade that has somewhere to go, then where (3.6.14).
 */
function moveUpgrade(ctx: AbilityContext, effect: Of<'moveUpgrade'>): SwuEvent[] {
  const { run } = ctx;
  const destinations = (upgrade: UpgradeInstance, host: UnitView): UnitView[] => run.units().filter((u) =>
    eligibleFor(run, upgrade, host, u)
    && (!effect.to || unitMatches(run, u, effect.to, ctx.controller, ctx.source, ctx.refs))
    && (!effect.sameController || u.controller === host.controller));
  const options: { id: string; label: string; ref: string; card: string }[] = [];
  for (const host of run.units()) {
    if (effect.onSelf ? host.id !== ctx.source : effect.on && !unitMatches(run, host, effect.on, ctx.controller, ctx.source, ctx.refs)) continue;
    for (const up of host.inst.upgrades) {
      if (!cardMatches(run.def(up.card), effect.filter)) continue;
      if (effect.friendly && upgradeController(run, up, host) !== ctx.controller) continue;
      if (destinations(up, host).length === 0) continue;
      options.push({ id: up.id, label: `${displayName(run.def(up.card))} on ${run.name(host.id)}`, ref: up.id, card: up.id });
    }
  }
  const picked = askOne(ctx, options, 'an upgrade to move', 'no upgrade that can attach to another eligible unit');
  if (picked === null) return [];
  if (!picked) {
    run.step('CHOICE_MADE', `${ctx.controller} chooses nothing`, [], ctx.controller, rule('8.32.1'));
    return [];
  }
  const found = findUpgrade(run.state, picked, run.defOf)!;
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${options.find((o) => o.id === picked)!.label}`, [picked], ctx.controller, rule('8.4.1'));
  const units = destinations(found.upgrade, found.host);
  const [to] = run.ask({
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose an eligible unit to attach ${displayName(run.def(found.upgrade.card))} to`,
    options: units.map((u) => cardOption(run, u.id)), min: 1, max: 1,
  });
  const dest = units.find((u) => u.id === to)!;
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${run.name(dest.id)}`, [dest.id], ctx.controller, rule('3.6.3A'));
  requireNoAttachTriggers(ctx, found.upgrade, dest);
  return [{ kind: 'attachUpgrade', target: picked, to: dest.id }];
}

/** Whether a pilots-family event can happen now; undefined for any other kind. */
export function pilotEventLegal(run: SwuRun, event: SwuEvent): boolean | undefined {
  if (event.kind === 'detachAsUnit') return !!findUpgrade(run.state, event.target, run.defOf);
  if (event.kind === 'moveToArena') return !!run.unit(event.target) && run.unit(event.target)!.arena !== `${event.arena}Arena`;
  if (event.kind === 'attachAsUpgrade') return !!run.unit(event.target) && !!run.unit(event.to) && event.target !== event.to && !run.unit(event.target)!.isLeader;
  if (event.kind !== 'attachUpgrade') return undefined;
  const found = findUpgrade(run.state, event.target, run.defOf);
  const to = run.unit(event.to);
  return !!found && !!to && found.host.id !== to.id;
}

/** Applies a pilots-family event; false for any other kind. */
export function applyPilotEvent(run: SwuRun, event: SwuEvent): boolean {
  if (event.kind === 'attachAsUpgrade') {
    applyAttachAsUpgrade(run, event.target, event.to);
    return true;
  }
  if (event.kind === 'moveToArena') {
    const unit = run.unit(event.target)!;
    if (unit.isLeader) run.unsupported('RULE', '3.4', `moving the leader unit ${run.name(unit.id)} to another arena`);
    const to = event.arena === 'space' ? 'spaceArena' : 'groundArena';
    const from = run.state[unit.controller][unit.arena];
    from.splice(from.findIndex((u) => u.id === unit.id), 1);
    run.state[unit.controller][to].push(unit.inst as UnitInstance);
    run.step('MOVED', `${run.name(unit.id)} moves to the ${event.arena} arena`, [unit.id], unit.controller, null);
    return true;
  }
  if (event.kind === 'detachAsUnit') {
    const found = findUpgrade(run.state, event.target, run.defOf)!;
    const controller = upgradeController(run, found.upgrade, found.host);
    found.host.inst.upgrades = found.host.inst.upgrades.filter((u) => u.id !== event.target);
    run.state[controller].groundArena.push({ id: found.upgrade.id, card: found.upgrade.card, owner: found.upgrade.owner, damage: 0, exhausted: false, upgrades: [], capturedUnits: [] });
    run.step('DETACHED', `${run.name(found.upgrade.id)} detaches from ${run.name(found.host.id)} and moves to the ground arena as a unit`, [found.upgrade.id, found.host.id], controller, rule('2.12.3'));
    return true;
  }
  if (event.kind !== 'attachUpgrade') return false;
  const found = findUpgrade(run.state, event.target, run.defOf)!;
  const to = run.unit(event.to)!;
  found.host.inst.upgrades = found.host.inst.upgrades.filter((u) => u.id !== event.target);
  // 1.5.2F: a token upgrade is owned and controlled by the attached unit's controller.
  const moved = isTokenCard(run.def(found.upgrade.card)) ? { ...found.upgrade, owner: to.controller } : found.upgrade;
  to.inst.upgrades.push(moved);
  run.step('ATTACHED', `${displayName(run.def(found.upgrade.card))} detaches from ${run.name(found.host.id)} and attaches to ${run.name(to.id)}`, [found.upgrade.id, found.host.id, to.id], upgradeController(run, moved, to), rule('3.6.14'));
  return true;
}

// ---- Pilot leaders deployed as upgrades (3.4.4A) ----

/** The player whose leader this upgrade is, when it is a leader deployed as an upgrade (same id, asUpgrade). */
export function leaderUpgradeOwner(run: SwuRun, upgrade: UpgradeInstance): PlayerId | undefined {
  const leader = run.state[upgrade.owner].leader;
  return leader.id === upgrade.id && leader.deployed && leader.asUpgrade ? upgrade.owner : undefined;
}

/**
 * 3.4.5: a defeated Leader Upgrade flips to its leader side in its owner's base zone, exhausted; its Epic Action is
 * used. True when `upgrade` was one (the caller then puts nothing in a discard pile).
 */
export function returnLeaderUpgrade(run: SwuRun, upgrade: UpgradeInstance): boolean {
  const player = leaderUpgradeOwner(run, upgrade);
  if (!player) return false;
  const leader = run.state[player].leader;
  leader.deployed = false;
  delete leader.asUpgrade;
  delete leader.enteredThisPhase;
  delete leader.usedThisRound;
  leader.exhausted = true;
  leader.epicActionUsed = true;
  run.step('LEADER_RETURNED', `${displayName(run.def(leader.card))} flips to its leader side in ${player}'s base zone, exhausted`, [leader.id], player, rule('3.4.5'));
  return true;
}

/**
 * 3.4.7: "Attached unit is a leader unit" - the unit counts as a leader unit for every ability that says "leader" or
 * "non-leader" (an attached upgrade's `leaderUnit` grant). It is still not a leader: it goes to the discard pile.
 */
export function isLeaderByUpgrade(run: SwuRun, unit: UnitView): boolean {
  return unit.inst.upgrades.some((u) => attachedAbilities(run.def(u.card)).some((a) => a.kind === 'constant' && a.affects === 'self' && a.grant.leaderUnit === true));
}

/** 3.4.4A: the leader flips to its unit side and attaches to the chosen unit; it is deployed, not played. */
export function applyDeployAsUpgrade(run: SwuRun, event: Extract<SwuEvent, { kind: 'deployed' }>, attachTo: string): void {
  const leader = run.state[event.player].leader;
  const host = run.unit(attachTo)!;
  leader.deployed = true;
  leader.asUpgrade = true;
  leader.exhausted = false;
  leader.epicActionUsed = true;
  leader.damage = 0;
  host.inst.upgrades.push({ id: leader.id, card: leader.card, owner: event.player });
  run.step('DEPLOYED', `${event.player} deploys ${displayName(run.def(leader.card))} as an upgrade on ${run.name(host.id)}`, [leader.id, host.id], event.player, rule('3.4.4A'));
}

/**
 * Deploying a Pilot leader (3.4.4A): as a unit, or as an upgrade on a friendly Vehicle without a Pilot (the choices of
 * its Epic Action, leaders.ts). Returns the unit to attach to, or undefined to deploy as a unit. The leader's upgrade
 * side must be fully supported: what it gives is only known from its compiled "upgrade" abilities and printed modifiers.
 */
export function chooseDeployment(run: SwuRun, player: PlayerId, def: CardDefinition, canAttach: boolean, as: 'unit' | 'upgrade' | undefined, attachTo: string | undefined): string | undefined {
  if (!canAttach) {
    if (as === 'upgrade' || attachTo) invalid('ILLEGAL_ACTION', '$.action.as', `${displayName(def)} can't deploy as an upgrade`);
    return undefined;
  }
  if (as === 'unit') {
    if (attachTo) invalid('BAD_ACTION', '$.action.target', 'a leader deployed as a unit attaches to nothing');
    return undefined;
  }
  const hosts = pilotHosts(run, player);
  if (attachTo && !hosts.some((u) => u.id === attachTo)) invalid('ILLEGAL_ACTION', '$.action.target', `${run.name(attachTo)} is not a friendly Vehicle unit without a Pilot on it (3.4.4A)`);
  if (hosts.length === 0) {
    if (as === 'upgrade') invalid('ILLEGAL_ACTION', '$.action.as', `${player} controls no Vehicle unit without a Pilot for ${displayName(def)} to attach to (3.4.4A)`);
    return undefined;
  }
  let upgrade = as === 'upgrade' || attachTo !== undefined;
  if (!upgrade) {
    const [picked] = run.ask({
      player, kind: 'OPTION', text: `Deploy ${displayName(def)} as a unit, or as an upgrade on a friendly Vehicle unit without a Pilot on it?`,
      options: [{ id: 'unit', label: 'Deploy as a unit', ref: null }, { id: 'upgrade', label: 'Deploy as an upgrade', ref: null }], min: 1, max: 1,
    });
    upgrade = picked === 'upgrade';
  }
  if (!upgrade) return undefined;
  requireUpgradeSupported(run, def.id);
  requirePilotModifiers(run, def);
  if (attachTo) return attachTo;
  const [id] = run.ask({ player, kind: 'TARGET', text: `Choose a friendly Vehicle unit without a Pilot to attach ${displayName(def)} to`, options: hosts.map((u) => cardOption(run, u.id)), min: 1, max: 1 });
  return hosts.find((u) => u.id === id)?.id ?? hosts[0]!.id;
}

/**
 * "You may attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it" (3.5.6): the controller
 * chooses the unit; the card's upgrades are defeated and its damage removed, then it attaches. It is not played, so no
 * "When played as an upgrade" ability triggers. Its upgrade side must be known (printed modifiers, upgrade abilities).
 */
function attachSelfAsUpgrade(ctx: AbilityContext, effect: Of<'attachSelfAsUpgrade'>): SwuEvent[] {
  const { run } = ctx;
  const self = run.unit(ctx.source);
  if (!self || self.isLeader) {
    run.step('NO_EFFECT', `${ctx.label}: this card is not a unit in play, nothing attaches`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const units = run.units().filter((u) => u.id !== self.id && unitMatches(run, u, effect.to, ctx.controller, ctx.source, ctx.refs));
  const to = askOne(ctx, units.map((u) => cardOption(run, u.id)), 'a unit to attach to', 'no unit to attach to', undefined, `${ctx.label}: choose a unit to attach ${run.name(self.id)} to`);
  if (to === null) return [];
  if (!to) {
    run.step('CHOICE_MADE', `${ctx.controller} chooses nothing`, [], ctx.controller, rule('8.32.1'));
    return [];
  }
  const dest = units.find((u) => u.id === to)!;
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${run.name(dest.id)}`, [dest.id], ctx.controller, rule('8.4.1'));
  return unitAsUpgrade(ctx, self, dest);
}

/**
 * A Pilot unit attached as an upgrade to `dest` (3.5.6): its upgrades are defeated, then it attaches (its damage is
 * removed as it does). What the state can't say of it as an upgrade is UNSUPPORTED.
 */
function unitAsUpgrade(ctx: AbilityContext, unit: UnitView, dest: UnitView): SwuEvent[] {
  const { run } = ctx;
  const def = run.def(unit.card);
  requirePilotModifiers(run, def);
  requireUpgradeSupported(run, def.id);
  const inst = unit.inst as { owner?: PlayerId; capturedUnits?: unknown[] };
  if (inst.owner !== unit.controller) run.unsupported('RULE', '1.5.2E', `${ctx.label}: ${run.name(unit.id)} is controlled by a player who does not own it; as an upgrade the engine records one player for both`);
  if (inst.capturedUnits?.length) run.unsupported('RULE', '8.33', `${ctx.label}: ${run.name(unit.id)} guards captured units; attached as an upgrade, what becomes of them is not supported`);
  requireNoAttachTriggers(ctx, { id: unit.id, card: unit.card, owner: unit.controller }, dest);
  return [...unit.inst.upgrades.map((u): SwuEvent => ({ kind: 'defeat', target: u.id })), { kind: 'attachAsUpgrade', target: unit.id, to: dest.id }];
}

function applyAttachAsUpgrade(run: SwuRun, target: string, to: string): void {
  const unit = run.unit(target)!;
  const host = run.unit(to)!;
  const inst = unit.inst as { owner: PlayerId };
  const zone = run.state[unit.controller][unit.arena];
  zone.splice(zone.findIndex((u) => u.id === unit.id), 1);
  // No longer a unit (3.5.6): what applied to it as a unit (lasting effects on it) no longer does.
  run.state.effects = run.state.effects.map((e) => (e.targets.includes(target) ? { ...e, targets: e.targets.filter((t) => t !== target) } : e)).filter((e) => e.targets.length > 0);
  host.inst.upgrades.push({ id: unit.id, card: unit.card, owner: inst.owner });
  run.step('ATTACHED', `${run.name(target)} is attached as an upgrade to ${run.name(host.id)} (its damage removed, no longer a unit)`, [target, host.id], unit.controller, rule('3.5.6'));
}

/**
 * "Detach a Pilot upgrade, move it to the ground arena as a unit" (Eject): a Pilot unit card attached as an upgrade
 * (2.12.3) becomes a unit again. A leader Pilot would flip to a leader unit without being deployed (3.4.4B): not
 * supported, so such a choice answers UNSUPPORTED.
 */
function detachPilot(ctx: AbilityContext, effect: Of<'detachPilot'>): SwuEvent[] {
  const { run } = ctx;
  const options: { id: string; label: string; ref: string; card: string }[] = [];
  for (const host of run.units()) {
    for (const up of host.inst.upgrades) {
      const def = run.def(up.card);
      if (!def.traits.some((t) => t.toLowerCase() === 'pilot')) continue;
      options.push({ id: up.id, label: `${displayName(def)} on ${run.name(host.id)}`, ref: up.id, card: up.id });
    }
  }
  const picked = askOne(ctx, options, 'a Pilot upgrade', 'no Pilot upgrade');
  if (!picked) return [];
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${options.find((o) => o.id === picked)!.label}`, [picked], ctx.controller, rule('8.4.1'));
  const found = findUpgrade(run.state, picked, run.defOf)!;
  const def = run.def(found.upgrade.card);
  if (!/unit/i.test(def.type) || /leader|token/i.test(def.type)) run.unsupported('CARD', def.id, `${ctx.label}: ${displayName(def)} is not a Pilot unit card; as a unit it would be ${/leader/i.test(def.type) ? 'a leader unit not deployed (3.4.4B)' : 'something the rules do not say'}`);
  requireNoAttachTriggers(ctx, found.upgrade, found.host);
  // As a unit its own text is in play (its unit side).
  requireSupported(run, def.id, 'constant');
  requireKeywordsSupported(run, def);
  ctx.refs[effect.as] = picked;
  return [{ kind: 'detachAsUnit', target: picked }];
}

const isPilot = (def: CardDefinition): boolean => def.traits.some((t) => t.toLowerCase() === 'pilot');

/**
 * "Attach a friendly Pilot unit or upgrade to this unit" (Corvus): a friendly Pilot unit (another one, 3.5.6: its
 * upgrades are defeated and its damage removed) or a friendly Pilot upgrade on another unit (3.6.14) attaches to this
 * unit. A leader Pilot (unit or upgrade) answers UNSUPPORTED when chosen.
 */
function attachPilotToSelf(ctx: AbilityContext): SwuEvent[] {
  const { run } = ctx;
  const self = run.unit(ctx.source);
  if (!self) return [];
  const options: { id: string; label: string; ref: string; card: string }[] = [];
  for (const unit of run.units()) {
    if (unit.id !== self.id && unit.controller === ctx.controller && isPilot(run.def(unit.card))) options.push(cardOption(run, unit.id));
    if (unit.id === self.id) continue;
    for (const up of unit.inst.upgrades) {
      if (isPilot(run.def(up.card)) && upgradeController(run, up, unit) === ctx.controller) options.push({ id: up.id, label: `${displayName(run.def(up.card))} on ${run.name(unit.id)}`, ref: up.id, card: up.id });
    }
  }
  const picked = askOne(ctx, options, 'a friendly Pilot unit or upgrade', 'no friendly Pilot unit or upgrade');
  if (picked === null) return [];
  if (!picked) {
    run.step('CHOICE_MADE', `${ctx.controller} chooses nothing`, [], ctx.controller, rule('8.32.1'));
    return [];
  }
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${options.find((o) => o.id === picked)!.label}`, [picked], ctx.controller, rule('8.4.1'));
  const unit = run.unit(picked);
  if (unit) {
    if (unit.isLeader) run.unsupported('RULE', '3.4.4B', `${ctx.label}: attaching the leader unit ${run.name(unit.id)} as an upgrade`);
    return unitAsUpgrade(ctx, unit, self);
  }
  const found = findUpgrade(run.state, picked, run.defOf)!;
  if (leaderUpgradeOwner(run, found.upgrade)) run.unsupported('RULE', '3.4.4A', `${ctx.label}: moving the leader ${run.name(picked)} deployed as an upgrade`);
  requireNoAttachTriggers(ctx, found.upgrade, self);
  return [{ kind: 'attachUpgrade', target: picked, to: self.id }];
}
