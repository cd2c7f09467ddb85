// Triggers as data (`on: 'event'`): which cards watch an applied event and fire. A subject (the card the event
// happens to) is matched against each watcher's filter, relative to the watcher's controller and its relation to
// the watcher (self, other, attached). Watchers are cards in play (units, leaders on either side, bases, upgrades),
// cards in hand or discard whose trigger says so, and units leaving play in the same batch (7.6.4, with their
// last-known information, 8.11). Fires in the same window as every other trigger of the event (7.6.8).
import { upgradeTraits } from './grants.js';
import { abilitiesLost } from './noabil.js';
import type { CardDefinition } from '../../../api.js';
import type { Ability, TriggeredAbility, UnitFilter } from '../abilities/types.js';
import { findBase, PLAYERS, type UnitView } from '../model.js';
import type { SwuEvent, SwuRun, SwuTrigger, UnitSnapshot } from '../run.js';
import { attachedAbilities, grantsOn, printedAbilities, unitMatches } from '../stats.js';
import type { PlayerId } from '../state/types.js';
import { conditionMet, trigger } from '../triggers.js';
import { TOKEN_REFS } from '../state/refs.js';
import { playedSubject } from './played.js';

type DataSpec = Extract<TriggeredAbility['when'], { on: 'event' }>;
type DataTrigger = TriggeredAbility & { when: DataSpec };

interface Watcher {
  id: string;
  card: string;
  controller: PlayerId;
  abilities: DataTrigger[];
  zone: 'inPlay' | 'hand' | 'discard';
  /** For an upgrade: the unit it is attached to. */
  host?: string;
}

/** What an event happened to, with what matching needs. */
interface Subject {
  id: string;
  /** In play now. */
  unit?: UnitView;
  /** Left play (defeated, captured): last-known information. */
  snap?: UnitSnapshot;
  /** Neither: a played event or upgrade, matched by printed facts. */
  printed?: { card: string; controller: PlayerId };
  cardType: 'unit' | 'upgrade' | 'event';
  refs: Record<string, string>;
  amount: number;
  combat?: boolean;
  /** For played: the card was played from resources, which only Smuggle allows (7.5.14). */
  smuggled?: boolean;
  /** The player whose base was damaged (damage) or attacked (attacks): that base is the damaged card or the defender. */
  damagedBase?: PlayerId;
  /** For drew: the deck ran out, so whether a card was actually drawn is not known. */
  drawUnknown?: boolean;
  /** For defeated/captured: it was attacking when it left play. */
  wasAttacking?: boolean;
  /** attacksAndDefeats before combat damage: who defeated the defender (1.18.1) is not known to the engine. */
  unattributed?: boolean;
}

function isData(a: Ability): a is DataTrigger {
  return a.kind === 'triggered' && a.when.on === 'event';
}

interface PrintedData {
  /** While attached as an upgrade: an upgrade's, or a Pilot unit's "upgrade" side (7.5.17). */
  attached: DataTrigger[];
  leader: DataTrigger[];
  unit: DataTrigger[];
  all: DataTrigger[];
  hand: DataTrigger[];
  discard: DataTrigger[];
  /** A constant ability of this card gives some unit a data trigger. */
  grants: boolean;
}

const printedData = new WeakMap<CardDefinition, PrintedData>();

function dataOf(def: CardDefinition): PrintedData {
  let found = printedData.get(def);
  if (!found) {
    const all = printedAbilities(def).filter(isData);
    found = {
      attached: attachedAbilities(def).filter(isData),
      leader: printedAbilities(def, 'leader').filter(isData), unit: printedAbilities(def, 'unit').filter(isData), all,
      hand: all.filter((a) => a.when.zone === 'hand'), discard: all.filter((a) => a.when.zone === 'discard'),
      grants: printedAbilities(def).some((a) => a.kind === 'constant' && !!a.grant.ability && isData(a.grant.ability)),
    };
    printedData.set(def, found);
  }
  return found;
}

const NONE: readonly Watcher[] = [];
const NO_ABILITIES: DataTrigger[] = [];

/** Whether any unit can have gained a data trigger (a constant granting one, or a lasting effect): else no grants are read. */
function gainedPossible(run: SwuRun): boolean {
  for (const e of run.state.effects) {
    const ability = (e.effect as { ability?: Ability } | null)?.ability;
    if (ability && isData(ability)) return true;
  }
  for (const unit of run.units()) {
    if (dataOf(run.def(unit.card)).grants) return true;
    for (const upgrade of unit.inst.upgrades) if (dataOf(run.def(upgrade.card)).grants) return true;
  }
  for (const player of PLAYERS) {
    if (dataOf(run.def(run.state[player].base.card)).grants || dataOf(run.def(run.state[player].leader.card)).grants) return true;
  }
  return false;
}

/** Units leaving play in the batch being applied (set by the pipeline's beforeApply). */
const leaving = new WeakMap<SwuRun, string[]>();

export function noteLeaving(run: SwuRun, events: readonly SwuEvent[]): void {
  if (!mayHaveDataTriggers(run)) return;
  let ids: string[] | undefined;
  for (const e of events) if ((e.kind === 'defeat' || e.kind === 'capture') && run.unit(e.target)) (ids ??= []).push(e.target);
  if (ids || leaving.has(run)) leaving.set(run, ids ?? []);
}

const cache = new WeakMap<SwuRun, { version: number; watchers: readonly Watcher[] }>();

/** Every card with a data trigger, once per state version (a batch's events share one version while triggering). */
function watchers(run: SwuRun): readonly Watcher[] {
  const hit = cache.get(run);
  if (hit && hit.version === run.version && !run.applying) return hit.watchers;
  const out: Watcher[] = [];
  const gainedToo = gainedPossible(run);
  for (const unit of run.units()) {
    // Printed (for the face that is up) and gained; keyword abilities are never data triggers.
    // 8.14.1: a unit that lost all abilities has no data trigger, printed or gained (noabil.ts; grantsOn drops gained ones).
    const printed = abilitiesLost(run, unit.id) ? NO_ABILITIES : dataOf(run.def(unit.card))[unit.isLeader ? 'unit' : 'all'];
    const gained = gainedToo ? grantsOn(run, unit).flatMap((g) => (g.ability && isData(g.ability) ? [g.ability] : [])) : NO_ABILITIES;
    const abilities = gained.length ? [...printed, ...gained] : printed;
    if (abilities.length) out.push({ id: unit.id, card: unit.card, controller: unit.controller, abilities, zone: 'inPlay' });
    for (const upgrade of unit.inst.upgrades) {
      const data = dataOf(run.def(upgrade.card)).attached;
      if (data.length) out.push({ id: upgrade.id, card: upgrade.card, controller: upgrade.owner, abilities: data, zone: 'inPlay', host: unit.id });
    }
  }
  for (const id of leaving.get(run) ?? []) {
    const snap = run.lkiOf(id);
    if (snap && !run.unit(id)) {
      const abilities = (snap.abilities as TriggeredAbility[]).filter(isData);
      if (abilities.length) out.push({ id, card: snap.card, controller: snap.controller, abilities, zone: 'inPlay' });
    }
  }
  for (const player of PLAYERS) {
    const p = run.state[player];
    if (!p.leader.deployed) {
      const data = dataOf(run.def(p.leader.card)).leader;
      if (data.length) out.push({ id: p.leader.id, card: p.leader.card, controller: player, abilities: data, zone: 'inPlay' });
    }
    const base = dataOf(run.def(p.base.card)).all;
    if (base.length) out.push({ id: p.base.id, card: p.base.card, controller: player, abilities: base, zone: 'inPlay' });
    for (const zone of ['hand', 'discard'] as const) {
      for (const c of p[zone]) {
        const data = dataOf(run.def(c.card))[zone];
        if (data.length) out.push({ id: c.id, card: c.card, controller: player, abilities: data, zone });
      }
    }
  }
  const result = out.length ? out : NONE;
  if (!run.applying) cache.set(run, { version: run.version, watchers: result });
  return result;
}

function unitSubject(run: SwuRun, id: string, refs: Record<string, string>, amount = 0, combat?: boolean): Subject | undefined {
  const unit = run.unit(id);
  return unit ? { id, unit, cardType: 'unit', refs: { subject: id, ...refs }, amount, combat } : undefined;
}

/** The subject of an event for a trigger event kind, or undefined when this event is not that kind. */
function subjectOf(run: SwuRun, event: SwuEvent, spec: DataSpec): Subject | undefined {
  const on = spec.event;
  if (spec.toBase && (on === 'dealtDamage' || on === 'dealsDamage')) return baseDamage(run, event, on);
  if (spec.toBase && on === 'attacks') {
    const base = event.kind === 'attackDeclared' ? findBase(run.state, event.defender) : undefined;
    const s = base && event.kind === 'attackDeclared' ? unitSubject(run, event.attacker, { attacker: event.attacker, defender: event.defender }) : undefined;
    return s && base ? { ...s, damagedBase: base.owner } : undefined;
  }
  switch (on) {
    case 'played': {
      if (event.kind !== 'played') return undefined;
      const unit = event.as === 'unit' ? run.unit(event.target) : undefined;
      // Played from resources is Smuggle or Plot: only the played event says which (7.5.14).
      const smuggled = event.smuggle === true;
      if (unit) return { id: event.target, unit, cardType: 'unit', refs: { subject: event.target }, amount: 0, smuggled };
      const card = cardIn(run, event.target);
      return card ? { id: event.target, printed: { card, controller: event.player }, cardType: event.as, refs: { subject: event.target, ...(event.attachTo ? { attachedTo: event.attachTo } : {}) }, amount: 0, smuggled } : undefined;
    }
    case 'attacksAndDefeats':
      return event.kind === 'defeat' ? attackerDefeating(run, event.target) : undefined;
    case 'drew': {
      if (event.kind !== 'draw' || event.count < 1) return undefined;
      const base = run.state[event.player].base;
      // Applied already: with the deck now empty, how many of the cards were actually drawn (1.13.1) is not known.
      const unknown = run.state[event.player].deck.length === 0;
      return { id: base.id, printed: { card: base.card, controller: event.player }, cardType: 'unit', refs: {}, amount: event.count, ...(unknown ? { drawUnknown: true } : {}) };
    }
    case 'discarded':
    case 'tookInitiative':
      return playedSubject(run, event, spec);
    case 'usedForce': {
      if (event.kind !== 'useForce') return undefined;
      const base = run.state[event.player].base;
      // The player's base stands for the player: a "controller" filter is all a trigger on a player can check.
      return { id: base.id, printed: { card: base.card, controller: event.player }, cardType: 'unit', refs: {}, amount: 0 };
    }
    case 'deployed':
      if (event.kind !== 'deployed') return undefined;
      // A leader deployed as an upgrade (3.4.4A) is no unit: matched by its printed facts.
      return unitSubject(run, event.target, {}) ?? (event.attachTo ? { id: event.target, printed: { card: run.state[event.player].leader.card, controller: event.player }, cardType: 'upgrade', refs: { subject: event.target, attachedTo: event.attachTo }, amount: 0 } : undefined);
    case 'defeated':
    case 'captured': {
      if (event.kind !== (on === 'defeated' ? 'defeat' : 'capture')) return undefined;
      const target = (event as { target: string }).target;
      const snap = run.lkiOf(target);
      if (!snap || run.unit(target)) return undefined;
      // "defeated while attacking": it is the attacker of an attack still in progress (6.3; the attack ends after combat damage).
      const wasAttacking = run.attacks.some((a) => a.attacker === target);
      return { id: target, snap, cardType: 'unit', refs: { subject: target, ...(event.kind === 'capture' ? { by: event.by } : {}) }, amount: 0, wasAttacking };
    }
    case 'attacks':
      return event.kind === 'attackDeclared' ? unitSubject(run, event.attacker, { attacker: event.attacker, defender: event.defender }) : undefined;
    case 'attacked':
      return event.kind === 'attackDeclared' ? unitSubject(run, event.defender, { attacker: event.attacker, defender: event.defender }) : undefined;
    case 'attackEnds': {
      // "When a friendly unit's attack ends" (6.3.5): the attacker, whether or not it survived (defs/attacks.ts).
      if (event.kind !== 'attackEnded') return undefined;
      const refs = { attacker: event.attacker, defender: event.defender };
      const inPlay = unitSubject(run, event.attacker, refs);
      if (inPlay) return inPlay;
      const snap = run.lkiOf(event.attacker);
      return snap ? { id: event.attacker, snap, cardType: 'unit', refs: { subject: event.attacker, ...refs }, amount: 0 } : undefined;
    }
    case 'dealtDamage':
      return event.kind === 'damage' ? unitSubject(run, event.target, event.by ? { by: event.by } : {}, event.amount, !!event.combat) : undefined;
    case 'dealsDamage':
      return event.kind === 'damage' && event.by ? unitSubject(run, event.by, { dealtTo: event.target }, event.amount, !!event.combat) : undefined;
    case 'healed':
      return event.kind === 'heal' ? unitSubject(run, event.target, {}, event.amount) : undefined;
    case 'exhausted':
    case 'readied':
      return event.kind === (on === 'exhausted' ? 'exhaust' : 'ready') ? unitSubject(run, (event as { target: string }).target, {}) : undefined;
    default:
      return undefined;
  }
}

/**
 * "When this unit attacks and defeats a unit": the attacker "defeats the defender at any point during the attack"
 * (rulings; responsibility, 1.18.1). The engine knows the attacker did when the defender leaves play once combat
 * damage has been dealt (6.3.4; nothing else happens before the attack ends, 6.3.5). Before that (an ability
 * defeating the defender mid-attack) who defeated it is not tracked: the subject is marked unattributed.
 */
function attackerDefeating(run: SwuRun, defender: string): Subject | undefined {
  const attack = run.attacks.find((a) => a.defender === defender && !a.defenderIsBase);
  if (!attack || run.unit(defender)) return undefined;
  const refs = { subject: attack.attacker, attacker: attack.attacker, defender, defeated: defender };
  const unit = run.unit(attack.attacker);
  // 7.6.4: an attacker defeated by the same combat damage still triggers (last-known information).
  const snap = unit ? undefined : run.lkiOf(attack.attacker);
  if (!unit && !snap) return undefined;
  return { id: attack.attacker, ...(unit ? { unit } : { snap }), cardType: 'unit', refs, amount: 0, ...(attack.combatDamageDealt ? {} : { unattributed: true }) };
}

/**
 * Damage to a base, for a trigger that says which base ("When damage is dealt to your base", "When an enemy unit deals
 * combat damage to your base"): for dealtDamage the subject is the base, for dealsDamage the unit dealing it.
 */
function baseDamage(run: SwuRun, event: SwuEvent, on: 'dealtDamage' | 'dealsDamage'): Subject | undefined {
  if (event.kind !== 'damage' || event.amount < 1) return undefined;
  const base = findBase(run.state, event.target);
  if (!base) return undefined;
  const combat = !!event.combat;
  if (on === 'dealsDamage') {
    const s = event.by ? unitSubject(run, event.by, { dealtTo: event.target }, event.amount, combat) : undefined;
    return s ? { ...s, damagedBase: base.owner } : undefined;
  }
  return { id: base.base.id, printed: { card: base.base.card, controller: base.owner }, cardType: 'unit', refs: { subject: base.base.id, ...(event.by ? { by: event.by } : {}) }, amount: event.amount, combat, damagedBase: base.owner };
}

function cardIn(run: SwuRun, id: string): string | undefined {
  for (const p of PLAYERS) for (const c of run.state[p].discard) if (c.id === id) return c.card;
  for (const u of run.units()) for (const x of u.inst.upgrades) if (x.id === id) return x.card;
  return undefined;
}

const PRINTED_KEYS = new Set(['controller', 'trait', 'aspect', 'maxCost', 'minCost', 'other', 'notRef', 'unique']);
const SNAPSHOT_KEYS = new Set([...PRINTED_KEYS, 'arena', 'nonLeader', 'leader', 'damaged', 'keyword', 'maxRemainingHp', 'upgraded']);

function printedMatches(run: SwuRun, card: string, controller: PlayerId, filter: UnitFilter, watcher: Watcher, label: string, allowed: Set<string>, refs: Record<string, string>, id: string, traits: readonly string[] = run.def(card).traits): boolean {
  for (const k of Object.keys(filter)) if (!allowed.has(k)) run.unsupported('ABILITY', label, `a trigger filter on "${k}" of a card out of play is not supported`);
  const def = run.def(card);
  if (filter.controller === 'friendly' && controller !== watcher.controller) return false;
  if (filter.controller === 'enemy' && controller === watcher.controller) return false;
  if (filter.trait && !traits.some((t) => t.toLowerCase() === filter.trait!.toLowerCase())) return false;
  if (filter.aspect && !def.aspects.some((a) => a.toLowerCase() === filter.aspect!.toLowerCase())) return false;
  if (filter.maxCost !== undefined && (def.cost ?? 0) > filter.maxCost) return false;
  if (filter.minCost !== undefined && (def.cost ?? 0) < filter.minCost) return false;
  if (filter.unique !== undefined && !!def.unique !== filter.unique) return false;
  if (filter.other && id === watcher.id) return false;
  if (filter.notRef && refs[filter.notRef] === id) return false;
  return true;
}

function subjectMatches(run: SwuRun, s: Subject, filter: UnitFilter | undefined, watcher: Watcher, label: string): boolean {
  if (!filter) return true;
  if (s.unit) return unitMatches(run, s.unit, filter, watcher.controller, watcher.id, s.refs);
  if (s.printed) return printedMatches(run, s.printed.card, s.printed.controller, filter, watcher, label, PRINTED_KEYS, s.refs, s.id);
  const snap = s.snap!;
  // Last known information (8.12): the traits its upgrades gave it count too (v2/grants.ts).
  const traits = [...run.def(snap.card).traits, ...upgradeTraits(run, snap.upgrades)];
  if (!printedMatches(run, snap.card, snap.controller, filter, watcher, label, SNAPSHOT_KEYS, s.refs, s.id, traits)) return false;
  if (filter.arena && snap.arena !== `${filter.arena}Arena`) return false;
  if (filter.nonLeader && snap.isLeader) return false;
  if (filter.leader && !snap.isLeader) return false;
  if (filter.damaged !== undefined && (snap.damage > 0) !== filter.damaged) return false;
  if (filter.keyword && !snap.keywords.some((k) => k.name.toLowerCase() === filter.keyword!.toLowerCase())) return false;
  if (filter.maxRemainingHp !== undefined && snap.hp - snap.damage > filter.maxRemainingHp) return false;
  if (filter.upgraded !== undefined && (snap.upgrades.length > 0) !== filter.upgraded) return false;
  return true;
}

function relationHolds(spec: DataSpec, s: Subject, watcher: Watcher): boolean {
  switch (spec.relation ?? 'any') {
    case 'self': return s.id === watcher.id;
    case 'other': return s.id !== watcher.id;
    case 'attached': return watcher.host !== undefined && s.id === watcher.host;
    case 'attachedToSelf': return s.cardType === 'upgrade' && s.refs.attachedTo === watcher.id;
    default: return true;
  }
}

/** Whether a data trigger (`when: { on: 'event' }`) sits anywhere in this ability data, however deeply nested. */
function holdsDataTrigger(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsDataTrigger);
  if (value === null || typeof value !== 'object') return false;
  if ((value as { on?: unknown }).on === 'event') return true;
  for (const key in value) if (holdsDataTrigger((value as Record<string, unknown>)[key])) return true;
  return false;
}

const defHasData = new WeakMap<CardDefinition, boolean>();

/** Whether a card's abilities hold a data trigger anywhere, granted ones ("gains: When a ...") included. */
function hasDataTrigger(def: CardDefinition): boolean {
  let found = defHasData.get(def);
  if (found === undefined) defHasData.set(def, (found = holdsDataTrigger(def.abilities)));
  return found;
}

function addCards(refs: Set<string>, cards: readonly { card: string | null }[]): void {
  for (const c of cards) if (c.card) refs.add(c.card);
}

/**
 * Whether any data trigger can exist in this resolution: a card of the state (in any zone, tokens it may create
 * included) has one, or a lasting or delayed effect already in the state carries one. Cards only come from there,
 * and a lasting effect made during the run comes from one of those cards' abilities: when none has a data trigger,
 * no event can fire one, and most resolutions skip the watcher scan altogether.
 */
function mayHaveDataTriggers(run: SwuRun): boolean {
  return run.once('mayHaveDataTriggers', () => scanForDataTriggers(run));
}

function scanForDataTriggers(run: SwuRun): boolean {
  const refs = new Set<string>(TOKEN_REFS);
  for (const player of PLAYERS) {
    const p = run.state[player];
    refs.add(p.leader.card);
    refs.add(p.base.card);
    for (const arena of [p.groundArena, p.spaceArena]) {
      for (const unit of arena) {
        refs.add(unit.card);
        addCards(refs, unit.upgrades);
        addCards(refs, unit.capturedUnits);
      }
    }
    addCards(refs, p.leader.upgrades ?? []);
    addCards(refs, p.hand);
    addCards(refs, p.discard);
    addCards(refs, p.deck);
    addCards(refs, p.resources);
  }
  if (holdsDataTrigger(run.state.effects) || holdsDataTrigger(run.state.delayed)) return true;
  for (const ref of refs) {
    const def = run.knownDef(ref);
    if (def && hasDataTrigger(def)) return true;
  }
  return false;
}

/** Data triggers an applied event fires. */
export function collectDataTriggers(run: SwuRun, event: SwuEvent): SwuTrigger[] {
  if (!mayHaveDataTriggers(run)) return [];
  const all = watchers(run);
  if (all.length === 0) return [];
  const out: SwuTrigger[] = [];
  for (const watcher of all) {
    for (const ability of watcher.abilities) {
      const spec = ability.when;
      if ((spec.zone ?? 'inPlay') !== watcher.zone) continue;
      const s = subjectOf(run, event, spec);
      if (!s || !relationHolds(spec, s, watcher)) continue;
      if (spec.cardType && spec.cardType !== 'card' && spec.cardType !== s.cardType) continue;
      if (spec.combat !== undefined && s.combat !== spec.combat) continue;
      if (spec.smuggled && !s.smuggled) continue;
      if (spec.toBase && !(s.damagedBase && (spec.toBase === 'any' || (s.damagedBase === watcher.controller) === (spec.toBase === 'yours')))) continue;
      if (spec.atLeast !== undefined && s.amount < spec.atLeast) continue;
      if (spec.whileAttacking && !s.wasAttacking) continue;
      if (spec.phase && run.state.phase !== spec.phase) continue;
      const label = `${watcher.card}:${ability.id}`;
      if (!subjectMatches(run, s, spec.filter, watcher, label)) continue;
      if (s.drawUnknown) run.unsupported('RULE', '1.13.1', `${label}: the deck ran out during the draw; whether a card was drawn is not tracked`);
      if (s.unattributed) run.unsupported('RULE', '1.18.1', `${label}: the defender left play during the attack before combat damage; whether the attacker defeated it is not tracked`);
      const source = { id: watcher.id, card: watcher.card, controller: watcher.controller };
      if (conditionMet(run, source, ability, s.refs)) out.push(trigger(run, source, ability, s.refs, s.amount));
    }
  }
  return out;
}
