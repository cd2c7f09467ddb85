// SWU's plug-in for expected outcomes and exploration (engine/core/outcomes.ts): reads a state in the documented
// format (state/README.md) and answers "what is where": a unit's damage, a card's zone, a base's damage, a hand,
// resources, whose turn. Read-only: it never runs a rule.
import type { CardDefinition } from '../../api.js';
import type { Assertion, AssertionKind, GameOutcomes, Verdict } from '../../core/outcomes.js';
import { collectCardRefs, normalizeState, withCustomCards } from './state/index.js';
import type { PlayerId, SwuState, UpgradeInstance } from './state/types.js';

const PLAYERS: readonly PlayerId[] = ['player1', 'player2'];
export const SWU_ZONES = [
  'groundArena', 'spaceArena', 'hand', 'discard', 'deck', 'resources', 'leader', 'base', 'attached', 'captured', 'outsideTheGame',
] as const;
type Zone = (typeof SWU_ZONES)[number];

/** A card instance somewhere in the state, with where it is and whose zone that is. */
interface Placed {
  id: string;
  card: string;
  player: PlayerId;
  zone: Zone;
}

export interface SwuView {
  state: SwuState;
  defOf(card: string): CardDefinition | undefined;
  placed: Placed[];
}

function place(state: SwuState, defOf: (card: string) => CardDefinition | undefined): Placed[] {
  const out: Placed[] = [];
  const add = (id: string, card: string | null, player: PlayerId, zone: Zone) => {
    if (card) out.push({ id, card, player, zone });
  };
  for (const player of PLAYERS) {
    const p = state[player];
    const leaderZone = !p.leader.deployed ? 'leader' : /space/i.test(defOf(p.leader.card)?.arena ?? '') ? 'spaceArena' : 'groundArena';
    // Deployed as an upgrade (3.4.4A): listed with the upgrades of its unit, below.
    if (!p.leader.asUpgrade) add(p.leader.id, p.leader.card, player, leaderZone);
    add(p.base.id, p.base.card, player, 'base');
    for (const u of p.leader.upgrades) add(u.id, u.card, player, 'attached');
    for (const arena of ['groundArena', 'spaceArena'] as const) {
      for (const unit of p[arena]) {
        add(unit.id, unit.card, player, arena);
        for (const u of unit.upgrades) add(u.id, u.card, player, 'attached');
        for (const c of unit.capturedUnits) add(c.id, c.card, player, 'captured');
      }
    }
    for (const zone of ['hand', 'discard', 'deck'] as const) for (const c of p[zone]) add(c.id, c.card, player, zone);
    for (const r of p.resources) add(r.id, r.card, player, 'resources');
  }
  return out;
}

function displayName(def: CardDefinition | undefined, card: string): string {
  if (!def) return card;
  return def.subtitle ? `${def.name}, ${def.subtitle}` : def.name;
}

function names(def: CardDefinition | undefined, card: string): string[] {
  if (!def) return [card];
  return [displayName(def, card), def.name, def.internalName, def.id];
}

function matches(view: SwuView, card: string, ref: string): boolean {
  const wanted = ref.toLowerCase();
  return names(view.defOf(card), card).some((n) => n.toLowerCase() === wanted);
}

const upgradeNames = (view: SwuView, upgrades: UpgradeInstance[]) => upgrades.map((u) => displayName(view.defOf(u.card), u.card));

/** Each expected ref matches a different upgrade and none is left over (order does not matter). */
function sameUpgrades(view: SwuView, expected: string[], upgrades: UpgradeInstance[]): boolean {
  if (expected.length !== upgrades.length) return false;
  const left = [...upgrades];
  return expected.every((ref) => {
    const at = left.findIndex((u) => matches(view, u.card, ref));
    if (at === -1) return false;
    left.splice(at, 1);
    return true;
  });
}

const UNREADABLE: Verdict = { passed: false, actual: null, message: 'the resulting state could not be read' };
const player = { type: 'enum', values: PLAYERS, required: true } as const;

function verdict(passed: boolean, actual: unknown, what: string): Verdict {
  return { passed, actual, message: passed ? what : `${what}: found ${JSON.stringify(actual)}` };
}

/** Compares the fields the assertion gives with the ones found. */
function compare(a: Assertion, found: Record<string, unknown>, what: string, equal: (field: string) => boolean): Verdict {
  const wrong = Object.keys(found).filter((f) => a[f] !== undefined && !equal(f));
  return { passed: wrong.length === 0, actual: found, message: wrong.length === 0 ? what : `${what}: ${wrong.map((f) => `${f} is ${JSON.stringify(found[f])}, expected ${JSON.stringify(a[f])}`).join('; ')}` };
}

const KINDS: Record<string, AssertionKind<SwuView>> = {
  unit: {
    description: "A unit in play (exactly one matches `card`, of `player` when given): its damage, exhausted, upgrades (names, any order)",
    fields: { card: { type: 'string', required: true }, player: { type: 'enum', values: PLAYERS }, damage: { type: 'integer' }, exhausted: { type: 'boolean' }, upgrades: { type: 'strings' } },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const units = view.placed.filter((p) => (p.zone === 'groundArena' || p.zone === 'spaceArena') && matches(view, p.card, a.card as string) && (a.player === undefined || p.player === a.player));
      if (units.length !== 1) return { passed: false, actual: { inPlay: units.length }, message: `expected one unit "${a.card as string}" in play, found ${units.length}` };
      const p = view.state[units[0]!.player];
      const unit = [...p.groundArena, ...p.spaceArena].find((u) => u.id === units[0]!.id) ?? (p.leader.id === units[0]!.id ? p.leader : undefined);
      if (!unit) return UNREADABLE;
      const found = { damage: unit.damage, exhausted: unit.exhausted, upgrades: upgradeNames(view, unit.upgrades) };
      return compare(a, found, `${a.card as string} (${units[0]!.player})`, (f) =>
        f === 'upgrades' ? sameUpgrades(view, a.upgrades as string[], unit.upgrades) : found[f as 'damage'] === a[f]);
    },
  },
  zone: {
    description: 'Where the cards matching `card` are (of `player` when given); `outsideTheGame` when none is left (a defeated token)',
    fields: { card: { type: 'string', required: true }, zone: { type: 'enum', values: SWU_ZONES, required: true }, player: { type: 'enum', values: PLAYERS } },
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const found = view.placed.filter((p) => matches(view, p.card, a.card as string) && (a.player === undefined || p.player === a.player));
      const zones = found.map((p) => `${p.player}.${p.zone}`);
      const passed = found.length === 0 ? a.zone === 'outsideTheGame' : found.every((p) => p.zone === a.zone);
      return verdict(passed, found.length === 0 ? 'outsideTheGame' : zones, `${a.card as string} in ${a.zone as string}`);
    },
  },
  base: {
    description: "A player's base damage",
    fields: { player, damage: { type: 'integer', required: true } },
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const damage = view.state[a.player as PlayerId].base.damage;
      return verdict(damage === a.damage, damage, `${a.player as string} base damage ${a.damage as number}`);
    },
  },
  hand: {
    description: "A player's hand: how many cards (`count`), which (`cards`, any order)",
    fields: { player, count: { type: 'integer' }, cards: { type: 'strings' } },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const hand = view.state[a.player as PlayerId].hand;
      const found = { count: hand.length, cards: hand.map((c) => displayName(view.defOf(c.card), c.card)) };
      return compare(a, found, `${a.player as string} hand`, (f) => {
        if (f === 'count') return hand.length === a.count;
        const left = [...hand];
        return (a.cards as string[]).length === hand.length && (a.cards as string[]).every((ref) => {
          const at = left.findIndex((c) => matches(view, c.card, ref));
          return at !== -1 && left.splice(at, 1).length === 1;
        });
      });
    },
  },
  resources: {
    description: "A player's resources: how many (`count`), how many exhausted (`exhausted`)",
    fields: { player, count: { type: 'integer' }, exhausted: { type: 'integer' } },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const resources = view.state[a.player as PlayerId].resources;
      const found = { count: resources.length, exhausted: resources.filter((r) => r.exhausted).length };
      return compare(a, found, `${a.player as string} resources`, (f) => found[f as 'count'] === a[f]);
    },
  },
  activePlayer: {
    description: 'Whose turn it is after the resolution',
    fields: { player },
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      return verdict(view.state.activePlayer === a.player, view.state.activePlayer, `${a.player as string} is the active player`);
    },
  },
};

export const swuOutcomes: GameOutcomes<SwuView> = {
  read(input, cards) {
    const { state } = normalizeState(input, cards);
    if (!state) return undefined;
    const lookup = withCustomCards(state.customCards, cards);
    return { state, defOf: lookup, placed: place(state, lookup) };
  },
  kinds: KINDS,
  namesOf(view, ref) {
    const found = view.placed.find((p) => p.id === ref);
    return found ? names(view.defOf(found.card), found.card) : [];
  },
  cardOf(view, ref) {
    return view.placed.find((p) => p.id === ref)?.card;
  },
  namedCards(input, before, cards) {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return [];
    // The cards written in the input, not the leaders, bases and filler decks Karabast's defaults add.
    const lookup = before?.defOf ?? cards;
    const ids = collectCardRefs({ ...input, karabastDefaults: false }).map((ref) => lookup(ref)?.id);
    return [...new Set(ids.filter((id): id is string => id !== undefined))].sort();
  },
  facts(view) {
    const { state } = view;
    const name = (card: string) => displayName(view.defOf(card), card);
    const facts: Record<string, unknown> = { phase: state.phase, activePlayer: state.activePlayer };
    for (const player of PLAYERS) {
      const p = state[player];
      facts[`${player}.base.damage`] = p.base.damage;
      facts[`${player}.leader`] = { deployed: p.leader.deployed, exhausted: p.leader.exhausted, damage: p.leader.damage, upgrades: upgradeNames(view, p.leader.upgrades) };
      for (const zone of ['hand', 'discard', 'deck'] as const) facts[`${player}.${zone}`] = p[zone].map((c) => name(c.card));
      facts[`${player}.resources`] = { count: p.resources.length, exhausted: p.resources.filter((r) => r.exhausted).length };
      for (const arena of ['groundArena', 'spaceArena'] as const) {
        for (const u of p[arena]) {
          facts[`${player}.${arena}.${name(u.card)} (${u.id})`] = { damage: u.damage, exhausted: u.exhausted, upgrades: upgradeNames(view, u.upgrades) };
        }
      }
    }
    const sourceName = (id: string) => {
      const source = view.placed.find((p) => p.id === id);
      return source ? name(source.card) : id;
    };
    facts.effects = state.effects.map((e) => ({ source: sourceName(e.source), duration: e.duration }));
    return facts;
  },
};
