// Compiler templates for "If ..., ..." (compiler/templates/conditions-more.ts): real printed texts (from the cards
// named) and what each means, written by hand from the text and the rules; and texts half understood, which must not
// compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';

function effectOf(type: string, text: string): unknown {
  const [a] = meaning(card(type, text)) as { effect: unknown }[];
  return a!.effect;
}

const notExecutable = (type: string, text: string) => expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');

const friendly = (filter: object) => ({ countUnits: { ...filter, controller: 'friendly' } });
const enemy = (filter: object) => ({ countUnits: { ...filter, controller: 'enemy' } });

describe('"If <condition>, <effect>."', () => {
  it('the initiative (SOR Star Wing Scout, LOF Jedi Knight)', () => {
    expect(effectOf('Unit', 'When Defeated: If you have the initiative, draw 2 cards.')).toEqual({ do: 'if', condition: { hasInitiative: 'you' }, then: { do: 'draw', player: 'you', count: 2 } });
    expect(effectOf('Unit', 'When Played: If you have the initiative, deal 2 damage to an enemy ground unit.')).toEqual({
      do: 'if', condition: { hasInitiative: 'you' }, then: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', arena: 'ground' } }, amount: 2 },
    });
  });

  it('comparing unit and resource counts (JTL Special Forces TIE Fighter, TWI Savage Opress, SHD Valiant Assault Ship)', () => {
    expect(effectOf('Unit', 'When Played: If an opponent controls more space units than you, ready this unit.')).toEqual({
      do: 'if', condition: { compare: enemy({ arena: 'space' }), is: 'more', than: friendly({ arena: 'space' }) }, then: { do: 'ready', target: { self: true } },
    });
    expect(effectOf('Unit', 'When Played: If you control fewer units (including this unit) than an opponent, ready this unit.')).toEqual({
      do: 'if', condition: { compare: friendly({}), is: 'fewer', than: enemy({}) }, then: { do: 'ready', target: { self: true } },
    });
    expect(effectOf('Unit', 'On Attack: If the defending player controls more resources than you, this unit gets +2/+0 for this attack.')).toEqual({
      do: 'if', condition: { compare: { countCards: 'resources', player: 'opponent' }, is: 'more', than: { countCards: 'resources' } },
      then: { do: 'modifyStats', target: { self: true }, power: 2, duration: 'thisAttack' },
    });
  });

  it('"no other ... units", "N or more ... units", "in play" (JTL Crackshot V-Wing, Blade Squadron B-Wing, SEC Sly Moore)', () => {
    expect(effectOf('Unit', 'When Played: If you control no other Fighter units, deal 1 damage to this unit.')).toEqual({
      do: 'if', condition: { compare: friendly({ other: true, trait: 'Fighter' }), is: 'exactly', than: 0 }, then: { do: 'dealDamage', target: { self: true }, amount: 1 },
    });
    expect(effectOf('Unit', 'When Played: If another player controls 3 or more exhausted units, give a Shield token to a unit.')).toEqual({
      do: 'if', condition: { compare: enemy({ exhausted: true }), is: 'atLeast', than: 3 }, then: { do: 'giveToken', token: 'shield', target: { choose: 'unit' } },
    });
    expect(effectOf('Event', 'If there are 4 or more exhausted units in play, create a Spy token.')).toEqual({
      do: 'if', condition: { compare: { countUnits: { exhausted: true } }, is: 'atLeast', than: 4 }, then: { do: 'createToken', token: 'spy' },
    });
  });

  it('cards in hand or discard, damage on a base (TWI Mister Bones, LOF Anakin Skywalker, TWI Saw Gerrera, SOR Guerilla Attack Pod)', () => {
    expect(effectOf('Unit', 'On Attack: If you have no cards in your hand, draw a card.')).toEqual({ do: 'if', condition: { compare: { countCards: 'hand' }, is: 'exactly', than: 0 }, then: { do: 'draw', player: 'you' } });
    expect(effectOf('Unit', 'When Played: If there is a Heroism card in your discard pile, draw a card.')).toEqual({
      do: 'if', condition: { compare: { countCards: 'discard', filter: { aspect: 'Heroism' } }, is: 'atLeast', than: 1 }, then: { do: 'draw', player: 'you' },
    });
    expect(effectOf('Unit', 'On Attack: If your base has 15 or more damage on it, draw a card.')).toEqual({ do: 'if', condition: { baseDamage: 'you', atLeast: 15 }, then: { do: 'draw', player: 'you' } });
    expect(effectOf('Unit', 'When Played: If a base has 15 or more damage on it, ready this unit.')).toEqual({ do: 'if', condition: { baseDamage: 'any', atLeast: 15 }, then: { do: 'ready', target: { self: true } } });
  });

  it('either / both (SEC Reconnaissance, JTL Mist Hunter)', () => {
    expect(effectOf('Event', 'If you control a ground unit and a space unit, draw 2 cards.')).toEqual({
      do: 'if', condition: { allOf: [{ youControl: { arena: 'ground' } }, { youControl: { arena: 'space' } }] }, then: { do: 'draw', player: 'you', count: 2 },
    });
    expect(effectOf('Unit', 'On Attack: If you played a Bounty Hunter or Pilot card this phase, you may draw a card.')).toEqual({
      do: 'if',
      condition: { anyOf: [{ happenedThisPhase: 'played', filter: { controller: 'friendly', trait: 'Bounty Hunter' } }, { happenedThisPhase: 'played', filter: { controller: 'friendly', trait: 'Pilot' } }] },
      then: { do: 'may', effect: { do: 'draw', player: 'you' } },
    });
  });

  it('the unit an upgrade is attached to (SEC Special Modifications, TWI Mace Windu\'s Lightsaber)', () => {
    expect(effectOf('Upgrade', 'When Played: If attached unit is a Transport, you may create a Spy token.')).toEqual({
      do: 'if', condition: { attachedUnit: { trait: 'Transport' } }, then: { do: 'may', effect: { do: 'createToken', token: 'spy' } },
    });
    expect(effectOf('Upgrade', 'When Played: If attached unit is Mace Windu, draw 2 cards.')).toEqual({
      do: 'if', condition: { attachedUnit: {}, name: 'Mace Windu' }, then: { do: 'draw', player: 'you', count: 2 },
    });
    // Only an upgrade has an attached unit.
    notExecutable('Unit', 'When Played: If attached unit is Mace Windu, draw 2 cards.');
  });

  it('the defender was defeated (SOR Zeb Orrelios, LAW Fett\'s Firespray)', () => {
    expect(effectOf('Unit', 'When this unit completes an attack: If the defender was defeated, you may deal 4 damage to a ground unit.')).toEqual({
      do: 'if', condition: { defeatedRef: 'defender' }, then: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 4 } },
    });
  });

  it('half-understood conditions do not compile', () => {
    notExecutable('Event', 'If you control more space units than that opponent, draw a card.');
    notExecutable('Event', 'If an opponent controls more units than an opponent, draw a card.');
    notExecutable('Event', 'If you control a unique Separatist card, draw a card.');
    notExecutable('Unit', 'When Played: If there is a Heroism unit in your discard pile, draw a card.');
  });
});

describe('"<effect>. If <condition>, <other effect> instead."', () => {
  it('LAW Zeb Orellios: the other effect replaces the first when the condition holds', () => {
    const three = { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 3 } };
    const five = { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 5 } };
    expect(effectOf('Unit', 'When Played: You may deal 3 damage to a ground unit. If you control a Command or Cunning unit, you may deal 5 damage to a ground unit instead.')).toEqual({
      do: 'if', condition: { anyOf: [{ youControl: { aspect: 'Command' } }, { youControl: { aspect: 'Cunning' } }] }, then: five, else: three,
    });
  });
  it('an "instead" that names what the first effect chose does not compile (LAW Attack From All Sides)', () => {
    notExecutable('Event', 'Deal 3 damage to a unit. If you have the initiative, you may deal 5 damage to that unit instead.');
  });
});

describe('"You may attack with a unit. If ..., it gets +N/+N for this attack."', () => {
  it('SOR Fleet Lieutenant: only a Rebel attacker gets the bonus', () => {
    expect(effectOf('Unit', 'When Played: You may attack with a unit. If it\'s a REBEL unit, it gets +2/+0 for this attack.')).toEqual({
      do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 2, onlyIf: { trait: 'Rebel' } } },
    });
    expect(effectOf('Unit', 'When Played: You may attack with a unit. If it\'s a Bounty Hunter, it gets +2/+0 for this attack.')).toEqual({
      do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 2, onlyIf: { trait: 'Bounty Hunter' } } },
    });
  });
  it('SHD Adelphi Patrol Wing: the initiative decides whether the attack is modified', () => {
    const plain = { do: 'attackWith', attacker: { choose: 'unit' } };
    expect(effectOf('Unit', 'When Played: You may attack with a unit. If you have the initiative, it gets +2/+0 for this attack.')).toEqual({
      do: 'may', effect: { do: 'if', condition: { hasInitiative: 'you' }, then: { ...plain, forThisAttack: { power: 2 } }, else: plain },
    });
  });
  it('a condition about the attack itself applies once the defender is declared (SHD Swoop Down, 6.3.1B; templates/attacks-more.ts)', () => {
    expect(effectOf('Event', 'Attack with a space unit. If it attacks a ground unit, it gets +2/+0 for this attack.')).toEqual({
      do: 'attackWith', attacker: { choose: 'unit', filter: { arena: 'space' } }, forThisAttack: { ifAttacking: { unit: { arena: 'ground' }, modifiers: { power: 2 } } },
    });
    notExecutable('Event', 'Attack with a space unit. If it attacks another unit, it gets +2/+0 for this attack.');
  });
});

describe('"If you do, ... If you do not, ..."', () => {
  it('LOF Do or Do Not: both branches of using the Force', () => {
    expect(effectOf('Event', 'You may use the Force (lose your Force token). If you do, draw 2 cards. If you do not, draw a card.')).toEqual({
      do: 'pay', cost: [{ useTheForce: true }], then: { do: 'draw', player: 'you', count: 2 }, else: { do: 'draw', player: 'you' },
    });
  });
});

describe('"If attached unit is a ..., it gains / gets ..." (an upgrade\'s conditional constant)', () => {
  it('LOF Heirloom Lightsaber, TWI General\'s Blade: the condition is read on the attached unit ("self" on an upgrade)', () => {
    expect(meaning(card('Upgrade', 'Attach to a non-Vehicle unit.\nIf attached unit is a Force unit, it gains Restore 1.'))).toEqual([
      { kind: 'attachTo', filter: { notTrait: 'Vehicle' } },
      { kind: 'constant', condition: { self: { trait: 'Force' } }, affects: 'self', grant: { keyword: { name: 'Restore', value: 1 } } },
    ]);
    const [, blade] = meaning(card('Upgrade', 'Attach to a non-Vehicle unit.\nIf attached unit is a Jedi, it gains: "On Attack: Draw a card."')) as Record<string, unknown>[];
    expect(blade).toMatchObject({ kind: 'constant', condition: { self: { trait: 'Jedi' } }, affects: 'self', grant: { ability: { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'draw', player: 'you' } } } });
  });
  it('JTL Biggs Darklighter (a Pilot): "If attached unit is a Transport, it gets +0/+1."', () => {
    expect(meaning(card('Upgrade', 'If attached unit is a Transport, it gets +0/+1.'))).toEqual([
      { kind: 'constant', condition: { self: { trait: 'Transport' } }, affects: 'self', grant: { hp: 1 } },
    ]);
  });
  it('a unit card\'s own text is not an upgrade\'s', () => {
    notExecutable('Unit', 'If attached unit is a Transport, it gets +0/+1.');
  });
});

describe('conditions on this unit and on what happened this phase', () => {
  it('LAW Jango Fett "If this unit is upgraded" (3.6.13), LOF Quinlan Vos "If this unit has 6 or more power"', () => {
    expect(effectOf('Unit', 'On Attack: If this unit is upgraded, exhaust an enemy unit.')).toEqual({ do: 'if', condition: { selfUpgraded: true }, then: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy' } } } });
    expect(effectOf('Unit', 'On Attack: If this unit has 6 or more power, you may deal 2 damage to an enemy base.')).toEqual({
      do: 'if', condition: { compare: { powerOf: 'self' }, is: 'atLeast', than: 6 }, then: { do: 'may', effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 2 } },
    });
    notExecutable('Event', 'If this unit is upgraded, draw a card.');
  });
  it('SHD Trandoshan Hunters "If an enemy unit has a Bounty"', () => {
    expect(effectOf('Unit', 'When Played: If an enemy unit has a Bounty, give an Experience token to this unit.')).toEqual({
      do: 'if', condition: { compare: { countUnits: { controller: 'enemy', keyword: 'Bounty' } }, is: 'atLeast', than: 1 }, then: { do: 'giveToken', token: 'experience', target: { self: true } },
    });
  });
  it('TWI Asajj Ventress "If you\'ve attacked with another Separatist unit this phase": other than this unit', () => {
    expect(effectOf('Unit', 'On Attack: If you\'ve attacked with another Separatist unit this phase, this unit gets +3/+0 for this phase.')).toEqual({
      do: 'if', condition: { happenedThisPhase: 'attacked', filter: { controller: 'friendly', trait: 'Separatist', other: true } }, then: { do: 'modifyStats', target: { self: true }, power: 3, duration: 'thisPhase' },
    });
  });
  it('LAW Canyon Frontrunner "If no other units have attacked this phase": on an On Attack, other than this unit; not on "When a friendly unit attacks"', () => {
    expect(effectOf('Unit', 'On Attack: If no other units have attacked this phase (including enemy units), draw a card.')).toEqual({
      do: 'if', condition: { not: { happenedThisPhase: 'attacked', filter: { other: true } } }, then: { do: 'draw', player: 'you' },
    });
    // LAW Boonta Eve Flagbearer: "other" than the attacking unit (the trigger's subject), not this card: read by
    // templates/history.ts as notRef (test/engine/compiler-history.test.ts).
    expect(effectOf('Unit', 'When a friendly unit attacks: If no other units have attacked this phase (including enemy units), heal 2 damage from your base.')).toEqual({
      do: 'if', condition: { not: { happenedThisPhase: 'attacked', filter: { notRef: 'subject' } } }, then: { do: 'heal', target: { base: 'you' }, amount: 2 },
    });
  });
});

describe('"<effect>. If you do and <condition>, <effect>."', () => {
  it('JTL You\'re All Clear, Kid: the condition is checked only after the first effect happened', () => {
    expect(effectOf('Event', 'Defeat an enemy space unit with 3 or less remaining HP. If you do and an opponent controls no space units, you may give an Experience token to a unit.')).toEqual({
      do: 'ifYouDo',
      effect: { do: 'defeat', target: { choose: 'unit', filter: { controller: 'enemy', arena: 'space', maxRemainingHp: 3 } } },
      then: { do: 'if', condition: { compare: { countUnits: { arena: 'space', controller: 'enemy' } }, is: 'exactly', than: 0 }, then: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit' } } } },
    });
  });
});

describe('conditions on a bound unit ("it", the defender)', () => {
  it('SOR Obi-Wan Kenobi "If it\'s a FORCE unit": "it" is the unit the first step chose', () => {
    expect(effectOf('Unit', 'When Defeated: Give 2 Experience tokens to another friendly unit. If it\'s a FORCE unit, draw a card.')).toEqual({
      do: 'sequence',
      steps: [
        { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { other: true, controller: 'friendly' }, as: 'chosen2' }, count: 2 },
        { do: 'if', condition: { boundUnit: 'chosen2', filter: { trait: 'Force' } }, then: { do: 'draw', player: 'you' } },
      ],
    });
    // Nothing chose a unit before: "it" names nothing.
    notExecutable('Event', 'If it\'s a Force unit, draw a card.');
  });
  it('TWI Mace Windu "Then, if it has 5 or more damage on it, deal 1 damage to it."', () => {
    const [action] = meaning(card('Leader', 'Action [C=1, Exhaust]: Deal 1 damage to a damaged enemy unit. Then, if it has 5 or more damage on it, deal 1 damage to it.')) as { effect: unknown }[];
    expect(action!.effect).toEqual({
      do: 'sequence',
      steps: [
        { do: 'dealDamage', target: { choose: 'unit', filter: { damaged: true, controller: 'enemy' }, as: 'chosen2' }, amount: 1 },
        { do: 'if', condition: { compare: { damageOn: 'chosen2' }, is: 'atLeast', than: 5 }, then: { do: 'dealDamage', target: { ref: 'chosen2' }, amount: 1 } },
      ],
    });
  });
  it('SEC Hunter / SHD Chain Code Collector: "If the defender is exhausted / has a Bounty, it gets -4/-0 for this attack."', () => {
    const minus4 = { do: 'modifyStats', target: { ref: 'defender' }, power: -4, duration: 'thisAttack' };
    expect(effectOf('Unit', 'On Attack: If the defender is exhausted, it gets -4/-0 for this attack.')).toEqual({ do: 'if', condition: { boundUnit: 'defender', filter: { exhausted: true } }, then: minus4 });
    expect(effectOf('Unit', 'On Attack: If the defender has a Bounty, it gets -4/-0 for this attack.')).toEqual({ do: 'if', condition: { boundUnit: 'defender', filter: { keyword: 'Bounty' } }, then: minus4 });
    notExecutable('Event', 'If the defender is exhausted, it gets -4/-0 for this attack.');
  });
});

describe('"<discard a card>. If it\'s ..., <effect>." (a condition on the card discarded)', () => {
  it('SOR Greedo, JTL Ahsoka Tano, LAW BT-1, JTL Shuttle Tydirium', () => {
    const bound = (first: object, condition: object, then: object) => ({ do: 'sequence', steps: [first, { do: 'if', condition: { boundCard: 'discarded', ...condition }, then }] });
    expect(effectOf('Unit', 'When Defeated: You may discard a card from your deck. If it\'s not a unit, deal 2 damage to a ground unit.')).toEqual(bound(
      { do: 'may', effect: { do: 'discardFromDeck', count: 1, as: 'discarded' } }, { filter: { notType: 'unit' } }, { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 2 },
    ));
    expect(effectOf('Unit', 'When Played: An opponent discards a card from their hand. If it\'s a unit, you may exhaust a unit.')).toEqual(bound(
      { do: 'discardFromHand', player: 'opponent', as: 'discarded' }, { filter: { type: 'unit' } }, { do: 'may', effect: { do: 'exhaust', target: { choose: 'unit' } } },
    ));
    expect(effectOf('Unit', 'On Attack: Discard a card from your deck. If it\'s Aggression, draw a card.')).toEqual(bound(
      { do: 'discardFromDeck', count: 1, as: 'discarded' }, { filter: { aspect: 'Aggression' } }, { do: 'draw', player: 'you' },
    ));
    expect(effectOf('Unit', 'On Attack: Discard a card from your deck. If it has an odd cost, draw a card.')).toEqual(bound(
      { do: 'discardFromDeck', count: 1, as: 'discarded' }, { oddCost: true }, { do: 'draw', player: 'you' },
    ));
  });
  it('two cards discarded do not compile', () => {
    notExecutable('Unit', 'On Attack: Discard 2 cards from your deck. If it\'s a unit, draw a card.');
    // An effect that names the card ("you may return it to your hand", Director Krennic) is read since wave 4 by
    // templates/deck.ts: compiler-deck.test.ts.
  });
});

describe('more "instead" and named cards', () => {
  it('LAW Chopper: "him" in the "instead" sentence is this unit, the first sentence\'s only target', () => {
    expect(effectOf('Unit', 'When Played: Give an Experience token to this unit. If you control a Cunning or Vigilance unit, give 2 Experience tokens to him instead.')).toEqual({
      do: 'if', condition: { anyOf: [{ youControl: { aspect: 'Cunning' } }, { youControl: { aspect: 'Vigilance' } }] },
      then: { do: 'giveToken', token: 'experience', target: { self: true }, count: 2 }, else: { do: 'giveToken', token: 'experience', target: { self: true } },
    });
  });
  it('LAW Kanan Jarrus: "return ... instead" keeps the first sentence\'s "to its owner\'s hand"', () => {
    const back = (maxCost: number) => ({ do: 'may', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { nonLeader: true, maxCost } } } });
    expect(effectOf('Unit', 'When Played: You may return a non-leader unit that costs 2 or less to its owner\'s hand. If you control a Command or Aggression unit, you may return a non-leader unit that costs 4 or less instead.')).toEqual({
      do: 'if', condition: { anyOf: [{ youControl: { aspect: 'Command' } }, { youControl: { aspect: 'Aggression' } }] }, then: back(4), else: back(2),
    });
  });
  it('SEC The Chancellor\'s Shuttle "If you control Chancellor Palpatine (as a leader or unit)"', () => {
    expect(effectOf('Unit', 'When Defeated: If you control Chancellor Palpatine (as a leader or unit), you may give an Experience token to a unit.')).toEqual({
      do: 'if', condition: { youControlNamed: 'Chancellor Palpatine' }, then: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit' } } },
    });
    expect(effectOf('Unit', 'When Played: If you control Jabba the Hutt, draw a card.')).toEqual({ do: 'if', condition: { youControlNamed: 'Jabba the Hutt' }, then: { do: 'draw', player: 'you' } });
  });
});

describe('"If attached unit is a non-..., non-... unit"', () => {
  it('LOF Constructed Lightsaber: "a non-Heroism, non-Villainy unit" is neither aspect (allOf of two nots)', () => {
    expect(meaning(card('Upgrade', 'If attached unit is a non-Heroism, non-Villainy unit, it gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { allOf: [{ not: { self: { aspect: 'Heroism' } } }, { not: { self: { aspect: 'Villainy' } } }] }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
});

describe('"Attack with a unit. It gains ... for this attack. If ..., it (also) gets ... for this attack."', () => {
  it('SOR Precision Fire: the Trooper bonus is a second set of modifiers with its own filter', () => {
    expect(effectOf('Event', 'Attack with a unit. It gains SABOTEUR for this attack. If it\'s a TROOPER, it also gains +2/+0 for this attack.')).toEqual({
      do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { keywords: [{ name: 'Saboteur' }], also: { power: 2, onlyIf: { trait: 'Trooper' } } },
    });
  });
  it('LAW Commence the Festivities: a condition on the players decides between two attacks', () => {
    const saboteur = { keywords: [{ name: 'Saboteur' }] };
    expect(effectOf('Event', 'Attack with a unit. It gains Saboteur for this attack. If you control fewer resources than an opponent, it gets +2/+0 for this attack.')).toEqual({
      do: 'if', condition: { compare: { countCards: 'resources' }, is: 'fewer', than: { countCards: 'resources', player: 'opponent' } },
      then: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 2, ...saboteur } }, else: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: saboteur },
    });
  });
});

describe('"... deal N (indirect) damage instead" (what it elides: the first sentence\'s target)', () => {
  it('JTL Fett\'s Firespray, JTL Dengar ("this unit is an Underworld unit", in a gained ability: the unit that gained it)', () => {
    const indirect = (amount: number) => ({ do: 'dealIndirectDamage', player: 'chosen', amount });
    const [played] = meaning(card('Unit', 'When Played: Deal 1 indirect damage to a player. If you control Boba Fett (as a unit, upgrade, or leader), deal 2 indirect damage instead.')) as { effect: unknown }[];
    expect(played!.effect).toEqual({ do: 'if', condition: { youControlNamed: 'Boba Fett' }, then: indirect(2), else: indirect(1) });
    expect(effectOf('Unit', 'On Attack: Deal 2 indirect damage to a player. If this unit is an Underworld unit, deal 3 indirect damage instead.')).toEqual({
      do: 'if', condition: { self: { trait: 'Underworld' } }, then: indirect(3), else: indirect(2),
    });
  });
  it('an elided target that names an earlier choice does not compile', () => {
    notExecutable('Event', 'Deal 3 damage to a unit. If you have the initiative, deal 5 damage to it instead.');
  });
});

describe('"Attack with a unit. If ..., the attacker gets ... for this attack."', () => {
  it('SOR IG-88: "the defending player" is the opponent (two players)', () => {
    const [action] = meaning(card('Leader', 'Action [Exhaust]: Attack with a unit. If you control more units than the defending player, the attacker gets +1/+0 for this attack.')) as { effect: unknown }[];
    expect(action!.effect).toEqual({
      do: 'if', condition: { compare: { countUnits: { controller: 'friendly' } }, is: 'more', than: { countUnits: { controller: 'enemy' } } },
      then: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 1 } }, else: { do: 'attackWith', attacker: { choose: 'unit' } },
    });
  });
});

describe('"him" when "this unit" is the only unit named', () => {
  it('LAW Chewbacca: "give an Experience token to this unit and heal 3 damage from him"', () => {
    expect(effectOf('Unit', 'When Attack Ends: If the defending unit was defeated, give an Experience token to this unit and heal 3 damage from him.')).toEqual({
      do: 'if', condition: { defeatedRef: 'defender' },
      then: { do: 'sequence', steps: [{ do: 'giveToken', token: 'experience', target: { self: true } }, { do: 'heal', target: { self: true }, amount: 3 }] },
    });
  });
  it('with another unit named, "him" is not read as this unit', () => {
    notExecutable('Unit', 'When Played: If you have the initiative, give an Experience token to this unit and a Shield token to a unit and heal 3 damage from him.');
  });
});

describe('"if it has N power and isn\'t a leader" (the wording of JTL Heartless Tactics)', () => {
  it('reads the power of the unit chosen before, and that it is not a leader', () => {
    expect(effectOf('Event', 'Give a unit -2/-0 for this phase. Then, if it has 0 power and isn\'t a leader, return it to its owner\'s hand.')).toEqual({
      do: 'sequence',
      steps: [
        { do: 'modifyStats', target: { choose: 'unit', as: 'chosen2' }, power: -2, duration: 'thisPhase' },
        { do: 'if', condition: { allOf: [{ compare: { powerOf: 'chosen2' }, is: 'exactly', than: 0 }, { boundUnit: 'chosen2', filter: { nonLeader: true } }] }, then: { do: 'returnToHand', target: { ref: 'chosen2' } } },
      ],
    });
  });
});

describe('"If an opponent controls an upgrade"', () => {
  it('SEC Theed Security', () => {
    expect(effectOf('Unit', 'When Played: If an opponent controls an upgrade, give an Experience token to a unit.')).toEqual({
      do: 'if', condition: { controlsUpgrade: 'opponent' }, then: { do: 'giveToken', token: 'experience', target: { choose: 'unit' } },
    });
  });
});

describe('"that opponent" after a condition that names an opponent (two players)', () => {
  it('JTL Air Superiority', () => {
    expect(effectOf('Event', 'If you control more space units than an opponent, deal 4 damage to a ground unit that opponent controls.')).toEqual({
      do: 'if', condition: { compare: friendly({ arena: 'space' }), is: 'more', than: enemy({ arena: 'space' }) },
      then: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground', controller: 'enemy' } }, amount: 4 },
    });
  });
  it('with two players "that opponent" is the one opponent, whether or not the text named one before', () => {
    // (The engine plays two-player games; phrases.ts reads "that opponent controls" as enemy.)
    expect(effectOf('Event', 'If you have the initiative, deal 4 damage to a ground unit that opponent controls.')).toEqual({
      do: 'if', condition: { hasInitiative: 'you' },
      then: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground', controller: 'enemy' } }, amount: 4 },
    });
  });
});
