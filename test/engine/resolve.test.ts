// The public entry: determinism, statuses (RESOLVED / NEEDS_CHOICE / INVALID / UNSUPPORTED), errors with paths,
// turn actions, the unique rule, capture and rescue, last-known information, and the engine's purity.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolve, validateState } from '../../engine/index.js';
import { unsupportedGame } from '../../engine/games/module.js';
import { cards, custom, drive, inDiscard, inPlay, karabast, resolved, script, stats, unit, upgradeNames } from './builders.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';

const trig02 = karabast(
  { groundArena: [{ card: 'yoda#old-master', damage: 3 }], deck: ['wampa', 'vanquish', 'repair'] },
  { groundArena: ['vanguard-infantry', 'battlefield-marine'], spaceArena: ['alliance-xwing'] },
  { autoSingleTarget: true },
);
const trig02Attack = { type: 'attack', player: 'player1', attacker: 'Yoda', target: 'Vanguard Infantry' };

describe('resolve: determinism and replay', () => {
  it('the same request twice gives identical output (state, prompts, log)', () => {
    const choices = [{ options: ['player1'] }, { options: ['player1'] }];
    const a = resolve({ game: 'SWU', state: trig02, action: trig02Attack, choices }, cards);
    const b = resolve({ game: 'SWU', state: JSON.parse(JSON.stringify(trig02)), action: trig02Attack, choices }, cards);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.status).toBe('NEEDS_CHOICE');
  });

  it('the caller\'s state is never mutated', () => {
    const input = JSON.parse(JSON.stringify(trig02));
    drive(input, trig02Attack, script(['PLAYER_ORDER', 'You'], ['PLAYERS', 'You'], ['MAY', /X-Wing/]));
    expect(input).toEqual(trig02);
  });

  it('NEEDS_CHOICE returns the prompt, the log so far and the state at the prompt; answers replay from the start', () => {
    const r = resolve({ game: 'SWU', state: trig02, action: trig02Attack }, cards);
    expect(r).toMatchObject({ status: 'NEEDS_CHOICE', complete: false, prompt: { id: 'p1-PLAYER_ORDER', player: 'player1', kind: 'PLAYER_ORDER', min: 1, max: 1 } });
    expect(r.log.map((e) => e.kind)).toContain('ATTACK_DECLARED');
    // The state as it is at the prompt: Yoda and Vanguard Infantry are already defeated, their When Defeated
    // abilities wait in an open window.
    const atPrompt = r.state as SwuState;
    expect(atPrompt.player1.groundArena).toEqual([]);
    expect(atPrompt.player1.discard.map((c) => c.card)).toContain('SOR_045');
    expect(atPrompt.timing!.windows.flatMap((w) => w.pending.map((t) => t.ability.text))).toEqual(expect.arrayContaining([expect.stringMatching(/^When Defeated/), expect.stringMatching(/^When Defeated/)]));
    const r2 = resolve({ game: 'SWU', state: trig02, action: trig02Attack, choices: [{ prompt: 'p1-PLAYER_ORDER', options: ['player2'] }] }, cards);
    expect(r2.prompt).toMatchObject({ id: 'p2-MAY', player: 'player2' });
    // Resuming the state at the prompt with the same answer gives the same next prompt (and, in the end, the same result).
    const resumed = resolve({ game: 'SWU', state: r.state, action: { type: 'continue' }, choices: [{ prompt: 'p1-PLAYER_ORDER', options: ['player2'] }] }, cards);
    expect(resumed.prompt).toEqual(r2.prompt);
    expect(resumed.state).toEqual(r2.state);
  });

  it('a state at a prompt resumes only with { type: "continue" }; "continue" needs a resolution in progress', () => {
    const r = resolve({ game: 'SWU', state: trig02, action: trig02Attack }, cards);
    const again = resolve({ game: 'SWU', state: r.state, action: trig02Attack, choices: [{ options: ['player1'] }] }, cards);
    expect(again).toMatchObject({ status: 'INVALID', errors: [{ code: 'BAD_ACTION', path: '$.action' }] });
    const nothing = resolve({ game: 'SWU', state: trig02, action: { type: 'continue' } }, cards);
    expect(nothing).toMatchObject({ status: 'INVALID', errors: [{ code: 'BAD_ACTION', path: '$.action.type' }] });
  });

  it('every log entry has a kind, text, cards, and the Comprehensive Rules entry it applies', () => {
    const d = drive(trig02, trig02Attack, script(['PLAYER_ORDER', 'You'], ['PLAYERS', 'You'], ['MAY', /X-Wing/]));
    for (const e of d.result.log) {
      expect(e.kind).toMatch(/^[A-Z_]+$/);
      expect(e.text.length).toBeGreaterThan(0);
      expect(Array.isArray(e.cards)).toBe(true);
      expect(e.rule, `${e.kind}: ${e.text}`).toEqual({ number: expect.stringMatching(/^\d+\.\d+(\.\d+[A-Z]?)?$/), title: expect.any(String) });
      expect(e.rule!.title).not.toBe('Comprehensive Rules');
    }
    const rules = d.result.log.map((e) => e.rule?.number).filter(Boolean);
    expect(rules).toEqual(expect.arrayContaining(['6.3.1', '1.9.10', '7.6.10', '1.13.1', '3.7.5']));
  });
});

describe('resolve: errors', () => {
  it('BAD_CHOICE: an option that is not offered names the prompt and $.choices[i]', () => {
    const r = resolve({ game: 'SWU', state: trig02, action: trig02Attack, choices: [{ options: ['player1'] }, { options: ['nobody'] }] }, cards);
    expect(r.status).toBe('INVALID');
    expect(r.errors).toEqual([{ code: 'BAD_CHOICE', path: '$.choices[1]', message: expect.stringContaining('p2-PLAYERS') }]);
  });

  it('BAD_CHOICE: too many answers (no prompt was pending)', () => {
    const r = resolve({ game: 'SWU', state: karabast({ groundArena: ['wampa'] }), action: { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'base' }, choices: [{ options: ['x'] }] }, cards);
    expect(r.errors).toEqual([{ code: 'BAD_CHOICE', path: '$.choices[0]', message: expect.any(String) }]);
  });

  it('INVALID: a bad state lists every error with its JSON path', () => {
    const r = resolve({ game: 'SWU', state: { player1: { groundArena: ['no-such-card', { card: 'wampa', damage: -1 }] } }, action: { type: 'pass', player: 'player1' } }, cards);
    expect(r.status).toBe('INVALID');
    expect(r.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['$.player1.groundArena[0]', '$.player1.groundArena[1].damage']));
    expect(validateState('SWU', { player1: { groundArena: ['no-such-card'] } }, cards)).toMatchObject({ valid: false, errors: [{ code: 'UNKNOWN_CARD' }] });
    expect(validateState('SWU', trig02, cards, { view: false })).toEqual({ valid: true, errors: [] });
  });

  it('INVALID: illegal actions say why (wrong turn, exhausted attacker, ambiguous name, unknown type)', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', exhausted: true }, 'battlefield-marine', 'battlefield-marine'] });
    expect(resolve({ game: 'SWU', state, action: { type: 'pass', player: 'player2' } }, cards).errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.action.player' });
    expect(resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'base' } }, cards).errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('exhausted') });
    expect(resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'base' } }, cards).errors[0]).toMatchObject({ code: 'BAD_ACTION', path: '$.action.attacker' });
    expect(resolve({ game: 'SWU', state, action: 'attack' }, cards).errors[0]).toMatchObject({ code: 'BAD_ACTION', path: '$.action' });
    expect(resolve({ game: 'SWU', state, action: { type: 'dance', player: 'player1' } }, cards)).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'ACTION', ref: 'dance' } });
  });
});

describe('resolve: UNSUPPORTED instead of a silent wrong answer', () => {
  it('a game whose engine does not exist yet answers UNSUPPORTED (kind GAME)', () => {
    for (const game of ['XWING', 'TI4'] as const) {
      expect(unsupportedGame(game).resolve({ game, state: {}, action: {} }, cards)).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'GAME', ref: game } });
    }
  });

  it('a card with printed text but no abilities, when that text matters, names the card', () => {
    const mystery = custom({ id: 'mystery', internalName: 'mystery', name: 'Mystery Unit', text: 'When Defeated: Something clever.', abilities: undefined });
    const state = karabast({ groundArena: ['wampa'] }, { groundArena: ['mystery'] }, { customCards: [mystery] });
    // Its text does not matter while it just takes damage and survives...
    expect(resolved(drive(state, { type: 'dealDamage', target: 'Mystery Unit', amount: 1 })).player2.groundArena[0]!.damage).toBe(1);
    // ...but it does when it is defeated.
    const r = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Mystery Unit' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'mystery' } });
    expect(r.state).toEqual(state);
    // A constant text matters all the time.
    const aura = custom({ id: 'aura', internalName: 'aura', name: 'Aura Unit', text: 'Each friendly unit gets +1/+1.', abilities: undefined });
    expect(resolve({ game: 'SWU', state: karabast({ groundArena: ['aura'] }, {}, { customCards: [aura] }), action: { type: 'pass', player: 'player1' } }, cards).unsupported).toMatchObject({ kind: 'CARD', ref: 'aura' });
  });

  it('an ability marked unsupported answers UNSUPPORTED when it becomes relevant (Regional Governor)', () => {
    const state = karabast({ hand: ['battlefield-marine'] }, { groundArena: ['regional-governor'] });
    expect(resolve({ game: 'SWU', state, action: { type: 'play', player: 'player1', card: 'Battlefield Marine' } }, cards)).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'ABILITY', ref: 'SOR_062:name-a-card' } });
    expect(resolve({ game: 'SWU', state: karabast({ hand: ['regional-governor'] }), action: { type: 'play', player: 'player1', card: 'Regional Governor' } }, cards).status).toBe('UNSUPPORTED');
    // Darth Vader's "If you played a Villainy card this phase" needs the phase's history: a state without it can't say.
    expect(resolve({ game: 'SWU', state: karabast({}), action: { type: 'useAbility', player: 'player1', card: 'leader' } }, cards).unsupported).toMatchObject({ kind: 'RULE', ref: 'thisPhase' });
  });
});

describe('resolve: turn actions', () => {
  it('5.4.1B: after an action the opponent becomes the active player', () => {
    const s = resolved(drive(karabast({ groundArena: ['wampa'] }), { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'base' }));
    expect(s.activePlayer).toBe('player2');
  });

  it('1.15.6D / 5.5.1: both players passing ends the action phase; the regroup phase runs; a new round starts', () => {
    const start = karabast({ groundArena: [{ card: 'wampa', exhausted: true }], resources: { readyCount: 1, exhaustedCount: 2 } }, { leader: { card: 'luke-skywalker#faithful-friend', exhausted: true } });
    const s1 = resolved(drive(start, { type: 'pass', player: 'player1' }));
    expect(s1).toMatchObject({ activePlayer: 'player2', phase: 'action' });
    const d = drive(s1, { type: 'pass', player: 'player2' }, script(['RESOURCE', 'Underworld Thug'], ['RESOURCE']));
    // 5.5.1C starts with the player who has the initiative.
    expect(d.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    const s2 = resolved(d);
    expect(s2).toMatchObject({ phase: 'action', round: 2, activePlayer: 'player1' });
    expect([s2.player1.hand.length, s2.player2.hand.length]).toEqual([1, 2]);
    expect(s2.player1.resources).toHaveLength(4);
    expect(s2.player1.resources.every((r) => !r.exhausted)).toBe(true);
    expect(unit(s2, 'Wampa').exhausted).toBe(false);
    expect(s2.player2.leader.exhausted).toBe(false);
    expect(d.result.log.map((e) => e.rule?.number)).toEqual(expect.arrayContaining(['1.15.6D', '5.5.1C', '5.5.1D', '5.5.2']));
    const regroupState = { ...JSON.parse(JSON.stringify(s2)), phase: 'regroup' };
    expect(drive(regroupState, { type: 'pass', player: 'player1' }).result.errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.state.phase' });
  });

  it('1.15.5: taking the initiative passes for the rest of the phase; the opponent keeps acting', () => {
    const s1 = resolved(drive(karabast({}, { groundArena: ['wampa'] }), { type: 'takeInitiative', player: 'player1' }));
    expect(s1.player1).toMatchObject({ hasInitiative: true, initiativeTaken: true });
    const s2 = resolved(drive(s1, { type: 'attack', player: 'player2', attacker: 'Wampa', target: 'base' }));
    expect(s2.activePlayer).toBe('player2');
    expect(drive(s2, { type: 'takeInitiative', player: 'player2' }).result.status).toBe('INVALID');
    const next = resolved(drive(s2, { type: 'pass', player: 'player2' }, script(['RESOURCE'], ['RESOURCE'])));
    expect(next).toMatchObject({ round: 2, activePlayer: 'player1' });
    expect(next.player1.initiativeTaken).toBe(false);
  });

  it('3.4.4: deploying a leader needs its resources; the leader unit is ready in its arena and can attack', () => {
    expect(drive(karabast({ resources: 6 }), { type: 'deployLeader', player: 'player1' }).result.status).toBe('INVALID');
    const s = resolved(drive(karabast(), { type: 'deployLeader', player: 'player1' }));
    expect(s.player1.leader).toMatchObject({ deployed: true, exhausted: false, epicActionUsed: true });
    const s2 = resolved(drive(resolved(drive(s, { type: 'pass', player: 'player2' })), { type: 'attack', player: 'player1', attacker: 'Darth Vader', target: 'base' }, script(['MAY', 'Decline'])));
    expect(s2.player2.base.damage).toBe(5);
  });

  it('3.4.5: a defeated leader unit returns to its base zone, exhausted, and cannot deploy again', () => {
    const s = resolved(drive(karabast({ leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: true, damage: 2 } }), { type: 'defeat', target: 'Darth Vader' }));
    expect(s.player1.leader).toMatchObject({ deployed: false, exhausted: true, damage: 0, epicActionUsed: true });
  });

  it('6.2.4A: a card whose cost can\'t be paid is not played', () => {
    const r = drive(karabast({ hand: ['vanquish'], resources: 6 }, { groundArena: ['wampa'] }), { type: 'play', player: 'player1', card: 'Vanquish' });
    expect(r.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('6.2.5: an upgrade attaches to a unit and modifies its stats (Academy Training +2/+2)', () => {
    const s = resolved(drive(karabast({ hand: ['academy-training'], groundArena: ['battlefield-marine'] }), { type: 'play', player: 'player1', card: 'Academy Training', target: 'Battlefield Marine' }));
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['academy-training']);
  });
});

describe('resolve: game rules', () => {
  it('8.29.3: a second copy of a unique unit: its controller chooses one to defeat', () => {
    const d = drive(karabast({ hand: [{ card: 'yoda#old-master', id: 'yoda-2' }], groundArena: [{ card: 'yoda#old-master', id: 'yoda-1', damage: 3 }] }), { type: 'play', player: 'player1', card: 'yoda-2' }, script(['UNIQUE', /Yoda/], ['PLAYERS']));
    const s = resolved(d);
    expect(s.player1.groundArena.map((u) => u.id)).toEqual(['yoda-2']);
    expect(d.result.log.some((e) => e.rule?.number === '8.29.3')).toBe(true);
  });

  it('8.33.1 / 8.33.4: a captured unit goes under its captor; when the captor leaves play it is rescued, exhausted', () => {
    const s1 = resolved(drive(karabast({ hand: ['discerning-veteran'] }, { groundArena: [{ card: 'battlefield-marine', damage: 2, upgrades: ['shield'] }] }), { type: 'play', player: 'player1', card: 'Discerning Veteran' }, script(['TARGET', /Battlefield Marine/])));
    const veteran = unit(s1, 'Discerning Veteran');
    expect(veteran.capturedUnits).toEqual([expect.objectContaining({ card: 'SOR_095', owner: 'player2' })]);
    expect(inPlay(s1, 'Battlefield Marine')).toBe(false);
    const s2 = resolved(drive(s1, { type: 'defeat', target: 'Discerning Veteran' }));
    expect(unit(s2, 'Battlefield Marine')).toMatchObject({ controller: 'player2', damage: 0, exhausted: true, upgrades: [] });
  });

  it('8.33.3: rescue returns a captured unit to play under its owner\'s control, exhausted', () => {
    const state = karabast({ groundArena: [{ card: 'discerning-veteran', capturedUnits: ['battlefield-marine'] }] });
    const s = resolved(drive(state, { type: 'rescue', target: 'Battlefield Marine' }));
    expect(unit(s, 'Battlefield Marine')).toMatchObject({ controller: 'player2', exhausted: true });
  });

  it('7.6.14B / 8.11: When Defeated is resolved by the unit\'s last controller, with last-known information', () => {
    // P1 controls Vanguard Infantry owned by P2: P1 resolves its When Defeated; the card goes to P2's discard.
    const state = karabast({ groundArena: [{ card: 'vanguard-infantry', owner: 'player2' }, 'battlefield-marine'] });
    const d = drive(state, { type: 'defeat', target: 'Vanguard Infantry' }, script(['MAY', /Battlefield Marine/]));
    expect(d.prompts[0]!.player).toBe('player1');
    const s = resolved(d);
    expect(inDiscard(s, 'player2', 'Vanguard Infantry')).toBe(true);
    // Tarfful's "that unit deals that much damage" uses the unit's last-known information after it left play (TRIG-08).
  });

  it('1.5.5E / 3.7.6: tokens leave play when their unit does; a Shield prevents one instance of damage (3.7.6A)', () => {
    const s = resolved(drive(karabast({}, { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield', 'shield', 'experience'] }] }), { type: 'dealDamage', target: 'Battlefield Marine', amount: 9 }));
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['shield', 'experience']);
    const gone = resolved(drive(s, { type: 'defeat', target: 'Battlefield Marine' }));
    expect(gone.player2.discard.map((c) => c.card)).toEqual(['SOR_095']);
  });

  it('7.7.3: lasting effects for this attack end with the attack (Heroic Sacrifice +2/+0)', () => {
    const s = resolved(drive(karabast({ hand: ['heroic-sacrifice'], groundArena: ['wampa'] }, {}, { autoSingleTarget: true }), { type: 'play', player: 'player1', card: 'Heroic Sacrifice' }));
    expect(s.player2.base.damage).toBe(6);
    expect(s.effects).toEqual([]);
    // Wampa dealt combat damage, so its gained "Defeat it" defeated it.
    expect(inPlay(s, 'Wampa')).toBe(false);
  });
});

describe('engine purity', () => {
  it('engine/ imports nothing but its own relative modules (no Node APIs, no packages)', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'engine');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) files.push(path);
      }
    };
    walk(root);
    const bad = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!).filter((spec) => !spec.startsWith('.')).map((spec) => `${f}: ${spec}`));
    expect(bad).toEqual([]);
    expect(files.length).toBeGreaterThan(15);
  });
});

describe('resolve: options and the end of the game', () => {
  it('stopAfterEachStep: each step returns RESOLVED with complete=false and a STEP prompt; "continue" answers replay to the end', () => {
    const state = karabast({ groundArena: ['wampa'] }, { groundArena: ['vanguard-infantry', 'battlefield-marine'] });
    const action = { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Vanguard Infantry' };
    const full = drive(state, action, script(['MAY', /Battlefield Marine/]));
    const choices: { prompt?: string; options: string[] }[] = [];
    let steps = 0;
    for (;;) {
      const r = resolve({ game: 'SWU', state, action, choices, options: { stopAfterEachStep: true } }, cards);
      if (r.status === 'RESOLVED' && r.complete) {
        expect(r.log.map((e) => e.text)).toEqual(full.result.log.map((e) => e.text));
        expect(r.state).toEqual(full.state);
        break;
      }
      if (r.prompt!.kind === 'STEP') {
        expect(r).toMatchObject({ status: 'RESOLVED', complete: false });
        expect(r.log).toHaveLength(steps + 1);
        steps += 1;
        choices.push({ prompt: r.prompt!.id, options: ['continue'] });
      } else {
        choices.push({ prompt: r.prompt!.id, options: [r.prompt!.options.find((o) => /Battlefield Marine/.test(o.label))!.id] });
      }
    }
    expect(steps).toBe(full.result.log.length);
  });

  it('5.6.1: a base with no remaining HP ends the game at once; nothing more resolves', () => {
    const state = karabast({ groundArena: ['wampa'] }, { base: { card: 'administrators-tower', damage: 28 }, groundArena: ['vanguard-infantry'] });
    const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Vanguard Infantry' });
    const s = resolved(d);
    expect(s.player2.base.damage).toBe(30);
    expect(d.result.log.at(-1)).toMatchObject({ kind: 'GAME_OVER', text: "player2's base is defeated: player1 wins", rule: { number: '5.6.1' } });
    // Vanguard Infantry's When Defeated never resolves.
    expect(d.prompts).toEqual([]);
  });
});

describe('ability language checks', () => {
  it('every starter-set card\'s abilities are well-formed ability language', async () => {
    const { STARTER_SET } = await import('../../engine/index.js');
    const { validateAbilities } = await import('../../engine/games/swu/abilities/validate.js');
    for (const def of STARTER_SET) expect(validateAbilities(def.abilities, def.id), def.id).toEqual([]);
    expect(STARTER_SET.length).toBeGreaterThanOrEqual(40);
  });

  it('a malformed custom ability is INVALID with the path of each problem (not a crash)', () => {
    const broken = custom({ id: 'broken', internalName: 'broken', name: 'Broken', text: 'When Played: ???', abilities: [
      { kind: 'triggered', id: 'x', text: 'x', when: { on: 'sometimes' }, effect: { do: 'explode' } },
      { kind: 'constant', id: 'y', text: 'y', affects: 'everyone', grant: {} },
    ] });
    const r = resolve({ game: 'SWU', state: karabast({ hand: ['broken'] }, {}, { customCards: [broken] }), action: { type: 'play', player: 'player1', card: 'Broken' } }, cards);
    expect(r.status).toBe('INVALID');
    expect(r.errors.map((e) => e.path)).toEqual(['$.customCards[0].abilities[0].when.on', '$.customCards[0].abilities[0].effect.do', '$.customCards[0].abilities[1].affects']);
  });
});

describe('more timing points and durations', () => {
  it('7.6.16: "When Attack Ends" abilities trigger even if the attacker was defeated by combat damage', () => {
    const kamikaze = custom({ id: 'kamikaze', internalName: 'kamikaze', name: 'Kamikaze', power: 3, hp: 1, text: 'When Attack Ends: Draw a card.', abilities: [{ kind: 'triggered', id: 'draw', text: 'When Attack Ends: Draw a card.', when: { on: 'attackEnds' }, effect: { do: 'draw', player: 'you' } }] });
    const s = resolved(drive(karabast({ groundArena: ['kamikaze'] }, { groundArena: ['battlefield-marine'] }, { customCards: [kamikaze] }), { type: 'attack', player: 'player1', attacker: 'Kamikaze', target: 'Battlefield Marine' }));
    expect(inPlay(s, 'Kamikaze')).toBe(false);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('7.7.3: an effect lasting "while the source is in play" stops when its source leaves play', () => {
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', id: 'marine' }, { card: 'underworld-thug', id: 'thug' }] }, {}, {
      effects: [{ id: 'e1', source: 'thug', controller: 'player1', duration: 'whileSourceInPlay', targets: ['marine'], effect: { power: 2 } }],
    });
    expect(resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'marine', target: 'base' })).player2.base.damage).toBe(5);
    const s = resolved(drive(state, { type: 'defeat', target: 'thug' }));
    expect(resolved(drive(s, { type: 'attack', player: 'player1', attacker: 'marine', target: 'base' })).player2.base.damage).toBe(3);
  });
});

describe('constant abilities of leaders and bases', () => {
  it('7.3.1: a leader-side or base constant ability applies to units while the card is in play', () => {
    const rallyBase = custom({ id: 'rally-base', internalName: 'rally-base', name: 'Rally Point', type: 'Base', hp: 30, power: null, cost: null, arena: null, aspects: ['Aggression'], text: 'Each friendly unit gets +1/+0.', abilities: [{ kind: 'constant', id: 'rally', text: 'Each friendly unit gets +1/+0.', affects: { filter: { controller: 'friendly' } }, grant: { power: 1 } }] });
    const s = resolved(drive(karabast({ base: 'rally-base', groundArena: ['battlefield-marine'] }, {}, { customCards: [rallyBase] }), { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'base' }));
    expect(s.player2.base.damage).toBe(4);
  });
});

describe('catalog-shaped cards', () => {
  it('7.5.4: a numeric keyword listed without its number takes it from the printed text, or is UNSUPPORTED', () => {
    const fromText = custom({ id: 'raider', internalName: 'raider', name: 'Raider', power: 1, keywords: ['Raid'], text: 'Raid 2 (This unit gets +2/+0 while attacking.)', abilities: undefined });
    expect(resolved(drive(karabast({ groundArena: ['raider'] }, {}, { customCards: [fromText] }), { type: 'attack', player: 'player1', attacker: 'Raider', target: 'base' })).player2.base.damage).toBe(3);
    const noNumber = custom({ id: 'raider2', internalName: 'raider2', name: 'Raider Two', power: 1, keywords: ['Raid'], text: null, abilities: undefined });
    expect(resolve({ game: 'SWU', state: karabast({ groundArena: ['raider2'] }, {}, { customCards: [noNumber] }), action: { type: 'attack', player: 'player1', attacker: 'Raider Two', target: 'base' } }, cards).unsupported).toMatchObject({ kind: 'CARD', ref: 'raider2' });
  });

  it('7.6.12: triggers waiting in a submitted state (pendingTriggers) resolve before the action, deepest layer first', () => {
    const state = karabast({ groundArena: ['battlefield-marine'] }, { discard: [{ card: 'vanguard-infantry', id: 'dead-vanguard' }] }, {
      pendingTriggers: [{ id: 'pt1', source: 'dead-vanguard', controller: 'player2', ability: 'experience', layer: 0 }],
    });
    const d = drive(state, { type: 'pass', player: 'player1' }, script(['MAY', /Battlefield Marine/]));
    const s = resolved(d);
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['experience']);
    expect(s.pendingTriggers).toEqual([]);
    expect(d.result.log.map((e) => e.kind).slice(0, 2)).toEqual(['PENDING_TRIGGERS', 'ABILITY_RESOLVED']);
  });
});

describe('resolve options', () => {
  it('explain: log texts also name the rule each step applies', () => {
    const r = resolve({ game: 'SWU', state: karabast({ groundArena: ['wampa'] }), action: { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'base' }, options: { explain: true } }, cards);
    expect(r.log.find((e) => e.kind === 'ATTACK_DECLARED')!.text).toBe('player1 attacks player2\'s base (Administrator\'s Tower, Cloud City) with Wampa (rule 6.3.1: Attack With a Unit: declare intent)');
  });
});

describe('randomness', () => {
  it('a shuffle uses only the state\'s seed: same seed, same order; the seed advances', () => {
    const shuffle = custom({ id: 'shuffle', internalName: 'shuffle', name: 'Shuffle', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Shuffle your deck.', abilities: [{ kind: 'event', id: 's', text: 'Shuffle your deck.', effect: { do: 'shuffleDeck' } }] });
    const deck = ['wampa', 'vanquish', 'repair', 'battlefield-marine', 'yoda#old-master', 'alliance-xwing', 'tieln-fighter', 'cartel-spacer'];
    const run = (seed: number) => resolved(drive(karabast({ hand: ['shuffle'], deck }, {}, { customCards: [shuffle], seed }), { type: 'play', player: 'player1', card: 'Shuffle' }));
    const a = run(7);
    const b = run(7);
    const c = run(8);
    expect(a.player1.deck.map((x) => x.card)).toEqual(b.player1.deck.map((x) => x.card));
    expect(a.seed).not.toBe(7);
    expect(c.player1.deck.map((x) => x.card)).not.toEqual(a.player1.deck.map((x) => x.card));
  });
});

describe('control changes', () => {
  it('8.27.1 / 7.6.14B: a unit taken over keeps its damage; defeated, it goes to its owner\'s discard and its new controller resolves When Defeated', () => {
    const traitor = custom({ id: 'turn', internalName: 'turn', name: 'Turncoat Order', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Take control of an enemy non-leader unit.', abilities: [{ kind: 'event', id: 't', text: 'Take control of an enemy non-leader unit.', effect: { do: 'takeControl', target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true } } } }] });
    const s1 = resolved(drive(karabast({ hand: ['turn'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'vanguard-infantry', damage: 1 }] }, { customCards: [traitor] }), { type: 'play', player: 'player1', card: 'Turncoat Order' }, script(['TARGET', /Vanguard/])));
    expect(unit(s1, 'Vanguard Infantry')).toMatchObject({ controller: 'player1', owner: 'player2', damage: 1 });
    const d = drive(s1, { type: 'defeat', target: 'Vanguard Infantry' }, script(['MAY', /Battlefield Marine/]));
    expect(d.prompts[0]!.player).toBe('player1');
    const s2 = resolved(d);
    expect(inDiscard(s2, 'player2', 'Vanguard Infantry')).toBe(true);
    expect(upgradeNames(unit(s2, 'Battlefield Marine'))).toEqual(['experience']);
  });
});

describe('bad input never crashes the engine', () => {
  const state = karabast({ groundArena: ['wampa'], hand: ['vanquish', 'academy-training'] }, { groundArena: ['battlefield-marine'] });
  const actions: unknown[] = [
    null, 42, [], {}, { type: 7 }, { type: 'attack' }, { type: 'attack', player: 'player3', attacker: 'Wampa' }, { type: 'attack', player: 'player1', attacker: 5 },
    { type: 'attack', player: 'player1', attacker: 'Wampa', target: {} }, { type: 'play', player: 'player1' }, { type: 'play', player: 'player1', card: 'Vanquish', from: 'deck' },
    { type: 'play', player: 'player1', card: 'Academy Training', target: 'nobody' }, { type: 'useAbility', player: 'player1', card: 'Wampa' }, { type: 'useAbility', player: 'player1', card: 'leader', ability: 3 },
    { type: 'dealDamage', target: 'Wampa', amount: -1 }, { type: 'dealDamage', target: 'Wampa', amount: 'x' }, { type: 'heal', target: 'nowhere:base', amount: 1 },
    { type: 'capture', target: 'Wampa' }, { type: 'rescue', target: 'Wampa' }, { type: 'defeat' }, { type: 'deployLeader', player: 'player2' },
  ];
  it.each(actions.map((a) => [JSON.stringify(a), a]))('action %s: INVALID or UNSUPPORTED with a reason, never a thrown error or ENGINE_ERROR', (_label, action) => {
    const r = resolve({ game: 'SWU', state, action }, cards);
    expect(['INVALID', 'UNSUPPORTED']).toContain(r.status);
    expect(r.errors.length + (r.unsupported ? 1 : 0)).toBeGreaterThan(0);
    expect(r.errors.some((e) => e.code === 'ENGINE_ERROR')).toBe(false);
  });

  const choiceSets: unknown[] = ['x', [null], [{}], [{ options: 'a' }], [{ options: [1] }], [{ prompt: 5, options: [] }]];
  it.each(choiceSets.map((c) => [JSON.stringify(c), c]))('choices %s: BAD_CHOICE, never a crash', (_label, choices) => {
    const r = resolve({ game: 'SWU', state, action: { type: 'play', player: 'player1', card: 'Vanquish' }, choices: choices as never }, cards);
    expect(r.status).toBe('INVALID');
    expect(r.errors[0]!.code).toBe('BAD_CHOICE');
  });
});

describe('upgrades', () => {
  const saber = custom({
    id: 'saber', internalName: 'saber', name: 'Training Saber', type: 'Upgrade', cost: 1, power: null, hp: null, arena: null, upgradePower: 1, upgradeHp: 0,
    text: 'Attach to a non-Vehicle unit.\nAttached unit gains Raid 2.',
    abilities: [
      { kind: 'attachTo', id: 'restriction', text: 'Attach to a non-Vehicle unit.', filter: { arena: 'ground' } },
      { kind: 'constant', id: 'raid', text: 'Attached unit gains Raid 2.', affects: 'self', grant: { keyword: { name: 'Raid', value: 2 } } },
    ],
  });

  it('8.19.2: "Attach to" restricts which units an upgrade can be played on', () => {
    const state = karabast({ hand: ['saber'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, {}, { customCards: [saber] });
    expect(drive(state, { type: 'play', player: 'player1', card: 'Training Saber', target: 'Alliance X-Wing' }).result.errors[0]).toMatchObject({ code: 'ILLEGAL_ACTION', path: '$.action.target' });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Training Saber' }, script(['TARGET', /Battlefield Marine/]));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Battlefield Marine (player1)']);
    expect(upgradeNames(unit(resolved(d), 'Battlefield Marine'))).toEqual(['saber']);
  });

  it('3.6.8 / 3.6.11: an upgrade\'s "attached unit gains" applies while attached; it is defeated with its unit', () => {
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', upgrades: ['saber'] }] }, {}, { customCards: [saber] });
    expect(resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'base' })).player2.base.damage).toBe(6);
    const s = resolved(drive(state, { type: 'defeat', target: 'Battlefield Marine' }));
    expect(s.player1.discard.map((c) => c.card).sort()).toEqual(['SOR_095', 'saber']);
  });
});

describe('keywords the engine does not implement', () => {
  it('a unit with Support (printed or gained) in play answers UNSUPPORTED naming the keyword', () => {
    // Support (7.5.20) is printed on no card of the seven sets this engine implements.
    const sneaky = custom({ id: 'sneaky', internalName: 'sneaky', name: 'Sneaky Scout', keywords: ['Support'], text: 'Support', abilities: [] });
    const r = resolve({ game: 'SWU', state: karabast({ groundArena: ['wampa'] }, { groundArena: ['sneaky'] }, { customCards: [sneaky] }), action: { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Sneaky Scout' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: 'Support' } });
    const gained = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, {}, { effects: [{ id: 'e', source: 'w', controller: 'player1', duration: 'thisPhase', targets: ['w'], effect: { keyword: { name: 'Support' } } }] });
    expect(resolve({ game: 'SWU', state: gained, action: { type: 'pass', player: 'player1' } }, cards).unsupported).toMatchObject({ kind: 'RULE', ref: 'Support' });
  });
});

describe('defender leaving play before combat damage', () => {
  const zap = (unitId: string) => ({ id: 'zap', source: unitId, controller: 'player1', duration: 'thisPhase', targets: [unitId], effect: { ability: { kind: 'triggered', id: 'zap', text: 'On Attack: Deal 2 damage to the defender.', when: { on: 'attack' }, effect: { do: 'dealDamage', target: { ref: 'defender' }, amount: 2 } } } });

  it('6.3.4C: without Overwhelm no combat damage is dealt when the defender left play during On Attack', () => {
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', id: 'bm' }] }, { groundArena: [{ card: 'vanguard-infantry', id: 'vi' }] }, { effects: [zap('bm')] });
    const d = drive(state, { type: 'attack', player: 'player1', attacker: 'bm', target: 'vi' }, script(['MAY', 'Decline']));
    const s = resolved(d);
    expect(s.player2.base.damage).toBe(0);
    expect(unit(s, 'Battlefield Marine').damage).toBe(0);
    expect(d.result.log.some((e) => e.rule?.number === '6.3.4C')).toBe(true);
  });

  it('7.5.7F: with Overwhelm all of the attacker\'s combat damage goes to the base', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, { groundArena: [{ card: 'vanguard-infantry', id: 'vi' }] }, { effects: [zap('w')] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'w', target: 'vi' }, script(['MAY', 'Decline'])));
    expect(s.player2.base.damage).toBe(4);
  });
});

describe('more starter cards (SMUG-01\'s resources)', () => {
  it('SMUG-01 board with its named resources resolves from a Karabast state as is', () => {
    const state = karabast({
      leader: 'leia-organa#alliance-general', base: 'administrators-tower', deck: [],
      resources: ['collections-starhopper', 'armed-to-the-teeth', 'covert-strength', 'chewbacca#pykesbane', 'battlefield-marine', 'atst', 'atst', ...Array.from({ length: 11 }, () => 'underworld-thug')],
      groundArena: [{ card: 'wampa', damage: 4 }, 'pyke-sentinel'],
    });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Collections Starhopper', from: 'resources' }));
    expect(s.player1.resources).toHaveLength(17);
    expect(unit(s, 'Collections Starhopper').controller).toBe('player1');
  });

  it('Covert Strength (smuggled): heal 2 from a unit and give it an Experience token', () => {
    const state = karabast({ leader: 'luke-skywalker#faithful-friend', resources: [{ card: null }, { card: null }, 'covert-strength'], groundArena: [{ card: 'wampa', damage: 4 }] });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Covert Strength', from: 'resources' }, script(['TARGET', /Wampa/])));
    expect(unit(s, 'Wampa')).toMatchObject({ damage: 2 });
    expect(upgradeNames(unit(s, 'Wampa'))).toEqual(['experience']);
  });

  it('Armed to the Teeth: the attached unit gains an On Attack that pumps another friendly unit for this phase', () => {
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', upgrades: ['armed-to-the-teeth'] }, 'pyke-sentinel'] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'base' }, script(['TARGET', /Pyke Sentinel/])));
    expect(s.player2.base.damage).toBe(5);
    expect(stats(s, 'Pyke Sentinel').power).toBe(4);
  });

  it('Chewbacca, Pykesbane: When Played, may defeat a unit with 5 or less remaining HP', () => {
    const state = karabast({ hand: ['chewbacca#pykesbane'] }, { groundArena: ['atst', { card: 'wampa', damage: 1 }] });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Chewbacca' }, script(['MAY', /Wampa/]));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Wampa (player2)', 'Decline']);
    expect(inPlay(resolved(d), 'Wampa')).toBe(false);
  });
});

describe('modified attacks (7.1.6)', () => {
  it('7.1.6: "attack a damaged unit" restricts the defenders; "for this attack" modifiers end with it', () => {
    const strike = custom({ id: 'strike', internalName: 'strike', name: 'Finishing Strike', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Attack a damaged unit with a unit. It gets +1/+0 for this attack.', abilities: [{ kind: 'event', id: 's', text: 'Attack a damaged unit with a unit. It gets +1/+0 for this attack.', effect: { do: 'attackWith', attacker: { choose: 'unit' }, defender: { unitsOnly: true, damaged: true }, forThisAttack: { power: 1 } } }] });
    const state = karabast({ hand: ['strike'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug', { card: 'wampa', damage: 1 }] }, { customCards: [strike] });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Finishing Strike' }, script(['TARGET', /Battlefield Marine/], ['DEFENDER', /Wampa/]));
    expect(d.prompts[1]!.options.map((o) => o.label)).toEqual(['Wampa (player2)']);
    const s = resolved(d);
    // 3 + 1 power finishes the damaged Wampa (1 + 4 = 5 HP); Wampa's 4 defeats the Marine.
    expect(inPlay(s, 'Wampa')).toBe(false);
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
    expect(s.effects).toEqual([]);
  });
});

describe('constant abilities are recomputed after every change (never stale)', () => {
  const purge = custom({ id: 'purge', internalName: 'purge', name: 'Purge', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Defeat a unit. Then defeat another unit.', abilities: [{ kind: 'event', id: 'p', text: 'Defeat a unit. Then defeat another unit.', effect: { do: 'sequence', steps: [{ do: 'defeat', target: { choose: 'unit', as: 'first' } }, { do: 'defeat', target: { choose: 'unit', filter: { notRef: 'first' } } }] } }] });
  const state = karabast({ hand: ['purge'], groundArena: ['general-krell#heartless-tactician', 'battlefield-marine'] }, {}, { customCards: [purge] });

  it('7.3.1: Krell defeated first -> the Marine defeated next no longer has his granted When Defeated', () => {
    const d = drive(state, { type: 'play', player: 'player1', card: 'Purge' }, script(['TARGET', /General Krell/], ['TARGET', /Battlefield Marine/]));
    expect(resolved(d).player1.hand).toHaveLength(0);
  });

  it('7.3.1: the Marine defeated first (Krell still in play) -> its granted When Defeated triggers', () => {
    const d = drive(state, { type: 'play', player: 'player1', card: 'Purge' }, script(['TARGET', /Battlefield Marine/], ['TARGET', /General Krell/], ['MAY', 'Resolve']));
    expect(resolved(d).player1.hand).toHaveLength(1);
  });
});
