// The SWU state format: Karabast's serialized state in, SwuState out, every error with its JSON path.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/api.js';
import { collectCardRefs, normalizeState, serializeState, type SwuState } from '../engine/games/swu/state/index.js';
import { fixtureLookup } from './state-fixture-cards.js';

const cards = fixtureLookup();

function ok(input: unknown, lookup = cards): SwuState {
  const result = normalizeState(input, lookup);
  expect(result.errors).toEqual([]);
  expect(result.state).toBeDefined();
  return result.state!;
}

function errorsOf(input: unknown): { code: string; path: string }[] {
  const result = normalizeState(input, cards);
  expect(result.state).toBeUndefined();
  return result.errors.map(({ code, path }) => ({ code, path }));
}

describe("Karabast's defaults", () => {
  it('fills an empty player as Karabast does: default leader and base, 20 ready resources, 8 filler cards in the deck', () => {
    const state = ok({ phase: 'action', player1: {}, player2: {} });
    expect(state.player1.leader).toMatchObject({ card: 'SOR_010', deployed: false, exhausted: false, damage: 0 });
    expect(state.player2.leader.card).toBe('SOR_005');
    expect(state.player1.base).toMatchObject({ card: 'SOR_023', damage: 0 });
    expect(state.player2.base.card).toBe('SOR_028');
    expect(state.player1.resources).toHaveLength(20);
    expect(state.player1.resources.every((r) => r.card === null && !r.exhausted)).toBe(true);
    expect(state.player2.deck.map((c) => c.card)).toEqual(Array(8).fill('SOR_180'));
    expect(state.player1.hand).toEqual([]);
    expect(state.player1).toMatchObject({ hasForceToken: false, credits: 0, passed: false });
  });

  it('gives player1 the initiative when nobody has it, and makes the initiative holder the active player', () => {
    expect(ok({ player1: {}, player2: {} })).toMatchObject({ activePlayer: 'player1', phase: 'action', round: 1 });
    const state = ok({ player2: { hasInitiative: true } });
    expect(state.player1.hasInitiative).toBe(false);
    expect(state.player2.hasInitiative).toBe(true);
    expect(state.activePlayer).toBe('player2');
  });

  it('keeps an explicit active player that does not hold the initiative (mid-turn states)', () => {
    const state = ok({ player1: { hasInitiative: true }, activePlayer: 'player2' });
    expect(state.activePlayer).toBe('player2');
    expect(state.player1.hasInitiative).toBe(true);
  });

  it('fills the extensions: no effects, no pending triggers, seed 1, autoSingleTarget false', () => {
    const state = ok({});
    expect(state).toMatchObject({ effects: [], delayed: [], pendingTriggers: [], customCards: [], seed: 1, autoSingleTarget: false });
  });
});

describe('card refs', () => {
  it('accepts internal names, set codes and { card } objects, and stores the catalog id', () => {
    const state = ok({
      player1: {
        groundArena: ['sabine-wren#explosives-artist', 'SOR_142', { card: 'wampa', damage: 2, exhausted: true }],
        spaceArena: ['alliance-xwing'],
        hand: ['battlefield-marine', { card: 'SOR_095' }],
      },
    });
    expect(state.player1.groundArena.map((u) => u.card)).toEqual(['SOR_142', 'SOR_142', 'SOR_164']);
    expect(state.player1.groundArena[2]).toMatchObject({ damage: 2, exhausted: true, owner: 'player1', upgrades: [], capturedUnits: [] });
    expect(state.player1.spaceArena[0]?.card).toBe('SOR_237');
    expect(state.player1.hand.map((c) => c.card)).toEqual(['SOR_095', 'SOR_095']);
  });

  it("reads upgrades as names ('shield', 'experience') or objects, owned by the unit's controller unless said otherwise", () => {
    const state = ok({
      player2: {
        groundArena: [{ card: 'battlefield-marine', upgrades: ['shield', 'experience', { card: 'resilient', ownerAndController: 'player1' }] }],
      },
    });
    const upgrades = state.player2.groundArena[0]!.upgrades;
    expect(upgrades.map((u) => [u.card, u.owner])).toEqual([['shield', 'player2'], ['experience', 'player2'], ['SOR_069', 'player1']]);
  });

  it('reads a unit owned by the opponent (owner) and captured units (owned by the captor\'s opponent by default)', () => {
    const state = ok({
      player1: { groundArena: [{ card: 'wampa', owner: 'player2', capturedUnits: ['battlefield-marine', { card: 'yoda#old-master', owner: 'player1' }] }] },
    });
    const wampa = state.player1.groundArena[0]!;
    expect(wampa.owner).toBe('player2');
    expect(wampa.capturedUnits.map((c) => [c.card, c.owner])).toEqual([['SOR_095', 'player2'], ['SOR_045', 'player1']]);
  });

  it('reads leaders and bases given as objects', () => {
    const state = ok({
      player1: {
        leader: { card: 'leia-organa#alliance-general', deployed: true, damage: 2, exhausted: true, upgrades: ['shield'] },
        base: { card: 'administrators-tower', damage: 7 },
      },
    });
    expect(state.player1.leader).toMatchObject({ card: 'SOR_009', deployed: true, damage: 2, exhausted: true, flipped: false });
    expect(state.player1.leader.upgrades.map((u) => u.card)).toEqual(['shield']);
    expect(state.player1.base).toMatchObject({ card: 'SOR_028', damage: 7 });
  });
});

describe('resources', () => {
  it('as a count: that many anonymous ready resources', () => {
    expect(ok({ player1: { resources: 3 } }).player1.resources.map((r) => [r.card, r.exhausted])).toEqual([[null, false], [null, false], [null, false]]);
  });

  it("as Karabast's { readyCount, exhaustedCount }", () => {
    const resources = ok({ player1: { resources: { readyCount: 2, exhaustedCount: 1 } } }).player1.resources;
    expect(resources.map((r) => r.exhausted)).toEqual([false, false, true]);
  });

  it('as a list of names and { card, exhausted } objects', () => {
    const resources = ok({ player1: { resources: ['collections-starhopper', { card: 'wampa', exhausted: true }] } }).player1.resources;
    expect(resources.map((r) => [r.card, r.exhausted])).toEqual([['SHD_111', false], ['SOR_164', true]]);
  });

  it('an empty deck stays empty; a deck or hand given as a count is filler cards', () => {
    const state = ok({ player1: { deck: [], hand: 2 }, player2: { deck: 3 } });
    expect(state.player1.deck).toEqual([]);
    expect(state.player1.hand.map((c) => c.card)).toEqual(['SOR_180', 'SOR_180']);
    expect(state.player2.deck).toHaveLength(3);
  });
});

describe('instance ids', () => {
  const input = {
    player1: { groundArena: [{ card: 'wampa', upgrades: ['shield'] }], hand: ['yoda#old-master'], resources: 2, deck: 1 },
    player2: { spaceArena: ['alliance-xwing'], resources: 1, deck: [] },
  };

  it('are generated in document order, so the same input always gives the same ids', () => {
    const a = ok(input);
    const b = ok(JSON.parse(JSON.stringify(input)));
    expect(a).toEqual(b);
    expect([a.player1.leader.id, a.player1.base.id, a.player1.groundArena[0]!.id, a.player1.groundArena[0]!.upgrades[0]!.id]).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('are unique across the whole state', () => {
    const state = ok(input);
    const ids: string[] = [];
    for (const p of [state.player1, state.player2]) {
      ids.push(p.leader.id, p.base.id, ...p.hand.map((c) => c.id), ...p.deck.map((c) => c.id), ...p.resources.map((r) => r.id));
      for (const u of [...p.groundArena, ...p.spaceArena]) ids.push(u.id, ...u.upgrades.map((x) => x.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps explicit ids, skips them when generating, and sets nextId above every numbered id', () => {
    const empty = { resources: 0, deck: [] };
    const state = ok({ player1: { ...empty, groundArena: [{ card: 'wampa', id: 'c1' }, { card: 'wampa', id: 'unit-40' }] }, player2: empty, nextId: 3 });
    expect(state.player1.groundArena.map((u) => u.id)).toEqual(['c1', 'unit-40']);
    expect(state.player1.leader.id).toBe('c2');
    expect(state.nextId).toBe(41);
  });

  it('reports a duplicate explicit id with the path of both uses', () => {
    const result = normalizeState({ player1: { groundArena: [{ card: 'wampa', id: 'u1' }] }, player2: { hand: [{ card: 'wampa', id: 'u1' }] } }, cards);
    expect(result.errors).toEqual([
      { code: 'DUPLICATE_ID', path: '$.player2.hand[0].id', message: expect.stringContaining('$.player1.groundArena[0].id') },
    ]);
  });
});

describe('round trip', () => {
  it('a normalized state is a valid input and normalizes to itself', () => {
    const first = ok({
      phase: 'action',
      player1: {
        groundArena: [{ card: 'wampa', damage: 1, upgrades: ['shield'], capturedUnits: ['battlefield-marine'] }],
        resources: [{ card: 'collections-starhopper', exhausted: true }, 'wampa'],
        leader: { card: 'leia-organa#alliance-general', deployed: true },
        hasForceToken: true,
        credits: 2,
      },
      player2: { hasInitiative: true, resources: { readyCount: 1, exhaustedCount: 2 }, passed: true },
      activePlayer: 'player1',
      effects: [{ source: 'c1', controller: 'player1', duration: 'thisPhase', targets: ['c3'], effect: { modify: { power: 2 } } }],
      delayed: [{ source: 'c1', controller: 'player2', when: { event: 'regroupStart' }, effect: { draw: 1 } }],
      pendingTriggers: [{ source: 'c3', controller: 'player1', ability: 'whenDefeated', layer: 1, context: { x: 1 } }],
      customCards: [{ id: 'X_1', internalName: 'test-unit', name: 'Test Unit', type: 'Unit', power: 1, hp: 1, arena: 'Ground', keywords: ['Raid 2'] }],
      round: 3,
      seed: 42,
      autoSingleTarget: true,
    });
    const serialized = serializeState(first);
    expect(JSON.parse(JSON.stringify(serialized))).toEqual(serialized);
    expect(ok(serialized)).toEqual(first);
    expect(first.customCards[0]?.keywords).toEqual([{ name: 'Raid', value: 2 }]);
  });
});

describe('custom cards', () => {
  const custom: Partial<CardDefinition> = { id: 'CUSTOM_1', internalName: 'wampa', name: 'Big Wampa', type: 'Unit', power: 9, hp: 9, arena: 'Ground' };

  it('are looked up before the catalog, by id and by internal name', () => {
    const state = ok({ customCards: [custom], player1: { groundArena: ['wampa', 'CUSTOM_1'] } });
    expect(state.player1.groundArena.map((u) => u.card)).toEqual(['CUSTOM_1', 'CUSTOM_1']);
  });

  it('make a card the catalog does not have usable', () => {
    const state = ok({ customCards: [{ ...custom, id: 'NEW_1', internalName: 'brand-new' }], player1: { hand: ['brand-new'] } });
    expect(state.player1.hand[0]?.card).toBe('NEW_1');
  });

  it('are checked field by field', () => {
    expect(errorsOf({ customCards: [{ id: 'A', name: 'No Type', power: 'big' }, 'nope'] })).toEqual([
      { code: 'BAD_STATE', path: '$.customCards[0].internalName' },
      { code: 'BAD_STATE', path: '$.customCards[0].type' },
      { code: 'BAD_STATE', path: '$.customCards[0].power' },
      { code: 'BAD_STATE', path: '$.customCards[1]' },
    ]);
  });
});

describe('errors', () => {
  it('reports every error with its JSON path, not only the first', () => {
    const errors = errorsOf({
      phase: 'combat',
      player1: {
        groundArena: ['wampa', 'no-such-card', { card: 'wampa', damage: -1 }, { card: 'alliance-xwing' }, 42],
        resources: 'many',
        hand: [{ card: 'wampa', exhausted: true }],
        hasInitiative: 'yes',
        leader: 'wampa',
      },
      player2: { groundArena: [{ card: 'battlefield-marine', upgrades: ['sheild'], powr: 3 }], credits: 1.5 },
      activePlayer: 'player3',
    });
    expect(errors).toEqual(expect.arrayContaining([
      { code: 'BAD_STATE', path: '$.phase' },
      { code: 'UNKNOWN_CARD', path: '$.player1.groundArena[1]' },
      { code: 'BAD_STATE', path: '$.player1.groundArena[2].damage' },
      { code: 'WRONG_ZONE', path: '$.player1.groundArena[3].card' },
      { code: 'BAD_STATE', path: '$.player1.groundArena[4]' },
      { code: 'BAD_STATE', path: '$.player1.resources' },
      { code: 'BAD_STATE', path: '$.player1.hand[0].exhausted' },
      { code: 'BAD_STATE', path: '$.player1.hasInitiative' },
      { code: 'WRONG_ZONE', path: '$.player1.leader' },
      { code: 'UNKNOWN_CARD', path: '$.player2.groundArena[0].upgrades[0]' },
      { code: 'UNKNOWN_FIELD', path: '$.player2.groundArena[0].powr' },
      { code: 'BAD_STATE', path: '$.player2.credits' },
      { code: 'BAD_STATE', path: '$.activePlayer' },
    ]));
    expect(errors).toHaveLength(13);
  });

  it('refuses what is not a state, unknown fields, and a state Karabast failed to capture', () => {
    expect(errorsOf('yoda')).toEqual([{ code: 'BAD_STATE', path: '$' }]);
    expect(errorsOf({ player3: {}, player1: { groundarena: [] } })).toEqual([
      { code: 'UNKNOWN_FIELD', path: '$.player3' },
      { code: 'UNKNOWN_FIELD', path: '$.player1.groundarena' },
    ]);
    expect(errorsOf({ error: 'game not found' })).toEqual([{ code: 'BAD_STATE', path: '$.error' }]);
  });

  it('checks card kinds per zone: leaders, bases, units per arena, upgrades, tokens', () => {
    expect(errorsOf({
      player1: {
        leader: 'kestro-city',
        base: 'darth-vader#dark-lord-of-the-sith',
        spaceArena: ['wampa'],
        groundArena: [{ card: 'wampa', upgrades: ['battlefield-marine'] }, 'leia-organa#alliance-general'],
        hand: ['shield'],
      },
    })).toEqual([
      { code: 'WRONG_ZONE', path: '$.player1.leader' },
      { code: 'WRONG_ZONE', path: '$.player1.base' },
      { code: 'WRONG_ZONE', path: '$.player1.groundArena[0].upgrades[0]' },
      { code: 'WRONG_ZONE', path: '$.player1.groundArena[1]' },
      { code: 'WRONG_ZONE', path: '$.player1.spaceArena[0]' },
      { code: 'WRONG_ZONE', path: '$.player1.hand[0]' },
    ]);
  });

  it("accepts Karabast's generic card fields at their default values, refuses them otherwise", () => {
    ok({ player1: { groundArena: [{ card: 'wampa', deployed: false, flipped: false }], base: { card: 'kestro-city', exhausted: false, upgrades: [] } } });
    expect(errorsOf({ player1: { groundArena: [{ card: 'wampa', deployed: true }] } })).toEqual([
      { code: 'BAD_STATE', path: '$.player1.groundArena[0].deployed' },
    ]);
  });

  it('refuses two initiative holders, damage on an undeployed leader, and a second leader', () => {
    expect(errorsOf({
      player1: { hasInitiative: true, leader: { card: 'darth-vader#dark-lord-of-the-sith', damage: 1 } },
      player2: { hasInitiative: true, secondLeader: 'leia-organa#alliance-general' },
    })).toEqual([
      { code: 'BAD_STATE', path: '$.player1.leader.damage' },
      { code: 'UNSUPPORTED_FIELD', path: '$.player2.secondLeader' },
      { code: 'BAD_STATE', path: '$.player2.hasInitiative' },
    ]);
  });

  it('names a missing default card plainly', () => {
    const result = normalizeState({}, (ref) => (ref === 'underworld-thug' ? undefined : cards(ref)));
    expect(result.errors.map((e) => e.path)).toEqual(['$.player1.deck', '$.player2.deck']);
    expect(result.errors[0]?.message).toMatch(/underworld-thug/);
  });

  it('checks effects, delayed effects and pending triggers', () => {
    expect(errorsOf({
      effects: [{ source: 'c1', controller: 'player1', duration: 'forever', effect: {} }, 'x'],
      delayed: [{ controller: 'player2', when: {} }],
      pendingTriggers: [{ source: 'c1', controller: 'p1', ability: 'x', layer: -1 }],
    })).toEqual([
      { code: 'BAD_STATE', path: '$.effects[0].duration' },
      { code: 'BAD_STATE', path: '$.effects[1]' },
      { code: 'BAD_STATE', path: '$.delayed[0].source' },
      { code: 'BAD_STATE', path: '$.delayed[0].effect' },
      { code: 'BAD_STATE', path: '$.pendingTriggers[0].controller' },
      { code: 'BAD_STATE', path: '$.pendingTriggers[0].layer' },
    ]);
  });

  it('refuses absurd sizes instead of allocating them', () => {
    expect(errorsOf({ player1: { resources: 1e9, deck: 10_000 } })).toEqual([
      { code: 'BAD_STATE', path: '$.player1.resources' },
      { code: 'BAD_STATE', path: '$.player1.deck' },
    ]);
  });
});

describe('collectCardRefs', () => {
  it('lists every ref the state names, with the defaults it relies on, sorted', () => {
    expect(collectCardRefs({
      player1: { groundArena: [{ card: 'wampa', upgrades: ['shield', { card: 'resilient' }], capturedUnits: ['battlefield-marine'] }], hand: ['SOR_045'], deck: [] },
      player2: { leader: { card: 'leia-organa#alliance-general', upgrades: ['experience'] }, resources: ['collections-starhopper'] },
    })).toEqual([
      'SOR_045', 'administrators-tower', 'battlefield-marine', 'collections-starhopper', 'darth-vader#dark-lord-of-the-sith',
      'experience', 'kestro-city', 'leia-organa#alliance-general', 'resilient', 'shield', 'underworld-thug', 'wampa',
    ]);
  });

  it('tolerates garbage', () => {
    expect(collectCardRefs(null)).toEqual([]);
    expect(collectCardRefs({ player1: 'x', player2: { groundArena: 'y', hand: [1, null, {}] }, phase: 3 })).toEqual([
      'administrators-tower', 'luke-skywalker#faithful-friend', 'underworld-thug',
    ]);
  });
});

describe("Karabast's other spellings", () => {
  it('reads reportingPlayer / opponent as player1 / player2, with paths under the names used', () => {
    const state = ok({ reportingPlayer: { groundArena: ['wampa'] }, opponent: { hasInitiative: true } });
    expect(state.player1.groundArena[0]?.card).toBe('SOR_164');
    expect(state.activePlayer).toBe('player2');
    expect(errorsOf({ reportingPlayer: { groundArena: ['nope'] } })).toEqual([{ code: 'UNKNOWN_CARD', path: '$.reportingPlayer.groundArena[0]' }]);
    expect(errorsOf({ player1: {}, reportingPlayer: {} })).toEqual([{ code: 'BAD_STATE', path: '$.reportingPlayer' }]);
    expect(collectCardRefs({ reportingPlayer: { hand: ['wampa'] } })).toContain('wampa');
  });

  it("names Karabast's serialization failures ({ field: error text }) as such", () => {
    const result = normalizeState({ player1: { groundArena: [{ error: 'cannot read property card' }], discard: { error: 'zone failed' } } }, cards);
    expect(result.errors.map((e) => [e.path, e.message])).toEqual([
      ['$.player1.groundArena[0]', 'Karabast could not serialize this value: cannot read property card'],
      ['$.player1.discard', 'Karabast could not serialize this value: zone failed'],
    ]);
  });
});

describe("Karabast's exported game state format (IExportedGameState)", () => {
  it('reads player numbers, upgrade controllers, epicActionSpent and actionNumber', () => {
    const state = ok({
      phase: 'action', round: 3, actionNumber: 7,
      player1: {
        leader: { card: 'SOR_009', deployed: true, damage: 3, exhausted: true, upgrades: ['shield'], epicActionSpent: true },
        base: { card: 'SOR_028', damage: 10, epicActionSpent: true },
        groundArena: [{ card: 'SOR_164', damage: 2, exhausted: true, upgrades: [{ card: 'SOR_069', owner: 2, controller: 1 }], capturedUnits: [{ card: 'SOR_095', owner: 2 }] }],
        spaceArena: [{ card: 'SOR_237', owner: 2 }],
        hand: ['SOR_045'], deck: ['SOR_095'], discard: ['SOR_164'],
        resources: [{ card: 'SHD_111', exhausted: true }, 'SOR_164'], hasInitiative: true, hasForceToken: true, credits: 2,
      },
      player2: { leader: 'SOR_005', base: 'SOR_023', resources: [] },
    });
    expect(state.round).toBe(3);
    expect(state.player1.leader).toMatchObject({ card: 'SOR_009', deployed: true, epicActionUsed: true });
    expect(state.player1.base.epicActionUsed).toBe(true);
    const wampa = state.player1.groundArena[0]!;
    expect(wampa.upgrades.map((u) => [u.card, u.owner])).toEqual([['SOR_069', 'player2']]);
    expect(wampa.capturedUnits.map((c) => c.owner)).toEqual(['player2']);
    expect(state.player1.spaceArena[0]!.owner).toBe('player2');
    expect(state.player1).toMatchObject({ hasForceToken: true, credits: 2 });
  });

  it('refuses what it cannot model: captured units on a leader, an upgrade controlled by a third party, a leader attached as an upgrade that is not its owner\'s deployed leader', () => {
    expect(errorsOf({
      player1: {
        leader: { card: 'leia-organa#alliance-general', deployed: true, capturedUnits: ['wampa'] },
        groundArena: [{ card: 'wampa', owner: 2, upgrades: [{ card: 'resilient', owner: 1, controller: 2 }, 'darth-vader#dark-lord-of-the-sith'] }],
      },
    })).toEqual([
      { code: 'UNSUPPORTED_FIELD', path: '$.player1.leader.capturedUnits' },
      { code: 'UNSUPPORTED_FIELD', path: '$.player1.groundArena[0].upgrades[0].controller' },
      { code: 'BAD_STATE', path: '$.player1.groundArena[0].upgrades[1]' },
    ]);
  });
});

describe('karabastDefaults: false (Karabast exports omit empty zones)', () => {
  it('reads missing zones as empty and requires leader and base', () => {
    const state = ok({ karabastDefaults: false, player1: { leader: 'SOR_010', base: 'SOR_023' }, player2: { leader: 'SOR_005', base: 'SOR_028', resources: 2 } });
    expect(state.player1.resources).toEqual([]);
    expect(state.player1.deck).toEqual([]);
    expect(state.player2.resources).toHaveLength(2);
    expect(errorsOf({ karabastDefaults: false, player1: { base: 'SOR_023' } })).toEqual([
      { code: 'BAD_STATE', path: '$.player1.leader' },
      { code: 'BAD_STATE', path: '$.player2.leader' },
      { code: 'BAD_STATE', path: '$.player2.base' },
    ]);
    expect(collectCardRefs({ karabastDefaults: false, player1: { leader: 'x' } })).toEqual(['x']);
  });
});

describe('custom card abilities', () => {
  it('are checked in the same pass as the rest of the state', () => {
    const errors = errorsOf({
      customCards: [{ id: 'X', internalName: 'x', name: 'X', type: 'Unit', abilities: [{ kind: 'bogus' }] }],
      player1: { groundArena: ['nope'] },
    });
    expect(errors).toEqual([
      { code: 'BAD_ABILITY', path: '$.customCards[0].abilities[0].kind' },
      { code: 'UNKNOWN_CARD', path: '$.player1.groundArena[0]' },
    ]);
  });
});
