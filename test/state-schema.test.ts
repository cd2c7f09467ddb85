// The published JSON Schema and normalizeState describe the same format: same field names, every $ref resolvable.
import { describe, expect, it } from 'vitest';
import { swuStateJsonSchema } from '../engine/games/swu/state/index.js';
import { acceptedFields } from '../engine/games/swu/state/normalize.js';

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
