// Issue 7's three machinery bugs, each from the printed text and the rules: gained-for-this-attack keywords at
// declaration (6.3.1-6.3.2, 7.1.6), a constant's keyword condition (7.5.3), and a defender's replacement effect in
// the combat damage batch (6.3.4, 7.7.5).
import { describe, expect, it } from 'vitest';
import { custom, drive, karabast, resolved, script, stats, unit, upgradeNames } from './builders.js';

describe('issue 7: machinery', () => {
  it('a keyword gained "for this attack" is active when the defender is declared (Saboteur ignores Sentinel)', () => {
    // "Attack with a unit. It gains Saboteur for this attack.": with Saboteur the attacker may ignore Sentinel (7.5.10),
    // so the enemy base and the non-Sentinel unit are legal defenders, not only Pyke Sentinel.
    const text = 'Attack with a unit. It gains Saboteur for this attack.';
    const event = custom({ id: 'sneak', internalName: 'sneak', name: 'Sneak Attack', type: 'Event', cost: 0, power: null, hp: null, arena: null, text, abilities: [{ kind: 'event', id: 'e', text, effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { keywords: [{ name: 'Saboteur' }] } } }] });
    const state = karabast({ hand: ['sneak'], groundArena: ['wampa'] }, { groundArena: ['pyke-sentinel', 'battlefield-marine'] }, { customCards: [event] });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Sneak Attack' }, script(['TARGET', /^Wampa/], ['DEFENDER', /^Battlefield Marine/]));
    expect(d.prompts[1]!.options.map((o) => o.label.replace(/ \(.*$/, ''))).toEqual(expect.arrayContaining(['Pyke Sentinel', 'Battlefield Marine', "Administrator's Tower, Cloud City"]));
    const s = resolved(d);
    // Wampa (4 power, Overwhelm) defeats the 3-HP Marine: 1 excess to the base; the Marine deals 3 back.
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SHD_029']);
    expect(unit(s, 'Wampa').damage).toBe(3);
    expect(s.player2.base.damage).toBe(1);
    // The effect ends with the attack (7.7.3): Wampa has no Saboteur afterwards.
    expect(s.effects).toEqual([]);
  });

  it('a constant "while you control a unit with Sentinel" tests the keyword', () => {
    const text = 'While you control a unit with Sentinel, this unit gets +2/+0.';
    const watcher = custom({ id: 'watch', internalName: 'watch', name: 'Watcher', power: 1, hp: 3, text, abilities: [{ kind: 'constant', id: 'c', text, condition: { youControl: { keyword: 'Sentinel' } }, affects: 'self', grant: { power: 2 } }] });
    // Only Battlefield Marine (no Sentinel) besides the Watcher: the condition does not hold, power 1.
    expect(stats(karabast({ groundArena: [{ card: 'watch', id: 'w' }, 'battlefield-marine'] }, {}, { customCards: [watcher] }), 'w').power).toBe(1);
    // Pyke Sentinel (Sentinel): power 1 + 2 = 3.
    expect(stats(karabast({ groundArena: [{ card: 'watch', id: 'w' }, 'pyke-sentinel'] }, {}, { customCards: [watcher] }), 'w').power).toBe(3);
    // Sentinel gained from a lasting effect counts too (7.5.3).
    const gained = karabast({ groundArena: [{ card: 'watch', id: 'w' }, { card: 'battlefield-marine', id: 'bm' }] }, {}, {
      customCards: [watcher], effects: [{ id: 'e1', source: 'bm', controller: 'player1', duration: 'thisPhase', targets: ['bm'], effect: { keyword: { name: 'Sentinel' } } }],
    });
    expect(stats(gained, 'w').power).toBe(3);
  });

  it('a constant whose keyword condition depends on what it grants does not loop', () => {
    // "While you control a unit with Sentinel, this unit gains Sentinel": alone it has no Sentinel to see.
    const text = 'While you control a unit with Sentinel, this unit gains Sentinel.';
    const echo = custom({ id: 'echo', internalName: 'echo', name: 'Echo', power: 1, hp: 3, text, abilities: [{ kind: 'constant', id: 'c', text, condition: { youControl: { keyword: 'Sentinel' } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } }] });
    expect(stats(karabast({ groundArena: [{ card: 'echo', id: 'e' }] }, {}, { customCards: [echo] }), 'e').keywords.map((k) => k.name)).toEqual([]);
    expect(stats(karabast({ groundArena: [{ card: 'echo', id: 'e' }, 'pyke-sentinel'] }, {}, { customCards: [echo] }), 'e').keywords.map((k) => k.name)).toEqual(['Sentinel']);
  });

  it("a defender's replacement effect neither loses the defender's combat damage nor applies before it", () => {
    // "If this unit would be dealt damage, instead give an Experience token to it." Battlefield Marine (3/3) attacks
    // the 2/4 Trainee: the 3 damage is replaced by an Experience token; combat damage is simultaneous (6.3.4), so the
    // Trainee deals its power as the damage is dealt - 2, not the 3 it would have after the token.
    const text = 'If this unit would be dealt damage, instead give an Experience token to it.';
    const trainee = custom({ id: 'trainee', internalName: 'trainee', name: 'Trainee', power: 2, hp: 4, text, abilities: [{ kind: 'replacement', id: 'r', text, would: 'dealtDamage', instead: { do: 'giveToken', token: 'experience', target: { self: true } } }] });
    const state = karabast({ groundArena: ['battlefield-marine'] }, { groundArena: ['trainee'] }, { customCards: [trainee] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'Trainee' }));
    expect(unit(s, 'Trainee').damage).toBe(0);
    expect(upgradeNames(unit(s, 'Trainee'))).toEqual(['experience']);
    expect(unit(s, 'Battlefield Marine').damage).toBe(2);
  });
});
