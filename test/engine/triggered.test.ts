// Tests naming each Comprehensive Rule of ../shared/rules/swu-triggered-and-nested-abilities.md (7.6.1-7.6.12).
import { describe, expect, it } from 'vitest';
import { custom, drive, inPlay, karabast, resolved, script, unit, upgradeNames } from './builders.js';

const defeat = (target: string) => ({ type: 'defeat', target });

describe('7.6 Triggered abilities', () => {
  it('7.6.1: "When Played", "When Defeated" and "On Attack" abilities trigger on their bold condition', () => {
    const vader = karabast({ leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: true } }, { groundArena: ['vanguard-infantry', 'battlefield-marine'] });
    const attack = drive(vader, { type: 'attack', player: 'player1', attacker: 'Darth Vader', target: 'Battlefield Marine' }, script(
      ['MAY', /^Vanguard/], // On Attack (leader unit side): you may deal 2 damage to a unit
      ['MAY', /^Battlefield Marine/], // When Defeated of Vanguard (P2): you may give an Experience token
    ));
    const s = resolved(attack);
    expect(inPlay(s, 'Vanguard Infantry')).toBe(false);
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
    // The Experience (nested in the On Attack window) made the Marine 4/4 before combat damage.
    expect(s.player1.leader.damage).toBe(4);
    expect(attack.result.log.filter((e) => e.kind === 'TRIGGERED').map((e) => e.text)).toEqual([
      'Darth Vader, Dark Lord of the Sith: "On Attack: You may deal 2 damage to a unit." triggers (controlled by player1)',
      'Vanguard Infantry: "When Defeated: You may give an Experience token to a unit." triggers (controlled by player2)',
    ]);
  });

  it('7.6.4: abilities trigger even if their unit is defeated by the triggering action, or simultaneously with others', () => {
    const quake = custom({ id: 'quake', internalName: 'quake', name: 'Quake', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Deal 5 damage to each ground unit.', abilities: [{ kind: 'event', id: 'quake', text: 'Deal 5 damage to each ground unit.', effect: { do: 'dealDamage', target: { all: 'units', filter: { arena: 'ground' } }, amount: 5 } }] });
    const state = karabast({ hand: ['quake'], groundArena: ['general-krell#heartless-tactician', 'battlefield-marine'] }, {}, { customCards: [quake] });
    // Krell and the Marine are defeated at the same time: the Marine still had Krell's granted When Defeated.
    const d = drive(state, { type: 'play', player: 'player1', card: 'Quake' }, script(['MAY', 'Resolve']));
    const s = resolved(d);
    expect(inPlay(s, 'General Krell')).toBe(false);
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('7.6.8: a trigger from a non-attack action resolves after the action completes; in an attack, at its timing point', () => {
    const d = drive(karabast({ hand: ['vanquish'] }, { groundArena: ['vanguard-infantry', 'battlefield-marine'] }), { type: 'play', player: 'player1', card: 'Vanquish' }, script(['TARGET', /^Vanguard/], ['MAY', /^Battlefield/]));
    resolved(d);
    const log = d.result.log.map((e) => e.kind);
    expect(log.indexOf('DEFEATED')).toBeLessThan(log.indexOf('ABILITY_RESOLVED'));
    // On Attack (Restore) resolves before combat damage; When Defeated after it.
    const a = drive(karabast({ groundArena: [{ card: 'yoda#old-master', damage: 3 }], base: { card: 'kestro-city', damage: 4 } }, { groundArena: ['battlefield-marine'] }), { type: 'attack', player: 'player1', attacker: 'Yoda', target: 'Battlefield Marine' }, script(['PLAYERS']));
    const kinds = a.result.log.map((e) => e.kind);
    expect(kinds.indexOf('HEALED')).toBeLessThan(kinds.indexOf('COMBAT_DAMAGE'));
    expect(kinds.lastIndexOf('ABILITY_RESOLVED')).toBeGreaterThan(kinds.indexOf('ATTACK_ENDED'));
  });

  it('7.6.9: a player with several simultaneous triggers chooses their order', () => {
    const state = karabast({ groundArena: ['general-krell#heartless-tactician', 'vanguard-infantry', 'battlefield-marine'] });
    for (const first of [/General Krell/, /Experience/]) {
      const d = drive(state, defeat('Vanguard Infantry'), (p) => {
        if (p.kind === 'TRIGGER_ORDER') return p.options.filter((o) => first.test(o.label)).map((o) => o.id);
        if (p.kind === 'MAY' && p.options.some((o) => o.id === 'resolve')) return ['resolve'];
        return [p.options.find((o) => /Battlefield Marine/.test(o.label))!.id];
      });
      const s = resolved(d);
      expect(d.prompts[0]).toMatchObject({ kind: 'TRIGGER_ORDER', player: 'player1' });
      expect(s.player1.hand).toHaveLength(1);
      expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['experience']);
      const resolvedFirst = d.result.log.find((e) => e.kind === 'ABILITY_RESOLVED')!.text;
      expect(first.test(resolvedFirst)).toBe(true);
    }
  });

  it('7.6.10: the active player chooses which player resolves first; each resolves all of theirs', () => {
    const state = karabast({ groundArena: [{ card: 'yoda#old-master', damage: 3 }], deck: ['wampa'] }, { groundArena: ['vanguard-infantry', 'battlefield-marine'] }, { autoSingleTarget: true });
    const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Yoda', target: 'Vanguard Infantry' }, script(['PLAYER_ORDER', 'Opponent'], ['MAY', /^Battlefield Marine/], ['PLAYERS', 'You']));
    expect(d.prompts[0]).toMatchObject({ player: 'player1', options: [{ id: 'player1', label: 'You' }, { id: 'player2', label: 'Opponent' }] });
    expect(d.result.log.find((e) => e.kind === 'CHOICE_MADE')!.rule).toEqual({ number: '7.6.10', title: expect.any(String) });
    resolved(d);
  });

  it('7.6.11: abilities triggered while resolving ability A are nested and resolve before the rest of A\'s window', () => {
    // The TRIG-08 board: A = Heroic Sacrifice's "Defeat it"; Rukh's defeat nests Krell's granted draw.
    const state = karabast(
      { hand: ['heroic-sacrifice'], groundArena: ['rukh#thrawns-assassin', { card: 'general-krell#heartless-tactician', upgrades: ['academy-training'] }] },
      { groundArena: ['tarfful#kashyyyk-chieftain', 'gentle-giant'] },
    );
    const d = drive(state, { type: 'play', player: 'player1', card: 'Heroic Sacrifice' }, script(
      ['TARGET', /^Rukh/], ['DEFENDER', /^Gentle Giant/], ['PLAYER_ORDER', 'You'], ['TRIGGER_ORDER', /Heroic Sacrifice/], ['MAY', 'Resolve'], ['TARGET', /^General Krell/],
    ));
    resolved(d);
    const resolvedTexts = d.result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.text);
    expect(resolvedTexts.map((t) => (/Heroic Sacrifice/.test(t) ? 'A' : /General Krell/.test(t) ? 'nested' : /Rukh/.test(t) ? 'rukh' : 'tarfful'))).toEqual(['A', 'nested', 'rukh', 'tarfful']);
  });

  it('7.6.12: each new layer of nested abilities is fully resolved before returning to an earlier layer', () => {
    // Layer 1: Val's Bounty (P1) and Val's When Defeated (P2). The Bounty defeats Bomb Droid (layer 2), whose When
    // Defeated defeats Vanguard Infantry (layer 3), whose When Defeated resolves before Val's When Defeated.
    const bomb = custom({ id: 'bomb', internalName: 'bomb', name: 'Bomb Droid', power: 1, hp: 1, text: 'When Defeated: Deal 2 damage to a unit.', abilities: [{ kind: 'triggered', id: 'boom', text: 'When Defeated: Deal 2 damage to a unit.', when: { on: 'defeated' }, effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 2 } }] });
    const state = karabast({}, { groundArena: ['val#loyal-to-the-end', 'bomb', 'vanguard-infantry', 'battlefield-marine'] }, { customCards: [bomb] });
    const d = drive(state, defeat('Val'), script(
      ['PLAYER_ORDER', 'You'],
      ['BOUNTY', /^Bomb Droid/], // layer 1: P1 collects Val's Bounty (3 damage)
      ['TARGET', /^Vanguard/], // layer 2: Bomb Droid's When Defeated (P2)
      ['MAY', /^Battlefield Marine/], // layer 3: Vanguard's When Defeated (P2)
      ['TARGET', /^Battlefield Marine/], // back in layer 1: Val's When Defeated (P2)
    ));
    const s = resolved(d);
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['experience', 'experience', 'experience']);
    const order = d.result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.text.replace(/^player\d resolves "([^:]+):.*$/, '$1'));
    expect(order).toEqual(['Val, Loyal to the End', 'Bomb Droid', 'Vanguard Infantry', 'Val, Loyal to the End']);
  });
});
