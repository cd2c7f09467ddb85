// The ability language's JSON Schema describes every starter-set card, and rejects what validateAbilities rejects.
import { describe, expect, it } from 'vitest';
import { STARTER_SET, swuAbilityJsonSchema, validateAbilities } from '../../engine/index.js';

type Schema = Record<string, unknown>;

/** A small draft 2020-12 subset checker (the keywords this schema uses); unknown keywords fail loudly. */
function check(schema: Schema, v: unknown, path: string, root: Schema): string[] {
  const errors: string[] = [];
  for (const [kw, arg] of Object.entries(schema)) {
    switch (kw) {
      case '$schema': case '$id': case 'title': case 'description': case '$defs': break;
      case '$ref': errors.push(...check((root.$defs as Record<string, Schema>)[(arg as string).replace('#/$defs/', '')]!, v, path, root)); break;
      case 'type': {
        const types = Array.isArray(arg) ? arg : [arg];
        const t = v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;
        if (!types.some((x) => x === t || (x === 'number' && t === 'integer'))) errors.push(`${path}: expected ${types.join('|')}, got ${t}`);
        break;
      }
      case 'const': if (v !== arg) errors.push(`${path}: expected ${JSON.stringify(arg)}`); break;
      case 'enum': if (!(arg as unknown[]).includes(v)) errors.push(`${path}: not one of ${JSON.stringify(arg)}`); break;
      case 'minimum': if (typeof v === 'number' && v < (arg as number)) errors.push(`${path}: below ${arg}`); break;
      case 'minLength': if (typeof v === 'string' && v.length < (arg as number)) errors.push(`${path}: too short`); break;
      case 'required': if (v && typeof v === 'object') for (const k of arg as string[]) if (!(k in v)) errors.push(`${path}.${k}: required`); break;
      case 'properties': if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, s] of Object.entries(arg as Record<string, Schema>)) if (k in v) errors.push(...check(s, (v as Record<string, unknown>)[k], `${path}.${k}`, root)); break;
      case 'additionalProperties': if (arg === false && v && typeof v === 'object') for (const k of Object.keys(v)) if (!(k in (schema.properties as object))) errors.push(`${path}.${k}: not allowed`); break;
      case 'items': if (Array.isArray(v)) v.forEach((x, i) => errors.push(...check(arg as Schema, x, `${path}[${i}]`, root))); break;
      case 'oneOf': {
        const passing = (arg as Schema[]).filter((s) => check(s, v, path, root).length === 0).length;
        if (passing !== 1) errors.push(`${path}: matches ${passing} of oneOf`);
        break;
      }
      default: throw new Error(`schema keyword ${kw} not handled by this checker`);
    }
  }
  return errors;
}

describe('ability language JSON Schema', () => {
  const root = JSON.parse(JSON.stringify(swuAbilityJsonSchema)) as Schema;

  it('is a draft 2020-12 schema that survives JSON', () => {
    expect(root.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('describes every starter-set card\'s abilities', () => {
    for (const def of STARTER_SET) expect(check(root, def.abilities, def.id, root), def.id).toEqual([]);
  });

  it('rejects what validateAbilities rejects', () => {
    const bad = [
      [{ kind: 'triggered', id: 'x', text: 'x', when: { on: 'sometimes' }, effect: { do: 'draw' } }],
      [{ kind: 'event', id: 'x', text: 'x', effect: { do: 'explode' } }],
      [{ kind: 'constant', id: 'y', text: 'y', affects: 'everyone', grant: {} }],
      [{ kind: 'event', id: 'z', text: 'z', effect: { do: 'dealDamage', target: { choose: 'planet' }, amount: 2 } }],
    ];
    for (const abilities of bad) {
      expect(validateAbilities(abilities, '$').length).toBeGreaterThan(0);
      expect(check(root, abilities, '$', root).length).toBeGreaterThan(0);
    }
  });
});
