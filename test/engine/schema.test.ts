// The one-definition schema vocabulary: a toy format, checked through all three things derived from it.
import { describe, expect, it } from 'vitest';
import { arr, bool, type Format, int, jsonSchema, nullable, obj, oneOfStrings, opt, printTypes, ref, str, tagged, validate } from '../../engine/core/schema.js';

const toy: Format = {
  id: 'toy',
  title: 'Toy',
  description: 'a toy format',
  root: 'effect',
  defs: {
    target: obj({ who: oneOfStrings(['you', 'opponent']), count: opt(int({ minimum: 1 })) }, 'Who is affected.'),
    effect: tagged('do', {
      draw: { target: ref('target'), amount: nullable(int({ minimum: 0 })) },
      sequence: { steps: arr(ref('effect'), { minItems: 1 }), note: opt(str()) },
      flag: { on: bool() },
    }),
  },
};

describe('schema: one definition, three derived artifacts', () => {
  it('validates with JSON paths: unknown tags, missing and unknown fields, bounds, nesting', () => {
    expect(validate(toy, { do: 'sequence', steps: [{ do: 'draw', target: { who: 'you' }, amount: 2 }] })).toEqual([]);
    expect(validate(toy, { do: 'draw', target: { who: 'you' }, amount: null })).toEqual([]);
    const errors = validate(toy, { do: 'sequence', steps: [{ do: 'explode' }, { do: 'draw', target: { who: 'them', count: 0, x: 1 } }] });
    expect(errors.map((e) => e.path)).toEqual([
      '$.steps[0].do',
      '$.steps[1].target.who',
      '$.steps[1].target.count',
      '$.steps[1].target.x',
      '$.steps[1].amount',
    ]);
    expect(errors[0]!.message).toContain('unknown do "explode"; expected "draw", "sequence", "flag"');
    expect(errors[3]!.message).toContain('unknown field "x"');
    expect(validate(toy, { do: 'sequence', steps: [] })[0]).toMatchObject({ path: '$.steps', message: 'needs at least 1 item(s)' });
    expect(validate(toy, 'draw')[0]).toMatchObject({ path: '$', message: expect.stringContaining('got a string') });
  });

  it('gives a draft 2020-12 JSON Schema with one $def per definition', () => {
    const schema = jsonSchema(toy) as { $defs: Record<string, { oneOf?: unknown[] }>; $ref: string };
    expect(schema.$ref).toBe('#/$defs/effect');
    expect(schema.$defs.effect!.oneOf).toHaveLength(3);
    expect(schema.$defs.target).toMatchObject({ type: 'object', required: ['who'], additionalProperties: false, description: 'Who is affected.' });
  });

  it('prints TypeScript types: tagged unions, optional fields, nullable, arrays of references', () => {
    const ts = printTypes(toy, '// header');
    expect(ts).toContain('/** Who is affected. */\nexport type Target = {\n  who: "you" | "opponent";\n  count?: number;\n};');
    expect(ts).toContain('do: "draw";');
    expect(ts).toContain('amount: number | null;');
    expect(ts).toContain('steps: Effect[];');
  });
});
