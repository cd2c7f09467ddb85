// The engine's TI4 card definitions: each names a real card of ../shared/data/ti4 and is well formed in the ability
// language, and what the cards do, worked out from their printed text.
import { describe, expect, it } from 'vitest';
import { resolve } from '../../engine/index.js';
import { fromDefinition } from '../../engine/games/ti4/cards.js';
import { TI4_STARTER_CARDS, ti4StarterCards } from '../../engine/games/ti4/cards/starter.js';
import type { Ti4State, Unit } from '../../engine/games/ti4/state/types.js';
import { readJson, sharedFile } from './shared.js';
import { optionIds, run, ti4, ti4State, walk } from './ti4-builders.js';

const unit = (id: string, type: Unit['type'], owner: string, extra: Partial<Unit> = {}): Unit => ({ id, type, owner, ...extra });
const byId = (state: Ti4State) => Object.fromEntries(state.players.map((p) => [p.id, p]));

describe('TI4 card definitions', () => {
  const defined = TI4_STARTER_CARDS.filter((c) => c.abilities !== undefined);

  it('more than thirty real cards have abilities in the language, and every definition is well formed', () => {
    expect(defined.length).toBeGreaterThanOrEqual(33);
    for (const def of TI4_STARTER_CARDS) expect(Array.isArray(fromDefinition(def)), def.id).toBe(false);
  });

  const data = sharedFile('data/ti4');
  it.skipIf(!data.present)(`each definition is a card of the AsyncTI4 data, by its id and name (${data.skipReason ?? 'present'})`, () => {
    const files: Record<string, [string, string]> = {
      action: ['action_cards', 'alias'], promissory: ['promissory_notes', 'alias'], technology: ['technologies', 'alias'],
      ability: ['abilities', 'id'], leader: ['leaders', 'id'], unit: ['units', 'id'], strategy: ['strategy_cards', 'id'],
    };
    for (const def of TI4_STARTER_CARDS) {
      const [, kind, key] = def.id.split(':') as [string, string, string];
      const [file, field] = files[kind]!;
      const records = readJson<Record<string, unknown>[]>(`${data.path}/${file}.official.json`);
      const record = records.find((r) => r[field] === key);
      expect(record, def.id).toBeDefined();
      expect(record!.name, def.id).toBe(def.name);
    }
  });
});

describe('TI4 cards at work', () => {
  it('E-Res Siphons and Neuroglaive: after another player activates a system with your ships', () => {
    const state = ti4State({ Bob: { technologies: [{ id: 'ers', card: 'ers' }] }, Cheng: { technologies: [{ id: 'ng', card: 'ng' }] } }, {
      systems: [{ id: 'tile-a', planets: [], units: [unit('b-dd', 'destroyer', 'Bob'), unit('c-dd', 'destroyer', 'Cheng')] }],
    });
    const { result } = walk(state, { type: 'activateSystem', player: 'Alice', system: 'tile-a' }, ['ers/use', 'ng/use']);
    const p = byId(ti4(result));
    // Bob gains 4 trade goods; Alice returns a fleet-pool token; the activation itself spent a tactic token.
    expect(p.Bob!.tradeGoods).toBe(4);
    expect(p.Alice!.commandTokens).toEqual({ tactic: 2, fleet: 2, strategy: 2 });
    expect(ti4(result).systems[0]!.commandTokens).toEqual(['Alice']);
  });

  it('Upgrade: after you activate a system with your ships, 1 of your cruisers there becomes a dreadnought', () => {
    const state = ti4State({ Alice: { actionCards: [{ id: 'up', card: 'upgrade' }] } }, {
      systems: [{ id: 'tile-a', planets: [], units: [unit('a-ca', 'cruiser', 'Alice'), unit('b-ca', 'cruiser', 'Bob')] }],
    });
    const { result, prompts } = walk(state, { type: 'activateSystem', player: 'Alice', system: 'tile-a' }, ['up/use', 'a-ca']);
    expect(optionIds(prompts[1]!)).toEqual(['a-ca']);
    expect(ti4(result).systems[0]!.units.map((u) => [u.type, u.owner])).toEqual([['cruiser', 'Bob'], ['dreadnought', 'Alice']]);
  });

  it('Military Support: at the start of the Sol player\'s turn; Spy Net: at the start of yours; both return to their owner', () => {
    const state = ti4State({
      Bob: { promissoryNotes: [{ id: 'ms', card: 'ms', owner: 'Dana' }] },
      Dana: { faction: 'sol' },
    }, { activePlayer: 'Dana', systems: [{ id: 'tile-a', planets: [{ id: 'p-bob', controller: 'Bob', units: [] }], units: [] }] });
    const { result } = walk(state, { type: 'startTurn', player: 'Dana' }, ['ms/use', 'resolve', 'p-bob']);
    const p = byId(ti4(result));
    expect(p.Dana!.commandTokens.strategy).toBe(1);
    expect(ti4(result).systems[0]!.planets[0]!.units.map((u) => [u.type, u.owner])).toEqual([['infantry', 'Bob'], ['infantry', 'Bob']]);
    expect(p.Dana!.promissoryNotes.map((c) => c.id)).toEqual(['ms']);

    const spy = ti4State({ Bob: { promissoryNotes: [{ id: 'spy', card: 'spynet', owner: 'Dana' }] }, Dana: { actionCards: [{ id: 'd-fs', card: 'fs1' }, { id: 'd-lk', card: 'lucky' }] } }, { activePlayer: 'Bob' });
    const took = walk(spy, { type: 'startTurn', player: 'Bob' }, ['spy/use', 'd-lk']).result;
    const q = byId(ti4(took));
    expect(q.Bob!.actionCards.map((c) => c.id)).toEqual(['d-lk']);
    expect(q.Dana!.actionCards.map((c) => c.id)).toEqual(['d-fs']);
    expect(q.Dana!.promissoryNotes.map((c) => c.id)).toEqual(['spy']);
  });

  it('Salvage: after you win a space combat, your opponent gives you all of their commodities', () => {
    const state = ti4State({ Alice: { actionCards: [{ id: 'sal', card: 'salvage' }] }, Bob: { commodities: 2 } }, {
      systems: [{ id: 'tile-a', planets: [], units: [] }], combat: { kind: 'space', system: 'tile-a', attacker: 'Alice', defender: 'Bob', round: 2 },
    });
    const { result } = walk(state, { type: 'openWindow', point: 'afterWinSpaceCombat', system: 'tile-a' }, ['sal/use']);
    const p = byId(ti4(result));
    expect([p.Alice!.tradeGoods, p.Bob!.commodities]).toEqual([2, 0]);
  });

  it('component actions: Lucky Shot, Cripple Defenses, Rise of a Messiah, Reactor Meltdown, Unexpected Action, Insubordination', () => {
    const systems: Ti4State['systems'] = [
      { id: 'tile-a', planets: [{ id: 'p-a', controller: 'Alice', units: [unit('b-pds1', 'pds', 'Bob')] }], units: [unit('a-dd', 'destroyer', 'Alice'), unit('b-ca', 'cruiser', 'Bob'), unit('b-cv', 'carrier', 'Bob')], commandTokens: ['Alice'] },
      { id: 'tile-b', planets: [{ id: 'p-b', controller: 'Bob', units: [unit('b-pds2', 'pds', 'Bob'), unit('b-pds3', 'pds', 'Bob'), unit('b-sd', 'spacedock', 'Bob')] }], units: [] },
      { id: 'bob-home', home: 'Bob', planets: [{ id: 'p-h', controller: 'Bob', units: [unit('b-sdh', 'spacedock', 'Bob')] }], units: [] },
      { id: 'alice-home', home: 'Alice', planets: [{ id: 'p-ah', controller: 'Alice', units: [] }], units: [] },
    ];
    const hand = ['lucky', 'cripple', 'messiah', 'meltdown', 'unexpected', 'insub'].map((card) => ({ id: card, card }));
    const state = ti4State({ Alice: { actionCards: hand, reinforcementTokens: 5 } }, { systems });
    const play = (card: string, answers: string[]) => walk(state, { type: 'playActionCard', player: 'Alice', card }, answers);
    // "a dreadnought, cruiser, or destroyer in a system that contains a planet you control" (not your own).
    const lucky = play('lucky', ['b-ca']);
    expect(optionIds(lucky.prompts[0]!)).toEqual(['b-ca']);
    expect(ti4(lucky.result).systems[0]!.units.map((u) => u.id)).toEqual(['a-dd', 'b-cv']);
    const cripple = play('cripple', ['p-b']);
    expect(ti4(cripple.result).systems[1]!.planets[0]!.units.map((u) => u.id)).toEqual(['b-sd']);
    const messiah = play('messiah', []);
    expect(ti4(messiah.result).systems.map((s) => s.planets[0]!.units.filter((u) => u.type === 'infantry').length)).toEqual([1, 0, 0, 1]);
    const meltdown = play('meltdown', ['b-sd']);
    expect(optionIds(meltdown.prompts[0]!)).toEqual(['b-sd']);
    const unexpected = play('unexpected', ['tile-a']);
    expect(ti4(unexpected.result).systems[0]!.commandTokens).toEqual([]);
    expect(ti4(unexpected.result).players[0]!.reinforcementTokens).toBe(6);
    const insub = play('insub', ['Cheng']);
    expect(byId(ti4(insub.result)).Cheng!.commandTokens.tactic).toBe(2);
  });

  it('combat rounds: Morale Boost and Fighter Prototype for the players in the combat only; Emergency Repairs', () => {
    const state = ti4State({
      Alice: { actionCards: [{ id: 'mb-a', card: 'mb1' }, { id: 'fp-a', card: 'f_prototype' }] },
      Bob: { actionCards: [{ id: 'er-b', card: 'emergency' }] },
      Cheng: { actionCards: [{ id: 'mb-c', card: 'mb1' }] },
    }, {
      systems: [{ id: 'tile-a', planets: [], units: [unit('b-dn', 'dreadnought', 'Bob', { damaged: true }), unit('a-ff', 'fighter', 'Alice')] }],
      combat: { kind: 'space', system: 'tile-a', attacker: 'Alice', defender: 'Bob', round: 1 },
    });
    const { result, prompts } = walk(state, { type: 'openWindow', point: 'startOfCombatRound', system: 'tile-a' }, ['mb-a/use', 'er-b/use', 'fp-a/use']);
    expect(optionIds(prompts[0]!)).toEqual(['mb-a/use', 'fp-a/use', 'decline']);
    // Cheng is not in the combat: never asked.
    expect(prompts.map((p) => p.player)).toEqual(['Alice', 'Bob', 'Alice']);
    const after = ti4(result);
    expect(after.effects!.map((e) => [e.player, e.modifier.kind, e.modifier.value])).toEqual([['Alice', 'combat', 1], ['Alice', 'combat', 2]]);
    expect(after.systems[0]!.units[0]!.damaged).toBe(false);
    // Fighter Prototype is for the first round only.
    const second = run({ ...state, combat: { ...state.combat!, round: 2 } }, { type: 'openWindow', point: 'startOfCombatRound', system: 'tile-a' });
    expect(optionIds(second.prompt!)).toEqual(['mb-a/use', 'decline']);
  });

  it('gaining control of a planet: Assimilate ("when") then Scavenge ("after"); Ceasefire on activation; Xuange after a move', () => {
    const state = ti4State({ Alice: { abilities: [{ id: 'assim', card: 'assimilate' }, { id: 'scav', card: 'scavenge' }] } }, {
      systems: [{ id: 'tile-a', planets: [{ id: 'p', controller: 'Bob', units: [unit('b-pds', 'pds', 'Bob'), unit('b-sd', 'spacedock', 'Bob'), unit('b-inf', 'infantry', 'Bob')] }], units: [] }],
    });
    const { result } = walk(state, { type: 'gainControl', player: 'Alice', planet: 'p' }, ['assim/use', 'scav/use']);
    const planet = ti4(result).systems[0]!.planets[0]!;
    expect(planet.units.map((u) => [u.type, u.owner])).toEqual([['infantry', 'Bob'], ['pds', 'Alice'], ['spacedock', 'Alice']]);
    expect(ti4(result).players[0]!.tradeGoods).toBe(1);

    const cease = ti4State({ Bob: { promissoryNotes: [{ id: 'cf', card: '<color>_cf', owner: 'Alice' }], leaders: [{ id: 'xu', card: 'empyreancommander' }] } }, {
      systems: [
        { id: 'tile-a', planets: [], units: [unit('b-dd', 'destroyer', 'Bob')], commandTokens: ['Bob'] },
        { id: 'tile-h', planets: [], units: [unit('a-dd', 'destroyer', 'Alice')] },
      ],
    });
    const moved = walk(cease, { type: 'activateSystem', player: 'Alice', system: 'tile-a', move: ['a-dd'] }, ['cf/use', 'xu/use']);
    const after = ti4(moved.result);
    expect(after.effects!.map((e) => [e.player, e.modifier.kind, e.system])).toEqual([['Alice', 'cannotMoveIntoActiveSystem', 'tile-a']]);
    expect(after.players[0]!.promissoryNotes.map((c) => c.id)).toEqual(['cf']);
    expect(after.systems[0]!.commandTokens).toEqual(['Alice']);
  });

  it('Magen Defense Grid is exhausted to use; Dacxive Animators and Pre-Fab Arcologies act on the window\'s planet', () => {
    const state = ti4State({ Bob: { technologies: [{ id: 'mdg', card: 'md_base' }] } }, {
      systems: [{ id: 'tile-a', planets: [{ id: 'p', controller: 'Bob', units: [unit('b-pds', 'pds', 'Bob')] }], units: [] }],
      combat: { kind: 'ground', system: 'tile-a', planet: 'p', attacker: 'Alice', defender: 'Bob', round: 1 },
    });
    const { result } = walk(state, { type: 'openWindow', point: 'startOfGroundCombatRound', system: 'tile-a', planet: 'p' }, ['mdg/use']);
    expect(ti4(result).players[1]!.technologies[0]!.exhausted).toBe(true);
    expect(ti4(result).effects!.map((e) => [e.player, e.modifier.kind])).toEqual([['Alice', 'noCombatRolls']]);

    const planets = ti4State({ Alice: { technologies: [{ id: 'dxa', card: 'dxa' }, { id: 'pfa', card: 'pfa' }] } }, {
      systems: [{ id: 'tile-a', planets: [{ id: 'p', controller: 'Alice', exhausted: true, units: [] }], units: [] }],
    });
    const won = walk(planets, { type: 'openWindow', point: 'afterWinGroundCombat', system: 'tile-a', planet: 'p' }, ['dxa/use']).result;
    expect(ti4(won).systems[0]!.planets[0]!.units.map((u) => u.type)).toEqual(['infantry']);
    const explored = walk(planets, { type: 'openWindow', point: 'afterExplorePlanet', system: 'tile-a', planet: 'p' }, ['pfa/use']).result;
    expect(ti4(explored).systems[0]!.planets[0]!.exhausted).toBe(false);
  });

  it('lasting effects of the tactical action: Nav Suite, In The Silence Of Space, Gravity Drive, Crucible', () => {
    const state = ti4State({
      Alice: { actionCards: [{ id: 'nav', card: 'nav_suite' }, { id: 'sil', card: 'silence_space' }], technologies: [{ id: 'gd', card: 'gd' }], promissoryNotes: [{ id: 'cru', card: 'crucible', owner: 'Dana' }] },
    }, { systems: [{ id: 'tile-a', planets: [], units: [unit('a-ca', 'cruiser', 'Alice')] }, { id: 'tile-b', planets: [], units: [] }] });
    const { result } = walk(state, { type: 'activateSystem', player: 'Alice', system: 'tile-a' }, ['nav/use', 'sil/use', 'tile-b', 'gd/use', 'a-ca', 'cru/use', 'decline']);
    expect(result.status).toBe('RESOLVED');
    const after = ti4(result);
    expect(after.effects!.map((e) => [e.modifier.kind, e.modifier.duration, e.system ?? e.unit ?? null])).toEqual([
      ['ignoreAnomalies', 'tacticalAction', null], ['moveThroughShips', 'tacticalAction', 'tile-b'], ['move', 'tacticalAction', 'a-ca'], ['gravityRiftMove', 'tacticalAction', null],
    ]);
    expect(after.players[3]!.promissoryNotes.map((c) => c.id)).toEqual(['cru']);
  });
});

describe('TI4 requests the engine refuses', () => {
  it('INVALID with paths; UNSUPPORTED outside the action phase and for undefined cards', () => {
    const bad = run({ ...ti4State(), activePlayer: 'Zed', systems: [{ id: 's', planets: [], units: [unit('u', 'cruiser', 'Nobody')] }] }, { type: 'openWindow', point: 'custom', name: 'w' });
    expect(bad.errors.map((e) => [e.code, e.path])).toEqual([['UNKNOWN_PLAYER', '$.activePlayer'], ['UNKNOWN_PLAYER', '$.systems[0].units[0].owner']]);
    const notActive = run(ti4State(), { type: 'pass', player: 'Bob' });
    expect(notActive.errors.map((e) => [e.code, e.path])).toEqual([['ILLEGAL_ACTION', '$.action.player']]);
    const early = run(ti4State(), { type: 'pass', player: 'Alice' });
    expect(early.errors[0]!.message).toMatch(/strategic action/);
    const badAction = run(ti4State(), { type: 'openWindow', point: 'sometime' });
    expect(badAction.errors.map((e) => [e.code, e.path])).toEqual([['BAD_ACTION', '$.action.point']]);
    expect(run({ ...ti4State(), phase: 'agenda' }, { type: 'openWindow', point: 'custom', name: 'w' })).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE' } });
    expect(run(ti4State({ Alice: { strategyCards: [{ card: 'pok6warfare' }] } }, { activePlayer: 'Alice' }), { type: 'strategicAction', player: 'Alice', card: 'pok6warfare' }))
      .toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'TI4:strategy:pok6warfare' } });
    const unknown = run(ti4State({ Bob: { technologies: [{ id: 'x', card: 'no-such-card' }] } }), { type: 'openWindow', point: 'custom', name: 'w' });
    expect(unknown.errors.map((e) => [e.code, e.path])).toEqual([['UNKNOWN_CARD', '$.players[1].technologies[0].card']]);
    // The same input state is returned untouched.
    expect(unknown.state).toEqual(ti4State({ Bob: { technologies: [{ id: 'x', card: 'no-such-card' }] } }));
  });

  it('bad requests are typed errors at the path at fault, never a crash', () => {
    const state = ti4State({}, { systems: [{ id: 's', planets: [{ id: 'p', controller: 'Alice', units: [] }], units: [] }] });
    const cases: [unknown, unknown, unknown, [string, string]][] = [
      [null, { type: 'pass', player: 'Alice' }, undefined, ['BAD_STATE', '$']],
      [state, null, undefined, ['BAD_ACTION', '$.action']],
      [state, { type: 'activateSystem', player: 'Alice', system: 'zz' }, undefined, ['UNKNOWN_SYSTEM', '$.action.system']],
      [state, { type: 'activateSystem', player: 'Alice', system: 's', move: ['x'] }, undefined, ['ILLEGAL_ACTION', '$.action.move[0]']],
      [state, { type: 'gainControl', player: 'Alice', planet: 'p' }, undefined, ['ILLEGAL_ACTION', '$.action.planet']],
      [state, { type: 'openWindow', point: 'startOfTurn', planet: 'q' }, undefined, ['UNKNOWN_PLANET', '$.action.planet']],
      [state, { type: 'startTurn', player: 'Alice', transactions: [{ from: 'Bob', to: 'Cheng' }] }, undefined, ['ILLEGAL_ACTION', '$.action.transactions[0]']],
      [state, { type: 'playActionCard', player: 'Alice', card: 'x' }, undefined, ['UNKNOWN_CARD', '$.action.card']],
      [state, { type: 'continue' }, undefined, ['BAD_ACTION', '$.action']],
      [{ ...state, timing: { tasks: [{ t: 'bogus' }], windows: [], replay: [], answered: 0, counters: {}, cancelled: [] } }, { type: 'continue' }, undefined, ['BAD_STATE', '$.timing.tasks[0].t']],
      [state, { type: 'openWindow', point: 'startOfTurn' }, 'x', ['BAD_CHOICE', '$.choices']],
      [state, { type: 'openWindow', point: 'startOfTurn' }, [{ options: ['z'] }], ['BAD_CHOICE', '$.choices[0]']],
    ];
    for (const [s, action, choices, [code, path]] of cases) {
      const result = resolve({ game: 'TI4', state: s, action, choices } as never, ti4StarterCards);
      expect(result.status).toBe('INVALID');
      expect([result.errors[0]!.code, result.errors[0]!.path]).toEqual([code, path]);
    }
  });

  it('resuming needs { type: "continue" }; a resumed state reaches the same end as one request', () => {
    const state = ti4State({ Cheng: { faction: 'ghost', promissoryNotes: [{ id: 'iff-1', card: 'iff', owner: 'Cheng' }] } }, {
      activePlayer: 'Bob', systems: [{ id: 'tile-a', planets: [], units: [] }],
    });
    const action = { type: 'startTurn', player: 'Bob', transactions: [{ from: 'Cheng', to: 'Bob', promissoryNotes: ['iff-1'] }] };
    const answers = [['iff-1/use'], ['creuss-gamma'], ['tile-a']];
    const whole = run(state, action, answers.map((options) => ({ options })));
    expect(whole.status).toBe('RESOLVED');
    let current = run(state, action);
    expect(run(current.state, action).errors[0]!.code).toBe('BAD_ACTION');
    for (const options of answers) current = run(current.state, { type: 'continue' }, [{ prompt: current.prompt!.id, options }]);
    expect(current.status).toBe('RESOLVED');
    expect(current.state).toEqual(whole.state);
  });
});
