// Compiler templates of the amounts family (compiler/templates/amounts.ts, and the "for each" / "equal to" readers it
// shares with triggers-v2.ts and damage.ts): real printed texts (from the cards named) and what each means, written by
// hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { card, meaning } from './compiler-helpers.js';

const status = (type: string, text: string) => compileCard(card(type, text)).engineSupport.status;

describe('constants "for each" (7.4)', () => {
  it('LOF_083 Captain Enoch: "for each Trooper unit in your discard pile" counts unit cards with the trait in your discard', () => {
    expect(meaning(card('Unit', 'This unit gets +1/+0 for each Trooper unit in your discard pile.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: 1, per: { countCards: 'discard', filter: { type: 'unit', trait: 'Trooper' } } } },
    ]);
  });
  it('SEC_112 Orn Free Taa: "for each Law card in your discard pile" (any card type)', () => {
    expect(meaning(card('Unit', 'This unit gets +1/+0 for each Law card in your discard pile.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: 1, per: { countCards: 'discard', filter: { trait: 'Law' } } } },
    ]);
  });
  it('LOF_062 Axe Woves: "for each upgrade on him" (the upgrades on this unit)', () => {
    expect(meaning(card('Unit', 'This unit gets +1/+1 for each upgrade on him.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: 1, hp: 1, per: { upgradesOn: 'self' } } },
    ]);
  });
  it('JTL_226 Radiant VII: "Each enemy non-leader unit gets -1/-0 for each damage on it": "it" is each affected unit', () => {
    expect(meaning(card('Unit', 'Each enemy non-leader unit gets -1/-0 for each damage on it.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'enemy', nonLeader: true } }, grant: { power: -1, per: { damageOn: 'affected' } } },
    ]);
  });
  it('SOR_131 Fifth Brother / SEC_171 Punishing One: "gains Raid 1 for each ..." scales the keyword\'s number', () => {
    expect(meaning(card('Unit', 'This unit gains RAID 1 for each damage on him. (He gets +1/+0 while attacking for each damage on him.)'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { keyword: { name: 'Raid', value: 1 }, per: { damageOn: 'self' } } },
    ]);
    expect(meaning(card('Unit', 'This unit gains Raid 1 for each damaged enemy unit.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { keyword: { name: 'Raid', value: 1 }, per: { countUnits: { damaged: true, controller: 'enemy' } } } },
    ]);
  });
  it('the shapes read before stay as they were: "for each card in your hand", "for each other friendly space unit", "for each damage on her"', () => {
    expect(meaning(card('Unit', 'This unit gets -1/-0 for each card in your hand.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { power: -1, per: { countCards: 'hand' } } }]);
    expect(meaning(card('Unit', 'This unit gets +1/+1 for each other friendly space unit.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: 1, hp: 1, per: { countUnits: { other: true, controller: 'friendly', arena: 'space' } } } },
    ]);
    expect(meaning(card('Unit', 'This unit gets +1/+0 for each damage on her.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { power: 1, per: { damageOn: 'self' } } }]);
  });
  it('LOF_244 Jedi Vector: "+1/+0 if you control another Jedi unit and +1/+0 if you control a Lightsaber upgrade": two constants', () => {
    expect(meaning(card('Unit', 'This unit gets +1/+0 if you control another Jedi unit and +1/+0 if you control a Lightsaber upgrade.'))).toEqual([
      { kind: 'constant', condition: { youControl: { other: true, trait: 'Jedi' } }, affects: 'self', grant: { power: 1 } },
      { kind: 'constant', condition: { youControlUpgrade: { trait: 'Lightsaber' } }, affects: 'self', grant: { power: 1 } },
    ]);
  });
  it('left uncompiled: a count that reads keywords (a constant could depend on itself), a keyword without a number, "each ... unit" on an event', () => {
    expect(status('Unit', 'This unit gets +1/+0 for each friendly unit with Sentinel.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'This unit gains Sentinel for each damaged enemy unit.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'This unit gets +1/+0 for each different cost among cards in your discard pile.')).not.toBe('EXECUTABLE');
  });
});

describe('cost modifiers "for each" (6.2.3)', () => {
  it('LAW_110 Phoenix Squadron Fighters: "This unit costs 1 less to play for each friendly damaged unit."', () => {
    expect(meaning(card('Unit', 'This unit costs 1 less to play for each friendly damaged unit.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -1 }, per: { countUnits: { controller: 'friendly', damaged: true } } },
    ]);
  });
  it('JTL_163 AT-DP Occupier: "for each damaged ground unit" (any player\'s)', () => {
    expect(meaning(card('Unit', 'This unit costs 1 less to play for each damaged ground unit.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -1 }, per: { countUnits: { damaged: true, arena: 'ground' } } },
    ]);
  });
  it('TWI_098 Republic Defense Carrier: "for each unit controlled by the opponent who controls the most units" (two players: the opponent)', () => {
    expect(meaning(card('Unit', 'This unit costs 1 less to play for each unit controlled by the opponent who controls the most units.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -1 }, per: { countUnits: { controller: 'enemy' } } },
    ]);
  });
  it('left uncompiled: "for each other ..." (a card in hand is no unit to be other than), "for every 5 damage on your base"', () => {
    expect(status('Unit', 'This unit costs 1 less to play for each other friendly unit.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'This unit costs 1 less to play for every 5 damage on your base.')).not.toBe('EXECUTABLE');
    // The noun must be the card's own type.
    expect(status('Event', 'This unit costs 1 less to play for each friendly damaged unit.')).not.toBe('EXECUTABLE');
  });
});

describe('effects "for each" and "equal to"', () => {
  it('LAW_147 Jaunty Light Freighter: "Give an Experience token to this unit for each different aspect among units you control."', () => {
    expect(meaning(card('Unit', 'When Played: Give an Experience token to this unit for each different aspect among units you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'giveToken', token: 'experience', target: { self: true }, count: { differentAspects: { controller: 'friendly' } } } },
    ]);
  });
  it('SEC_089 PreMor Personnel Carrier: "Give this unit an Experience token for each ground unit you control."', () => {
    expect(meaning(card('Unit', 'When Played: Give this unit an Experience token for each ground unit you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'giveToken', token: 'experience', target: { self: true }, count: { countUnits: { arena: 'ground', controller: 'friendly' } } } },
    ]);
  });
  it('SOR_191 Vanguard Ace: "For each other card you played this phase, give an Experience token to this unit."', () => {
    expect(meaning(card('Unit', 'When Played: For each other card you played this phase, give an Experience token to this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'giveToken', token: 'experience', target: { self: true }, count: { countThisPhase: 'played', cardType: 'card', filter: { controller: 'friendly', other: true } } } },
    ]);
  });
  it('LOF_101 Yoda: "deal damage to a unit equal to twice the number of units you control"', () => {
    expect(meaning(card('Unit', 'When Played: Deal damage to a unit equal to twice the number of units you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { countUnits: { controller: 'friendly' }, times: 2 } } },
    ]);
  });
  it('LAW_039 Latts Razzi: "Give a Shield token or an Experience token to this unit. Then, she deals damage equal to her power to an enemy ground unit."', () => {
    expect(meaning(card('Unit', 'When Played: Give a Shield token or an Experience token to this unit. Then, she deals damage equal to her power to an enemy ground unit.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
          { do: 'chooseOptions', count: 1, options: [
            { label: 'Give a Shield token', effect: { do: 'giveToken', token: 'shield', target: { self: true } } },
            { label: 'Give an Experience token', effect: { do: 'giveToken', token: 'experience', target: { self: true } } },
          ] },
          { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', arena: 'ground' } }, amount: { powerOf: 'self' }, by: { self: true } },
        ] },
      },
    ]);
  });
  it('left uncompiled: tokens to "each" unit for each ..., a count of "damage on it" with no "it"', () => {
    expect(status('Event', 'Give an Experience token to each friendly unit for each damaged enemy unit.')).not.toBe('EXECUTABLE');
    expect(status('Event', 'Give an Experience token to a unit for each damage on it.')).not.toBe('EXECUTABLE');
  });
});

describe('lasting stats "for each" (read when the effect is created)', () => {
  it('JTL_042 Power from Pain: "Give a unit +1/+0 for this phase for each damage on it." ("it" is the chosen unit)', () => {
    expect(meaning(card('Event', 'Give a unit +1/+0 for this phase for each damage on it.'))).toEqual([
      { kind: 'event', effect: { do: 'modifyStats', target: { choose: 'unit', as: 'statsTarget' }, power: 1, duration: 'thisPhase', per: { damageOn: 'statsTarget' } } },
    ]);
  });
  it('LAW_010 Leia Organa: "For this phase, give a unit +1/+1 for each different aspect it has."', () => {
    // (Read here on an event: the same sentence as the leader's action.)
    expect(meaning(card('Event', 'For this phase, give a unit +1/+1 for each different aspect it has.'))).toEqual([
      { kind: 'event', effect: { do: 'modifyStats', target: { choose: 'unit', as: 'statsTarget' }, power: 1, hp: 1, duration: 'thisPhase', per: { aspectsOf: 'statsTarget' } } },
    ]);
  });
  it('JTL_238 Sith Trooper: "On Attack: This unit gets +1/+0 for this attack for each damaged unit the defending player controls."', () => {
    expect(meaning(card('Unit', 'On Attack: This unit gets +1/+0 for this attack for each damaged unit the defending player controls.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'modifyStats', target: { self: true }, power: 1, duration: 'thisAttack', per: { countUnits: { damaged: true, controller: 'enemy' } } } },
    ]);
  });
  it('left uncompiled: "the defending player" outside an attack, stats to each unit "for each damage on it"', () => {
    expect(status('Unit', 'When Played: This unit gets +1/+0 for this phase for each damaged unit the defending player controls.')).not.toBe('EXECUTABLE');
    expect(status('Event', 'Give each friendly unit +1/+0 for this phase for each damage on it.')).not.toBe('EXECUTABLE');
  });
});

describe('amounts a trigger or a choice binds', () => {
  it('LOF_091 Craving Power: "When Played: Deal damage to an enemy unit equal to attached unit\'s power." (an upgrade)', () => {
    expect(meaning(card('Upgrade', 'When Played: Deal damage to an enemy unit equal to attached unit\'s power.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: { powerOf: 'attachedTo' } } },
    ]);
    // On a unit there is no attached unit to read.
    expect(status('Unit', 'When Played: Deal damage to an enemy unit equal to attached unit\'s power.')).not.toBe('EXECUTABLE');
  });
  it('LOF_086 Drengir Spawn: "When this unit attacks and defeats a unit: Give a number of Experience tokens to this unit equal to the defeated unit\'s cost."', () => {
    expect(meaning(card('Unit', 'When this unit attacks and defeats a unit: Give a number of Experience tokens to this unit equal to the defeated unit\'s cost.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attacksAndDefeats', relation: 'self' }, effect: { do: 'giveToken', token: 'experience', target: { self: true }, count: { costOf: 'defeated' } } },
    ]);
    // "the defeated unit" is bound only by that trigger.
    expect(status('Unit', 'On Attack: Give a number of Experience tokens to this unit equal to the defeated unit\'s cost.')).not.toBe('EXECUTABLE');
  });
  it('JTL_144 No Disintegrations: "Deal damage to a non-leader unit equal to 1 less than its remaining HP."', () => {
    expect(meaning(card('Event', 'Deal damage to a non-leader unit equal to 1 less than its remaining HP.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { nonLeader: true }, as: 'damageTarget' }, amount: { difference: [{ remainingHpOf: 'damageTarget' }, 1] } } },
    ]);
  });
});

describe('"draw a card for each", "with N or more remaining HP"', () => {
  it('LOF_121 The Purrgil King: "When Played: Draw a card for each friendly unit with 7 or more remaining HP."', () => {
    expect(meaning(card('Unit', 'When Played: Draw a card for each friendly unit with 7 or more remaining HP.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'draw', player: 'you', count: { countUnits: { controller: 'friendly', minRemainingHp: 7 } } } },
    ]);
  });
  it('LOF_019 Vergence Temple: "If you control a unit with 4 or more remaining HP, the Force is with you."', () => {
    expect(meaning(card('Base', 'When the regroup phase starts: If you control a unit with 4 or more remaining HP, the Force is with you.'))).toEqual([
      { kind: 'triggered', when: { on: 'regroupStarts' }, effect: { do: 'if', condition: { youControl: { minRemainingHp: 4 } }, then: { do: 'theForceIsWithYou' } } },
    ]);
  });
  it('SHD_157 Bo-Katan Kryze: "When Defeated: For each player with 15 or more damage on their base, draw a card."', () => {
    expect(meaning(card('Unit', 'When Defeated: For each player with 15 or more damage on their base, draw a card.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'draw', player: 'you', count: { playersWithBaseDamage: 15 } } },
    ]);
  });
});

describe('"for this attack ... for each"', () => {
  it('SEC_179 Aggressive Negotiations: "Attack with a unit. For this attack, it gets +1/+0 for each card in your hand."', () => {
    expect(meaning(card('Event', 'Attack with a unit. For this attack, it gets +1/+0 for each card in your hand.'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 1, per: { countCards: 'hand' } } } },
    ]);
  });
  it('left uncompiled: TWI_139 "It gets +1/+0 for this attack for each damage on the defender at the start of this attack"', () => {
    expect(status('Event', 'Attack with a unit. It gets +1/+0 for this attack for each damage on the defender at the start of this attack.')).not.toBe('EXECUTABLE');
  });
});

describe('a modified play "It costs 1 less for each ..."', () => {
  it('SEC_257 Restore Freedom: "Play a unit from your hand. It costs 1 less for each Heroism aspect icon among friendly units."', () => {
    expect(meaning(card('Event', 'Play a unit from your hand. It costs 1 less for each Heroism aspect icon among friendly units.'))).toEqual([
      { kind: 'event', effect: { do: 'playFromHand', filter: { type: 'Unit' }, costReduction: 1, per: { aspectIcons: 'Heroism', among: { controller: 'friendly' } } } },
    ]);
  });
  it('SEC_247 "Defeat a unit with cost equal to or less than the number of Villainy aspect icons among friendly units": a filter read from an amount (family amounts2, compiler-amounts2.test.ts)', () => {
    expect(status('Event', 'Defeat a unit with cost equal to or less than the number of Villainy aspect icons among friendly units.')).toBe('EXECUTABLE');
  });
});

describe('"Pay up to N. For each resource paid this way, ..."', () => {
  it('LOF_255 Curious Flock: "When Played: Pay up to 6. For each resource paid this way, give an Experience token to this unit."', () => {
    expect(meaning(card('Unit', 'When Played: Pay up to 6. For each resource paid this way, give an Experience token to this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'pay', cost: [], x: { max: 6 }, optional: false, then: { do: 'giveToken', token: 'experience', target: { self: true }, count: { x: true } } } },
    ]);
  });
  it('left uncompiled: SEC_040 "Choose a non-leader unit and pay any number of resources. For each resource paid this way, ..." (the choice comes first)', () => {
    expect(status('Event', 'Choose a non-leader unit and pay any number of resources. For each resource paid this way, give an Experience token to the chosen unit.')).not.toBe('EXECUTABLE');
  });
});

describe('"for each friendly unit with a different name"', () => {
  it('JTL_106 Unity of Purpose: "For each friendly unit with a different name, give each unit you control +1/+1 for this phase."', () => {
    expect(meaning(card('Event', 'For each friendly unit with a different name, give each unit you control +1/+1 for this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'modifyStats', target: { all: 'units', filter: { controller: 'friendly' } }, power: 1, hp: 1, duration: 'thisPhase', per: { differentNames: { controller: 'friendly' } } } },
    ]);
  });
});

