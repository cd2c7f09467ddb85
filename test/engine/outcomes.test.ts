// Expected outcomes as assertions (engine/core/outcomes.ts with SWU's reader, engine/games/swu/outcome.ts): what each
// kind checks, what makes one fail, and that a malformed list is refused with every error and its path.
import { describe, expect, it } from 'vitest';
import type { Assertion } from '../../engine/scenarios.js';
import { runScenario, validateExpected } from '../../engine/scenarios.js';
import { validateAssertions } from '../../engine/core/outcomes.js';
import { workedExample } from '../worked-examples.js';
import { cards, karabast } from './builders.js';

// Yoda (3 damage) attacks Vanguard Infantry: both are defeated; P1 goes first and draws; P2 gives Experience to the X-Wing.
const { game, state, action, choices } = workedExample('TRIG-02');
const trig02 = { game, state, action, choices };

function verdicts(expected: Assertion[], request = trig02) {
  return runScenario(request, cards, expected).assertions.map((a) => a.passed);
}

describe('assertions on a resolved SWU scenario', () => {
  it('each kind passes on what the rules make happen and fails on anything else', () => {
    const cases: [Assertion, boolean][] = [
      [{ kind: 'status', status: 'RESOLVED' }, true],
      [{ kind: 'status', status: 'INVALID' }, false],
      [{ kind: 'unit', card: 'Alliance X-Wing', upgrades: ['experience'] }, true],
      [{ kind: 'unit', card: 'alliance-xwing', player: 'player2', damage: 0, exhausted: false, upgrades: ['Experience'] }, true],
      [{ kind: 'unit', card: 'Battlefield Marine', upgrades: ['experience'] }, false],
      [{ kind: 'unit', card: 'Alliance X-Wing', player: 'player1', damage: 0 }, false],
      [{ kind: 'unit', card: 'Yoda', damage: 4 }, false],
      [{ kind: 'zone', card: 'Yoda, Old Master', zone: 'discard' }, true],
      [{ kind: 'zone', card: 'SOR_108', zone: 'discard', player: 'player2' }, true],
      [{ kind: 'zone', card: 'Vanguard Infantry', zone: 'discard', player: 'player1' }, false],
      [{ kind: 'zone', card: 'Wampa', zone: 'hand' }, true],
      [{ kind: 'zone', card: 'Vanquish', zone: 'deck' }, true],
      [{ kind: 'zone', card: 'Shield', zone: 'outsideTheGame' }, true],
      [{ kind: 'zone', card: 'Yoda', zone: 'outsideTheGame' }, false],
      [{ kind: 'hand', player: 'player1', count: 1, cards: ['Wampa'] }, true],
      [{ kind: 'hand', player: 'player1', cards: ['Vanquish'] }, false],
      [{ kind: 'hand', player: 'player2', count: 0 }, true],
      [{ kind: 'base', player: 'player1', damage: 0 }, true],
      [{ kind: 'base', player: 'player2', damage: 2 }, false],
      [{ kind: 'resources', player: 'player1', count: 20, exhausted: 0 }, true],
      [{ kind: 'resources', player: 'player1', exhausted: 1 }, false],
      [{ kind: 'activePlayer', player: 'player2' }, true],
      [{ kind: 'activePlayer', player: 'player1' }, false],
      [{ kind: 'asked', player: 'player2', prompt: 'MAY', options: ['Alliance X-Wing', 'Battlefield Marine', 'Decline'] }, true],
      [{ kind: 'asked', player: 'player2', prompt: 'MAY', options: ['Alliance X-Wing', 'Battlefield Marine'] }, false],
      [{ kind: 'asked', player: 'player2', prompt: 'TARGET' }, false],
      [{ kind: 'asked', player: 'player1', prompt: 'PLAYERS', options: ['You', 'Opponent'] }, true],
      [{ kind: 'asked', player: 'player2', prompt: 'PLAYER_ORDER' }, false],
      [{ kind: 'log', contains: 'Experience' }, true],
      [{ kind: 'log', contains: 'Vanquish' }, false],
    ];
    expect(validateExpected('SWU', cases.map(([a]) => a))).toEqual([]);
    const got = verdicts(cases.map(([a]) => a));
    expect(cases.map(([a], i) => [a, got[i]])).toEqual(cases);
  });

  it('says what it found when an assertion fails', () => {
    const [result] = runScenario(trig02, cards, [{ kind: 'unit', card: 'Alliance X-Wing', damage: 2 }]).assertions;
    expect(result).toMatchObject({ passed: false, actual: { damage: 0, upgrades: ['Experience'] } });
    expect(result!.message).toContain('damage is 0, expected 2');
  });

  it('a unit assertion that matches several units fails instead of picking one', () => {
    const twins = { ...trig02, state: karabast({}, { groundArena: ['battlefield-marine', 'battlefield-marine'] }), action: { type: 'pass', player: 'player1' }, choices: [] };
    const [result] = runScenario(twins, cards, [{ kind: 'unit', card: 'Battlefield Marine', damage: 0 }]).assertions;
    expect(result).toMatchObject({ passed: false, message: 'expected one unit "Battlefield Marine" in play, found 2' });
  });

  it('an ended-early run: state assertions read the state returned (as it is at the prompt), and a pending prompt counts as asked', () => {
    const pending = { ...trig02, choices: trig02.choices.slice(0, 1) };
    const run = runScenario(pending, cards, [
      { kind: 'status', status: 'NEEDS_CHOICE' },
      { kind: 'asked', player: 'player1', prompt: 'PLAYERS' },
      // Combat damage has been dealt by the time Yoda's When Defeated asks which players draw.
      { kind: 'zone', card: 'Yoda', zone: 'discard' },
    ]);
    expect(run.result.status).toBe('NEEDS_CHOICE');
    expect(run.assertions.map((a) => a.passed)).toEqual([true, true, true]);
    expect(run.asked.map((a) => [a.prompt.kind, a.answer?.options ?? null])).toEqual([['PLAYER_ORDER', ['player1']], ['PLAYERS', null]]);
  });

  it('an invalid state fails every state assertion and passes a status INVALID one with its error code', () => {
    const broken = { ...trig02, state: karabast({ groundArena: [{ card: 'no-such-card' }] }), choices: [] };
    const run = runScenario(broken, cards, [{ kind: 'status', status: 'INVALID', error: 'UNKNOWN_CARD' }, { kind: 'base', player: 'player1', damage: 0 }]);
    expect(run.assertions.map((a) => [a.passed, a.message])).toEqual([[true, 'ended INVALID'], [false, 'the resulting state could not be read']]);
  });
});

describe('what a scenario involves', () => {
  it('cards: those the input names and those the resolution touched, not the defaults it left out; rules: those its steps applied', () => {
    const run = runScenario(trig02, cards);
    // Named: Yoda, the deck's three cards, the three P2 units. Touched: Kestro City (Restore found nothing to heal).
    expect(run.cards).toEqual(['SOR_027', 'SOR_045', 'SOR_074', 'SOR_078', 'SOR_095', 'SOR_108', 'SOR_164', 'SOR_237']);
    expect(run.cards).not.toContain('SOR_010'); // P1's default leader: never involved
    expect(run.rules).toEqual(expect.arrayContaining(['7.6.10', '6.3.4', '3.7.5']));
    expect(run.rules).toEqual([...new Set(run.result.log.flatMap((e) => (e.rule ? [e.rule.number] : [])))].sort());
  });
});

describe('validating an expected outcome', () => {
  it('lists every problem with its path', () => {
    expect(validateExpected('SWU', [
      { kind: 'unit', card: 'Wampa' },
      { kind: 'unit', card: 'Wampa', damage: '3' },
      { kind: 'zone', card: 'Wampa', zone: 'nowhere', extra: 1 },
      { kind: 'base', damage: 1 },
      { kind: 'teleport' },
      'wampa',
      { kind: 'asked' },
    ]).map((e) => [e.path, e.message])).toEqual([
      ['$.expected[0]', '"unit" asserts nothing without one of player, damage, exhausted, upgrades'],
      ['$.expected[1].damage', 'damage must be an integer'],
      ['$.expected[2].zone', expect.stringContaining('zone must be one of groundArena, spaceArena')],
      ['$.expected[2].extra', '"zone" takes card, zone, player'],
      ['$.expected[3].player', 'player is required'],
      ['$.expected[4].kind', 'kind must be one of activePlayer, asked, base, hand, log, resources, status, unit, zone'],
      ['$.expected[5]', 'an assertion is an object with a `kind`'],
      ['$.expected[6]', '"asked" asserts nothing without one of player, prompt, options'],
    ]);
    expect(validateExpected('SWU', { kind: 'unit' })).toEqual([{ code: 'BAD_EXPECTED', path: '$.expected', message: 'expected outcomes are an array of assertions' }]);
  });

  it('a game without a state reader has only the kinds every game has', () => {
    // Every game the engine runs has a reader now: a game with none is one the core is given no plug-in for.
    expect(validateAssertions([{ kind: 'status', status: 'UNSUPPORTED' }], undefined)).toEqual([]);
    expect(validateAssertions([{ kind: 'unit', card: 'X-Wing', damage: 1 }], undefined)[0]!.message).toBe('kind must be one of asked, log, status');
  });

  it('TI4 adds its own kinds (card, player, system, unit, window) to the common ones', () => {
    expect(validateExpected('TI4', [{ kind: 'card', card: 'iff-1', player: 'Cheng', zone: 'promissoryNotes' }, { kind: 'window', declinesBeforeClose: 4 }])).toEqual([]);
    expect(validateExpected('TI4', [{ kind: 'ship', ship: 'jake', tokens: ['focus'] }])[0]!.message).toBe('kind must be one of asked, card, log, player, status, system, unit, window');
    expect(validateExpected('TI4', [{ kind: 'card', card: 'iff-1', zone: 'hand' }])[0]!.path).toBe('$.expected[0].zone');
  });

  it('X-Wing adds its own kind (ship) to the common ones', () => {
    expect(validateExpected('XWING', [{ kind: 'ship', ship: 'jake', tokens: ['focus'] }])).toEqual([]);
    expect(validateExpected('XWING', [{ kind: 'unit', card: 'X-Wing', damage: 1 }])[0]!.message).toBe('kind must be one of asked, log, ship, status');
  });
});
