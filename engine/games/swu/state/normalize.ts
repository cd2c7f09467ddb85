// Karabast's serialized game state (and our extensions of it) -> SwuState.
//
// Accepts what Karabast writes for bug reports and what its test setup accepts: cards as internal names, set codes or
// small objects; resources as a count, { readyCount, exhaustedCount } or a list; missing fields filled as Karabast does
// (see defaults.ts). Every problem is reported with its JSON path; nothing stops at the first error. The output is
// itself a valid input: normalizing it again gives the same state.
import type { CardDefinition, CardLookup, EngineError } from '../../../api.js';
import { opponentOf } from '../model.js';
import { cardKind, normalizeCustomCard, withCustomCards } from './cards.js';
import {
  DEFAULT_BASE, DEFAULT_DECK_SIZE, DEFAULT_LEADER, DEFAULT_RESOURCE_COUNT, DEFAULT_ROUND, DEFAULT_SEED, FILLER_CARD,
  MAX_ZONE_SIZE,
} from './defaults.js';
import { readDelayedEffect, readLastingEffect, readPendingTrigger } from './effects.js';
import { readTiming } from './timing.js';
import { readPhaseHistory } from './history.js';
import { type Path, describe, index, isRecord, key } from './paths.js';
import { Reader, serializationError } from './reader.js';
import type {
  BaseInstance, CapturedInstance, CardRef, LeaderInstance, Phase, PlayerId, PlayerState, ResourceInstance, SwuState,
  UnitInstance, UpgradeInstance,
} from './types.js';

export interface NormalizeResult {
  /** Present only when there are no errors. */
  state?: SwuState;
  errors: EngineError[];
}

const PLAYERS: readonly PlayerId[] = ['player1', 'player2'];
const PHASES: readonly Phase[] = ['setup', 'action', 'regroup'];

const TOP_LEVEL_KEYS = new Set([
  'phase', 'player1', 'player2', 'reportingPlayer', 'opponent', 'autoSingleTarget', 'error',
  'actionNumber', 'karabastDefaults', 'activePlayer', 'round', 'effects', 'delayed', 'pendingTriggers', 'customCards', 'seed', 'nextId', 'timing',
  'thisPhase',
]);
const PLAYER_KEYS = new Set([
  'hand', 'groundArena', 'spaceArena', 'discard', 'resources', 'base', 'leader', 'deck', 'hasInitiative',
  'hasForceToken', 'credits', 'passed', 'initiativeTaken', 'secondLeader',
]);

/**
 * Fields a Karabast card object may carry, by what the card is. `allowed` fields mean something there; `ignored`
 * ones are Karabast's generic card fields that mean nothing there: accepted at their default (0, false, [], null),
 * an error otherwise, so that no information is silently dropped.
 */
const GENERIC_CARD_FIELDS = ['card', 'id', 'damage', 'exhausted', 'upgrades', 'capturedUnits', 'deployed', 'flipped', 'owner'];
function fieldsFor(allowed: string[]): { allowed: Set<string>; ignored: Set<string> } {
  return { allowed: new Set(allowed), ignored: new Set(GENERIC_CARD_FIELDS.filter((f) => !allowed.includes(f))) };
}
const FIELDS = {
  unit: fieldsFor(['card', 'id', 'damage', 'exhausted', 'upgrades', 'capturedUnits', 'owner', 'enteredThisPhase', 'usedThisRound']),
  leader: fieldsFor(['card', 'id', 'deployed', 'asUpgrade', 'exhausted', 'damage', 'upgrades', 'flipped', 'epicActionUsed', 'epicActionSpent', 'capturedUnits', 'enteredThisPhase', 'usedThisRound']),
  base: fieldsFor(['card', 'id', 'damage', 'epicActionUsed', 'epicActionSpent', 'usedThisGame']),
  upgrade: fieldsFor(['card', 'id', 'owner', 'ownerAndController', 'controller']),
  captured: fieldsFor(['card', 'id', 'owner']),
  resource: fieldsFor(['card', 'id', 'exhausted']),
  plain: fieldsFor(['card', 'id', 'owner']),
};
type Fields = (typeof FIELDS)[keyof typeof FIELDS];

function isDefaultValue(value: unknown): boolean {
  return value === undefined || value === null || value === false || value === 0 || (Array.isArray(value) && value.length === 0);
}

/** One normalization pass: the lookup, the errors so far, and the instance ids seen or still to hand out. */
class Normalizer extends Reader {
  lookup: CardLookup;
  /** false when the state says missing zones are empty (Karabast's exports) rather than Karabast's test defaults. */
  fillDefaults = true;
  /** Leader cards attached as upgrades (3.4.4A), linked to their owner's leader once every id is known. */
  leaderUpgrades: { upgrade: UpgradeInstance; controller: PlayerId; path: Path; id: unknown }[] = [];

  /**
   * A leader deployed as an upgrade is one card: its owner's leader (deployed, asUpgrade) attached to a unit that
   * player controls (3.4.4A: a friendly unit), listed once, under the leader's id.
   */
  linkLeaderUpgrades(players: Partial<Record<PlayerId, PlayerState | undefined>>): void {
    const linked = new Set<PlayerId>();
    for (const { upgrade, controller, path, id } of this.leaderUpgrades) {
      const leader = players[upgrade.owner]?.leader;
      if (!leader || leader.card !== upgrade.card || !leader.deployed || !leader.asUpgrade || linked.has(upgrade.owner)) {
        this.errors.add('BAD_STATE', path, `a leader attached as an upgrade must be its owner's leader, deployed with asUpgrade: true, attached once`);
        continue;
      }
      if (upgrade.owner !== controller) this.errors.add('UNSUPPORTED_FIELD', path, 'a leader attached as an upgrade to an enemy unit is not supported');
      if (id !== undefined && id !== null && id !== leader.id) this.errors.add('BAD_STATE', key(path, 'id'), `a leader attached as an upgrade has its leader's id (${leader.id})`);
      upgrade.id = leader.id;
      linked.add(upgrade.owner);
    }
    for (const p of ['player1', 'player2'] as const) {
      const leader = players[p]?.leader;
      if (leader?.asUpgrade && !linked.has(p)) this.errors.add('BAD_STATE', `$.${p}.leader.asUpgrade`, 'a leader deployed as an upgrade must be listed in the upgrades of the unit it is attached to');
    }
  }

  constructor(cards: CardLookup) {
    super();
    this.lookup = cards;
  }

  /** Karabast writes epicActionSpent where we write epicActionUsed: either one, not two that disagree. */
  epicAction(obj: Record<string, unknown>, path: Path): boolean {
    const used = this.bool(obj, 'epicActionUsed', path, false);
    const spent = this.bool(obj, 'epicActionSpent', path, false);
    if (obj.epicActionUsed !== undefined && obj.epicActionSpent !== undefined && used !== spent) {
      this.errors.add('BAD_STATE', key(path, 'epicActionSpent'), 'epicActionSpent (Karabast) and epicActionUsed disagree');
    }
    return used || spent;
  }

  /** Leader and base have Karabast defaults; without them (karabastDefaults: false) a missing one is an error. */
  missingWithoutDefault(raw: Record<string, unknown>, field: 'leader' | 'base', at: Path): boolean {
    if (this.fillDefaults || (raw[field] !== undefined && raw[field] !== null)) return false;
    this.errors.add('BAD_STATE', at, `${field} is required when karabastDefaults is false`);
    return true;
  }

  // ---- cards ---------------------------------------------------------------------------------------------------

  /**
   * Reads a card entry: a ref string or an object with `card`. Checks the object's fields against `fields`.
   * Returns the ref and the object (if any); undefined when the entry is unusable (already reported).
   */
  entry(raw: unknown, path: Path, fields: Fields, what: string): { ref: string; obj?: Record<string, unknown> } | undefined {
    if (typeof raw === 'string') {
      if (raw === '') {
        this.errors.add('BAD_STATE', path, `empty card name for ${what}`);
        return undefined;
      }
      return { ref: raw };
    }
    if (!isRecord(raw)) {
      this.errors.add('BAD_STATE', path, `${what} must be a card name, set code or { card, ... } object, got ${describe(raw)}`);
      return undefined;
    }
    const serialization = serializationError(raw);
    if (serialization) {
      this.errors.add('BAD_STATE', path, serialization);
      return undefined;
    }
    for (const field of Object.keys(raw)) {
      if (fields.allowed.has(field)) continue;
      if (fields.ignored.has(field)) {
        if (!isDefaultValue(raw[field])) {
          this.errors.add('BAD_STATE', key(path, field), `${field} does not apply to ${what}`);
        }
        continue;
      }
      this.errors.add('UNKNOWN_FIELD', key(path, field), `unknown field "${field}" on ${what}`);
    }
    if (typeof raw.card !== 'string' || raw.card === '') {
      this.errors.add('BAD_STATE', key(path, 'card'), `card is required: a card name or set code, got ${describe(raw.card)}`);
      return undefined;
    }
    return { ref: raw.card, obj: raw };
  }

  /** Resolves a ref through customCards and the catalog; checks that the card can be where it is. */
  resolve(ref: string, path: Path, check?: (card: CardDefinition) => string | undefined, isDefault = false): CardDefinition | undefined {
    const card = this.lookup(ref);
    if (!card) {
      const why = isDefault ? ` (none was given, and Karabast's default "${ref}" is not there either)` : '';
      this.errors.add('UNKNOWN_CARD', path, `no card "${ref}" in the catalog or in customCards${why}`);
      return undefined;
    }
    const problem = check?.(card);
    if (problem) this.errors.add('WRONG_ZONE', path, `${card.internalName} (${card.type}) ${problem}`);
    return card;
  }

  /** Path of the ref inside an entry: the entry itself for a string, its `card` field for an object. */
  static refPath(path: Path, obj: Record<string, unknown> | undefined): Path {
    return obj ? key(path, 'card') : path;
  }

  /** A hand, discard or deck card (also: a filler card from a count). */
  plainCard(raw: unknown, path: Path, player: PlayerId, zone: string): CardRef | undefined {
    const e = this.entry(raw, path, FIELDS.plain, `a card in ${zone}`);
    if (!e) return undefined;
    if (e.obj?.owner !== undefined && e.obj.owner !== null && e.obj.owner !== player) {
      this.errors.add('BAD_STATE', key(path, 'owner'), `cards in ${zone} belong to ${player}; owner ${describe(e.obj.owner)} does not apply`);
    }
    const card = this.resolve(e.ref, Normalizer.refPath(path, e.obj), (c) =>
      cardKind.isLeader(c) || cardKind.isBase(c) || cardKind.isToken(c) ? `cannot be in ${zone}` : undefined);
    if (!card) return undefined;
    return this.withId({ id: '', card: card.id }, e.obj, path);
  }

  fillers(count: number, path: Path, player: PlayerId, zone: string): CardRef[] {
    const out: CardRef[] = [];
    const card = this.lookup(FILLER_CARD);
    if (count > 0 && !card) {
      this.errors.add('UNKNOWN_CARD', path, `${zone} given as a count is filled with "${FILLER_CARD}" (as Karabast does), which is not in the catalog; list the cards instead`);
      return out;
    }
    for (let i = 0; i < count && card; i++) out.push(this.withId({ id: '', card: card.id }, undefined, path));
    void player;
    return out;
  }

  /** hand / deck: a list of cards, or a count of filler cards (Karabast pads decks the same way). */
  pile(raw: Record<string, unknown>, field: 'hand' | 'deck' | 'discard', path: Path, player: PlayerId, fallbackCount: number): CardRef[] {
    const value = raw[field];
    const at = key(path, field);
    if (value === undefined || value === null) return this.fillers(fallbackCount, at, player, field);
    if (typeof value === 'number' && field !== 'discard') {
      const n = this.countValue(value, at, MAX_ZONE_SIZE);
      return n === undefined ? [] : this.fillers(n, at, player, field);
    }
    return this.list(raw, field, path)
      .map((item, i) => this.plainCard(item, index(at, i), player, field))
      .filter((c): c is CardRef => c !== undefined);
  }

  upgrade(raw: unknown, path: Path, controller: PlayerId): UpgradeInstance | undefined {
    const e = this.entry(raw, path, FIELDS.upgrade, 'an upgrade');
    if (!e) return undefined;
    let owner: PlayerId = controller;
    const { owner: o, ownerAndController: oc, controller: c } = e.obj ?? {};
    if (o !== undefined && o !== null) owner = this.player(o, key(path, 'owner')) ?? owner;
    if (oc !== undefined && oc !== null) {
      const p = this.player(oc, key(path, 'ownerAndController'));
      if (p && o !== undefined && o !== null && p !== o) {
        this.errors.add('BAD_STATE', key(path, 'ownerAndController'), `owner and ownerAndController disagree`);
      }
      owner = p ?? owner;
    }
    if (c !== undefined && c !== null) {
      // Karabast exports an upgrade's controller when it differs from its owner: that is the unit's controller.
      // An upgrade controlled by someone else again is a case this format (and the engine) does not model.
      const p = this.player(c, key(path, 'controller'));
      if (p && p !== owner && p !== controller) {
        this.errors.add('UNSUPPORTED_FIELD', key(path, 'controller'), `an upgrade controlled by ${p}, attached to ${controller}'s unit and owned by ${owner}, is not supported`);
      }
    }
    const card = this.resolve(e.ref, Normalizer.refPath(path, e.obj), (def) => {
      if (cardKind.isLeader(def)) return undefined;
      return cardKind.canBeUpgrade(def) ? undefined : 'cannot be attached as an upgrade';
    });
    if (!card) return undefined;
    if (cardKind.isLeader(card)) {
      // A leader deployed as an upgrade (3.4.4A): the same card as its owner's leader, whose id it takes (linkLeaderUpgrades).
      const upgrade: UpgradeInstance = { id: '', card: card.id, owner };
      this.leaderUpgrades.push({ upgrade, controller, path, id: e.obj?.id });
      return upgrade;
    }
    return this.withId({ id: '', card: card.id, owner }, e.obj, path);
  }

  upgrades(raw: Record<string, unknown> | undefined, path: Path, controller: PlayerId): UpgradeInstance[] {
    if (!raw) return [];
    return this.list(raw, 'upgrades', path)
      .map((u, i) => this.upgrade(u, index(key(path, 'upgrades'), i), controller))
      .filter((u): u is UpgradeInstance => u !== undefined);
  }

  captured(raw: unknown, path: Path, captor: PlayerId): CapturedInstance | undefined {
    const e = this.entry(raw, path, FIELDS.captured, 'a captured unit');
    if (!e) return undefined;
    const o = e.obj?.owner;
    const owner = o === undefined || o === null ? opponentOf(captor) : this.player(o, key(path, 'owner')) ?? opponentOf(captor);
    const card = this.resolve(e.ref, Normalizer.refPath(path, e.obj), (c) =>
      cardKind.isUnit(c) && !cardKind.isToken(c) && !cardKind.isLeader(c) ? undefined : 'cannot be captured (only non-token, non-leader units can)');
    if (!card) return undefined;
    return this.withId({ id: '', card: card.id, owner }, e.obj, path);
  }

  unit(raw: unknown, path: Path, controller: PlayerId, arena: 'groundArena' | 'spaceArena'): UnitInstance | undefined {
    const e = this.entry(raw, path, FIELDS.unit, `a unit in ${arena}`);
    if (!e) return undefined;
    const obj = e.obj ?? {};
    const wanted = arena === 'groundArena' ? 'ground' : 'space';
    const card = this.resolve(e.ref, Normalizer.refPath(path, e.obj), (c) => {
      if (!cardKind.isUnit(c) || cardKind.isLeader(c)) {
        return cardKind.isLeader(c) ? 'is a leader: put it in `leader` with deployed: true' : `is not a unit and cannot be in ${arena}`;
      }
      if (c.arena && c.arena.toLowerCase() !== wanted) return `is a ${c.arena.toLowerCase()} unit and cannot be in ${arena}`;
      return undefined;
    });
    const o = obj.owner;
    const owner = o === undefined || o === null ? controller : this.player(o, key(path, 'owner')) ?? controller;
    const unit: UnitInstance = {
      id: '',
      card: card?.id ?? '',
      owner,
      damage: this.count(obj, 'damage', path, 0),
      exhausted: this.bool(obj, 'exhausted', path, false),
      upgrades: [],
      capturedUnits: [],
    };
    if (this.bool(obj, 'enteredThisPhase', path, false)) unit.enteredThisPhase = true;
    const used = this.usedThisRound(obj, path);
    if (used) unit.usedThisRound = used;
    this.withId(unit, e.obj, path);
    unit.upgrades = this.upgrades(e.obj, path, controller);
    unit.capturedUnits = this.list(obj, 'capturedUnits', path)
      .map((c, i) => this.captured(c, index(key(path, 'capturedUnits'), i), controller))
      .filter((c): c is CapturedInstance => c !== undefined);
    return card ? unit : undefined;
  }

  /** "once each round" abilities used this round (8.32.3): a list of ability ids; absent or empty: none. */
  usedThisRound(obj: Record<string, unknown>, path: Path): string[] | undefined {
    return this.usedList(obj, path, 'usedThisRound');
  }

  /** A list of ability ids (usedThisRound, a base's usedThisGame); absent or empty: none. */
  usedList(obj: Record<string, unknown>, path: Path, field: 'usedThisRound' | 'usedThisGame'): string[] | undefined {
    const raw = obj[field];
    if (raw === undefined || raw === null) return undefined;
    if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string' || x === '')) {
      this.errors.add('BAD_STATE', key(path, field), `${field} must be a list of ability ids`);
      return undefined;
    }
    return raw.length ? [...(raw as string[])] : undefined;
  }

  leader(raw: Record<string, unknown>, path: Path, player: PlayerId): LeaderInstance | undefined {
    const at = key(path, 'leader');
    if (this.missingWithoutDefault(raw, 'leader', at)) return undefined;
    const value = raw.leader ?? DEFAULT_LEADER[player];
    const e = this.entry(value, at, FIELDS.leader, 'a leader');
    if (!e) return undefined;
    const obj = e.obj ?? {};
    const card = this.resolve(e.ref, Normalizer.refPath(at, e.obj), (c) => (cardKind.isLeader(c) ? undefined : 'is not a leader'),
      raw.leader === undefined || raw.leader === null);
    const deployed = this.bool(obj, 'deployed', at, false);
    const asUpgrade = this.bool(obj, 'asUpgrade', at, false);
    const leader: LeaderInstance = {
      id: '',
      card: card?.id ?? '',
      deployed,
      exhausted: this.bool(obj, 'exhausted', at, false),
      damage: this.count(obj, 'damage', at, 0),
      upgrades: [],
      flipped: this.bool(obj, 'flipped', at, false),
      epicActionUsed: this.epicAction(obj, at),
    };
    if (this.bool(obj, 'enteredThisPhase', at, false)) leader.enteredThisPhase = true;
    if (asUpgrade) {
      leader.asUpgrade = true;
      if (!deployed) this.errors.add('BAD_STATE', key(at, 'asUpgrade'), 'asUpgrade is for a deployed leader (deployed: true)');
      if (leader.damage > 0 || this.list(obj, 'upgrades', at).length > 0) this.errors.add('BAD_STATE', key(at, 'asUpgrade'), 'a leader deployed as an upgrade has no damage or upgrades of its own');
    }
    const used = this.usedThisRound(obj, at);
    if (used) leader.usedThisRound = used;
    this.withId(leader, e.obj, at);
    if (this.list(obj, 'capturedUnits', at).length > 0) {
      this.errors.add('UNSUPPORTED_FIELD', key(at, 'capturedUnits'), 'units captured by a deployed leader are not supported yet');
    }
    leader.upgrades = this.upgrades(e.obj, at, player);
    if (!deployed && leader.damage > 0) this.errors.add('BAD_STATE', key(at, 'damage'), 'an undeployed leader cannot have damage');
    if (!deployed && leader.upgrades.length > 0) this.errors.add('BAD_STATE', key(at, 'upgrades'), 'an undeployed leader cannot have upgrades');
    return card ? leader : undefined;
  }

  base(raw: Record<string, unknown>, path: Path, player: PlayerId): BaseInstance | undefined {
    const at = key(path, 'base');
    if (this.missingWithoutDefault(raw, 'base', at)) return undefined;
    const e = this.entry(raw.base ?? DEFAULT_BASE[player], at, FIELDS.base, 'a base');
    if (!e) return undefined;
    const obj = e.obj ?? {};
    const card = this.resolve(e.ref, Normalizer.refPath(at, e.obj), (c) => (cardKind.isBase(c) ? undefined : 'is not a base'),
      raw.base === undefined || raw.base === null);
    const base: BaseInstance = {
      id: '',
      card: card?.id ?? '',
      damage: this.count(obj, 'damage', at, 0),
      epicActionUsed: this.epicAction(obj, at),
    };
    const usedThisGame = this.usedList(obj, at, 'usedThisGame');
    if (usedThisGame) base.usedThisGame = usedThisGame;
    this.withId(base, e.obj, at);
    return card ? base : undefined;
  }

  resources(raw: Record<string, unknown>, path: Path, player: PlayerId): ResourceInstance[] {
    const value = raw.resources;
    const at = key(path, 'resources');
    const anonymous = (ready: number, exhausted: number): ResourceInstance[] => {
      const out: ResourceInstance[] = [];
      for (let i = 0; i < ready + exhausted; i++) {
        out.push(this.withId({ id: '', card: null, exhausted: i >= ready }, undefined, at));
      }
      return out;
    };
    if (value === undefined || value === null) return anonymous(this.fillDefaults ? DEFAULT_RESOURCE_COUNT : 0, 0);
    if (typeof value === 'number') return anonymous(this.countValue(value, at, MAX_ZONE_SIZE) ?? 0, 0);
    if (isRecord(value)) {
      // Karabast's IResourceState
      this.unknownFields(value, new Set(['readyCount', 'exhaustedCount']), at, 'resource count');
      const ready = this.count(value, 'readyCount', at, 0, MAX_ZONE_SIZE);
      const exhausted = this.count(value, 'exhaustedCount', at, 0, MAX_ZONE_SIZE);
      return anonymous(ready, Math.min(exhausted, MAX_ZONE_SIZE - ready));
    }
    return this.list(raw, 'resources', path)
      .map((item, i) => this.resource(item, index(at, i), player))
      .filter((r): r is ResourceInstance => r !== undefined);
  }

  resource(raw: unknown, path: Path, player: PlayerId): ResourceInstance | undefined {
    // An anonymous resource is written back as { id, card: null, exhausted }: accept it.
    if (isRecord(raw) && raw.card === null) {
      this.unknownFields(raw, FIELDS.resource.allowed, path, 'resource');
      return this.withId({ id: '', card: null, exhausted: this.bool(raw, 'exhausted', path, false) }, raw, path);
    }
    const e = this.entry(raw, path, FIELDS.resource, 'a resource');
    if (!e) return undefined;
    const card = this.resolve(e.ref, Normalizer.refPath(path, e.obj), (c) =>
      cardKind.isLeader(c) || cardKind.isBase(c) || cardKind.isToken(c) ? 'cannot be a resource' : undefined);
    void player;
    if (!card) return undefined;
    return this.withId({ id: '', card: card.id, exhausted: this.bool(e.obj ?? {}, 'exhausted', path, false) }, e.obj, path);
  }

  playerState(raw: unknown, player: PlayerId, field: string = player): PlayerState | undefined {
    const path = key('$', field);
    if (raw !== undefined && raw !== null && !isRecord(raw)) {
      const serialization = serializationError(raw);
      this.errors.add('BAD_STATE', path, serialization ?? `${field} must be an object, got ${describe(raw)}`);
      return undefined;
    }
    const p = raw ?? {};
    this.unknownFields(p, PLAYER_KEYS, path, 'player');
    if (p.secondLeader !== undefined && p.secondLeader !== null) {
      this.errors.add('UNSUPPORTED_FIELD', key(path, 'secondLeader'), 'a second leader (Twin Suns) is not supported yet');
    }
    // Document order decides generated ids: leader, base, arenas, then hidden zones.
    const leader = this.leader(p, path, player);
    const base = this.base(p, path, player);
    const arena = (name: 'groundArena' | 'spaceArena') => this.list(p, name, path)
      .map((u, i) => this.unit(u, index(key(path, name), i), player, name))
      .filter((u): u is UnitInstance => u !== undefined);
    const groundArena = arena('groundArena');
    const spaceArena = arena('spaceArena');
    const resources = this.resources(p, path, player);
    const hand = this.pile(p, 'hand', path, player, 0);
    const discard = this.pile(p, 'discard', path, player, 0);
    const deck = this.pile(p, 'deck', path, player, this.fillDefaults ? DEFAULT_DECK_SIZE : 0);
    const state: PlayerState = {
      hand, groundArena, spaceArena, discard, resources, deck,
      base: base ?? { id: '', card: '', damage: 0, epicActionUsed: false },
      leader: leader ?? { id: '', card: '', deployed: false, exhausted: false, damage: 0, upgrades: [], flipped: false, epicActionUsed: false },
      hasInitiative: this.bool(p, 'hasInitiative', path, false),
      hasForceToken: this.bool(p, 'hasForceToken', path, false),
      credits: this.count(p, 'credits', path, 0),
      passed: this.bool(p, 'passed', path, false),
      initiativeTaken: this.bool(p, 'initiativeTaken', path, false),
    };
    return state;
  }
}

function customCards(raw: Record<string, unknown>, n: Normalizer): CardDefinition[] {
  const out: CardDefinition[] = [];
  const seen = new Map<string, Path>();
  n.list(raw, 'customCards', '$').forEach((item, i) => {
    const path = index('$.customCards', i);
    const card = normalizeCustomCard(item, path, n.errors);
    if (!card) return;
    const first = seen.get(card.id);
    if (first) n.errors.add('DUPLICATE_ID', key(path, 'id'), `custom card id "${card.id}" is already defined at ${first}`);
    else seen.set(card.id, path);
    out.push(card);
  });
  return out;
}

/**
 * Normalizes a submitted SWU state. Card refs resolve through the state's customCards first, then `cards`.
 * Returns the state only when there are no errors; otherwise every error found, each with its JSON path.
 */
export function normalizeState(input: unknown, cards: CardLookup): NormalizeResult {
  const n = new Normalizer(cards);
  if (!isRecord(input)) {
    n.errors.add('BAD_STATE', '$', `a state is a JSON object, got ${describe(input)}`);
    return { errors: n.errors.errors };
  }
  n.unknownFields(input, TOP_LEVEL_KEYS, '$', 'state');
  n.fillDefaults = n.bool(input, 'karabastDefaults', '$', true);
  if (input.error !== undefined) {
    n.errors.add('BAD_STATE', '$.error', `Karabast could not capture this state: ${String(input.error)}`);
  }

  const custom = customCards(input, n);
  n.lookup = withCustomCards(custom, cards);

  let phase: Phase = 'action';
  if (input.phase !== undefined && input.phase !== null) {
    if (PHASES.includes(input.phase as Phase)) phase = input.phase as Phase;
    else n.errors.add('BAD_STATE', '$.phase', `phase must be one of ${PHASES.join(', ')}, got ${describe(input.phase)}`);
  }

  // Karabast's ISerializedGameState also names the players reportingPlayer / opponent; its capture writes the
  // reporting player as player1, so the two names map onto player1 / player2.
  const field1 = input.player1 === undefined && input.reportingPlayer !== undefined ? 'reportingPlayer' : 'player1';
  const field2 = input.player2 === undefined && input.opponent !== undefined ? 'opponent' : 'player2';
  for (const [alias, used] of [['reportingPlayer', field1], ['opponent', field2]] as const) {
    if (input[alias] !== undefined && used !== alias) {
      n.errors.add('BAD_STATE', key('$', alias), `${alias} is another name for ${alias === 'opponent' ? 'player2' : 'player1'}: give one of them`);
    }
  }
  const player1 = n.playerState(input[field1], 'player1', field1);
  const player2 = n.playerState(input[field2], 'player2', field2);

  // Initiative: at most one holder; Karabast's default holder is player1.
  if (player1 && player2) {
    if (player1.hasInitiative && player2.hasInitiative) {
      n.errors.add('BAD_STATE', `$.${field2}.hasInitiative`, 'only one player can have the initiative');
    } else if (!player2.hasInitiative) {
      player1.hasInitiative = true;
    }
  }
  for (const [player, p] of [['player1', player1], ['player2', player2]] as const) {
    if (p?.initiativeTaken && !p.hasInitiative) {
      n.errors.add('BAD_STATE', `$.${player}.initiativeTaken`, 'a player who took the initiative has it');
    }
  }
  let activePlayer: PlayerId = player2?.hasInitiative ? 'player2' : 'player1';
  if (input.activePlayer !== undefined && input.activePlayer !== null) {
    activePlayer = n.player(input.activePlayer, '$.activePlayer') ?? activePlayer;
  }

  const round = n.count(input, 'round', '$', DEFAULT_ROUND);
  if (round === 0) n.errors.add('BAD_STATE', '$.round', 'rounds are numbered from 1');
  const seed = n.count(input, 'seed', '$', DEFAULT_SEED);
  // Karabast's history exports number the actions of a round; nothing in the rules depends on it, so it is not kept.
  n.count(input, 'actionNumber', '$', 0);
  const givenNextId = input.nextId === undefined || input.nextId === null ? undefined : n.count(input, 'nextId', '$', 1);

  const effects = n.records(input, 'effects', (e, p) => readLastingEffect(n, e, p));
  const delayed = n.records(input, 'delayed', (e, p) => readDelayedEffect(n, e, p));
  const pendingTriggers = n.records(input, 'pendingTriggers', (e, p) => readPendingTrigger(n, e, p));
  const thisPhase = readPhaseHistory(n, input.thisPhase, '$.thisPhase', (ref, at) => n.resolve(ref, at));
  const autoSingleTarget = n.bool(input, 'autoSingleTarget', '$', false);
  const timing = input.timing === undefined || input.timing === null ? undefined : readTiming(input.timing, '$.timing');
  for (const e of timing?.errors ?? []) n.errors.add(e.code, e.path, e.message);

  const nextId = n.assignIds(givenNextId);
  n.linkLeaderUpgrades({ player1, player2 });
  if (!n.errors.empty || !player1 || !player2) return { errors: n.errors.errors };
  const state: SwuState = {
    phase, player1, player2, activePlayer, round, effects, delayed, pendingTriggers,
    customCards: custom, autoSingleTarget, seed, nextId,
  };
  if (thisPhase) state.thisPhase = thisPhase;
  if (timing?.timing) state.timing = structuredCopy(timing.timing);
  return { state, errors: [] };
}

/** The accepted field names, for the JSON Schema's consistency test. */
export const acceptedFields = { topLevel: TOP_LEVEL_KEYS, player: PLAYER_KEYS } as const;

export { PLAYERS };

/** The run mutates its state: a submitted timing is copied, never shared with the caller. */
function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
