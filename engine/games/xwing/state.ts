// Loading a submitted X-Wing state: the format's checks (types.ts / format.ts), then what a schema cannot say (one
// first player, known owners and ships, cards that exist and whose abilities are defined), and the normal form the
// engine works on (upgrades as objects, tokens as a list). The result is a fresh copy: the caller's state is never
// changed.
import type { CardLookup, EngineError } from '../../api.js';
import { validate } from '../../core/schema.js';
import { xwingStateFormat } from './format.js';
import { abilityErrors, type State } from './model.js';
import type { XwState } from './types.js';

export interface Loaded {
  state?: State;
  errors: EngineError[];
  /** A card in the state whose text the engine has no definition for. */
  undefinedCard?: { id: string; name: string; text: string; problem?: string };
}

const cardId = (kind: 'pilot' | 'upgrade', ref: string) => (ref.startsWith(`XWING:${kind}:`) ? ref : `XWING:${kind}:${ref}`);

export function loadState(input: unknown, cards: CardLookup): Loaded {
  const errors = validate(xwingStateFormat, input, '$', 'xwState', 'BAD_STATE');
  if (errors.length > 0) return { errors };
  const state = JSON.parse(JSON.stringify(input)) as XwState;
  const players = Object.keys(state.players);
  if (players.length === 0) errors.push({ code: 'BAD_STATE', path: '$.players', message: 'at least one player is needed' });
  const firsts = players.filter((p) => state.players[p]!.first);
  if (firsts.length !== 1) errors.push({ code: 'BAD_STATE', path: '$.players', message: `exactly one player must be "first" (found ${firsts.length})` });
  const ids = new Set<string>();
  const custom = new Map((state.customCards ?? []).map((c) => [c.id, c]));
  let undefinedCard: Loaded['undefinedCard'];
  const checkCard = (kind: 'pilot' | 'upgrade', ref: string, path: string) => {
    const inline = custom.get(ref);
    if (inline) {
      if (inline.kind !== kind) errors.push({ code: 'BAD_STATE', path, message: `custom card "${ref}" is a ${inline.kind}, not a ${kind}` });
      return;
    }
    const def = cards(cardId(kind, ref));
    if (!def) return void errors.push({ code: 'UNKNOWN_CARD', path, message: `no X-Wing ${kind} "${ref}" (XWS id, e.g. "jakefarrell") in the catalog or customCards` });
    if (def.abilities === undefined) {
      const shipAbility = (def as { attributes?: { shipAbility?: { text?: string } | null } }).attributes?.shipAbility?.text;
      const text = [def.text, shipAbility].filter(Boolean).join('\n');
      if (text.trim().length > 0) undefinedCard ??= { id: def.id, name: def.name, text };
      return;
    }
    // A malformed definition is the catalog's fault, not the request's: the card is unsupported until it is fixed.
    const bad = abilityErrors(def.abilities, '$.abilities')[0];
    if (bad) undefinedCard ??= { id: def.id, name: def.name, text: def.text ?? '', problem: `its ability definition is malformed at ${bad.path}: ${bad.message}` };
  };
  state.ships.forEach((ship, i) => {
    const path = `$.ships[${i}]`;
    if (ids.has(ship.id)) errors.push({ code: 'BAD_STATE', path: `${path}.id`, message: `ship id "${ship.id}" is used twice` });
    ids.add(ship.id);
    if (!players.includes(ship.owner)) errors.push({ code: 'BAD_STATE', path: `${path}.owner`, message: `"${ship.owner}" is not a player (${players.join(', ')})` });
    if (ship.pilot) checkCard('pilot', ship.pilot, `${path}.pilot`);
    ship.upgrades = (ship.upgrades ?? []).map((u) => (typeof u === 'string' ? { card: u } : u));
    ship.upgrades.forEach((u, j) => checkCard('upgrade', (u as { card: string }).card, `${path}.upgrades[${j}]`));
    ship.tokens ??= [];
    for (const [key, c] of [['shields', ship.shields], ['charges', ship.charges], ['force', ship.force]] as const) {
      if (c && c.active > c.total) errors.push({ code: 'BAD_STATE', path: `${path}.${key}.active`, message: `active (${c.active}) is more than total (${c.total})` });
    }
  });
  state.ships.forEach((ship, i) => {
    for (const [other, r] of Object.entries(ship.range ?? {})) {
      const path = `$.ships[${i}].range.${other}`;
      const target = state.ships.find((s) => s.id === other);
      if (!target) errors.push({ code: 'BAD_STATE', path, message: `no ship "${other}"` });
      else if (other === ship.id) errors.push({ code: 'BAD_STATE', path, message: 'a ship is at range 0 of itself; give ranges to other ships' });
      else if (target.range?.[ship.id] !== undefined && target.range[ship.id] !== r) errors.push({ code: 'BAD_STATE', path, message: `${ship.id} and ${other} disagree on their range (${r} and ${target.range[ship.id]})` });
    }
    for (const [j, l] of (ship.locks ?? []).entries()) if (!ids.has(l)) errors.push({ code: 'BAD_STATE', path: `$.ships[${i}].locks[${j}]`, message: `no ship "${l}"` });
  });
  const attack = state.attack;
  if (attack) {
    if (!ids.has(attack.attacker)) errors.push({ code: 'BAD_STATE', path: '$.attack.attacker', message: `no ship "${attack.attacker}"` });
    if (!ids.has(attack.defender)) errors.push({ code: 'BAD_STATE', path: '$.attack.defender', message: `no ship "${attack.defender}"` });
  }
  if (errors.length > 0) return { errors };
  return { state: state as State, errors, ...(undefinedCard ? { undefinedCard } : {}) };
}

/** The catalog refs a state names (custom cards excluded). */
export function stateCardRefs(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return [];
  const s = input as { ships?: unknown; customCards?: unknown };
  const inline = new Set(Array.isArray(s.customCards) ? s.customCards.map((c) => (c as { id?: unknown })?.id).filter((x): x is string => typeof x === 'string') : []);
  const refs: string[] = [];
  if (!Array.isArray(s.ships)) return refs;
  for (const ship of s.ships as { pilot?: unknown; upgrades?: unknown }[]) {
    if (typeof ship !== 'object' || ship === null) continue;
    if (typeof ship.pilot === 'string' && !inline.has(ship.pilot)) refs.push(cardId('pilot', ship.pilot));
    if (Array.isArray(ship.upgrades)) {
      for (const u of ship.upgrades) {
        const ref = typeof u === 'string' ? u : typeof u === 'object' && u !== null && typeof (u as { card?: unknown }).card === 'string' ? (u as { card: string }).card : undefined;
        if (ref && !inline.has(ref)) refs.push(cardId('upgrade', ref));
      }
    }
  }
  return [...new Set(refs)];
}
