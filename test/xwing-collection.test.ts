// The shipped collection of worked X-Wing examples (scenarios/xwing-worked-examples.json): it parses, every
// scenario's expected outcome holds on today's engine (our card definitions), and a changed expectation fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../api/scenarios/collection.js';
import { runScenario } from '../engine/scenarios.js';
import { xwingStarterLookup } from '../engine/games/xwing/cards.js';

const { scenarios, errors } = parseCollection(JSON.parse(readFileSync(new URL('../scenarios/xwing-worked-examples.json', import.meta.url), 'utf8')));

describe('the shipped X-Wing worked examples', () => {
  it('parse as a collection', () => {
    expect(errors).toEqual([]);
    expect(scenarios.map((s) => s.ref)).toEqual(['XW-01', 'XW-01-all-declined', 'XW-04-uses-jyn', 'XW-04-declines']);
  });

  it.each(scenarios.map((s) => [s.ref, s] as const))('%s: the expected outcome holds on the engine', (_ref, s) => {
    const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, xwingStarterLookup, s.expected ?? []);
    expect(run.result.errors).toEqual([]);
    expect(run.assertions.filter((a) => !a.passed)).toEqual([]);
    expect(run.assertions.length).toBeGreaterThan(1);
  });

  it('a changed expectation disagrees', () => {
    const s = scenarios.find((x) => x.ref === 'XW-04-uses-jyn')!;
    const expected = s.expected!.map((a) => (a.kind === 'ship' ? { ...a, tokens: ['focus'] } : a));
    const run = runScenario({ game: s.game, state: s.state, action: s.action, choices: s.choices }, xwingStarterLookup, expected);
    expect(run.assertions.filter((a) => !a.passed).map((a) => a.message)).toEqual(['ship B: tokens is ["evade"], expected ["focus"]']);
  });
});
