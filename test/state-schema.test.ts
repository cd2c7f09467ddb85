// The published JSON Schema and normalizeState describe the same format: same field names, every $ref resolvable.
import { describe, expect, it } from 'vitest';
import { normalizeState, serializeState, swuStateJsonSchema } from '../engine/games/swu/state/index.js';
import { acceptedFields } from '../engine/games/swu/state/normalize.js';
import { fixtureLookup } from './state-fixture-cards.js';

/**
 * A JSON Schema validator for exactly the keywords swuStateJsonSchema uses (no dependency needed for that).
 * An unknown keyword is an error, so the schema cannot grow a keyword this check silently ignores.
 */
const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'default', '$defs']);
type Schema = Record<string, unknown>;

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'null': return v === null;
    case 'integer': return Number.isInteger(v);
    case 'number': return typeof v === 'number';
    case 'array': return Array.isArray(v);
    case 'object': return typeof v === 'object' && v !== null && !Array.isArray(v);
    default: return typeof v === type;
  }
}

function validate(schema: Schema, v: unknown, path = '$', root: Schema = schema): string[] {
  const errors: string[] = [];
  for (const [kw, arg] of Object.entries(schema)) {
    if (ANNOTATIONS.has(kw)) continue;
    const a = arg as never;
    switch (kw) {
      case '$ref': {
        const name = String(arg).replace('#/$defs/', '');
        errors.push(...validate((root.$defs as Record<string, Schema>)[name]!, v, path, root));
        break;
      }
      case 'type': if (![arg].flat().some((t) => typeOk(t as string, v))) errors.push(`${path}: not ${String(arg)}`); break;
      case 'enum': if (!(a as unknown[]).includes(v)) errors.push(`${path}: not in enum`); break;
      case 'const': if (v !== arg) errors.push(`${path}: not ${String(arg)}`); break;
      case 'minimum': if (typeof v === 'number' && v < a) errors.push(`${path}: below ${a}`); break;
      case 'maximum': if (typeof v === 'number' && v > a) errors.push(`${path}: above ${a}`); break;
      case 'minLength': if (typeof v === 'string' && v.length < a) errors.push(`${path}: too short`); break;
      case 'maxLength': if (typeof v === 'string' && v.length > a) errors.push(`${path}: too long`); break;
      case 'maxItems': if (Array.isArray(v) && v.length > a) errors.push(`${path}: too many items`); break;
      case 'items': if (Array.isArray(v)) v.forEach((x, i) => errors.push(...validate(a, x, `${path}[${i}]`, root))); break;
      case 'required':
        if (typeOk('object', v)) for (const k of a as string[]) if (!(k in (v as object))) errors.push(`${path}.${k}: required`);
        break;
      case 'properties':
        if (typeOk('object', v)) {
          for (const [k, sub] of Object.entries(a as Record<string, Schema>)) {
            if (k in (v as object)) errors.push(...validate(sub, (v as Record<string, unknown>)[k], `${path}.${k}`, root));
          }
        }
        break;
      case 'additionalProperties':
        if (typeOk('object', v)) {
          for (const k of Object.keys(v as object)) {
            if (k in ((schema.properties ?? {}) as object)) continue;
            // false: no other field; a schema: every other field matches it (a record).
            if (arg === false) errors.push(`${path}.${k}: not allowed`);
            else errors.push(...validate(a, (v as Record<string, unknown>)[k], `${path}.${k}`, root));
          }
        }
        break;
      case 'oneOf': {
        const passing = (a as Schema[]).filter((sub) => validate(sub, v, path, root).length === 0).length;
        if (passing !== 1) errors.push(`${path}: matches ${passing} of oneOf`);
        break;
      }
      default:
        throw new Error(`the test validator does not know the keyword "${kw}" (at ${path})`);
    }
  }
  return errors;
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('swuStateJsonSchema', () => {
  it('is a draft 2020-12 schema that survives JSON', () => {
    expect(swuStateJsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.parse(JSON.stringify(swuStateJsonSchema))).toEqual(swuStateJsonSchema);
  });

  it('names exactly the top-level and player fields normalizeState accepts', () => {
    expect(Object.keys(swuStateJsonSchema.properties).sort()).toEqual([...acceptedFields.topLevel].sort());
    // secondLeader is accepted only to be refused with a clear UNSUPPORTED_FIELD error: the schema leaves it out.
    expect(Object.keys(swuStateJsonSchema.$defs.player.properties).sort()).toEqual(
      [...acceptedFields.player].filter((f) => f !== 'secondLeader').sort(),
    );
  });

  it('has every $ref pointing at a definition', () => {
    const defs = new Set(Object.keys(swuStateJsonSchema.$defs).map((d) => `#/$defs/${d}`));
    const refs = refsIn(swuStateJsonSchema);
    expect(refs.length).toBeGreaterThan(10);
    expect(refs.filter((r) => !defs.has(r))).toEqual([]);
  });

  it('describes the three resource forms and both deck forms', () => {
    expect(swuStateJsonSchema.$defs.player.properties.resources.oneOf).toHaveLength(3);
    expect(swuStateJsonSchema.$defs.player.properties.deck.oneOf).toHaveLength(2);
  });
});

describe('swuStateJsonSchema and normalizeState agree on examples', () => {
  const cards = fixtureLookup();
  const accepted: [string, unknown][] = [
    ['an empty state (all defaults)', {}],
    ["Karabast's test setup", { phase: 'action', player1: { groundArena: [{ card: 'wampa', damage: 2, upgrades: ['shield'] }], hasInitiative: true }, player2: { spaceArena: ['alliance-xwing'] } }],
    ['a bug-report export', {
      phase: 'action',
      player1: {
        hand: ['wampa'], groundArena: [{ card: 'yoda#old-master', damage: 0, exhausted: false, upgrades: [], capturedUnits: [], owner: 'player1' }],
        spaceArena: [], discard: [], resources: { readyCount: 3, exhaustedCount: 2 }, base: { card: 'kestro-city', damage: 4 },
        leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: false, exhausted: true, flipped: false }, deck: 8,
        hasInitiative: true, hasForceToken: false, credits: 0,
      },
      player2: { hand: 2, resources: 5, deck: ['battlefield-marine'], leader: 'luke-skywalker#faithful-friend', base: 'administrators-tower' },
    }],
    ["Karabast's exported format (player numbers, epicActionSpent)", {
      phase: 'action', round: 2, actionNumber: 4,
      player1: {
        leader: { card: 'SOR_009', deployed: true, damage: 1, epicActionSpent: true }, base: { card: 'SOR_028', epicActionSpent: true },
        groundArena: [{ card: 'SOR_164', upgrades: [{ card: 'SOR_069', owner: 2, controller: 1 }], capturedUnits: [{ card: 'SOR_095', owner: 2 }] }],
        spaceArena: [{ card: 'SOR_237', owner: 2 }], resources: [{ card: 'SHD_111', exhausted: true }, 'SOR_164'], hasInitiative: true,
      },
      player2: { leader: 'SOR_005', base: 'SOR_023' },
    }],
    ['resources as cards', { player1: { resources: ['collections-starhopper', { card: 'wampa', exhausted: true }, { card: null, exhausted: false }] } }],
    ['extensions', {
      activePlayer: 'player2', round: 2, seed: 7, nextId: 50, autoSingleTarget: true,
      effects: [{ id: 'e1', source: 'c1', controller: 'player1', duration: 'thisAttack', targets: ['c3'], effect: { x: 1 } }],
      delayed: [{ source: 'c1', controller: 'player2', when: {}, effect: {} }],
      pendingTriggers: [{ source: 'c1', controller: 'player1', ability: 'a', layer: 1, context: {} }],
      customCards: [{ id: 'X', internalName: 'x', name: 'X', type: 'Unit', keywords: ['Raid 1', { name: 'Sentinel' }] }],
    }],
  ];
  const rejected: [string, unknown][] = [
    ['not an object', 'state'],
    ['an unknown phase', { phase: 'combat' }],
    ['an unknown field', { player1: { groundarena: [] } }],
    ['negative damage', { player1: { groundArena: [{ card: 'wampa', damage: -1 }] } }],
    ['a misspelt card field', { player1: { groundArena: [{ card: 'wampa', powr: 3 }] } }],
    ['resources as text', { player1: { resources: 'many' } }],
    ['an effect without a duration', { effects: [{ source: 'c1', controller: 'player1', effect: {} }] }],
    ['a deployed unit', { player1: { groundArena: [{ card: 'wampa', deployed: true }] } }],
    ['a second leader', { player1: { secondLeader: 'wampa' } }],
    ['a custom card without a type', { customCards: [{ id: 'X', internalName: 'x', name: 'X' }] }],
  ];

  it.each(accepted)('accepts %s', (_name, state) => {
    expect(validate(swuStateJsonSchema as unknown as Schema, state)).toEqual([]);
    const normalized = normalizeState(state, cards);
    expect(normalized.errors).toEqual([]);
    // The normalized output is described by the schema too.
    expect(validate(swuStateJsonSchema as unknown as Schema, serializeState(normalized.state!))).toEqual([]);
  });

  it.each(rejected)('rejects %s', (_name, state) => {
    expect(validate(swuStateJsonSchema as unknown as Schema, state).length).toBeGreaterThan(0);
    expect(normalizeState(state, cards).errors.length).toBeGreaterThan(0);
  });
});

describe('a state returned at a prompt', () => {
  it('is described by the published schema, timing included, and normalizes as it is', async () => {
    const { resolve, starterCardLookup } = await import('../engine/index.js');
    const trig02 = {
      phase: 'action', autoSingleTarget: true,
      player1: { hasInitiative: true, groundArena: [{ card: 'yoda#old-master', damage: 3 }], deck: ['wampa', 'vanquish', 'repair'] },
      player2: { groundArena: ['vanguard-infantry', 'battlefield-marine'], spaceArena: ['alliance-xwing'] },
    };
    const r = resolve({ game: 'SWU', state: trig02, action: { type: 'attack', player: 'player1', attacker: 'Yoda', target: 'Vanguard Infantry' } }, starterCardLookup);
    expect(r.status).toBe('NEEDS_CHOICE');
    expect((r.state as { timing?: { tasks: unknown[] } }).timing?.tasks.length).toBeGreaterThan(0);
    expect(validate(swuStateJsonSchema as unknown as Schema, r.state)).toEqual([]);
    expect(normalizeState(r.state, starterCardLookup).errors).toEqual([]);
  });

  it('a timing whose tasks name no open window or scope is refused with the path at fault', () => {
    const broken = { timing: { tasks: [{ t: 'window', id: 'w9' }, { t: 'swu.scopeEnd', scope: 'scope3' }], windows: [], replay: [], answered: 0, counters: {}, attacks: [], lki: {}, scopes: {} } };
    expect(normalizeState(broken, fixtureLookup()).errors).toEqual([
      { code: 'BAD_STATE', path: '$.timing.tasks[0].id', message: 'no window "w9" in this timing' },
      { code: 'BAD_STATE', path: '$.timing.tasks[1].scope', message: 'no scope "scope3" in this timing' },
    ]);
    expect(normalizeState({ timing: { ...broken.timing, tasks: [{ t: 'explode' }] } }, fixtureLookup()).errors[0]).toMatchObject({ code: 'BAD_STATE', path: '$.timing.tasks[0].t' });
  });
});
