// Compiler templates of the prevention family (compiler/templates/prevention.ts): real printed texts (from the cards
// named) and what each means, written by hand from the text and the rules (8.20 prevent, 7.7.5 replacement effects).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';

const notExecutable = (type: string, text: string) => expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');

describe('damage prevention as a constant ability of a unit', () => {
  it('SEC Cassian Andor: "If an enemy card ability would deal damage to this unit, prevent 2 of that damage."', () => {
    expect(meaning(card('Unit', 'If an enemy card ability would deal damage to this unit, prevent 2 of that damage.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { preventDamage: { amount: 2, enemyAbility: true } } },
    ]);
  });
  it('SEC Vigil: "If damage would be dealt to another friendly unit, prevent 1 of that damage." (other friendly units)', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to another friendly unit, prevent 1 of that damage.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', other: true } }, grant: { preventDamage: { amount: 1 } } },
    ]);
  });
  it('"If damage would be dealt to this unit, prevent that damage." (all of it: no amount)', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to this unit, prevent that damage.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { preventDamage: {} } },
    ]);
  });
  it('LOF Malakili: "If a friendly Creature unit would deal damage to a friendly unit, prevent that damage." (the dealer is filtered)', () => {
    expect(meaning(card('Unit', 'If a friendly Creature unit would deal damage to a friendly unit, prevent that damage.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly' } }, grant: { preventDamage: { dealtBy: { controller: 'friendly', trait: 'Creature' } } } },
    ]);
  });
  it('SEC Vigil: "If damage would be dealt to this unit by another card, deal that much damage plus 1 instead."', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to this unit by another card, deal that much damage plus 1 instead.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { damagePlus: { amount: 1, fromOtherCard: true } } },
    ]);
  });
  it('SEC Umbaran Mobile Cannon: "The first time this unit would take damage each phase, prevent that damage."', () => {
    expect(meaning(card('Unit', 'The first time this unit would take damage each phase, prevent that damage.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { preventDamage: { firstEachPhase: true } } },
    ]);
  });
  it('SEC Queen Amidala: "... you may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage."', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to this unit, you may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { preventDamage: { ifYouDefeat: { controller: 'friendly', other: true, sharesTraitWithSelf: true } } } },
    ]);
  });
  it('not on an upgrade or event ("this unit" names no unit), and not other shapes of "prevent"', () => {
    notExecutable('Upgrade', 'If damage would be dealt to this unit, prevent that damage.');
    notExecutable('Event', 'If damage would be dealt to another friendly unit, prevent 1 of that damage.');
    notExecutable('Unit', 'If damage would be dealt to this unit, prevent all but 1 of that damage.');
    // An enemy unit can't pay: not read.
    notExecutable('Unit', 'If damage would be dealt to this unit, you may defeat an enemy unit. If you do, prevent that damage.');
  });
});

describe('damage prevention as a lasting effect or an attack modifier', () => {
  it('JTL Close the Shield Gate: "Choose a base. The next time damage would be dealt to it this phase, prevent that damage."', () => {
    expect(meaning(card('Event', 'Choose a base. The next time damage would be dealt to it this phase, prevent that damage.'))).toEqual([
      { kind: 'event', effect: { do: 'preventDamage', target: { choose: 'base' }, prevent: { next: true }, duration: 'thisPhase' } },
    ]);
  });
  it('TWI Finn: "Choose a unique unit. For this phase, if damage would be dealt to that unit, prevent 1 of that damage." (that unit = the choice)', () => {
    expect(meaning(card('Unit', 'When this unit completes an attack: Choose a unique unit. For this phase, if damage would be dealt to that unit, prevent 1 of that damage.'))).toEqual([
      { kind: 'triggered', when: { on: 'completesAttack' }, effect: { do: 'preventDamage', target: { choose: 'unit', filter: { unique: true }, as: 'chosen1' }, prevent: { amount: 1 }, duration: 'thisPhase' } },
    ]);
  });
  it('TWI Aayla Secura: "On Attack: Prevent all combat damage that would be dealt to this unit for this attack."', () => {
    expect(meaning(card('Unit', 'On Attack: Prevent all combat damage that would be dealt to this unit for this attack.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'preventDamage', target: { self: true }, prevent: { combat: true }, duration: 'thisAttack' } },
    ]);
  });
  it('JTL I Have You Now: "Attack with a Vehicle unit. Prevent all damage that would be dealt to it during this attack." (a modified attack, 7.1.6)', () => {
    expect(meaning(card('Event', 'Attack with a Vehicle unit. Prevent all damage that would be dealt to it during this attack.'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Vehicle' } }, forThisAttack: { preventDamage: {} } } },
    ]);
  });
  it('"it" with nothing named before is not read', () => {
    notExecutable('Event', 'The next time damage would be dealt to it this phase, prevent that damage.');
  });
});

describe('action costs with more parts (6.4.3C)', () => {
  it('SEC C-3PO / SHD Salacious Crumb: "Action [Exhaust, return this unit to its (his) owner\'s hand]"', () => {
    for (const pronoun of ['its', 'his']) {
      expect(meaning(card('Unit', `Action [Exhaust, return this unit to ${pronoun} owner's hand]: Draw a card.`))).toEqual([
        { kind: 'action', cost: { exhaust: true, parts: [{ returnSelfToHand: true }] }, effect: { do: 'draw', player: 'you' } },
      ]);
    }
  });
  it('SHD Doctor Pershing: "Action [Exhaust, deal 1 damage to a friendly unit]" (a friendly unit chosen while paying)', () => {
    expect(meaning(card('Unit', 'Action [Exhaust, deal 1 damage to a friendly unit]: Draw a card.'))).toEqual([
      { kind: 'action', cost: { exhaust: true, parts: [{ dealDamage: 1, to: { choose: 'unit', filter: { controller: 'friendly' } } }] }, effect: { do: 'draw', player: 'you' } },
    ]);
  });
  it('LAW Sebulba: "Action [Exhaust, discard a card from your deck]" on a leader side', () => {
    const [ability] = meaning(card('Leader', 'Action [Exhaust, discard a card from your deck]: Draw a card.', { backText: 'On Attack: Draw a card.', epicAction: 'Epic Action: If you control 4 or more resources, deploy this leader.' })) as { cost: unknown }[];
    expect(ability!.cost).toEqual({ exhaust: true, parts: [{ discardFromDeck: 1 }] });
  });
  it('not: damage to an enemy unit (an effect, not a cost), a leader unit returning itself (3.4.6), an upgrade\'s action', () => {
    notExecutable('Unit', 'Action [Exhaust, deal 1 damage to an enemy unit]: Draw a card.');
    notExecutable('Upgrade', 'Action [Exhaust, discard a card from your deck]: Draw a card.');
    expect(compileCard(card('Leader', 'Action [Exhaust]: Draw a card.', { backText: "Action [Exhaust, return this unit to its owner's hand]: Draw a card." })).engineSupport.status).not.toBe('EXECUTABLE');
  });
});

describe('restrictions: "can\'t be ... by enemy card abilities", "isn\'t defeated by having no remaining HP" and others (8.3.2)', () => {
  it('JTL Chewbacca / LAW Rey / SHD Lurking TIE Phantom / LOF Kylo Ren\'s Lightsaber: the acts listed', () => {
    const acts = (text: string) => (meaning(card('Unit', text))[0] as { grant: unknown }).grant;
    expect(acts("This unit can't be defeated or returned to hand by enemy card abilities.")).toEqual({ immuneToEnemyAbilities: ['defeat', 'returnToHand'] });
    expect(acts("This unit can't be defeated by enemy card abilities.")).toEqual({ immuneToEnemyAbilities: ['defeat'] });
    expect(acts("This unit can't be captured, damaged, or defeated by enemy card abilities.")).toEqual({ immuneToEnemyAbilities: ['capture', 'damage', 'defeat'] });
    expect(acts("This unit can't be captured, defeated, or returned to its owner's hand by enemy card abilities.")).toEqual({ immuneToEnemyAbilities: ['capture', 'defeat', 'returnToHand'] });
    expect(acts("This unit can't be exhausted by enemy card abilities.")).toEqual({ immuneToEnemyAbilities: ['exhaust'] });
  });
  it('TWI Shadowed Intentions: gained by the attached unit', () => {
    expect(meaning(card('Upgrade', 'Attached unit gains: "This unit can\'t be captured, defeated, or returned to its owner\'s hand by enemy card abilities."'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { ability: { kind: 'constant', id: 'TEST_001-gained', text: "This unit can't be captured, defeated, or returned to its owner's hand by enemy card abilities. (Test)", affects: 'self', grant: { immuneToEnemyAbilities: ['capture', 'defeat', 'returnToHand'] } } } },
    ]);
  });
  it('SOR Chirrut Îmwe: "During the action phase, this unit isn\'t defeated by having no remaining HP."', () => {
    expect(meaning(card('Unit', "During the action phase, this unit isn't defeated by having no remaining HP."))).toEqual([
      { kind: 'constant', condition: { duringPhase: 'action' }, affects: 'self', grant: { notDefeatedByNoHp: true } },
    ]);
  });
  it('SEC Cassian Andor: "While you have the initiative, this unit isn\'t defeated by having no remaining HP and can\'t be defeated by enemy card abilities."', () => {
    expect(meaning(card('Unit', "While you have the initiative, this unit isn't defeated by having no remaining HP and can't be defeated by enemy card abilities."))).toEqual([
      { kind: 'constant', condition: { hasInitiative: 'you' }, affects: 'self', grant: { notDefeatedByNoHp: true, immuneToEnemyAbilities: ['defeat'] } },
    ]);
  });
  it('SEC Willrow Hood: "While this unit has exactly 1 friendly upgrade on it, that upgrade can\'t be defeated or returned to hand by enemy card abilities."', () => {
    expect(meaning(card('Unit', "While this unit has exactly 1 friendly upgrade on it, that upgrade can't be defeated or returned to hand by enemy card abilities."))).toEqual([
      { kind: 'constant', affects: 'self', grant: { soleFriendlyUpgradeImmune: ['defeat', 'returnToHand'] } },
    ]);
  });
  it('LAW Rey / TWI Confederate Tri-Fighter / JTL Rampart', () => {
    expect(meaning(card('Unit', "Opponents can't take control of this unit."))).toEqual([{ kind: 'constant', affects: 'self', grant: { opponentsCantTakeControl: true } }]);
    expect(meaning(card('Unit', "Bases can't be healed."))).toEqual([{ kind: 'constant', affects: 'self', grant: { basesCantBeHealed: true } }]);
    expect(meaning(card('Unit', "This unit doesn't ready during the regroup phase unless its power is 4 or more."))).toEqual([
      { kind: 'constant', affects: 'self', grant: { noRegroupReady: { unlessMinPower: 4 } } },
    ]);
  });
  it('LOF The Tragedy of Plagueis: "Choose a friendly unit. For this phase, it can\'t be defeated by having no remaining HP."', () => {
    expect(meaning(card('Event', "Choose a friendly unit. For this phase, it can't be defeated by having no remaining HP."))).toEqual([
      { kind: 'event', effect: { do: 'notDefeatedByNoHp', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen1' }, duration: 'thisPhase' } },
    ]);
  });
  it('SEC Cantwell Arrestor Cruiser / LAW Patient Hunter: "can\'t ready while this unit is in play" / "during this regroup phase"', () => {
    expect(meaning(card('Unit', "When Played: Exhaust an enemy unit. That unit can't ready while this unit is in play."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen2' } },
        { do: 'restrict', target: { ref: 'chosen2' }, restriction: 'cantReady', duration: 'whileSourceInPlay' },
      ] } },
    ]);
    expect(meaning(card('Unit', "When the regroup phase starts: You may give an Experience token to a non-leader unit. If you do, that unit can't ready during this regroup phase."))).toEqual([
      { kind: 'triggered', when: { on: 'regroupStarts' }, effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { nonLeader: true }, as: 'chosen1' } } }, then: { do: 'restrict', target: { ref: 'chosen1' }, restriction: 'cantReady', duration: 'thisPhase' } } },
    ]);
  });
  it('not: an unknown act, "this unit" on an event, a condition that is not read', () => {
    notExecutable('Unit', "This unit can't be discarded by enemy card abilities.");
    notExecutable('Event', "This unit can't be defeated by enemy card abilities.");
    notExecutable('Unit', "While this unit is wearing a hat, this unit isn't defeated by having no remaining HP.");
  });
});

describe('a gained restriction read as the upgrade\'s own, and a cost that defeats a named upgrade', () => {
  it('LOF Kylo Ren\'s Lightsaber: \'If attached unit is a Force unit, it gains: "This unit can\'t be exhausted by enemy card abilities."\'', () => {
    expect(meaning(card('Upgrade', 'If attached unit is a Force unit, it gains: "This unit can\'t be exhausted by enemy card abilities."'))).toEqual([
      { kind: 'constant', condition: { self: { trait: 'Force' } }, affects: 'self', grant: { immuneToEnemyAbilities: ['exhaust'] } },
    ]);
  });
  it('SHD Heroic Resolve: "Action [C=2, defeat a Heroic Resolve on this unit]" as a gained action', () => {
    const [grant] = meaning(card('Upgrade', 'Attached unit gains: "Action [C=2, defeat a Heroic Resolve on this unit]: Attack with this unit. It gets +4/+0 and gains Overwhelm for this attack."')) as { grant: { ability: { cost: unknown } } }[];
    expect(grant!.grant.ability.cost).toEqual({ resources: 2, parts: [{ defeatUpgradeOnSelf: 'Heroic Resolve' }] });
  });
});

describe('"Use this ability no more than N times each game" on a base', () => {
  it('LOF Mystic Monastery', () => {
    expect(meaning(card('Base', 'Action: The Force is with you. Use this ability no more than 3 times each game.'))).toEqual([
      { kind: 'action', cost: {}, effect: { do: 'theForceIsWithYou' }, maxPerGame: 3 },
    ]);
  });
  it('not on a unit (a unit that leaves play and comes back is a new copy: "each game" is not read there)', () => {
    notExecutable('Unit', 'Action: Draw a card. Use this ability no more than 3 times each game.');
  });
});
