// Malformed requests (actions, choices, states) get a typed answer, never an exception or an ENGINE_ERROR.
// Deterministic: a fixed-seed generator mutates valid requests.
import { describe, expect, it } from 'vitest';
import { resolve } from '../../engine/index.js';
import { cards, karabast } from './builders.js';

function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const ATOMS: unknown[] = [null, undefined, 0, -1, 2.5, 1e308, NaN, '', 'x', 'player1', 'player2', 'w', 't', 'base', 'leader', 'shield', 'wampa', true, [], {}, [null], ['w'], { card: 'wampa' }, '__proto__', 'constructor', 'thisAttack', { event: 'damage' }];

function mutator(rnd: () => number, rate: number) {
  const atom = () => ATOMS[Math.floor(rnd() * ATOMS.length)];
  const mutate = (v: unknown): unknown => {
    if (rnd() < rate) return atom();
    if (Array.isArray(v)) return rnd() < rate ? [...v.map(mutate), atom()] : v.map(mutate);
    if (v && typeof v === 'object') {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) if (rnd() > rate) o[k] = mutate(x);
      if (rnd() < rate) o[String(atom())] = atom();
      return o;
    }
    return v;
  };
  return mutate;
}

describe('resolve on malformed input', () => {
  const state = karabast(
    { groundArena: [{ card: 'wampa', id: 'w', damage: 1, upgrades: [{ card: 'shield', id: 's1' }, { card: 'academy-training', id: 'a1' }] }, { card: 'discerning-veteran', id: 'dv', capturedUnits: ['battlefield-marine'] }], hand: [{ card: 'battlefield-marine', id: 'h1' }, 'vanquish'], resources: 5 },
    { groundArena: [{ card: 'underworld-thug', id: 't' }, 'val#loyal-to-the-end'] },
    { effects: [{ id: 'e1', source: 'w', controller: 'player1', duration: 'thisPhase', targets: ['w'], effect: { power: 1 } }] },
  );
  const actions = [
    { type: 'attack', player: 'player1', attacker: 'w', target: 't' }, { type: 'play', player: 'player1', card: 'h1' }, { type: 'play', player: 'player1', card: 'Vanquish' },
    { type: 'pass', player: 'player1' }, { type: 'defeat', target: 'dv' }, { type: 'capture', target: 't', captor: 'w' }, { type: 'rescue', target: 'Battlefield Marine' },
    { type: 'useAbility', player: 'player1', card: 'leader' }, { type: 'deployLeader', player: 'player1' }, { type: 'dealDamage', target: 'Val', amount: 5 },
  ];

  it('never throws and never answers ENGINE_ERROR, for mutated states, actions and choices', () => {
    const rnd = generator(20261121);
    const light = mutator(rnd, 0.01);
    const heavy = mutator(rnd, 0.15);
    const failures: string[] = [];
    const statuses = new Set<string>();
    for (let i = 0; i < 3000; i += 1) {
      const action = actions[i % actions.length];
      const request = {
        game: 'SWU',
        state: i % 3 === 0 ? state : light(state),
        action: i % 4 === 0 ? heavy(action) : action,
        choices: i % 5 === 0 ? heavy([{ prompt: 'p1-TARGET', options: ['x'] }, { options: [] }]) : undefined,
      };
      try {
        const r = resolve((i % 97 === 0 ? heavy(request) : request) as never, cards);
        statuses.add(r.status);
        if (r.errors.some((e) => e.code === 'ENGINE_ERROR')) failures.push(JSON.stringify(r.errors[0]));
      } catch (e) {
        failures.push(`threw: ${String(e)}`);
      }
    }
    expect(failures).toEqual([]);
    // The mutations reach the rules, not just the input checks.
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['INVALID', 'NEEDS_CHOICE', 'RESOLVED']));
  });
});
