// TI4's plug-in for expected outcomes and exploration (engine/core/outcomes.ts): reads a state in the documented
// format (README.md) and answers where a card or unit is, what a player holds, what a system contains, and what the
// resolution's timing windows did (who resolved which ability, who declined, when the window closed). Read-only.
import type { CardLookup } from '../../api.js';
import type { Assertion, AssertionKind, CheckedRun, GameOutcomes, Verdict } from '../../core/outcomes.js';
import { loadState } from './check.js';
import { cardRefsOf } from './state/refs.js';
import type { CardInstance, Ti4State, Unit } from './state/types.js';
import type { Ti4Cards } from './cards.js';

export interface Ti4View {
  state: Ti4State;
  cards: Ti4Cards;
  lookup: CardLookup;
}

const HAND_ZONES = ['actionCards', 'promissoryNotes', 'playArea', 'technologies', 'abilities', 'leaders'] as const;
const ZONES = [...HAND_ZONES, 'discard'] as const;

const UNREADABLE: Verdict = { passed: false, actual: null, message: 'the resulting state could not be read' };
const sorted = (xs: readonly string[]) => [...xs].sort();
const sameBag = (a: readonly string[], b: readonly string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const ids = (cards: readonly CardInstance[]) => cards.map((c) => c.id);

/** Compares the fields the assertion gives with what was found: bags for lists, equality otherwise. */
function compare(a: Assertion, found: Record<string, unknown>, bags: readonly string[], what: string, exact: readonly string[] = []): Verdict {
  const wrong = Object.keys(found).filter((f) => {
    if (a[f] === undefined) return false;
    if (bags.includes(f)) return !sameBag(a[f] as string[], found[f] as string[]);
    if (exact.includes(f)) return JSON.stringify(a[f]) !== JSON.stringify(found[f]);
    return a[f] !== found[f];
  });
  return {
    passed: wrong.length === 0, actual: found,
    message: wrong.length === 0 ? what : `${what}: ${wrong.map((f) => `${f} is ${JSON.stringify(found[f])}, expected ${JSON.stringify(a[f])}`).join('; ')}`,
  };
}

/** Where a card instance is: the player holding it (null in the discard pile) and the zone; undefined if nowhere. */
function locate(state: Ti4State, id: string): { player: string | null; zone: (typeof ZONES)[number]; card: CardInstance } | undefined {
  for (const p of state.players) {
    for (const zone of HAND_ZONES) {
      const card = p[zone].find((c) => c.id === id);
      if (card) return { player: p.id, zone, card };
    }
  }
  const card = (state.actionDiscard ?? []).find((c) => c.id === id);
  return card ? { player: null, zone: 'discard', card } : undefined;
}

function findUnit(state: Ti4State, id: string): { unit: Unit; system: string; planet: string | null } | undefined {
  for (const s of state.systems) {
    const unit = s.units.find((u) => u.id === id);
    if (unit) return { unit, system: s.id, planet: null };
    for (const p of s.planets) {
      const onPlanet = p.units.find((u) => u.id === id);
      if (onPlanet) return { unit: onPlanet, system: s.id, planet: p.id };
    }
  }
  return undefined;
}

/**
 * The story of the resolution's timing windows, in the words of the rules' examples: "Alice:A1" when a player resolves
 * an ability (named by the object it came from), "Bob:decline" when a player declines (ABILITIES.4c), "CLOSE" when a
 * window closes after every player declined in a row.
 */
function trailOf(run: CheckedRun<Ti4View>): string[] {
  return run.replay.result.log.flatMap((e) => {
    if (e.kind === 'ABILITY_RESOLVED') return [`${e.player ?? '?'}:${e.cards[0] ?? '?'}`];
    if (e.kind === 'DECLINED' && e.rule?.number === 'ABILITIES.4c') return [`${e.player ?? '?'}:decline`];
    if (e.kind === 'WINDOW_CLOSED') return ['CLOSE'];
    return [];
  });
}

/** Declines in a row just before the first window close (how many passes of "no" closed it); null if none closed. */
function declinesBeforeClose(trail: readonly string[]): number | null {
  const close = trail.indexOf('CLOSE');
  if (close === -1) return null;
  let n = 0;
  for (let i = close - 1; i >= 0 && trail[i]!.endsWith(':decline'); i -= 1) n += 1;
  return n;
}

const KINDS: Record<string, AssertionKind<Ti4View>> = {
  window: {
    description: 'What the timing windows of the resolution did: `trail` is the exact sequence of "Player:source" (an ability resolved, named by its card instance), "Player:decline" and "CLOSE"; `resolved` the sources resolved, in order; `declinesBeforeClose` the declines in a row that closed the first window',
    fields: { trail: { type: 'strings' }, resolved: { type: 'strings' }, declinesBeforeClose: { type: 'integer' } },
    minOptional: 1,
    check(a, run) {
      const trail = trailOf(run);
      const found = {
        trail, resolved: trail.filter((t) => t !== 'CLOSE' && !t.endsWith(':decline')).map((t) => t.slice(t.indexOf(':') + 1)),
        declinesBeforeClose: declinesBeforeClose(trail),
      };
      return compare(a, found, [], 'the windows', ['trail', 'resolved']);
    },
  },
  card: {
    description: 'A card instance by id: the `player` holding it and its `zone` (discard: the action card discard pile), `exhausted`; `gone: true` when it is in no zone of the state',
    fields: {
      card: { type: 'string', required: true }, player: { type: 'string' }, zone: { type: 'enum', values: ZONES },
      exhausted: { type: 'boolean' }, gone: { type: 'boolean' },
    },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const at = locate(view.state, a.card as string);
      if (!at) return { passed: a.gone === true, actual: { gone: true }, message: a.gone === true ? `${a.card as string} is gone` : `no card "${a.card as string}" in the resulting state` };
      const found = { player: at.player, zone: at.zone, exhausted: at.card.exhausted === true, gone: false };
      return compare(a, found, [], `card ${at.card.id}`);
    },
  },
  player: {
    description: 'A player by id: trade goods, commodities, the card instances (ids, any order) in hand (`actionCards`, `promissoryNotes`) and `playArea`, `passed`',
    fields: {
      player: { type: 'string', required: true }, tradeGoods: { type: 'integer' }, commodities: { type: 'integer' },
      actionCards: { type: 'strings' }, promissoryNotes: { type: 'strings' }, playArea: { type: 'strings' }, passed: { type: 'boolean' },
    },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const p = view.state.players.find((x) => x.id === a.player);
      if (!p) return { passed: false, actual: null, message: `no player "${a.player as string}" in the resulting state` };
      const found = {
        tradeGoods: p.tradeGoods, commodities: p.commodities, actionCards: ids(p.actionCards), promissoryNotes: ids(p.promissoryNotes),
        playArea: ids(p.playArea), passed: p.passed === true,
      };
      return compare(a, found, ['actionCards', 'promissoryNotes', 'playArea'], `player ${p.id}`);
    },
  },
  system: {
    description: 'A system by tile id: its `tokens` (wormhole tokens and the like), `commandTokens` (players), `units` in its space area (unit ids), each any order',
    fields: { system: { type: 'string', required: true }, tokens: { type: 'strings' }, commandTokens: { type: 'strings' }, units: { type: 'strings' } },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const s = view.state.systems.find((x) => x.id === a.system);
      if (!s) return { passed: false, actual: null, message: `no system "${a.system as string}" in the resulting state` };
      const found = { tokens: s.tokens ?? [], commandTokens: s.commandTokens ?? [], units: s.units.map((u) => u.id) };
      return compare(a, found, ['tokens', 'commandTokens', 'units'], `system ${s.id}`);
    },
  },
  unit: {
    description: 'A unit by id: the `system` it is in, the `planet` it is on ("space" in the space area), `damaged`, `owner`; `removed: true` when it is no longer on the board',
    fields: {
      unit: { type: 'string', required: true }, system: { type: 'string' }, planet: { type: 'string' }, damaged: { type: 'boolean' },
      owner: { type: 'string' }, removed: { type: 'boolean' },
    },
    minOptional: 1,
    check(a, { after: view }) {
      if (!view) return UNREADABLE;
      const at = findUnit(view.state, a.unit as string);
      if (!at) return { passed: a.removed === true, actual: { removed: true }, message: a.removed === true ? `${a.unit as string} removed` : `no unit "${a.unit as string}" on the board` };
      const found = { system: at.system, planet: at.planet ?? 'space', damaged: at.unit.damaged === true, owner: at.unit.owner, removed: false };
      return compare(a, found, [], `unit ${at.unit.id}`);
    },
  },
};

/** A prompt option's ref is a card instance, or "<instance>/<ability>" for an ability waiting in a window. */
const instanceOf = (ref: string) => ref.split('/')[0]!;

export const ti4Outcomes: GameOutcomes<Ti4View> = {
  read(input, lookup) {
    const { state, cards } = loadState(input, lookup);
    return state && cards ? { state, cards, lookup } : undefined;
  },
  kinds: KINDS,
  namesOf(view, ref) {
    const id = instanceOf(ref);
    const at = locate(view.state, id);
    if (at) {
      const card = view.cards.read(at.card.card);
      return card && !Array.isArray(card) ? [card.name, id] : [id];
    }
    return findUnit(view.state, id) || view.state.systems.some((s) => s.id === id) || view.state.players.some((p) => p.id === id) ? [id] : [];
  },
  cardOf(view, ref) {
    const at = locate(view.state, instanceOf(ref));
    const unit = at ? undefined : findUnit(view.state, instanceOf(ref))?.unit.card;
    const card = at?.card.card ?? unit;
    return card === undefined ? undefined : view.lookup(card)?.id;
  },
  namedCards(input, _before, lookup) {
    return cardRefsOf(input).map((ref) => lookup(ref)?.id).filter((id): id is string => id !== undefined).sort();
  },
  facts(view) {
    const facts: Record<string, unknown> = {};
    for (const p of view.state.players) {
      facts[p.id] = {
        tradeGoods: p.tradeGoods, commodities: p.commodities, commandTokens: p.commandTokens, actionCards: sorted(ids(p.actionCards)),
        promissoryNotes: sorted(ids(p.promissoryNotes)), playArea: sorted(ids(p.playArea)), passed: p.passed === true,
      };
    }
    for (const s of view.state.systems) {
      facts[`system ${s.id}`] = {
        tokens: sorted(s.tokens ?? []), commandTokens: sorted(s.commandTokens ?? []), units: sorted(s.units.map((u) => u.id)),
        planets: Object.fromEntries(s.planets.map((p) => [p.id, { controller: p.controller, units: sorted(p.units.map((u) => u.id)) }])),
      };
    }
    facts.discard = (view.state.actionDiscard ?? []).map((c) => c.id);
    return facts;
  },
};
