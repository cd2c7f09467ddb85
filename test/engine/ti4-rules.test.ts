// TI4 ability resolution (../shared/rules/ti4-ability-resolution.md): one test per rule bullet, named by its anchor
// (engine/games/ti4/rules.ts), on real card definitions where a card exists for the point and on cards defined in
// the state where the rule is about ordering alone. Expected outcomes are worked out from the card texts and rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CustomCard, Ti4State, Unit } from '../../engine/games/ti4/state/types.js';
import { RULES } from '../../engine/games/ti4/rules.js';
import { optionIds, run, ti4, ti4State, trace, walk } from './ti4-builders.js';
import { sharedFile } from './shared.js';

/** A card in a player's play area with one ability usable in the named custom window by any player. */
const wish = (id: string, point: 'custom' | 'beforeMoveShips' = 'custom', who: 'any' | 'another' = 'any'): CustomCard => ({
  id, name: id, kind: 'technology', text: `gain 1 trade good (${id})`,
  abilities: [{ kind: 'window', id: 'use', text: id, when: { point, name: point === 'custom' ? 'w' : undefined, who }, effect: { do: 'gainTradeGoods', count: 1 } }],
});
const techs = (...ids: string[]) => ids.map((id) => ({ id, card: id }));
const unit = (id: string, type: Unit['type'], owner: string, card?: string): Unit => ({ id, type, owner, ...(card ? { card } : {}) });

/** Alice four abilities, Bob one, Cheng two, Dana none: the worked example (ABILITIES.4b). */
function aliceBobCheng(): Ti4State {
  return ti4State({
    Alice: { technologies: techs('A1', 'A2', 'A3', 'A4') },
    Bob: { technologies: techs('B1') },
    Cheng: { technologies: techs('C1', 'C2') },
  }, { customCards: ['A1', 'A2', 'A3', 'A4', 'B1', 'C1', 'C2'].map((id) => wish(id)) });
}
const OPEN = { type: 'openWindow', point: 'custom', name: 'w' };

/** Each player picks the first ability offered, except where `declines` says "decline at your n-th prompt". */
function answerer(declines: Record<string, number[]> = {}) {
  const asked: Record<string, number> = {};
  return (p: { player: string; options: { id: string }[] }) => {
    asked[p.player] = (asked[p.player] ?? 0) + 1;
    return (declines[p.player] ?? []).includes(asked[p.player]!) ? ['decline'] : [p.options[0]!.id];
  };
}

function playWindow(state: Ti4State, action: unknown, declines: Record<string, number[]> = {}) {
  const answer = answerer(declines);
  const answers: string[][] = [];
  for (let i = 0; i < 50; i += 1) {
    const result = run(state, action, answers.map((options) => ({ options })));
    if (result.status !== 'NEEDS_CHOICE') return result;
    answers.push(answer(result.prompt!));
  }
  throw new Error('too many prompts');
}

describe('TI4 action-phase windows', () => {
  it('ABILITIES.4: abilities resolve in turn order (initiative, not seating) starting with the active player', () => {
    // Seated Alice, Cheng, Dana, Bob; initiative Trade 5 (Alice), Warfare 6 (Bob), Technology 7 (Cheng), Imperial 8 (Dana).
    const state = aliceBobCheng();
    state.players = [state.players[0]!, state.players[2]!, state.players[3]!, state.players[1]!];
    state.activePlayer = 'Bob';
    const result = playWindow(state, OPEN);
    expect(result.status).toBe('RESOLVED');
    // From Bob (the active player): Bob, Cheng, Dana, then Alice.
    expect(trace(result).slice(0, 4)).toEqual(['Bob:B1', 'Cheng:C1', 'Dana:decline', 'Alice:A1']);
  });

  it('ABILITIES.4a: one ability at a time; between two of a player\'s abilities every other player may resolve one', () => {
    const result = playWindow(aliceBobCheng(), OPEN);
    const resolved = trace(result).filter((t) => !t.endsWith('decline') && t !== 'CLOSE');
    // Alice's second ability comes only after Bob and Cheng each had their turn.
    expect(resolved.indexOf('Alice:A2')).toBeGreaterThan(resolved.indexOf('Cheng:C1'));
    expect(result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.rule?.number)).toContain('ABILITIES.4a');
  });

  it('ABILITIES.4b: the worked example: Alice #1; Bob #1; Cheng #1; Alice #2; Cheng #2; Alice #3; Alice #4', () => {
    const result = playWindow(aliceBobCheng(), OPEN);
    expect(result.status).toBe('RESOLVED');
    expect(trace(result)).toEqual([
      'Alice:A1', 'Bob:B1', 'Cheng:C1', 'Dana:decline',
      'Alice:A2', 'Bob:decline', 'Cheng:C2', 'Dana:decline',
      'Alice:A3', 'Bob:decline', 'Cheng:decline', 'Dana:decline',
      'Alice:A4', 'Bob:decline', 'Cheng:decline', 'Dana:decline',
      'Alice:decline', 'CLOSE',
    ]);
    // Each ability gains its controller 1 trade good: 4, 1, 2, 0.
    expect(ti4(result).players.map((p) => p.tradeGoods)).toEqual([4, 1, 2, 0]);
  });

  it('ABILITIES.4c: once every player has declined in a row, the window closes', () => {
    // Everyone could resolve one, and everyone declines: four declines, no second round.
    const state = ti4State({ Alice: { technologies: techs('A1') }, Bob: { technologies: techs('B1') }, Cheng: { technologies: techs('C1') }, Dana: { technologies: techs('D1') } },
      { customCards: ['A1', 'B1', 'C1', 'D1'].map((id) => wish(id)) });
    const { result, prompts } = walk(state, OPEN, ['decline', 'decline', 'decline', 'decline']);
    expect(result.status).toBe('RESOLVED');
    expect(prompts.map((p) => p.player)).toEqual(['Alice', 'Bob', 'Cheng', 'Dana']);
    expect(trace(result)).toEqual(['Alice:decline', 'Bob:decline', 'Cheng:decline', 'Dana:decline', 'CLOSE']);
    expect(ti4(result).players.map((p) => p.tradeGoods)).toEqual([0, 0, 0, 0]);
  });

  it('ABILITIES.4c: with three players and with eight, the window closes after that many declines in a row', () => {
    const cards = ['pok1leadership', 'pok2diplomacy', 'pok3politics', 'pok4construction', 'pok5trade', 'pok6warfare', 'pok7technology', 'pok8imperial'];
    for (const n of [3, 8]) {
      const ids = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      // P1 holds one ability; P2 is active, so the order is P2..Pn, P1.
      const state: Ti4State = { ...ti4State(), activePlayer: 'P2', speaker: 'P1', customCards: [wish('X')],
        players: ids.map((id, i) => ({ ...ti4State().players[0]!, id, strategyCards: [{ card: cards[i]! }], technologies: i === 0 ? techs('X') : [] })) };
      const { result } = walk(state, OPEN, ['X/use']);
      const rest = ids.slice(1);
      expect(trace(result)).toEqual([...rest.map((p) => `${p}:decline`), 'P1:X', ...rest.map((p) => `${p}:decline`), 'P1:decline', 'CLOSE']);
    }
    // Two players are not a TI4 game.
    expect(run({ ...ti4State(), players: ti4State().players.slice(0, 2) }, OPEN).errors.map((e) => [e.code, e.path])).toEqual([['BAD_STATE', '$.players']]);
  });

  it('ABILITIES.4d: a player who declined may resolve later in the window only if another player resolved since', () => {
    // Alice declines at her second turn; Cheng then resolves C2, so at her third turn Alice may resolve again.
    const result = playWindow(aliceBobCheng(), OPEN, { Alice: [2] });
    expect(trace(result)).toEqual([
      'Alice:A1', 'Bob:B1', 'Cheng:C1', 'Dana:decline',
      'Alice:decline', 'Bob:decline', 'Cheng:C2', 'Dana:decline',
      'Alice:A2', 'Bob:decline', 'Cheng:decline', 'Dana:decline',
      'Alice:A3', 'Bob:decline', 'Cheng:decline', 'Dana:decline',
      'Alice:A4', 'Bob:decline', 'Cheng:decline', 'Dana:decline',
      'Alice:decline', 'CLOSE',
    ]);
  });

  it('ABILITIES.4e: had Alice declined "Alice #3", she could not resolve "Alice #4": everyone had declined in a row', () => {
    const result = playWindow(aliceBobCheng(), OPEN, { Alice: [3] });
    expect(trace(result)).toEqual([
      'Alice:A1', 'Bob:B1', 'Cheng:C1', 'Dana:decline',
      'Alice:A2', 'Bob:decline', 'Cheng:C2', 'Dana:decline',
      'Alice:decline', 'Bob:decline', 'Cheng:decline', 'CLOSE',
    ]);
    // A3 and A4 were never resolved: Alice gained 2 trade goods.
    expect(ti4(result).players[0]!.tradeGoods).toBe(2);
  });
});

describe('TI4 abilities and their windows', () => {
  /** Bob active; Cheng (the Creuss) holds his Creuss IFF; systems for the IFF's two kinds of destination. */
  function creussState(): Ti4State {
    return ti4State({
      Cheng: { faction: 'ghost', promissoryNotes: [{ id: 'iff-1', card: 'iff', owner: 'Cheng' }] },
    }, {
      activePlayer: 'Bob',
      systems: [
        { id: 'bob-home', home: 'Bob', planets: [{ id: 'bob-planet', controller: 'Bob', units: [] }], units: [] },
        { id: 'tile-a', planets: [], units: [] },
        { id: 'tile-b', planets: [], units: [unit('alice-cv', 'carrier', 'Alice')] },
        { id: 'tile-c', planets: [], units: [unit('bob-dd', 'destroyer', 'Bob')] },
        { id: 'dana-home', home: 'Dana', planets: [{ id: 'dana-planet', controller: 'Dana', units: [] }], units: [] },
      ],
    });
  }

  it('ABILITIES.1: an ability can be used in the window it was gained (Creuss IFF received at the start of the turn)', () => {
    const action = { type: 'startTurn', player: 'Bob', transactions: [{ from: 'Cheng', to: 'Bob', promissoryNotes: ['iff-1'] }] };
    const { result, prompts } = walk(creussState(), action, ['iff-1/use', 'creuss-alpha', 'tile-a']);
    expect(result.status).toBe('RESOLVED');
    expect(prompts[0]).toMatchObject({ player: 'Bob', kind: 'RESOLVE_OR_DECLINE' });
    expect(optionIds(prompts[0]!)).toEqual(['iff-1/use', 'decline']);
    // "a system that contains a planet you control or a non-home system that does not contain another player's ships".
    expect(optionIds(prompts[2]!)).toEqual(['bob-home', 'tile-a', 'tile-c']);
    const state = ti4(result);
    expect(state.systems.find((s) => s.id === 'tile-a')!.tokens).toEqual(['creuss-alpha']);
    // "Then, return this card to the Creuss player."
    expect(state.players.find((p) => p.id === 'Cheng')!.promissoryNotes.map((c) => c.id)).toEqual(['iff-1']);
    expect(state.players.find((p) => p.id === 'Bob')!.promissoryNotes).toEqual([]);
    // Without the transaction nobody has anything to use: the window closes after four declines, no prompt.
    const without = run(creussState(), { type: 'startTurn', player: 'Bob' });
    expect(without.status).toBe('RESOLVED');
    expect(trace(without)).toEqual(['Bob:decline', 'Cheng:decline', 'Dana:decline', 'Alice:decline', 'CLOSE']);
  });

  /** Alice (the Titans) activates tile-a; her own "after you activate" card places a sleeper token there. */
  function awakenState(sleeper: boolean): Ti4State {
    const placer: CustomCard = {
      id: 'sleeper-placer', name: 'Sleeper Placer', kind: 'technology', text: 'After you activate a system: place a sleeper token on a planet in it.',
      abilities: [{ kind: 'window', id: 'use', text: 'place a sleeper token', when: { point: 'afterActivateSystem' }, effect: { do: 'placeToken', token: 'sleeper', where: 'planetInEventSystem' } }],
    };
    return ti4State({ Alice: { faction: 'titans', abilities: [{ id: 'awaken-1', card: 'awaken' }], technologies: [{ id: 'placer-1', card: 'sleeper-placer' }] } }, {
      customCards: [placer],
      systems: [{ id: 'tile-a', planets: [{ id: 'p1', controller: null, units: [], tokens: sleeper ? ['sleeper'] : [] }], units: [] }],
    });
  }

  it('ABILITIES.1a: conditions are checked when triggering or when resolving, as the ability says', () => {
    // Awaken (checked when it triggers) waits in the window from the start; the placer (no condition) is read live.
    const result = run(awakenState(true), { type: 'activateSystem', player: 'Alice', system: 'tile-a' });
    expect(result.status).toBe('NEEDS_CHOICE');
    expect(result.log.find((e) => e.kind === 'WINDOW_OPENED' && /afterActivateSystem/.test(e.text))!.text).toMatch(/triggered: Awaken/);
    expect(optionIds(result.prompt!)).toEqual(['awaken-1/use', 'placer-1/use', 'decline']);
  });

  it('ABILITIES.1b: Awaken checks its condition when it triggers: a sleeper token added later in the window does not trigger it', () => {
    const { result, prompts } = walk(awakenState(false), { type: 'activateSystem', player: 'Alice', system: 'tile-a' }, ['placer-1/use', 'p1']);
    expect(result.status).toBe('RESOLVED');
    expect(optionIds(prompts[0]!)).toEqual(['placer-1/use', 'decline']);
    const planet = ti4(result).systems[0]!.planets[0]!;
    expect(planet.tokens).toEqual(['sleeper']);
    expect(planet.units).toEqual([]);
    // With the sleeper there when the system is activated, Awaken replaces it with a PDS.
    const awakened = walk(awakenState(true), { type: 'activateSystem', player: 'Alice', system: 'tile-a' }, ['awaken-1/use', 'decline']).result;
    expect(ti4(awakened).systems[0]!.planets[0]!.tokens).toEqual([]);
    expect(ti4(awakened).systems[0]!.planets[0]!.units).toMatchObject([{ type: 'pds', owner: 'Alice' }]);
  });

  /** A space combat in tile-a: Alice (active, attacker) with 3 cruisers, Bob with `bobShips` destroyers; both have Assault Cannon. */
  function assaultState(bobShips: number): Ti4State {
    return ti4State({ Alice: { technologies: [{ id: 'asc-a', card: 'asc' }] }, Bob: { technologies: [{ id: 'asc-b', card: 'asc' }] } }, {
      systems: [{ id: 'tile-a', planets: [], units: [
        unit('a-ca1', 'cruiser', 'Alice'), unit('a-ca2', 'cruiser', 'Alice'), unit('a-ca3', 'cruiser', 'Alice'),
        ...Array.from({ length: bobShips }, (_, i) => unit(`b-dd${i + 1}`, 'destroyer', 'Bob')),
        unit('b-ff', 'fighter', 'Bob'),
      ] }],
      combat: { kind: 'space', system: 'tile-a', attacker: 'Alice', defender: 'Bob', round: 1 },
    });
  }
  const COMBAT = { type: 'openWindow', point: 'startOfSpaceCombat', system: 'tile-a' };

  it('ABILITIES.1c: Assault Cannon checks its condition when it would resolve: down to 2 non-fighter ships, Bob cannot use it', () => {
    const { result, prompts } = walk(assaultState(3), COMBAT, ['asc-a/use', 'b-dd1']);
    expect(result.status).toBe('RESOLVED');
    // Bob chooses which of his non-fighter ships to destroy (not the fighter).
    expect(prompts[1]).toMatchObject({ player: 'Bob', kind: 'DESTROY' });
    expect(optionIds(prompts[1]!)).toEqual(['b-dd1', 'b-dd2', 'b-dd3']);
    // Bob had three non-fighter ships when the window opened, but two when his turn came: never asked.
    expect(prompts).toHaveLength(2);
    expect(ti4(result).systems[0]!.units.map((u) => u.id)).toEqual(['a-ca1', 'a-ca2', 'a-ca3', 'b-dd2', 'b-dd3', 'b-ff']);
    // With four, he still has three after losing one, and may use it.
    const four = walk(assaultState(4), COMBAT, ['asc-a/use', 'b-dd1', 'asc-b/use', 'a-ca1', 'decline']);
    expect(four.prompts[2]).toMatchObject({ player: 'Bob' });
    expect(ti4(four.result).systems[0]!.units.map((u) => u.id)).toEqual(['a-ca2', 'a-ca3', 'b-dd2', 'b-dd3', 'b-dd4', 'b-ff']);
  });

  it('ABILITIES.2: one physical object resolves at most once per window (Creuss IFF received again in the same window)', () => {
    // Bob starts his turn with the IFF (Cheng's) and Spy Net (Dana's, the Yssaril); Dana holds one action card.
    const state = ti4State({
      Bob: { promissoryNotes: [{ id: 'iff-1', card: 'iff', owner: 'Cheng' }, { id: 'spy-1', card: 'spynet', owner: 'Dana' }] },
      Dana: { faction: 'yssaril', actionCards: [{ id: 'dana-fs', card: 'fs1' }] },
    }, { activePlayer: 'Bob', systems: [{ id: 'tile-a', planets: [], units: [] }] });
    const action = { type: 'startTurn', player: 'Bob' };
    const first = run(state, action, [{ options: ['iff-1/use'] }, { options: ['creuss-alpha'] }, { options: ['tile-a'] }]);
    expect(first.status).toBe('NEEDS_CHOICE');
    expect(first.prompt).toMatchObject({ player: 'Bob', kind: 'RESOLVE_OR_DECLINE' });
    expect(optionIds(first.prompt!)).toEqual(['spy-1/use', 'decline']);
    // The state at this prompt is mid-window: Cheng gives the IFF back to Bob (as a transaction would) and it resumes.
    const saved = ti4(first);
    const cheng = saved.players.find((p) => p.id === 'Cheng')!;
    const bob = saved.players.find((p) => p.id === 'Bob')!;
    bob.promissoryNotes.push(cheng.promissoryNotes.pop()!);
    const resumed = run(saved, { type: 'continue' });
    expect(resumed.status).toBe('NEEDS_CHOICE');
    expect(bob.promissoryNotes.map((c) => c.id)).toContain('iff-1');
    expect(optionIds(resumed.prompt!)).toEqual(['spy-1/use', 'decline']);
  });

  it('ABILITIES.2a: each unit is its own physical object: two Exotrireme IIs each use their ability in one window', () => {
    const state = ti4State({}, {
      systems: [{ id: 'tile-a', planets: [], units: [
        unit('ex1', 'dreadnought', 'Alice', 'sardakk_dreadnought2'), unit('ex2', 'dreadnought', 'Alice', 'sardakk_dreadnought2'),
        unit('b1', 'destroyer', 'Bob'), unit('b2', 'destroyer', 'Bob'), unit('b3', 'carrier', 'Bob'), unit('b4', 'cruiser', 'Bob'),
      ] }],
      combat: { kind: 'space', system: 'tile-a', attacker: 'Alice', defender: 'Bob', round: 1 },
    });
    const { result, prompts } = walk(state, { type: 'openWindow', point: 'afterSpaceCombatRound', system: 'tile-a' },
      ['ex1/use', 'resolve', ['b1', 'b2'], 'ex2/use', 'resolve', ['b3', 'b4']]);
    expect(result.status).toBe('RESOLVED');
    expect(optionIds(prompts[0]!)).toEqual(['ex1/use', 'ex2/use', 'decline']);
    // "destroy up to 2 ships in the system": the other Exotrireme is a ship in the system too.
    expect(optionIds(prompts[2]!)).toEqual(['ex2', 'b1', 'b2', 'b3', 'b4']);
    expect(optionIds(prompts[3]!)).toEqual(['ex2/use', 'decline']);
    expect(ti4(result).systems[0]!.units).toEqual([]);
  });

  it('ABILITIES.3: two action cards of the same name cannot be played in one window on the same target', () => {
    // Alice holds two Flank Speeds and a Lost Star Chart; after activating, one Flank Speed, then not the other.
    const state = ti4State({ Alice: { actionCards: [{ id: 'fs-a', card: 'fs1' }, { id: 'fs-b', card: 'fs1' }, { id: 'ls-a', card: 'lost_star' }] } }, {
      systems: [{ id: 'tile-a', planets: [], units: [] }],
    });
    const { result, prompts } = walk(state, { type: 'activateSystem', player: 'Alice', system: 'tile-a' }, ['fs-a/use', 'ls-a/use']);
    expect(result.status).toBe('RESOLVED');
    expect(optionIds(prompts[0]!)).toEqual(['fs-a/use', 'fs-b/use', 'ls-a/use', 'decline']);
    expect(optionIds(prompts[1]!)).toEqual(['ls-a/use', 'decline']);
    const after = ti4(result);
    expect(after.effects!.map((e) => [e.modifier.kind, e.modifier.value ?? null])).toEqual([['move', 1], ['alphaBetaAdjacent', null]]);
    expect(after.players[0]!.actionCards.map((c) => c.id)).toEqual(['fs-b']);
  });

  it('ABILITIES.3: Sabotage: after Bob cancels War Effort, Cheng\'s Sabotage cannot be played on the same card', () => {
    const state = ti4State({
      Alice: { actionCards: [{ id: 'we', card: 'war_effort' }] },
      Bob: { actionCards: [{ id: 'sab-b', card: 'sabo1' }] },
      Cheng: { actionCards: [{ id: 'sab-c', card: 'sabo1' }] },
    }, { systems: [{ id: 'tile-a', planets: [], units: [unit('a-dd', 'destroyer', 'Alice')] }] });
    const { result, prompts } = walk(state, { type: 'playActionCard', player: 'Alice', card: 'we' }, ['sab-b/use']);
    expect(result.status).toBe('RESOLVED');
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ player: 'Bob' });
    expect(result.log.some((e) => e.kind === 'CANCELLED' && e.cards.includes('we'))).toBe(true);
    const after = ti4(result);
    // No cruiser was placed; both played cards are discarded (Sabotage first: it resolved "when" War Effort was
    // played, before the play completed); Cheng keeps his Sabotage.
    expect(after.systems[0]!.units.map((u) => u.type)).toEqual(['destroyer']);
    expect(after.actionDiscard!.map((c) => c.id)).toEqual(['sab-b', 'we']);
    expect(after.players[2]!.actionCards.map((c) => c.id)).toEqual(['sab-c']);
  });

  it('ABILITIES.5: strategy-card secondaries are resolved clockwise after the primary (Trade)', () => {
    // Seated Alice, Cheng, Bob, Dana (clockwise); turn order would be Alice, Bob, Cheng, Dana.
    const state = ti4State({
      Alice: { commodities: 1 },
      Bob: { commandTokens: { tactic: 3, fleet: 3, strategy: 0 } },
    });
    state.players = [state.players[0]!, state.players[2]!, state.players[1]!, state.players[3]!];
    const { result, prompts } = walk(state, { type: 'strategicAction', player: 'Alice', card: 'pok5trade' }, [['Dana'], 'use', 'use']);
    expect(result.status).toBe('RESOLVED');
    expect(prompts.map((p) => [p.player, p.kind])).toEqual([['Alice', 'PLAYERS'], ['Cheng', 'SECONDARY'], ['Dana', 'SECONDARY']]);
    const skipped = result.log.find((e) => e.kind === 'SECONDARY_SKIPPED')!;
    expect(skipped.player).toBe('Bob');
    expect(result.log.findIndex((e) => e.kind === 'SECONDARY_SKIPPED')).toBeGreaterThan(result.log.findIndex((e) => e.kind === 'SECONDARY' && e.player === 'Cheng'));
    const byId = Object.fromEntries(ti4(result).players.map((p) => [p.id, p]));
    // Primary: 3 trade goods, commodities replenished to 3. Cheng spends a strategy token, Dana does not (chosen).
    expect([byId.Alice!.tradeGoods, byId.Alice!.commodities]).toEqual([3, 3]);
    expect([byId.Cheng!.commodities, byId.Cheng!.commandTokens.strategy]).toEqual([3, 1]);
    expect([byId.Dana!.commodities, byId.Dana!.commandTokens.strategy]).toEqual([3, 2]);
    expect(byId.Bob!.commodities).toBe(0);
    expect(byId.Alice!.strategyCards[0]!.exhausted).toBe(true);
  });

  it('ABILITIES.6: on the turn a player passes, they may resolve "at the start of your turn" and "at the end of your turn" abilities', () => {
    const state = ti4State({
      Alice: {
        strategyCards: [{ card: 'pok5trade', exhausted: true }],
        promissoryNotes: [{ id: 'iff-1', card: 'iff', owner: 'Cheng' }],
        technologies: [{ id: 'bs-1', card: 'bs' }, { id: 'md-1', card: 'md_base', exhausted: true }],
      },
      Cheng: { faction: 'ghost' },
    }, { systems: [{ id: 'tile-a', planets: [], units: [] }] });
    const { result, prompts } = walk(state, { type: 'pass', player: 'Alice' }, ['iff-1/use', 'creuss-beta', 'tile-a', 'bs-1/use', 'md-1']);
    expect(result.status).toBe('RESOLVED');
    expect(prompts.map((p) => p.player)).toEqual(['Alice', 'Alice', 'Alice', 'Alice', 'Alice']);
    const after = ti4(result);
    const alice = after.players[0]!;
    expect(alice.passed).toBe(true);
    expect(after.systems[0]!.tokens).toEqual(['creuss-beta']);
    expect(alice.technologies).toEqual([{ id: 'bs-1', card: 'bs', exhausted: true }, { id: 'md-1', card: 'md_base', exhausted: false }]);
    // The pass comes between the two windows; then Bob (next in initiative order) is active.
    const kinds = result.log.map((e) => e.kind);
    expect(kinds.indexOf('PASS')).toBeLessThan(kinds.indexOf('ABILITY_RESOLVED'));
    expect(after.activePlayer).toBe('Bob');
  });

  /** Alice gains control of Bob's planet p-bob (with his PDS); she holds Infiltrate, Bob holds Reparations. */
  function controlState(): Ti4State {
    return ti4State({
      Alice: { actionCards: [{ id: 'inf', card: 'infiltrate' }] },
      Bob: { actionCards: [{ id: 'rep', card: 'reparations' }] },
    }, {
      systems: [
        { id: 'tile-a', planets: [{ id: 'p-bob', controller: 'Bob', units: [unit('b-pds', 'pds', 'Bob')] }], units: [unit('a-dd', 'destroyer', 'Alice')] },
        { id: 'tile-b', planets: [{ id: 'p-alice', controller: 'Alice', units: [] }, { id: 'p-bob2', controller: 'Bob', exhausted: true, units: [] }], units: [] },
      ],
    });
  }

  it('ABILITIES.7: every "when" ability resolves before any "after" ability of the same event', () => {
    const { result, prompts } = walk(controlState(), { type: 'gainControl', player: 'Alice', planet: 'p-bob' }, ['inf/use', 'rep/use', 'p-alice', 'p-bob2']);
    expect(result.status).toBe('RESOLVED');
    // Reparations ("after") is not offered in the "when" window: Bob's first prompt comes after the control changed.
    expect(prompts.map((p) => [p.player, optionIds(p)[0]])).toEqual([['Alice', 'inf/use'], ['Bob', 'rep/use'], ['Bob', 'p-bob'], ['Bob', 'p-bob2']]);
    // "Exhaust 1 planet that player controls": p-bob is already Alice's when the "after" window opens.
    expect(optionIds(prompts[2]!)).toEqual(['p-bob', 'p-alice']);
    const resolved = result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.cards[0]);
    expect(resolved).toEqual(['inf', 'rep']);
    const after = ti4(result);
    const pBob = after.systems[0]!.planets[0]!;
    expect(pBob.controller).toBe('Alice');
    expect(pBob.units).toMatchObject([{ type: 'pds', owner: 'Alice' }]);
    expect(after.systems[1]!.planets.map((p) => [p.id, p.exhausted ?? false])).toEqual([['p-alice', true], ['p-bob2', false]]);
  });

  it('ABILITIES.8: every "after" ability of an event resolves before any "before" ability of the next event', () => {
    // Alice activates tile-a with Flank Speed in hand, then moves a destroyer in; Cheng has a "before another
    // player moves ships" ability; Bob holds Stymie (the Arborec's), with a unit in tile-a.
    const state = ti4State({
      Alice: { actionCards: [{ id: 'fs', card: 'fs1' }] },
      Bob: { promissoryNotes: [{ id: 'sty', card: 'stymie', owner: 'Dana' }] },
      Cheng: { technologies: techs('C-before') },
      Dana: { faction: 'arborec' },
    }, {
      customCards: [wish('C-before', 'beforeMoveShips', 'another')],
      systems: [
        { id: 'tile-a', planets: [], units: [unit('b-dd', 'destroyer', 'Bob')] },
        { id: 'tile-h', home: 'Alice', planets: [], units: [unit('a-dd', 'destroyer', 'Alice')] },
        { id: 'tile-x', planets: [], units: [] },
      ],
    });
    const { result } = walk(state, { type: 'activateSystem', player: 'Alice', system: 'tile-a', move: ['a-dd'] }, ['fs/use', 'C-before/use', 'sty/use', 'resolve', 'tile-x']);
    expect(result.status).toBe('RESOLVED');
    const log = result.log;
    const at = (pred: (e: (typeof log)[number]) => boolean) => log.findIndex(pred);
    const flank = at((e) => e.kind === 'ABILITY_RESOLVED' && e.cards[0] === 'fs');
    const afterClosed = log.findIndex((e, i) => i > flank && e.kind === 'WINDOW_CLOSED');
    const beforeOpened = at((e) => e.kind === 'WINDOW_OPENED' && /beforeMoveShips/.test(e.text));
    const before = at((e) => e.kind === 'ABILITY_RESOLVED' && e.cards[0] === 'C-before');
    const stymie = at((e) => e.kind === 'ABILITY_RESOLVED' && e.cards[0] === 'sty');
    expect(flank).toBeGreaterThan(-1);
    expect(afterClosed).toBeLessThan(beforeOpened);
    expect(beforeOpened).toBeLessThan(before);
    expect(before).toBeLessThan(stymie);
    const after = ti4(result);
    expect(after.systems[0]!.units.map((u) => u.id)).toEqual(['b-dd', 'a-dd']);
    // Stymie: Alice's command token from her reinforcements into tile-x; the note returns to Dana.
    expect(after.systems[2]!.commandTokens).toEqual(['Alice']);
    expect(after.players[3]!.promissoryNotes.map((c) => c.id)).toEqual(['sty']);
    expect(after.players[2]!.tradeGoods).toBe(1);
  });
});

describe('TI4 rules text anchors', () => {
  const rules = sharedFile('rules/ti4-ability-resolution.md');
  it.skipIf(!rules.present)(`each bullet of ti4-ability-resolution.md has an anchor, in order, and a test naming it (${rules.skipReason ?? 'present'})`, () => {
    const text = readFileSync(rules.path, 'utf8');
    const bullets = [...text.matchAll(/^(\s*)- (.+)$/gm)].map((m) => m[2]!.trim());
    const anchors = Object.entries(RULES).filter(([n]) => n.startsWith('ABILITIES.'));
    expect(bullets).toHaveLength(anchors.length);
    anchors.forEach(([, r], i) => expect(bullets[i]!.startsWith(r.begins)).toBe(true));
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    const titles = [...source.matchAll(/\bit\(\s*'((?:\\.|[^'])*)'/g)].map((m) => m[1]!);
    const missing = anchors.map(([n]) => n).filter((n) => !titles.some((t) => t.startsWith(`${n}:`)));
    expect(missing).toEqual([]);
  });
});

describe('TI4 abilities waiting in a window', () => {
  it('ABILITIES.1a: an ability that triggered as the window opened is gone with its object', () => {
    // Bob's Stymie (the Arborec's note) checks its condition when it triggers: Alice moves ships into tile-a, where
    // Bob has a destroyer, so it waits in the "after" window; a promissory note can change hands while it waits.
    const state = ti4State({
      Bob: { promissoryNotes: [{ id: 'sty', card: 'stymie', owner: 'Dana' }] },
      Dana: { faction: 'arborec' },
    }, {
      systems: [
        { id: 'tile-a', planets: [], units: [unit('b-dd', 'destroyer', 'Bob')] },
        { id: 'tile-h', planets: [], units: [unit('a-dd', 'destroyer', 'Alice')] },
        { id: 'tile-x', planets: [], units: [] },
      ],
    });
    const action = { type: 'activateSystem', player: 'Alice', system: 'tile-a', move: ['a-dd'] };
    const first = run(state, action);
    expect(first.status).toBe('NEEDS_CHOICE');
    expect(first.prompt).toMatchObject({ player: 'Bob' });
    expect(optionIds(first.prompt!)).toEqual(['sty/use', 'decline']);
    // Saved at Bob's prompt, Stymie leaves his hand (returned to Dana): on resuming it is no longer offered.
    const saved = ti4(first);
    saved.players[3]!.promissoryNotes.push(saved.players[1]!.promissoryNotes.pop()!);
    const resumed = run(saved, { type: 'continue' });
    expect(resumed.status).toBe('RESOLVED');
    expect(ti4(resumed).systems[2]!.commandTokens ?? []).toEqual([]);
  });
});
