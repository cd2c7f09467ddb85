// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the prevention family (wave 4):
// damage prevention (8.20) and "deal that much damage plus 1 instead" (7.7.5) as replacement effects. Each expected
// outcome is worked out by hand from the printed text (quoted in the test name) and the Comprehensive Rules; the
// compiled definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (prevention) did not run: ${skip}`);

const { lookup } = realCardLookup();

function run(state: object, action: object, steps: (RegExp | RegExp[] | 'none')[] = []) {
  return driveReal(lookup, state, action, steps);
}

type Unit = SwuState['player1']['groundArena'][number];
const units = (s: SwuState, p: 'player1' | 'player2') => [...s[p].groundArena, ...s[p].spaceArena] as Unit[];
const unit = (s: SwuState, p: 'player1' | 'player2', name: string) => units(s, p).find((u) => lookup(u.card)?.name === name);
const discard = (s: SwuState, p: 'player1' | 'player2') => s[p].discard.map((c) => lookup(c.card)?.name);
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
// Malakili's first line ("The first Creature unit you play each phase costs 1 less") reads what was played this phase.
const NOTHING_PLAYED = { thisPhase: { played: [], defeated: [], attacks: [] } };
const damage = (target: string, amount: number, player = 'player1') => ({ type: 'dealDamage', player, target, amount });

// Cards used: Open Fire (SOR_172, "Deal 4 damage to a unit."), Ravening Gundark (LOF_259, 5/4 Creature, "When Played:
// Deal 1 damage to a ground unit."), Battlefield Marine (SOR_095, 3/3), Cloud City Wing Guard (SOR_063, 2/4 Sentinel),
// Wampa (SOR_164, 4/5 Creature, Overwhelm), Onyx Squadron Brute (JTL_033, 2/3 space Vehicle).
describe.skipIf(!!skip)('real cards: damage prevention as constant abilities (8.20, 7.7.5)', () => {
  it('SEC_042 Cassian Andor "If an enemy card ability would deal damage to this unit, prevent 2 of that damage." - Open Fire deals 4 - 2 = 2', () => {
    // Cassian is 2/2: 2 of Open Fire's 4 damage prevented (8.20.2), 2 dealt = his HP: defeated (1.9.6).
    const state = karabast({ hand: ['SOR_172'] }, { groundArena: ['SEC_042', 'SOR_095'] });
    const s = ok(run(state, play('Open Fire'), [/^Cassian Andor/]));
    expect(unit(s, 'player2', 'Cassian Andor')).toBeUndefined();
    expect(discard(s, 'player2')).toEqual(['Cassian Andor']);
  });

  it('SEC_042 Cassian Andor: an enemy ability dealing 1 damage is prevented entirely (1 < 2); his own controller\'s ability is not "enemy"', () => {
    // player1's Ravening Gundark deals 1 damage to Cassian (player2's): enemy ability, 1 prevented of 1 -> 0 damage.
    const enemy = karabast({ hand: ['LOF_259'] }, { groundArena: ['SEC_042'] });
    const s1 = ok(run(enemy, play('Ravening Gundark'), [/^Cassian Andor/]));
    expect(unit(s1, 'player2', 'Cassian Andor')!.damage).toBe(0);
    // The same Gundark of Cassian's own controller: a friendly ability, nothing prevented -> 1 damage.
    const friendly = karabast({ hand: ['LOF_259'], groundArena: ['SEC_042'] }, {});
    const s2 = ok(run(friendly, play('Ravening Gundark'), [/^Cassian Andor/]));
    expect(unit(s2, 'player1', 'Cassian Andor')!.damage).toBe(1);
  });

  it('SEC_042 Cassian Andor: combat damage is not a card ability - Battlefield Marine (3, -2 while Cassian defends = 1) deals 1', () => {
    // "While this unit is defending, the attacker gets -2/-0": Marine attacks with 1 power; combat damage is not
    // prevented: Cassian takes 1 (2/2 survives), Marine takes Cassian's 2.
    const state = karabast({ groundArena: ['SOR_095'] }, { groundArena: ['SEC_042'] });
    const s = ok(run(state, attack('Battlefield Marine', 'Cassian Andor')));
    expect(unit(s, 'player2', 'Cassian Andor')!.damage).toBe(1);
    expect(unit(s, 'player1', 'Battlefield Marine')!.damage).toBe(2);
  });

  it('SEC_050 Vigil "If damage would be dealt to another friendly unit, prevent 1 of that damage." - Open Fire on a Wing Guard deals 3', () => {
    // player2 controls Vigil and Cloud City Wing Guard (2/4): 4 - 1 = 3 damage, it survives with 3.
    const state = karabast({ hand: ['SOR_172'] }, { spaceArena: ['SEC_050'], groundArena: ['SOR_063'] });
    const s = ok(run(state, play('Open Fire'), [/^Cloud City Wing Guard/]));
    expect(unit(s, 'player2', 'Cloud City Wing Guard')!.damage).toBe(3);
  });

  it('SEC_050 Vigil "If damage would be dealt to this unit by another card, deal that much damage plus 1 instead." - Open Fire deals 5 to Vigil', () => {
    // Open Fire is another card: 4 + 1 = 5 damage on Vigil (5/9). Vigil's first line is for another unit: not itself.
    const state = karabast({ hand: ['SOR_172'] }, { spaceArena: ['SEC_050'] });
    const s = ok(run(state, play('Open Fire'), [/^Vigil/]));
    expect(unit(s, 'player2', 'Vigil')!.damage).toBe(5);
  });

  it('SEC_050 Vigil: combat damage from an attacker is dealt by another card too - Onyx Squadron Brute (2) deals 3', () => {
    // The Brute (2/3) attacks Vigil: 2 + 1 = 3 combat damage to Vigil; Vigil deals 5 back: the Brute is defeated.
    const state = karabast({ spaceArena: ['JTL_033'] }, { spaceArena: ['SEC_050'] });
    // The Brute's "When Defeated: Heal 2 damage from a base." asks for a base (neither is damaged).
    const s = ok(run(state, attack('Onyx Squadron Brute', 'Vigil'), [/player1/]));
    expect(unit(s, 'player2', 'Vigil')!.damage).toBe(3);
    expect(unit(s, 'player1', 'Onyx Squadron Brute')).toBeUndefined();
  });

  it('SEC_050 Vigil: prevention is not for enemy units - Open Fire on player1\'s own... an enemy Marine of Vigil takes all 4', () => {
    // Vigil is player2's; player1's Marine is an enemy unit to Vigil: no prevention, 4 damage defeats it (3/3).
    const state = karabast({ hand: ['SOR_172'], groundArena: ['SOR_095'] }, { spaceArena: ['SEC_050'] });
    const s = ok(run(state, play('Open Fire'), [/^Battlefield Marine/]));
    expect(discard(s, 'player1')).toContain('Battlefield Marine');
  });

  it('SEC_050 Vigil with an Overwhelm attacker on the protected unit: the excess is not computed for partly prevented damage (UNSUPPORTED, 7.5.7)', () => {
    // Wampa (4, Overwhelm) attacks the Wing Guard (2/4) that Vigil protects: 3 would be dealt; how much is excess is
    // not something the engine decides by guessing.
    const state = karabast({ groundArena: ['SOR_164'] }, { spaceArena: ['SEC_050'], groundArena: ['SOR_063'] });
    const r = run(state, attack('Wampa', 'Cloud City Wing Guard'));
    expect(r.result.status).toBe('UNSUPPORTED');
  });

  it('LOF_108 Malakili "If a friendly Creature unit would deal damage to a friendly unit, prevent that damage." - a friendly Gundark\'s 1 damage to a friendly Marine is prevented', () => {
    // Ravening Gundark (Creature) is player1's, as are Malakili and the Marine: its When Played damage is prevented.
    const state = karabast({ hand: ['LOF_259'], groundArena: ['LOF_108', 'SOR_095'] }, { groundArena: ['SOR_063'] }, NOTHING_PLAYED);
    const s = ok(run(state, play('Ravening Gundark'), [/^Battlefield Marine/]));
    expect(unit(s, 'player1', 'Battlefield Marine')!.damage).toBe(0);
  });

  it('LOF_108 Malakili: the Creature\'s damage to an enemy unit, and a non-Creature card\'s damage to a friendly unit, are dealt', () => {
    const toEnemy = karabast({ hand: ['LOF_259'], groundArena: ['LOF_108'] }, { groundArena: ['SOR_063'] }, NOTHING_PLAYED);
    expect(unit(ok(run(toEnemy, play('Ravening Gundark'), [/^Cloud City Wing Guard/])), 'player2', 'Cloud City Wing Guard')!.damage).toBe(1);
    // Open Fire is an event, not a Creature unit: 4 damage to the friendly Wing Guard (2/4) defeats it.
    const event = karabast({ hand: ['SOR_172'], groundArena: ['LOF_108', 'SOR_063'] }, {}, NOTHING_PLAYED);
    expect(discard(ok(run(event, play('Open Fire'), [/^Cloud City Wing Guard/])), 'player1')).toContain('Cloud City Wing Guard');
  });

  it('LOF_108 Malakili: an enemy Creature\'s combat damage to a friendly unit is dealt (not a friendly Creature)', () => {
    // player2's Wampa is not friendly to player1's Malakili: player1 attacks Wampa with the Marine, Wampa deals 4 back.
    const state = karabast({ groundArena: ['LOF_108', 'SOR_095'] }, { groundArena: ['SOR_164'] });
    const s = ok(run(state, attack('Battlefield Marine', 'Wampa')));
    expect(discard(s, 'player1')).toContain('Battlefield Marine');
    expect(unit(s, 'player2', 'Wampa')!.damage).toBe(3);
  });
});

describe.skipIf(!!skip)('real cards: damage prevention as lasting effects (7.7.3, 8.20)', () => {
  it('JTL_074 Close the Shield Gate "Choose a base. The next time damage would be dealt to it this phase, prevent that damage." - once only', () => {
    // player1 chooses their own base: the next 3 damage to it is prevented and the effect is used up (7.7.4A); the
    // following 2 damage is dealt.
    const state = karabast({ hand: ['JTL_074'] }, {});
    const s1 = ok(run(state, play('Close the Shield Gate'), [/player1|your|Base/i]));
    const prompted = s1.effects.length;
    expect(prompted).toBe(1);
    const s2 = ok(run(s1, damage('player1:base', 3, 'player2')));
    expect(s2.player1.base.damage).toBe(0);
    expect(s2.effects).toEqual([]);
    const s3 = ok(run(s2, damage('player1:base', 2, 'player2')));
    expect(s3.player1.base.damage).toBe(2);
  });

  it('TWI_053 Finn "When this unit completes an attack: Choose a unique unit. For this phase, if damage would be dealt to that unit, prevent 1 of that damage." - every time this phase', () => {
    // Finn (3/4) attacks the enemy base (3 damage), then chooses himself (unique): later 2 damage -> 1, again 2 -> 1.
    const state = karabast({ groundArena: ['TWI_053'] }, { groundArena: ['SOR_095'] });
    const s1 = ok(run(state, attack('Finn', 'base'), [/^Finn/]));
    expect(s1.player2.base.damage).toBe(3);
    const s2 = ok(run(s1, damage('Finn', 2, 'player2')));
    expect(unit(s2, 'player1', 'Finn')!.damage).toBe(1);
    const s3 = ok(run(s2, damage('Finn', 2, 'player2')));
    expect(unit(s3, 'player1', 'Finn')!.damage).toBe(2);
  });

  it('TWI_096 Aayla Secura "Coordinate - On Attack: Prevent all combat damage that would be dealt to this unit for this attack." - with 3 units', () => {
    // Aayla (6/5) with two more friendly units (Coordinate, 3 units) attacks Wampa (4/5): Wampa's 4 combat damage is
    // prevented, Aayla's 6 defeats Wampa.
    const state = karabast({ groundArena: ['TWI_096', 'SOR_095', 'SOR_063'] }, { groundArena: ['SOR_164'] });
    const s = ok(run(state, attack('Aayla Secura', 'Wampa')));
    expect(unit(s, 'player1', 'Aayla Secura')!.damage).toBe(0);
    expect(discard(s, 'player2')).toContain('Wampa');
    // "for this attack": nothing of it is left once the attack is over (6.3.5).
    expect(s.effects).toEqual([]);
  });

  it('TWI_096 Aayla Secura: without Coordinate (only 2 units) Wampa\'s 4 damage is dealt', () => {
    const state = karabast({ groundArena: ['TWI_096', 'SOR_095'] }, { groundArena: ['SOR_164'] });
    const s = ok(run(state, attack('Aayla Secura', 'Wampa')));
    expect(unit(s, 'player1', 'Aayla Secura')!.damage).toBe(4);
  });

  it('JTL_193 I Have You Now "Attack with a Vehicle unit. Prevent all damage that would be dealt to it during this attack."', () => {
    // Onyx Squadron Brute (2/3) attacks Vigil (5/9) with the event: Vigil's 5 combat damage back is prevented. The Brute
    // deals 2 + 1 (Vigil's own text) = 3 to Vigil.
    const state = karabast({ hand: ['JTL_193'], spaceArena: ['JTL_033'] }, { spaceArena: ['SEC_050'] });
    const s = ok(run(state, play('I Have You Now'), [/^Onyx Squadron Brute/, /^Vigil/]));
    expect(unit(s, 'player1', 'Onyx Squadron Brute')!.damage).toBe(0);
    expect(unit(s, 'player2', 'Vigil')!.damage).toBe(3);
    expect(s.effects).toEqual([]);
  });
});

const use = (card: string, player = 'player1') => ({ type: 'useAbility', player, card });
const hand = (s: SwuState, p: 'player1' | 'player2') => s[p].hand.map((c) => lookup(c.card)?.name);

// Action costs (6.4.3C, 6.4.4A): every part is paid before the ability resolves, or the ability can't be used.
describe.skipIf(!!skip)('real cards: action costs with more parts (6.4.3C, 6.4.4)', () => {
  it('SEC_093 C-3PO "Action [Exhaust, return this unit to its owner\'s hand]: Give a unit +2/+2 for this phase."', () => {
    // C-3PO goes back to player1's hand (paid), then the Marine (3/3) gets +2/+2: 5/5 for this phase.
    const state = karabast({ groundArena: ['SEC_093', 'SOR_095'] }, {});
    const r = run(state, use('C-3PO'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(unit(s, 'player1', 'C-3PO')).toBeUndefined();
    expect(hand(s, 'player1')).toEqual(['C-3PO']);
    expect(s.effects.map((e) => e.effect)).toEqual([{ power: 2, hp: 2 }]);
  });

  it('SHD_080 Salacious Crumb "Action [Exhaust, return this unit to his owner\'s hand]: Deal 1 damage to a ground unit." - an exhausted Crumb can\'t pay', () => {
    const state = karabast({ groundArena: ['SHD_080'] }, { groundArena: ['SOR_095'] });
    const s = ok(run(state, use('Salacious Crumb'), [/^Battlefield Marine/]));
    expect(hand(s, 'player1')).toEqual(['Salacious Crumb']);
    expect(unit(s, 'player2', 'Battlefield Marine')!.damage).toBe(1);
    // [Exhaust] can't be paid by an exhausted unit: nothing is paid, the action is refused (6.4.4A).
    const tired = karabast({ groundArena: [{ card: 'SHD_080', exhausted: true }] }, { groundArena: ['SOR_095'] });
    const refused = run(tired, use('Salacious Crumb'));
    expect(refused.result.status).toBe('INVALID');
    expect(refused.result.errors[0]!.message).toMatch(/exhausted/);
  });

  it('SHD_028 Doctor Pershing "Action [Exhaust, deal 1 damage to a friendly unit]: Draw a card." - the Marine takes 1, a card is drawn', () => {
    const state = karabast({ groundArena: ['SHD_028', 'SOR_095'] }, {});
    const before = (state as { player1: { hand?: unknown[] } }).player1.hand?.length ?? 0;
    const s = ok(run(state, use('Doctor Pershing'), [/^Battlefield Marine/]));
    expect(unit(s, 'player1', 'Battlefield Marine')!.damage).toBe(1);
    expect(s.player1.hand).toHaveLength(before + 1);
  });

  it('SHD_028 Doctor Pershing: a Shield that prevents the damage still pays the cost (6.4.4C) - the card is drawn', () => {
    const state = karabast({ groundArena: [{ card: 'SOR_095', upgrades: ['shield'] }, 'SHD_028'] }, {});
    const s = ok(run(state, use('Doctor Pershing'), [/^Battlefield Marine/]));
    expect(unit(s, 'player1', 'Battlefield Marine')!.damage).toBe(0);
    expect(unit(s, 'player1', 'Battlefield Marine')!.upgrades).toEqual([]);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('LAW_012 Sebulba "Action [Exhaust, discard a card from your deck]: A friendly unit gains Raid 1 for this phase." - not with an empty deck', () => {
    // The top card of the 8-card deck is discarded (1.14.3), then the Marine gains Raid 1 for this phase.
    const state = karabast({ leader: 'LAW_012', groundArena: ['SOR_095'] }, {});
    const s = ok(run(state, use('leader'), [/^Battlefield Marine/]));
    expect(s.player1.deck).toHaveLength(7);
    expect(s.player1.discard).toHaveLength(1);
    expect(s.effects.map((e) => e.effect)).toEqual([{ keyword: { name: 'Raid', value: 1 } }]);
    // With no card in the deck the cost can't be paid (6.4.4A): the ability can't be used.
    const empty = karabast({ leader: 'LAW_012', groundArena: ['SOR_095'], deck: [] }, {});
    const refused = run(empty, use('leader')).result;
    expect(refused.status).toBe('INVALID');
    expect(refused.errors[0]!.message).toMatch(/discard 1 card from your deck\) can't be paid/);
  });
});

// Vanquish (SOR_078, "Defeat a non-leader unit."), Waylay (SOR_222, "Return a non-leader unit to its owner's hand."),
// Change of Heart (SOR_224, "Take control of a
// non-leader unit. ..."), Smuggler's Aid (SHD_252, "Heal 3 damage from your base.").
describe.skipIf(!!skip)('real cards: "can\'t be ... by enemy card abilities" and other restrictions (8.3.2)', () => {
  it('JTL_103 Chewbacca "This unit can\'t be defeated or returned to hand by enemy card abilities." - Vanquish and Waylay do nothing to him', () => {
    const vanquish = ok(run(karabast({ hand: ['SOR_078'] }, { groundArena: ['JTL_103', 'SOR_095'] }), play('Vanquish'), [/^Chewbacca/]));
    expect(unit(vanquish, 'player2', 'Chewbacca')).toBeDefined();
    const waylay = ok(run(karabast({ hand: ['SOR_222'] }, { groundArena: ['JTL_103', 'SOR_095'] }), play('Waylay'), [/^Chewbacca/]));
    expect(unit(waylay, 'player2', 'Chewbacca')).toBeDefined();
    expect(hand(waylay, 'player2')).toEqual([]);
    // Damage is not in the list: Open Fire deals 4 to him (5/6).
    const fire = ok(run(karabast({ hand: ['SOR_172'] }, { groundArena: ['JTL_103', 'SOR_095'] }), play('Open Fire'), [/^Chewbacca/]));
    expect(unit(fire, 'player2', 'Chewbacca')!.damage).toBe(4);
  });

  it('JTL_103 Chewbacca: his own controller\'s Vanquish is not an enemy card ability - he is defeated', () => {
    const s = ok(run(karabast({ hand: ['SOR_078'], groundArena: ['JTL_103'] }, { groundArena: ['SOR_095'] }), play('Vanquish'), [/^Chewbacca/]));
    expect(discard(s, 'player1')).toContain('Chewbacca');
  });

  it('JTL_103 Chewbacca as a Pilot: "Attached unit gains: ..." - the Vehicle he is on can\'t be defeated by an enemy Vanquish', () => {
    const state = karabast({ hand: ['SOR_078'] }, { spaceArena: [{ card: 'JTL_033', upgrades: ['JTL_103'] }], groundArena: ['SOR_095'] });
    const s = ok(run(state, play('Vanquish'), [/^Onyx Squadron Brute/]));
    expect(unit(s, 'player2', 'Onyx Squadron Brute')).toBeDefined();
  });

  it('LAW_149 Rey "Opponents can\'t take control of this unit. This unit can\'t be defeated by enemy card abilities."', () => {
    const heart = ok(run(karabast({ hand: ['SOR_224'] }, { groundArena: ['LAW_149', 'SOR_095'] }), play('Change of Heart'), [/^Rey/]));
    expect(unit(heart, 'player2', 'Rey')).toBeDefined();
    expect(unit(heart, 'player1', 'Rey')).toBeUndefined();
    const vanquish = ok(run(karabast({ hand: ['SOR_078'] }, { groundArena: ['LAW_149', 'SOR_095'] }), play('Vanquish'), [/^Rey/]));
    expect(unit(vanquish, 'player2', 'Rey')).toBeDefined();
  });

  it('SHD_187 Lurking TIE Phantom "This unit can\'t be captured, damaged, or defeated by enemy card abilities."', () => {
    const fire = ok(run(karabast({ hand: ['SOR_172'] }, { spaceArena: ['SHD_187'], groundArena: ['SOR_095'] }), play('Open Fire'), [/^Lurking TIE Phantom/]));
    expect(unit(fire, 'player2', 'Lurking TIE Phantom')!.damage).toBe(0);
    // Take Captive (SHD_131, "A friendly unit captures an enemy non-leader unit in the same arena."): the Brute can't
    // capture it; the other enemy Brute in space can be captured.
    const captive = karabast({ hand: ['SHD_131'], spaceArena: ['JTL_033'] }, { spaceArena: ['SHD_187', 'JTL_033'] });
    const kept = ok(run(captive, play('Take Captive'), [/^Onyx Squadron Brute/, /^Lurking TIE Phantom/]));
    expect(unit(kept, 'player2', 'Lurking TIE Phantom')).toBeDefined();
    const taken = ok(run(captive, play('Take Captive'), [/^Onyx Squadron Brute/, /^Onyx Squadron Brute/]));
    expect(unit(taken, 'player2', 'Onyx Squadron Brute')).toBeUndefined();
    // Combat damage is not a card ability: a Brute (2/3) attacking it deals 2 and defeats it (2/2); it deals 2 back.
    const combat = ok(run(karabast({ spaceArena: ['JTL_033'] }, { spaceArena: ['SHD_187'] }), attack('Onyx Squadron Brute', 'Lurking TIE Phantom')));
    expect(discard(combat, 'player2')).toContain('Lurking TIE Phantom');
  });

  it('TWI_220 Shadowed Intentions "Attached unit gains: \\"This unit can\'t be captured, defeated, or returned to its owner\'s hand by enemy card abilities.\\""', () => {
    const state = karabast({ hand: ['SOR_222'] }, { groundArena: [{ card: 'SOR_095', upgrades: ['TWI_220'] }, 'SOR_063'] });
    const s = ok(run(state, play('Waylay'), [/^Battlefield Marine/]));
    expect(unit(s, 'player2', 'Battlefield Marine')).toBeDefined();
    // The Wing Guard has no such text: Waylay returns it.
    const other = ok(run(state, play('Waylay'), [/^Cloud City Wing Guard/]));
    expect(hand(other, 'player2')).toEqual(['Cloud City Wing Guard']);
  });

  it('TWI_132 Confederate Tri-Fighter "Bases can\'t be healed." - Smuggler\'s Aid heals nothing; without it, 3', () => {
    const state = (p2: Record<string, unknown>) => karabast({ hand: ['SHD_252'], base: { card: 'kestro-city', damage: 5 } }, p2);
    expect(ok(run(state({ spaceArena: ['TWI_132'] }), play('Smuggler\'s Aid'))).player1.base.damage).toBe(5);
    expect(ok(run(state({}), play('Smuggler\'s Aid'))).player1.base.damage).toBe(2);
  });

  it('LOF_043 The Tragedy of Plagueis "For this phase, it can\'t be defeated by having no remaining HP." - defeated when the phase ends', () => {
    // player1 chooses their Marine; player2 chooses one of their units (the Wing Guard) and it is defeated.
    const state = karabast({ hand: ['LOF_043'], groundArena: ['SOR_095'] }, { groundArena: ['SOR_063'] });
    const s1 = ok(run(state, play('The Tragedy of Plagueis'), [/^Battlefield Marine/, /^Cloud City Wing Guard/]));
    expect(discard(s1, 'player2')).toContain('Cloud City Wing Guard');
    // 4 damage on the 3/3 Marine: it stays in play this phase (1.16.5E overridden).
    const s2 = ok(run(s1, damage('Battlefield Marine', 4, 'player2')));
    expect(unit(s2, 'player1', 'Battlefield Marine')!.damage).toBe(4);
    // Both players pass: the action phase ends, the effect expires, the Marine is defeated (7.7.3E, 1.16.5E).
    const s3 = ok(run(s2, { type: 'pass', player: 'player2' }));
    const s4 = ok(run(s3, { type: 'pass', player: 'player1' }, ['none', 'none']));
    expect(unit(s4, 'player1', 'Battlefield Marine')).toBeUndefined();
    expect(discard(s4, 'player1')).toContain('Battlefield Marine');
  });

  it('SOR_004 Chirrut Îmwe (unit side) "During the action phase, this unit isn\'t defeated by having no remaining HP." - until the regroup phase', () => {
    const state = karabast({ leader: { card: 'SOR_004', deployed: true } }, { passed: true });
    const s1 = ok(run(state, damage('Chirrut Îmwe', 6, 'player2')));
    expect(s1.player1.leader.damage).toBe(6);
    expect(s1.player1.leader.deployed).toBe(true);
    // "(During the regroup phase, if he has no remaining HP, defeat him.)": player1 passes, the regroup phase begins.
    const s2 = ok(run(s1, { type: 'pass', player: 'player1' }, ['none', 'none']));
    expect(s2.player1.leader.deployed).toBe(false);
  });

  it('JTL_182 Rampart "This unit doesn\'t ready during the regroup phase unless its power is 4 or more." - 3 power: stays exhausted', () => {
    // Rampart is 3/3: the regroup ready step skips it; the exhausted Marine readies (5.5.1D).
    const state = karabast({ spaceArena: [{ card: 'JTL_182', exhausted: true }], groundArena: [{ card: 'SOR_095', exhausted: true }] }, { passed: true });
    const s = ok(run(state, { type: 'pass', player: 'player1' }, ['none', 'none']));
    expect(unit(s, 'player1', 'Rampart')!.exhausted).toBe(true);
    expect(unit(s, 'player1', 'Battlefield Marine')!.exhausted).toBe(false);
    // With an Experience token (+1/+1) it has 4 power: it readies.
    const strong = karabast({ spaceArena: [{ card: 'JTL_182', exhausted: true, upgrades: ['experience'] }] }, { passed: true });
    expect(unit(ok(run(strong, { type: 'pass', player: 'player1' }, ['none', 'none'])), 'player1', 'Rampart')!.exhausted).toBe(false);
  });

  it('LAW_073 Patient Hunter "When the regroup phase starts: You may give an Experience token to a non-leader unit. If you do, that unit can\'t ready during this regroup phase."', () => {
    // The Hunter gives the token to the exhausted enemy Marine: it does not ready this regroup phase (the Hunter's own
    // exhausted ally Wing Guard does). The restriction ends with the regroup phase: nothing is left of it.
    const state = karabast({ groundArena: ['LAW_073', { card: 'SOR_063', exhausted: true }] }, { passed: true, groundArena: [{ card: 'SOR_095', exhausted: true }] });
    const s = ok(run(state, { type: 'pass', player: 'player1' }, [/^Battlefield Marine/, 'none', 'none']));
    expect(unit(s, 'player2', 'Battlefield Marine')!.exhausted).toBe(true);
    expect(unit(s, 'player2', 'Battlefield Marine')!.upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Experience']);
    expect(unit(s, 'player1', 'Cloud City Wing Guard')!.exhausted).toBe(false);
    expect(s.effects).toEqual([]);
  });

  it('SEC_037 Cantwell Arrestor Cruiser "... If you do, exhaust an enemy unit. That unit can\'t ready while this unit is in play."', () => {
    // Disclosing Scout Bike Pursuer and Death Trooper (both Vigilance Villainy) shows Vigilance Vigilance Villainy.
    const state = karabast({ hand: ['SEC_037', 'SOR_032', 'SOR_033'] }, { groundArena: ['SOR_095'] });
    const s1 = ok(run(state, play('Cantwell Arrestor Cruiser'), [[/^Scout Bike Pursuer/, /^Death Trooper/], /^Battlefield Marine/]));
    expect(unit(s1, 'player2', 'Battlefield Marine')!.exhausted).toBe(true);
    // The regroup phase does not ready it while Cantwell is in play.
    const s2 = ok(run({ ...s1, player1: { ...s1.player1, passed: true } }, { type: 'pass', player: 'player2' }, ['none', 'none']));
    expect(unit(s2, 'player2', 'Battlefield Marine')!.exhausted).toBe(true);
  });
});

describe.skipIf(!!skip)('real cards: a gained restriction and a gained action whose cost defeats an upgrade', () => {
  it('LOF_040 Kylo Ren\'s Lightsaber "If attached unit is a Force unit, it gains: \\"This unit can\'t be exhausted by enemy card abilities.\\""', () => {
    // Evasive Maneuver (JTL_262, "Exhaust a unit.") by player1 on player2's Aayla Secura (Force) with the Lightsaber:
    // she stays ready. On the Marine (not a Force unit) with the Lightsaber: exhausted.
    // (The Lightsaber is unique: one copy per state.)
    const state = karabast({ hand: ['JTL_262'] }, { groundArena: [{ card: 'TWI_096', upgrades: ['LOF_040'] }, 'SOR_095'] });
    const force = ok(run(state, play('Evasive Maneuver'), [/^Aayla Secura/]));
    expect(unit(force, 'player2', 'Aayla Secura')!.exhausted).toBe(false);
    const marine = karabast({ hand: ['JTL_262'] }, { groundArena: ['TWI_096', { card: 'SOR_095', upgrades: ['LOF_040'] }] });
    const other = ok(run(marine, play('Evasive Maneuver'), [/^Battlefield Marine/]));
    expect(unit(other, 'player2', 'Battlefield Marine')!.exhausted).toBe(true);
    // Her own controller's ability is not an enemy one: player2's Evasive Maneuver exhausts her.
    const own = karabast({}, { hand: ['JTL_262'], groundArena: [{ card: 'TWI_096', upgrades: ['LOF_040'] }, 'SOR_095'] }, { activePlayer: 'player2' });
    expect(unit(ok(run(own, play('Evasive Maneuver', 'player2'), [/^Aayla Secura/])), 'player2', 'Aayla Secura')!.exhausted).toBe(true);
  });

  it('SHD_155 Heroic Resolve "Attached unit gains: \\"Action [C=2, defeat a Heroic Resolve on this unit]: Attack with this unit. It gets +4/+0 and gains Overwhelm for this attack.\\""', () => {
    // The Marine (3/3) pays 2 resources and defeats the Heroic Resolve on it, then attacks the Wing Guard (2/4) with
    // 3 + 4 = 7 power and Overwhelm: 4 to the Wing Guard (defeated), 3 excess to player2's base; it takes 2 back.
    const state = karabast({ groundArena: [{ card: 'SOR_095', upgrades: ['SHD_155'] }] }, { groundArena: ['SOR_063'] });
    const s = ok(run(state, use('Battlefield Marine'), [/^Cloud City Wing Guard/]));
    expect(discard(s, 'player1')).toEqual(['Heroic Resolve']);
    expect(unit(s, 'player1', 'Battlefield Marine')!.upgrades).toEqual([]);
    expect(discard(s, 'player2')).toEqual(['Cloud City Wing Guard']);
    expect(s.player2.base.damage).toBe(3);
    expect(unit(s, 'player1', 'Battlefield Marine')!.damage).toBe(2);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
  });
});

describe.skipIf(!!skip)('real cards: "the first time each phase" prevention', () => {
  it('SEC_067 Umbaran Mobile Cannon "The first time this unit would take damage each phase, prevent that damage." - once per phase', () => {
    // The Cannon (7/3, ground) is attacked by the Marine (3): the 3 combat damage is prevented, the Marine is defeated.
    // The next damage this phase (2) is dealt.
    const state = karabast({ groundArena: ['SOR_095'] }, { groundArena: ['SEC_067'] });
    const s1 = ok(run(state, attack('Battlefield Marine', 'Umbaran Mobile Cannon')));
    expect(unit(s1, 'player2', 'Umbaran Mobile Cannon')!.damage).toBe(0);
    expect(discard(s1, 'player1')).toContain('Battlefield Marine');
    const s2 = ok(run(s1, damage('Umbaran Mobile Cannon', 2)));
    expect(unit(s2, 'player2', 'Umbaran Mobile Cannon')!.damage).toBe(2);
    // A new phase: the record ends with the action phase (7.7.3E), so the first damage of the next one is prevented.
    const s3 = ok(run({ ...s2, player1: { ...s2.player1, passed: true }, activePlayer: 'player2' }, { type: 'pass', player: 'player2' }, ['none', 'none']));
    expect(s3.effects).toEqual([]);
    expect(unit(ok(run(s3, damage('Umbaran Mobile Cannon', 1))), 'player2', 'Umbaran Mobile Cannon')!.damage).toBe(2);
  });

  it('SEC_067 Umbaran Mobile Cannon with a Shield: which damage is "the first time" is not guessed (UNSUPPORTED)', () => {
    const state = karabast({ hand: ['SOR_172'] }, { groundArena: [{ card: 'SEC_067', upgrades: ['shield'] }, 'SOR_095'] });
    expect(run(state, play('Open Fire'), [/^Umbaran Mobile Cannon/]).result.status).toBe('UNSUPPORTED');
  });
});

describe.skipIf(!!skip)('real cards: "Use this ability no more than 3 times each game"', () => {
  it('LOF_022 Mystic Monastery "Action: The Force is with you (create your Force token). Use this ability no more than 3 times each game."', () => {
    // First use: player1 gets the Force token; the base records one use.
    const s1 = ok(run(karabast({ base: 'LOF_022' }, {}), use('Mystic Monastery')));
    expect(s1.player1.hasForceToken).toBe(true);
    expect(s1.player1.base.usedThisGame).toHaveLength(1);
    // Used 3 times already (the state says so): a 4th use is refused.
    const spent = run(karabast({ base: { card: 'LOF_022', usedThisGame: ['line1', 'line1', 'line1'] } }, {}), use('Mystic Monastery')).result;
    expect(spent.status).toBe('INVALID');
    expect(spent.errors[0]!.message).toMatch(/already used 3 times this game/);
    // Twice before: the third use is allowed.
    const third = ok(run(karabast({ base: { card: 'LOF_022', usedThisGame: ['line1', 'line1'] } }, {}), use('Mystic Monastery')));
    expect(third.player1.base.usedThisGame).toHaveLength(3);
    // With the Force token already, the ability would change nothing: it can't be used (6.4.0C), and the count of
    // uses does not count as a change.
    expect(run(karabast({ base: 'LOF_022', hasForceToken: true }, {}), use('Mystic Monastery')).result.status).toBe('INVALID');
  });
});

describe.skipIf(!!skip)('real cards: an optional prevention paid by defeating a unit', () => {
  // Queen Amidala (SEC_101, 5/3, Naboo Official); Royal Security Fighter (JTL_061, 2/2, Naboo Vehicle Fighter) shares
  // Naboo with her; Battlefield Marine (Rebel Trooper) shares nothing.
  const state = karabast({ hand: ['SOR_172'] }, { groundArena: ['SEC_101', 'SOR_095'], spaceArena: ['JTL_061'] });

  it('SEC_101 Queen Amidala "If damage would be dealt to this unit, you may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage."', () => {
    const r = run(state, play('Open Fire'), [/^Queen Amidala/, /^Royal Security Fighter/]);
    const s = ok(r);
    expect(unit(s, 'player2', 'Queen Amidala')!.damage).toBe(0);
    expect(discard(s, 'player2')).toEqual(['Royal Security Fighter']);
    // Her controller decides (8.32.1), and only the unit sharing a trait is offered.
    expect(r.prompts[1]!.player).toBe('player2');
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Royal Security Fighter/), 'Decline']);
  });

  it('SEC_101 Queen Amidala: declining, she takes Open Fire\'s 4 damage and is defeated (3 HP)', () => {
    const s = ok(run(state, play('Open Fire'), [/^Queen Amidala/, /^Decline/]));
    expect(discard(s, 'player2')).toEqual(['Queen Amidala']);
    expect(unit(s, 'player2', 'Royal Security Fighter')).toBeDefined();
  });
});

describe.skipIf(!!skip)('real cards: an upgrade protected while it is the only friendly one', () => {
  it('SEC_061 Willrow Hood "While this unit has exactly 1 friendly upgrade on it, that upgrade can\'t be defeated or returned to hand by enemy card abilities."', () => {
    // Confiscate (SOR_251, "Defeat an upgrade.") by player1 on the Heroic Resolve player2 played on Willrow: it stays.
    const one = karabast({ hand: ['SOR_251'] }, { groundArena: [{ card: 'SEC_061', upgrades: ['SHD_155'] }] });
    const s1 = ok(run(one, play('Confiscate'), [/^Heroic Resolve/]));
    expect(unit(s1, 'player2', 'Willrow Hood')!.upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Heroic Resolve']);
    // With a second friendly upgrade (an Experience token) the condition is false: Confiscate defeats it.
    const two = karabast({ hand: ['SOR_251'] }, { groundArena: [{ card: 'SEC_061', upgrades: ['SHD_155', 'experience'] }] });
    const s2 = ok(run(two, play('Confiscate'), [/^Heroic Resolve/]));
    expect(unit(s2, 'player2', 'Willrow Hood')!.upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Experience']);
    // Willrow's own controller's Confiscate is not an enemy card ability.
    const own = karabast({}, { hand: ['SOR_251'], groundArena: [{ card: 'SEC_061', upgrades: ['SHD_155'] }] }, { activePlayer: 'player2' });
    const s3 = ok(run(own, play('Confiscate', 'player2'), [/^Heroic Resolve/]));
    expect(unit(s3, 'player2', 'Willrow Hood')!.upgrades).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: unpreventable damage ignores prevention (1.9.13, 8.35.2)', () => {
  it('SEC_042 Cassian Andor and SHD_187 Lurking TIE Phantom take indirect damage from an enemy ability', () => {
    // Dornean Gunship (JTL_116): "When Played: Deal indirect damage to a player equal to the number of Vehicle units
    // you control." - 1 (itself). player2 assigns it to Cassian: it is dealt (Cassian's "prevent 2" ignored).
    const cassian = karabast({ hand: ['JTL_116'] }, { groundArena: ['SEC_042'] });
    const s1 = ok(run(cassian, play('Dornean Gunship'), [/Opponent/, /^Cassian Andor/]));
    expect(unit(s1, 'player2', 'Cassian Andor')!.damage).toBe(1);
    // "can't be damaged by enemy card abilities" does not stop unpreventable damage either.
    const tie = karabast({ hand: ['JTL_116'] }, { spaceArena: ['SHD_187'] });
    const s2 = ok(run(tie, play('Dornean Gunship'), [/Opponent/, /^Lurking TIE Phantom/]));
    expect(unit(s2, 'player2', 'Lurking TIE Phantom')!.damage).toBe(1);
  });
});

describe.skipIf(!!skip)('real cards: a prevention on the card an event plays', () => {
  it('LOF_220 Shien Flurry "Play a Force unit from your hand (paying its cost). It gains Ambush for this phase. The next time it would be dealt damage this phase, prevent 2 of that damage." - during its Ambush attack', () => {
    // Aayla Secura (6/5, Force) is played and ambushes the Wampa (4/5): the Wampa's 4 combat damage back is the next
    // damage to her: 2 prevented, 2 dealt; the Wampa takes 6 and is defeated. The prevention is then used up.
    const state = karabast({ hand: ['LOF_220', 'TWI_096'] }, { groundArena: ['SOR_164'] });
    const s = ok(run(state, play('Shien Flurry'), [/^Aayla Secura/, /resolve|trigger|yes|Ambush/i, /^Wampa/]));
    expect(unit(s, 'player1', 'Aayla Secura')!.damage).toBe(2);
    expect(discard(s, 'player2')).toEqual(['Wampa']);
    const next = ok(run(s, damage('Aayla Secura', 2, 'player2')));
    expect(unit(next, 'player1', 'Aayla Secura')!.damage).toBe(4);
  });
});
