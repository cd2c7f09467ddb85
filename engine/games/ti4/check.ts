// What the state format's schema cannot say: ids unique, players named where a player is meant, card refs known
// (and their ability definitions well formed), the turn order computable in the action phase.
import type { CardLookup, EngineError } from '../../api.js';
import { validate } from '../../core/schema.js';
import { Ti4Cards } from './cards.js';
import { ti4StateFormat } from './state/format.js';
import type { Ti4State } from './state/types.js';

export interface Loaded {
  state?: Ti4State;
  cards?: Ti4Cards;
  errors: EngineError[];
}

export function loadState(input: unknown, lookup: CardLookup): Loaded {
  const errors = validate(ti4StateFormat, input, '$', 'ti4State', 'BAD_STATE');
  if (errors.length > 0) return { errors };
  // A copy the run works on: the caller's state is never mutated.
  const state = JSON.parse(JSON.stringify(input)) as Ti4State;
  const cards = new Ti4Cards(lookup, state.customCards ?? []);
  const err = (code: string, path: string, message: string) => errors.push({ code, path, message });
  const players = new Set<string>();
  state.players.forEach((p, i) => {
    if (players.has(p.id)) err('DUPLICATE_ID', `$.players[${i}].id`, `two players are named "${p.id}"`);
    players.add(p.id);
  });
  const player = (id: string | null | undefined, path: string) => {
    if (id !== null && id !== undefined && !players.has(id)) err('UNKNOWN_PLAYER', path, `no player "${id}"; players: ${[...players].join(', ')}`);
  };
  player(state.activePlayer, '$.activePlayer');
  player(state.speaker, '$.speaker');
  const ids = new Set<string>();
  const unique = (id: string, path: string) => {
    if (ids.has(id)) err('DUPLICATE_ID', path, `the id "${id}" is used twice: each physical object has its own id`);
    ids.add(id);
  };
  const card = (ref: string, path: string) => {
    const found = cards.read(ref);
    if (!found) err('UNKNOWN_CARD', path, `no TI4 card "${ref}" in the catalog, the engine's definitions or customCards`);
    else if (Array.isArray(found)) errors.push(...found.map((e) => ({ ...e, path: `${path}${e.path.replace(/^\$card\([^)]*\)/, '')}` })));
  };
  state.players.forEach((p, i) => {
    const at = `$.players[${i}]`;
    p.strategyCards.forEach((s, j) => card(s.card, `${at}.strategyCards[${j}].card`));
    for (const zone of ['actionCards', 'promissoryNotes', 'playArea', 'technologies', 'abilities', 'leaders'] as const) {
      p[zone].forEach((c, j) => {
        unique(c.id, `${at}.${zone}[${j}].id`);
        card(c.card, `${at}.${zone}[${j}].card`);
        player(c.owner, `${at}.${zone}[${j}].owner`);
      });
    }
  });
  (state.actionDiscard ?? []).forEach((c, j) => {
    unique(c.id, `$.actionDiscard[${j}].id`);
    card(c.card, `$.actionDiscard[${j}].card`);
  });
  state.systems.forEach((s, i) => {
    const at = `$.systems[${i}]`;
    unique(s.id, `${at}.id`);
    player(s.home, `${at}.home`);
    (s.commandTokens ?? []).forEach((p, j) => player(p, `${at}.commandTokens[${j}]`));
    const units = (list: Ti4State['systems'][number]['units'], path: string) => list.forEach((u, j) => {
      unique(u.id, `${path}[${j}].id`);
      player(u.owner, `${path}[${j}].owner`);
      if (u.card) card(u.card, `${path}[${j}].card`);
    });
    units(s.units, `${at}.units`);
    s.planets.forEach((p, j) => {
      unique(p.id, `${at}.planets[${j}].id`);
      player(p.controller, `${at}.planets[${j}].controller`);
      units(p.units, `${at}.planets[${j}].units`);
    });
  });
  if (state.combat) {
    player(state.combat.attacker, '$.combat.attacker');
    player(state.combat.defender, '$.combat.defender');
    if (!state.systems.some((s) => s.id === state.combat!.system)) err('UNKNOWN_SYSTEM', '$.combat.system', `no system "${state.combat.system}"`);
  }
  if (errors.length === 0 && state.phase === 'action') {
    if (!state.activePlayer) err('BAD_STATE', '$.activePlayer', 'the action phase has an active player');
    state.players.forEach((p, i) => {
      const initiative = p.strategyCards.map((s) => cards.get(s.card).initiative).filter((n) => n !== null);
      if (initiative.length === 0) err('BAD_STATE', `$.players[${i}].strategyCards`, `${p.id} has no strategy card with an initiative number: the action phase's turn order (LRR 48) needs one`);
    });
  }
  return errors.length > 0 ? { errors } : { state, cards, errors };
}
