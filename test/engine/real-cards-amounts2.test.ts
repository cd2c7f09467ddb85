// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "amounts2" family (issue 7):
// damage and defeat whose amount comes from something else ("for each different cost among cards in your discard
// pile", "cost equal to or less than the number of Villainy aspect icons among friendly units"). Each expected outcome
// is worked out by hand from the printed text (quoted in the test names), the cards' printed stats and the
// Comprehensive Rules; the compiled definition is never read here.
// Printed stats used: SHD_220 Fennec Shand 4/6 (cost 7); SOR_128 Death Star Stormtrooper cost 1, 3/1, Aggression
// Villainy; SOR_095 Battlefield Marine cost 2, 3/3, Command Heroism; SOR_229 Cell Block Guard cost 3, 3/3, Villainy;
// SOR_230 General Veers cost 3, 3/3, Villainy ("Other friendly IMPERIAL units get +1/+1"); SOR_046 Consular Security
// Force cost 4, 3/7; SOR_143 Fighters for Freedom cost 3, 3/4. player1's leader (Darth Vader) is not deployed: it is
// not a unit.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, play, skipReason, withCards } from './card-checks.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (amounts2: amounts read from other things) did not run: ${skipReason}`);

const { lookup } = realCardLookup();
const run = (state: object, action: object, steps: Step[] = []) => driveReal(lookup, state, action, steps);
const ground = (s: SwuState, p: 'player1' | 'player2') => s[p].groundArena.map((u) => lookup(u.card)?.name);
const unit = (s: SwuState, p: 'player1' | 'player2', name: string) => s[p].groundArena.find((u) => lookup(u.card)?.name === name);

const FENNEC = 'SHD_220';
const CSF = 'SOR_046';
const DISCARD = ['SOR_128', 'SOR_095', 'SOR_229', 'SOR_230'];

describe.skipIf(!!skipReason)('real cards: SHD_220 Fennec Shand, "for each different cost among cards in your discard pile"', () => {
  const fennec = (discard: string[]) => withCards([FENNEC, CSF, ...DISCARD], { groundArena: [FENNEC], discard }, { groundArena: [CSF] });

  it('"On Attack: Deal 1 damage to the defender (if it\'s a unit) for each different cost ...": costs 1, 2, 3, 3 give 3 damage', () => {
    // The discard pile holds costs 1, 2, 3 and 3: three different costs, so 3 damage to the Consular Security Force
    // (3/7) on attack; then combat: Fennec deals 4 (3 + 4 = 7 >= 7 HP: defeated) and takes 3.
    const s = ok(run(fennec(DISCARD), attack('Fennec Shand', 'Consular Security Force')));
    expect(ground(s, 'player2')).toEqual([]);
    expect(unit(s, 'player1', 'Fennec Shand')!.damage).toBe(3);
  });

  it('one card in the discard pile: 1 damage on attack, then 4 combat damage (5 < 7, the defender survives)', () => {
    const s = ok(run(fennec(['SOR_229']), attack('Fennec Shand', 'Consular Security Force')));
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(5);
  });

  it('an empty discard pile: no damage on attack, only the 4 combat damage', () => {
    const s = ok(run(fennec([]), attack('Fennec Shand', 'Consular Security Force')));
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(4);
  });

  it('"(if it\'s a unit)": attacking the base, the base takes Fennec\'s 4 combat damage only', () => {
    const s = ok(run(fennec(DISCARD), attack('Fennec Shand', 'base')));
    expect(s.player2.base.damage).toBe(4);
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(0);
  });

  it('only the controller\'s discard pile counts ("your"): the opponent\'s cards add nothing', () => {
    // player1's pile: cost 3 only (1 damage); player2's pile (costs 1, 2) is not read: 1 + 4 = 5.
    const state = withCards([FENNEC, CSF, ...DISCARD], { groundArena: [FENNEC], discard: ['SOR_229'] }, { groundArena: [CSF], discard: ['SOR_128', 'SOR_095'] });
    const s = ok(run(state, attack('Fennec Shand', 'Consular Security Force')));
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(5);
  });
});

const EVIL = 'SEC_247';
describe.skipIf(!!skipReason)('real cards: SEC_247 Evil is Everywhere, "cost equal to or less than the number of Villainy aspect icons among friendly units"', () => {
  const ids = [EVIL, 'SOR_128', 'SOR_229', 'SOR_095', CSF, 'SOR_143', 'SOR_230'];

  it('two friendly Villainy units (one icon each): units costing 2 or less are offered; the Marine is defeated', () => {
    // Friendly: Death Star Stormtrooper (1 Villainy icon), Cell Block Guard (1): 2 icons. Enemy General Veers (Villainy)
    // is not friendly: not counted. Offered: Stormtrooper (cost 1), Marine (cost 2); not Cell Block Guard (3), Fighters
    // for Freedom (3), General Veers (3), Consular Security Force (4).
    const state = withCards(ids, { hand: [EVIL], groundArena: ['SOR_128', 'SOR_229'] }, { groundArena: ['SOR_095', CSF, 'SOR_143', 'SOR_230'] });
    const r = run(state, play('Evil is Everywhere'), [/^Battlefield Marine/]);
    const s = ok(r);
    const offered = r.prompts[0]!.options.map((o) => o.label).join(' | ');
    expect(offered).toMatch(/Death Star Stormtrooper/);
    expect(offered).toMatch(/Battlefield Marine/);
    expect(offered).not.toMatch(/Cell Block Guard|Fighters for Freedom|General Veers|Consular Security Force/);
    expect(ground(s, 'player2')).toEqual(['Consular Security Force', 'Fighters for Freedom', 'General Veers']);
    expect(s.player2.discard.map((c) => lookup(c.card)?.name)).toEqual(['Battlefield Marine']);
  });

  it('three friendly Villainy units: a cost-3 unit (Fighters for Freedom) can be defeated', () => {
    // Friendly Stormtrooper, Cell Block Guard, General Veers: 3 icons; Fighters for Freedom costs 3 <= 3.
    const state = withCards(ids, { hand: [EVIL], groundArena: ['SOR_128', 'SOR_229', 'SOR_230'] }, { groundArena: ['SOR_143', CSF] });
    const r = run(state, play('Evil is Everywhere'), [/^Fighters for Freedom/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Consular Security Force/);
    expect(ground(s, 'player2')).toEqual(['Consular Security Force']);
  });

  it('no friendly Villainy unit (0 icons): no unit costs 0 or less, nothing is defeated', () => {
    // Friendly Battlefield Marine is Command Heroism: 0 Villainy icons. No unit is offered.
    const state = withCards(ids, { hand: [EVIL], groundArena: ['SOR_095'] }, { groundArena: ['SOR_128'] });
    const r = run(state, play('Evil is Everywhere'));
    const s = ok(r);
    expect(ground(s, 'player1')).toEqual(['Battlefield Marine']);
    expect(ground(s, 'player2')).toEqual(['Death Star Stormtrooper']);
  });
});

// SOR_235 Galactic Ambition (cost 7, Villainy): "Play a non-Heroism unit from your hand for free. Deal damage to your
// base equal to its cost." Ruling: a card's cost is its printed cost. SOR_161 Ardent Sympathizer cost 3 (Aggression),
// SOR_226 Admiral Motti cost 2 (Villainy), SOR_095 Battlefield Marine cost 2 (Command Heroism).
const AMBITION = 'SOR_235';
describe.skipIf(!!skipReason)('real cards: SOR_235 Galactic Ambition, damage equal to the played unit\'s cost', () => {
  const ids = [AMBITION, 'SOR_161', 'SOR_226', 'SOR_095'];
  const exhausted = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;

  it('the Ardent Sympathizer (cost 3) is played for free: 3 damage to player1\'s base; the Heroism Marine is not offered', () => {
    // Galactic Ambition costs 7 (Villainy: player1's leader has it, no penalty): 7 resources exhausted, none for the
    // free unit (8.1.3). Its printed cost 3 is dealt to player1's own base.
    const state = withCards(ids, { hand: [AMBITION, 'SOR_161', 'SOR_095', 'SOR_226'] });
    const r = run(state, play('Galactic Ambition'), [/^Ardent Sympathizer/]);
    const s = ok(r);
    const offered = r.prompts[0]!.options.map((o) => o.label).join(' | ');
    expect(offered).toMatch(/Admiral Motti/);
    expect(offered).not.toMatch(/Battlefield Marine/);
    expect(ground(s, 'player1')).toEqual(['Ardent Sympathizer']);
    expect(s.player1.base.damage).toBe(3);
    expect(s.player2.base.damage).toBe(0);
    expect(exhausted(s)).toBe(7);
  });

  it('Admiral Motti (cost 2) played instead: 2 damage to player1\'s base', () => {
    const s = ok(run(withCards(ids, { hand: [AMBITION, 'SOR_161', 'SOR_226'] }), play('Galactic Ambition'), [/^Admiral Motti/]));
    expect(ground(s, 'player1')).toEqual(['Admiral Motti']);
    expect(s.player1.base.damage).toBe(2);
  });

  it('only a Heroism unit in hand: nothing is played and no damage is dealt ("its cost" names nothing)', () => {
    const s = ok(run(withCards(ids, { hand: [AMBITION, 'SOR_095'] }), play('Galactic Ambition')));
    expect(ground(s, 'player1')).toEqual([]);
    expect(s.player1.hand.map((c) => lookup(c.card)?.name)).toEqual(['Battlefield Marine']);
    expect(s.player1.base.damage).toBe(0);
  });
});

// LAW_163 The Sarlacc of Carkoon (8/9, ground): "On Attack: Put a unit from your discard pile on the bottom of your
// deck. Deal damage equal to that unit's power to an enemy ground unit." SOR_161 Ardent Sympathizer: printed 3/3,
// "While you have the initiative, this unit gets +2/+0" (a constant of a unit in play: not of a card in a deck).
const SARLACC = 'LAW_163';
describe.skipIf(!!skipReason)('real cards: LAW_163 The Sarlacc of Carkoon, damage equal to the power of the card put on the deck', () => {
  const ids = [SARLACC, 'SOR_161', 'SOR_095', CSF, EVIL];

  it('Ardent Sympathizer goes to the bottom of the deck; its printed power 3 is dealt to the enemy Marine (3/3: defeated)', () => {
    // player1 has the initiative, but the Sympathizer's +2/+0 applies only while it is in play: 3 damage, not 5. The
    // Marine (3 HP) is defeated; the Sarlacc then deals its 8 combat damage to player2's base.
    const state = withCards(ids, { groundArena: [SARLACC], discard: ['SOR_161'] }, { groundArena: ['SOR_095', CSF] });
    const r = run(state, attack('The Sarlacc of Carkoon', 'base'), [/^Ardent Sympathizer/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(s.player1.discard).toEqual([]);
    expect(lookup(s.player1.deck.at(-1)!.card)?.name).toBe('Ardent Sympathizer');
    expect(ground(s, 'player2')).toEqual(['Consular Security Force']);
    expect(s.player2.base.damage).toBe(8);
  });

  it('the 3 damage on the Consular Security Force (3/7) leaves it in play with 3 damage; only enemy ground units are offered', () => {
    const state = withCards(ids, { groundArena: [SARLACC, 'SOR_095'], discard: ['SOR_161'] }, { groundArena: [CSF] });
    const r = run(state, attack('The Sarlacc of Carkoon', 'base'), [/^Ardent Sympathizer/, /^Consular Security Force/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Battlefield Marine|Sarlacc/);
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(3);
    expect(unit(s, 'player1', 'Battlefield Marine')!.damage).toBe(0);
  });

  it('no unit in the discard pile (an event only): nothing is put on the deck and no damage is dealt', () => {
    const state = withCards(ids, { groundArena: [SARLACC], discard: [EVIL] }, { groundArena: ['SOR_095'] });
    const s = ok(run(state, attack('The Sarlacc of Carkoon', 'base')));
    expect(s.player1.discard.map((c) => lookup(c.card)?.name)).toEqual(['Evil is Everywhere']);
    expect(unit(s, 'player2', 'Battlefield Marine')!.damage).toBe(0);
    expect(s.player2.base.damage).toBe(8);
  });
});

// SOR_047 Kanan Jarrus (4/5, Spectre): "On Attack: You may discard 1 card from the defending player's deck for each
// friendly SPECTRE unit. Heal 1 damage from your base for each different aspect among the discarded cards." LAW_045
// Zeb Orellios (Sentinel; a When Played only) is a Spectre unit. player2's deck, top first: Battlefield Marine
// (Command, Heroism), Death Star Stormtrooper (Aggression, Villainy), Cell Block Guard (Villainy).
const KANAN = 'SOR_047';
describe.skipIf(!!skipReason)('real cards: SOR_047 Kanan Jarrus, heal for each different aspect among the discarded cards', () => {
  const ids = [KANAN, 'LAW_045', 'SOR_095', 'SOR_128', 'SOR_229'];
  const deck = ['SOR_095', 'SOR_128', 'SOR_229'];
  const names = (s: SwuState, p: 'player1' | 'player2', zone: 'deck' | 'discard') => s[p][zone].map((c) => lookup(c.card)?.name);

  it('two Spectre units: the top 2 cards are discarded, 4 different aspects among them: player1\'s base heals 4 (10 -> 6)', () => {
    // Kanan and Zeb: 2 cards (Marine: Command, Heroism; Stormtrooper: Aggression, Villainy) = 4 aspects. Then
    // Kanan deals 4 combat damage to player2's base.
    const state = withCards(ids, { groundArena: [KANAN, 'LAW_045'], base: { card: 'kestro-city', damage: 10 } }, { deck });
    const s = ok(run(state, attack('Kanan Jarrus', 'base'), [/^Resolve$/]));
    expect(names(s, 'player2', 'discard')).toEqual(['Battlefield Marine', 'Death Star Stormtrooper']);
    expect(names(s, 'player2', 'deck')).toEqual(['Cell Block Guard']);
    expect(s.player1.base.damage).toBe(6);
    expect(s.player2.base.damage).toBe(4);
  });

  it('Kanan alone: 1 card (the Marine: Command, Heroism), 2 aspects: the base heals 2 (10 -> 8)', () => {
    const state = withCards(ids, { groundArena: [KANAN], base: { card: 'kestro-city', damage: 10 } }, { deck });
    const s = ok(run(state, attack('Kanan Jarrus', 'base'), [/^Resolve$/]));
    expect(names(s, 'player2', 'discard')).toEqual(['Battlefield Marine']);
    expect(s.player1.base.damage).toBe(8);
  });

  it('an aspect shared by two discarded cards counts once: Stormtrooper and Cell Block Guard give Aggression, Villainy: heal 2', () => {
    const state = withCards(ids, { groundArena: [KANAN, 'LAW_045'], base: { card: 'kestro-city', damage: 10 } }, { deck: ['SOR_128', 'SOR_229', 'SOR_095'] });
    const s = ok(run(state, attack('Kanan Jarrus', 'base'), [/^Resolve$/]));
    expect(s.player1.base.damage).toBe(8);
  });

  it('"You may": declined, nothing is discarded and nothing healed', () => {
    const state = withCards(ids, { groundArena: [KANAN, 'LAW_045'], base: { card: 'kestro-city', damage: 10 } }, { deck });
    const s = ok(run(state, attack('Kanan Jarrus', 'base'), [/^Decline/]));
    expect(names(s, 'player2', 'deck')).toEqual(['Battlefield Marine', 'Death Star Stormtrooper', 'Cell Block Guard']);
    expect(s.player1.base.damage).toBe(10);
  });
});

// LAW_011 Darth Vader (leader unit side, 6/8): "On Attack: Discard any number of cards from your hand. Deal damage to a
// unit or base equal to the number of cards discarded this way." player2's base is Administrator's Tower.
const VADER = 'LAW_011';
describe.skipIf(!!skipReason)('real cards: LAW_011 Darth Vader, damage equal to the number of cards discarded this way', () => {
  const ids = [VADER, 'SOR_095', 'SOR_128', 'SOR_229', CSF];
  const vader = () => withCards(ids, { leader: { card: VADER, deployed: true }, hand: ['SOR_095', 'SOR_128', 'SOR_229'] }, { groundArena: [CSF] });
  const names = (s: SwuState, zone: 'hand' | 'discard') => s.player1[zone].map((c) => lookup(c.card)?.name);

  it('2 cards discarded: 2 damage to the Consular Security Force; then Vader\'s 6 combat damage to the base', () => {
    const r = run(vader(), attack('Darth Vader', 'base'), [[/^Battlefield Marine/, /^Death Star Stormtrooper/], /^Consular Security Force/]);
    const s = ok(r);
    expect(r.prompts[0]!.min ?? 0).toBe(0);
    expect(names(s, 'hand')).toEqual(['Cell Block Guard']);
    expect(names(s, 'discard').sort()).toEqual(['Battlefield Marine', 'Death Star Stormtrooper']);
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(2);
    expect(s.player2.base.damage).toBe(6);
  });

  it('all 3 cards discarded, the damage to player2\'s base: 3 + 6 combat = 9', () => {
    const s = ok(run(vader(), attack('Darth Vader', 'base'), [[/^Battlefield Marine/, /^Death Star Stormtrooper/, /^Cell Block Guard/], /Administrator's Tower/]));
    expect(names(s, 'hand')).toEqual([]);
    expect(s.player2.base.damage).toBe(9);
  });

  it('"any number": none discarded, no damage and no target to choose', () => {
    const s = ok(run(vader(), attack('Darth Vader', 'base'), ['none']));
    expect(names(s, 'hand')).toEqual(['Battlefield Marine', 'Death Star Stormtrooper', 'Cell Block Guard']);
    expect(unit(s, 'player2', 'Consular Security Force')!.damage).toBe(0);
    expect(s.player2.base.damage).toBe(6);
  });

  it('an empty hand: nothing to discard, nothing asked', () => {
    const state = withCards(ids, { leader: { card: VADER, deployed: true } }, { groundArena: [CSF] });
    const s = ok(run(state, attack('Darth Vader', 'base')));
    expect(s.player2.base.damage).toBe(6);
  });
});

// LAW_044 Single Reactor Ignition (event): "Defeat all units. For each enemy unit defeated this way, deal 1 damage to
// its controller's base." player2's leader is Luke Skywalker (deployed here: a leader unit is a unit, 3.4).
const IGNITION = 'LAW_044';
describe.skipIf(!!skipReason)('real cards: LAW_044 Single Reactor Ignition, damage for each enemy unit defeated this way', () => {
  const ids = [IGNITION, 'SOR_095', 'SOR_128', CSF];

  it('all units are defeated; 3 enemy units (Luke\'s leader unit among them): 3 damage to player2\'s base, none to player1\'s', () => {
    const state = withCards(ids, { hand: [IGNITION], groundArena: ['SOR_095'] }, { leader: { card: 'luke-skywalker#faithful-friend', deployed: true }, groundArena: [CSF, 'SOR_128'] });
    const s = ok(run(state, play('Single Reactor Ignition')));
    expect(ground(s, 'player1')).toEqual([]);
    expect(ground(s, 'player2')).toEqual([]);
    expect(s.player2.base.damage).toBe(3);
    expect(s.player1.base.damage).toBe(0);
  });

  it('no enemy unit: the friendly units are defeated, no base takes damage', () => {
    const state = withCards(ids, { hand: [IGNITION], groundArena: ['SOR_095', 'SOR_128'] });
    const s = ok(run(state, play('Single Reactor Ignition')));
    expect(ground(s, 'player1')).toEqual([]);
    expect(s.player2.base.damage).toBe(0);
    expect(s.player1.base.damage).toBe(0);
  });
});
