// Every scenario of ../shared/scenarios/scenarios-swu-examples.json at engine level, with each branch of its
// choices. Setups are written here in Karabast's format (as the scenario describes them); expected outcomes are
// read from the scenario file and compared with what the engine computed.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { drive, inPlay, inDiscard, karabast, resolved, script, unit, upgradeNames, zoneOf } from './builders.js';
import { readJson, sharedFile } from './shared.js';

interface Scenario {
  id: string;
  title: string;
  expected: Record<string, unknown>;
}

const file = sharedFile('scenarios/scenarios-swu-examples.json');
const scenarios = file.present ? readJson<Scenario[]>(file.path) : [];
const byId = (id: string): Scenario => {
  const s = scenarios.find((x) => x.id === id);
  if (!s) throw new Error(`scenario ${id} missing from ${file.path}`);
  return s;
};
const P = { P1: 'player1', P2: 'player2' } as const;

/** Compares the scenario's expected outcome block with the engine's resulting state. */
function expectOutcome(state: SwuState, expected: Record<string, unknown>): void {
  const units = (expected.units ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, props] of Object.entries(units)) {
    if (!inPlay(state, name)) throw new Error(`${name} expected in play`);
    const u = unit(state, name);
    if (typeof props.damage === 'number') expect(u.damage, `${name} damage`).toBe(props.damage);
    if (typeof props.exhausted === 'boolean') expect(u.exhausted, `${name} exhausted`).toBe(props.exhausted);
    if (Array.isArray(props.upgrades)) expect(upgradeNames(u), `${name} upgrades`).toEqual(props.upgrades);
  }
  for (const [who, n] of Object.entries((expected.hands ?? {}) as Record<string, number>)) {
    expect(state[P[who as 'P1']].hand.length, `${who} hand`).toBe(n);
  }
  for (const full of (expected.defeated ?? []) as string[]) {
    const name = full.split(',')[0]!.trim();
    expect(inPlay(state, name), `${name} defeated`).toBe(false);
    expect(inDiscard(state, 'player1', name) || inDiscard(state, 'player2', name), `${name} in a discard pile`).toBe(true);
  }
  for (const [who, n] of Object.entries((expected.bases ?? {}) as Record<string, number>)) {
    expect(state[P[who as 'P1']].base.damage, `${who} base damage`).toBe(n);
  }
  for (const [name, zone] of Object.entries((expected.zones ?? {}) as Record<string, string>)) {
    expect(zoneOf(state, name), `${name} zone`).toBe(zone);
  }
  for (const [who, n] of Object.entries((expected.resources ?? {}) as Record<string, number>)) {
    expect(state[P[who as 'P1']].resources.length, `${who} resources`).toBe(n);
  }
  if (typeof expected.nextActivePlayer === 'string') expect(state.activePlayer).toBe(P[expected.nextActivePlayer as 'P1']);
}

describe.skipIf(!file.present)(`SWU scenarios (${file.skipReason ?? file.path})`, () => {
  it('covers all 8 scenarios of the file', () => {
    expect(scenarios.map((s) => s.id).sort()).toEqual(['GRIT-01', 'OVW-02', 'RAID-02', 'REPL-02', 'SAB-02', 'SMUG-01', 'TRIG-02', 'TRIG-08']);
  });

  describe('TRIG-02: simultaneous combat damage defeats both; When Defeated order by 7.6.10; Restore no-op', () => {
    const state = karabast(
      { groundArena: [{ card: 'yoda#old-master', damage: 3 }], deck: ['wampa', 'vanquish', 'repair'] },
      { groundArena: ['vanguard-infantry', 'battlefield-marine'], spaceArena: ['alliance-xwing'] },
      { autoSingleTarget: true },
    );
    const action = { type: 'attack', player: 'player1', attacker: 'Yoda', target: 'Vanguard Infantry' };

    it('7.6.10 branch "You" first: Yoda draws for P1, then P2 gives Experience to the X-Wing', () => {
      const d = drive(state, action, script(
        ['PLAYER_ORDER', 'You'],
        ['PLAYERS', 'You'],
        ['MAY', /Alliance X-Wing/],
      ));
      const s = resolved(d);
      expectOutcome(s, byId('TRIG-02').expected);
      // The Experience prompt offered exactly the two units still in play (both combatants are gone).
      expect(d.prompts[2]!.options.map((o) => o.label).sort()).toEqual(['Alliance X-Wing (player2)', 'Battlefield Marine (player2)', 'Decline']);
      expect(d.prompts[2]!.player).toBe('player2');
      expect(s.player1.hand.map((c) => c.card)).toEqual(['SOR_164']);
      // Restore 2 on an undamaged base heals nothing.
      expect(s.player1.base.damage).toBe(0);
      expect(d.result.log.some((e) => e.kind === 'NO_EFFECT' && /nothing to heal/.test(e.text))).toBe(true);
    });

    it('7.6.10 branch "Opponent" first: same outcome, reversed order', () => {
      const d = drive(state, action, script(
        ['PLAYER_ORDER', 'Opponent'],
        ['MAY', /Alliance X-Wing/],
        ['PLAYERS', 'You'],
      ));
      expectOutcome(resolved(d), byId('TRIG-02').expected);
      const resolvedOrder = d.result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.player);
      expect(resolvedOrder.slice(-2)).toEqual(['player2', 'player1']);
    });
  });

  describe('TRIG-08: nested window (7.6.11-7.6.12), gained abilities, triggers resolve after their source left play', () => {
    const state = karabast(
      { hand: ['heroic-sacrifice'], groundArena: ['rukh#thrawns-assassin', { card: 'general-krell#heartless-tactician', upgrades: ['academy-training'] }] },
      { groundArena: ['tarfful#kashyyyk-chieftain', 'gentle-giant'] },
    );
    const action = { type: 'play', player: 'player1', card: 'Heroic Sacrifice' };
    const opening: [string, ...(string | RegExp)[]][] = [['TARGET', /^Rukh/], ['DEFENDER', /^Gentle Giant/]];

    it('main branch: "You", Heroic Sacrifice defeat first -> Krell draw nests before Rukh\'s trigger; Tarfful last', () => {
      const d = drive(state, action, script(
        ...opening,
        ['PLAYER_ORDER', 'You'],
        ['TRIGGER_ORDER', /Heroic Sacrifice/],
        ['MAY', 'Resolve'],
        ['TARGET', /^General Krell/],
      ));
      const s = resolved(d);
      expectOutcome(s, byId('TRIG-08').expected);
      // The nested draw was offered while Gentle Giant was still in play, i.e. before Rukh's remaining trigger.
      const log = d.result.log;
      const drawAt = log.findIndex((e) => e.kind === 'DRAW' && log.indexOf(e) > log.findIndex((x) => x.kind === 'ATTACK_DECLARED'));
      const giantDefeatedAt = log.findIndex((e) => e.kind === 'DEFEATED' && /Gentle Giant/.test(e.text));
      expect(drawAt).toBeGreaterThan(0);
      expect(drawAt).toBeLessThan(giantDefeatedAt);
      expect(log.some((e) => e.kind === 'ABILITY_RESOLVED' && /Rukh/.test(e.text) && /left play/.test(e.text))).toBe(true);
    });

    it('branch: "You", Rukh\'s trigger first -> same outcome', () => {
      const d = drive(state, action, script(
        ...opening,
        ['PLAYER_ORDER', 'You'],
        ['TRIGGER_ORDER', /^Rukh/],
        ['MAY', 'Resolve'],
        ['TARGET', /^General Krell/],
      ));
      expectOutcome(resolved(d), byId('TRIG-08').expected);
    });

    it('branch: "Opponent" first, Tarfful hits Krell -> same outcome', () => {
      const d = drive(state, action, script(
        ...opening,
        ['PLAYER_ORDER', 'Opponent'],
        ['TARGET', /^General Krell/],
        ['TRIGGER_ORDER', /Heroic Sacrifice/],
        ['MAY', 'Resolve'],
      ));
      expectOutcome(resolved(d), byId('TRIG-08').expected);
    });

    it('branch: "Opponent" first, Tarfful defeats Rukh -> Krell survives undamaged, the draw still nests', () => {
      const d = drive(state, action, script(
        ...opening,
        ['PLAYER_ORDER', 'Opponent'],
        ['TARGET', /^Rukh/],
        ['MAY', 'Resolve'],
        ['TRIGGER_ORDER', /Heroic Sacrifice/],
      ));
      const s = resolved(d);
      const expected = byId('TRIG-08').expected;
      expectOutcome(s, { defeated: expected.defeated, hands: expected.hands, nextActivePlayer: expected.nextActivePlayer });
      expect(unit(s, 'General Krell').damage).toBe(0);
    });
  });

  describe('OVW-02: Shield vs Overwhelm; Overwhelm does nothing while defending', () => {
    const setup = karabast({ groundArena: ['wampa'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }, 'partisan-insurgent', 'specforce-soldier'] });

    it('case 2: Wampa attacks the shielded Battlefield Marine: the Shield absorbs all, no excess (4.5)', () => {
      const s = resolved(drive(setup, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Battlefield Marine' }));
      expectOutcome(s, byId('OVW-02').expected.case2 as Record<string, unknown>);
    });

    it('case 3: P2\'s Marine attacks Wampa: Marine defeated, no base damage either way (Overwhelm only attacking)', () => {
      // The scenario's case 3 starts from the board as set up, with the Shield already spent in case 2.
      const unshielded = karabast({ groundArena: ['wampa'] }, { groundArena: ['battlefield-marine', 'partisan-insurgent', 'specforce-soldier'] }, { activePlayer: 'player2' });
      const s = resolved(drive(unshielded, { type: 'attack', player: 'player2', attacker: 'Battlefield Marine', target: 'Wampa' }));
      expectOutcome(s, byId('OVW-02').expected.case3 as Record<string, unknown>);
    });
  });

  it('GRIT-01: Grit power is fixed when combat damage is dealt (3.3)', () => {
    const state = karabast(
      { groundArena: [{ card: 'scout-bike-pursuer', damage: 2 }] },
      { groundArena: ['regional-governor'] },
      { activePlayer: 'player2' },
    );
    const s = resolved(drive(state, { type: 'attack', player: 'player2', attacker: 'Regional Governor', target: 'Scout Bike Pursuer' }));
    const expected = byId('GRIT-01').expected as { units: Record<string, Record<string, unknown>> };
    expect(unit(s, 'Regional Governor').damage).toBe(expected.units['Regional Governor']!.damage);
    // Pursuer: 2 + 1 = 3 damage, survives; it dealt its pre-combat power (powerBefore) and not 4.
    expect(unit(s, 'Scout Bike Pursuer').damage).toBe(3);
    expect(unit(s, 'Regional Governor').damage).toBe(expected.units['Scout Bike Pursuer']!.powerBefore);
  });

  it('SAB-02: Saboteur ignores Sentinel and defeats the defender\'s Shields before combat damage', () => {
    const state = karabast(
      { groundArena: ['resourceful-pursuers'] },
      { groundArena: [{ card: 'wampa', upgrades: ['shield', 'shield', 'resilient'] }, 'echo-base-defender'] },
    );
    const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Resourceful Pursuers', target: 'Wampa' });
    const s = resolved(d);
    expectOutcome(s, byId('SAB-02').expected);
    const kinds = d.result.log.map((e) => e.kind);
    expect(kinds.lastIndexOf('DEFEATED')).toBeLessThan(kinds.indexOf('COMBAT_DAMAGE'));
  });

  it('RAID-02: printed Raid 2 and gained Raid 1 stack (7.5.4)', () => {
    const state = karabast({ spaceArena: ['red-three#unstoppable', 'green-squadron-awing'] }, {}, { autoSingleTarget: true });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Green Squadron A-Wing' }));
    expectOutcome(s, byId('RAID-02').expected);
    // Raid only while attacking: back to printed power afterwards, so the bonus was not a lasting change.
    expect(s.effects).toEqual([]);
  });

  it('SMUG-01: Smuggle from resources with an empty deck: no replacement resource (11.8)', () => {
    const resources = [...Array.from({ length: 17 }, () => ({ card: null })), 'collections-starhopper'];
    const state = karabast({
      leader: 'leia-organa#alliance-general', base: 'administrators-tower', resources, deck: [],
      groundArena: [{ card: 'wampa', damage: 4 }, 'pyke-sentinel'],
    });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Collections Starhopper', from: 'resources' }));
    expectOutcome(s, byId('SMUG-01').expected);
    expect(s.player1.resources.filter((r) => r.exhausted).length).toBe(2);
    expect(unit(s, 'Collections Starhopper').exhausted).toBe(true);
  });

  it('SMUG-01 note: with a deck, the top card replaces it exhausted, keeping 18 resources and 3 exhausted', () => {
    const resources = [...Array.from({ length: 17 }, () => ({ card: null })), 'collections-starhopper'];
    const state = karabast({ leader: 'leia-organa#alliance-general', base: 'administrators-tower', resources, deck: ['battlefield-marine'] });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Collections Starhopper', from: 'resources' }));
    expect(s.player1.resources.length).toBe(18);
    expect(s.player1.resources.filter((r) => r.exhausted).length).toBe(3);
  });

  it('REPL-02: the Shield prevents the defender\'s damage, the attacker still takes damage; then both trade', () => {
    const state = karabast({ spaceArena: ['cartel-spacer'], hand: ['vanquish'] }, { spaceArena: [{ card: 'tieln-fighter', upgrades: ['shield'] }] });
    const first = drive(state, { type: 'attack', player: 'player1', attacker: 'Cartel Spacer', target: 'TIE/ln Fighter' });
    const s1 = resolved(first);
    const expected = byId('REPL-02').expected;
    expectOutcome(s1, expected.afterFirstAttack as Record<string, unknown>);
    const chat = (expected.afterFirstAttack as { chatLog: string[] }).chatLog;
    expect(first.result.log.map((e) => e.text)).toEqual(expect.arrayContaining([expect.stringContaining(chat[0]!), expect.stringContaining(chat[1]!)]));
    // The result is a valid input: P2 (now active) attacks back from it.
    const s2 = resolved(drive(s1, { type: 'attack', player: 'player2', attacker: 'TIE/ln Fighter', target: 'Cartel Spacer' }));
    expectOutcome(s2, expected.afterSecondAttack as Record<string, unknown>);
  });
});
