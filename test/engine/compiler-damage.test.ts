// Compiler templates for damage sentences (compiler/templates/damage.ts): real printed texts (from the cards named) and
// what each means, written by hand from the text and the rules (8.35 indirect damage, 8.4.5 divided as you choose).
import { describe, expect, it } from 'vitest';
import { meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function card(type: string, text: string, backText?: string): CompileInput {
  return { id: 'TEST_001', name: 'Test', type, keywords: [], text, backText };
}

function notCompiled(type: string, text: string): void {
  expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('indirect damage (8.35)', () => {
  it('JTL Torpedo Barrage: "Deal 5 indirect damage to a player. (They assign ...)"', () => {
    expect(meaning(card('Event', 'Deal 5 indirect damage to a player. (They assign 5 unpreventable damage among their base and units.)'))).toEqual([
      { kind: 'event', effect: { do: 'dealIndirectDamage', player: 'chosen', amount: 5 } },
    ]);
  });
  it('JTL TIE Bomber: "On Attack: Deal 3 indirect damage to the defending player."', () => {
    expect(meaning(card('Unit', 'On Attack: Deal 3 indirect damage to the defending player.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'dealIndirectDamage', player: 'defending', amount: 3 } },
    ]);
  });
  it('"Deal 4 indirect damage to each opponent" (JTL Devastator\'s When Played)', () => {
    expect(meaning(card('Unit', 'When Played: Deal 4 indirect damage to each opponent.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealIndirectDamage', player: 'opponent', amount: 4 } },
    ]);
  });
  it('JTL Dornean Gunship: "Deal indirect damage to a player equal to the number of Vehicle units you control"', () => {
    expect(meaning(card('Unit', 'When Played: Deal indirect damage to a player equal to the number of Vehicle units you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealIndirectDamage', player: 'chosen', amount: { countUnits: { trait: 'Vehicle', controller: 'friendly' } } } },
    ]);
  });
  it('a player the language can\'t name is not compiled', () => {
    notCompiled('Event', 'Deal 3 indirect damage to that player.');
  });
});

describe('damage divided as you choose (8.4.5)', () => {
  it('SOR Emperor Palpatine: "When Played: Deal 6 damage divided as you choose among enemy units."', () => {
    expect(meaning(card('Unit', 'When Played: Deal 6 damage divided as you choose among enemy units.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamageDivided', amount: 6, among: { controller: 'enemy' } } },
    ]);
  });
  it('SHD Vambrace Flamethrower\'s gained text: "You may deal 3 damage divided as you choose among enemy ground units."', () => {
    expect(meaning(card('Unit', 'On Attack: You may deal 3 damage divided as you choose among enemy ground units.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'dealDamageDivided', amount: 3, among: { controller: 'enemy', arena: 'ground' } } } },
    ]);
  });
  it('"among any number of units" / "up to N damage" are not read', () => {
    notCompiled('Unit', 'When Played: Deal up to 4 damage divided as you choose among any number of units.');
  });
});

describe('damage to each base; damage equal to an amount; a unit dealing damage equal to its power', () => {
  it('SHD Reckless Gunslinger: "When Played: Deal 1 damage to each base."', () => {
    expect(meaning(card('Unit', 'When Played: Deal 1 damage to each base.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamageToEachBase', amount: 1 } },
    ]);
  });
  it('SOR Devastator: "deal damage to a unit equal to the number of resources you control"', () => {
    expect(meaning(card('Unit', 'When Played: You may deal damage to a unit equal to the number of resources you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { countCards: 'resources' } } } },
    ]);
  });
  it('JTL Banshee / JTL Rebellious Hammerhead / JTL Resistance Blue Squadron amounts', () => {
    expect(meaning(card('Unit', 'On Attack: You may deal damage to a unit equal to the amount of damage on this unit.'))[0]).toMatchObject({ effect: { effect: { amount: { damageOn: 'self' } } } });
    expect(meaning(card('Unit', 'When Played: You may deal damage to a unit equal to the number of cards in your hand.'))[0]).toMatchObject({ effect: { effect: { amount: { countCards: 'hand' } } } });
    expect(meaning(card('Unit', 'When Played: You may deal damage to a unit equal to the number of friendly space units.'))[0]).toMatchObject({ effect: { effect: { amount: { countUnits: { controller: 'friendly', arena: 'space' } } } } });
  });
  it('LAW Zuckuss: "deal damage equal to this unit\'s power to a ground unit" (only on a unit)', () => {
    expect(meaning(card('Unit', 'On Attack: You may deal damage equal to this unit\'s power to a ground unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: { powerOf: 'self' } } } },
    ]);
    notCompiled('Event', 'Deal damage equal to this unit\'s power to a ground unit.');
  });
  it('amounts the language does not count are not read', () => {
    // ("the number of friendly Credit tokens" is read since the players family: compiler-players.test.ts.)
    notCompiled('Event', 'Deal damage to a unit equal to the number of cards with an odd cost discarded this way.');
  });
  it('SHD Crosshair: "This unit deals damage equal to his power to an enemy ground unit." (the unit deals it)', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: This unit deals damage equal to his power to an enemy ground unit.'))).toEqual([
      { kind: 'action', cost: { exhaust: true }, effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', arena: 'ground' } }, amount: { powerOf: 'self' }, by: { self: true } } },
    ]);
  });
  it('SOR Strike True: "A friendly unit deals damage equal to its power to an enemy unit." (the friendly unit is chosen and deals it)', () => {
    expect(meaning(card('Event', 'A friendly unit deals damage equal to its power to an enemy unit.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: { powerOf: 'dealer' }, by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'dealer' } } },
    ]);
  });
  it('LAW Director Krennic (unit side): "Another friendly unit deals damage equal to its power to an enemy unit."', () => {
    const abilities = meaning(card('Leader', 'Action [Exhaust]: Draw a card.', 'When Deployed: Another friendly unit deals damage equal to its power to an enemy unit.'));
    expect(abilities).toContainEqual({ kind: 'triggered', side: 'unit', when: { on: 'deployed' }, effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: { powerOf: 'dealer' }, by: { choose: 'unit', filter: { other: true, controller: 'friendly' }, as: 'dealer' } } });
  });
  it('LOF Protect the Pod / SOR Karabast: the dealer\'s remaining HP; the damage on "the friendly unit" plus 1', () => {
    expect(meaning(card('Event', 'A friendly non-Vehicle unit deals damage equal to its remaining HP to an enemy unit.'))[0]).toMatchObject({
      effect: { amount: { remainingHpOf: 'dealer' }, by: { choose: 'unit', filter: { controller: 'friendly', notTrait: 'Vehicle' }, as: 'dealer' } },
    });
    expect(meaning(card('Event', 'A friendly unit deals damage to an enemy unit equal to the amount of damage on the friendly unit plus 1.'))[0]).toMatchObject({
      effect: { target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: { sum: [{ damageOn: 'dealer' }, 1] }, by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'dealer' } },
    });
    // "the friendly unit" when the dealer is not said to be friendly: not read.
    notCompiled('Event', 'A unit deals damage to an enemy unit equal to the amount of damage on the friendly unit plus 1.');
  });
  it('"Each friendly unit deals damage equal to its power ..." (each) is not read', () => {
    notCompiled('Event', 'Each friendly unit deals damage equal to its power to an enemy unit.');
  });
  it('LAW "Staccato Lightning" Repeater: "Deal 1 damage to each of up to 3 different ground units."', () => {
    expect(meaning(card('Event', 'Deal 1 damage to each of up to 3 different ground units.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', count: 3, optional: true, filter: { arena: 'ground' } }, amount: 1 } },
    ]);
    notCompiled('Event', 'Deal 1 damage to each of up to 2 units in this arena.');
  });
});

describe('"... instead" after a damage sentence; "a ground unit or a base"; "that unit\'s power"', () => {
  it('JTL Planetary Bombardment: "Deal 8 indirect damage to a player. If you control a Capital Ship unit, deal 12 indirect damage instead."', () => {
    const eight = { do: 'dealIndirectDamage', player: 'chosen', amount: 8 };
    expect(meaning(card('Event', 'Deal 8 indirect damage to a player. If you control a Capital Ship unit, deal 12 indirect damage instead.'))).toEqual([
      { kind: 'event', effect: { do: 'if', condition: { youControl: { trait: 'Capital Ship' } }, then: { ...eight, amount: 12 }, else: eight } },
    ]);
  });
  it('"instead" naming another kind of damage than the first sentence is not read', () => {
    notCompiled('Event', 'Deal 8 indirect damage to a player. If you control a Capital Ship unit, deal 12 damage instead.');
  });
  it('SOR Jedha Agitator: "If you control a leader unit, deal 2 damage to a ground unit or a base."', () => {
    expect(meaning(card('Unit', 'On Attack: If you control a leader unit, deal 2 damage to a ground unit or a base.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'if', condition: { youControl: { leader: true } }, then: { do: 'dealDamage', target: { choose: 'unitOrBase', filter: { arena: 'ground' } }, amount: 2 } } },
    ]);
    expect(meaning(card('Event', 'Deal 1 damage to a unit or a base.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unitOrBase' }, amount: 1 } },
    ]);
    // A controller word would filter the bases too: not read.
    notCompiled('Unit', 'On Attack: Deal 2 damage to an enemy ground unit or a base.');
  });
  it('TWI Lethal Crackdown: "Defeat a non-leader unit. Deal damage to your base equal to that unit\'s power."', () => {
    expect(meaning(card('Event', 'Defeat a non-leader unit. Deal damage to your base equal to that unit\'s power.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true }, as: 'chosen2' } },
        { do: 'dealDamage', target: { base: 'you' }, amount: { powerOf: 'chosen2' } },
      ] } },
    ]);
  });
});

describe('constants on indirect damage (8.35)', () => {
  it('JTL Devastator: "You assign all indirect damage you deal to opponents."', () => {
    expect(meaning(card('Unit', 'You assign all indirect damage you deal to opponents.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { assignIndirect: 'youDeal' } },
    ]);
  });
  it('JTL Hunting Aggressor: "Indirect damage you deal to opponents is increased by 1."', () => {
    expect(meaning(card('Unit', 'Indirect damage you deal to opponents is increased by 1.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { indirectBonus: 1 } },
    ]);
  });
  it('JTL Targeting Computer: "Attached unit gains: \u201cYou assign all indirect damage dealt by this unit.\u201d"', () => {
    expect(meaning(card('Upgrade', 'Attached unit gains: \u201cYou assign all indirect damage dealt by this unit.\u201d'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { assignIndirect: 'thisUnitDeals' } },
    ]);
    // On an event there is no unit to hold the constant.
    notCompiled('Event', 'You assign all indirect damage you deal to opponents.');
  });
});

describe('heal up to N', () => {
  it('JTL CR90 Relief Runner: "When Defeated: Heal up to 3 damage from a unit or base."', () => {
    expect(meaning(card('Unit', 'When Defeated: Heal up to 3 damage from a unit or base.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'healUpTo', target: { choose: 'unitOrBase' }, amount: 3 } },
    ]);
  });
  it('SHD Midnight Repairs: "Heal up to 8 total damage from any number of units."', () => {
    expect(meaning(card('Event', 'Heal up to 8 total damage from any number of units.'))).toEqual([
      { kind: 'event', effect: { do: 'healDivided', amount: 8, among: {} } },
    ]);
  });
  it('"heal up to N damage from each unit" (not one target) is not read', () => {
    notCompiled('Event', 'Heal up to 2 damage from each unit.');
  });
});

describe('"that much" after "heal up to"', () => {
  it('SEC Satine Kryze: "Heal up to 2 damage from a unit. If you do, deal that much damage to your base."', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: Heal up to 2 damage from a unit. If you do, deal that much damage to your base.'))).toEqual([
      { kind: 'action', cost: { exhaust: true }, effect: { do: 'ifYouDo', effect: { do: 'healUpTo', target: { choose: 'unit' }, amount: 2 }, then: { do: 'dealDamage', target: { base: 'you' }, amount: { healedThisWay: true } } } },
    ]);
  });
  it('SOR Redemption: "Heal up to 8 total damage from any number of units and/or bases. Deal that much damage to this unit."', () => {
    expect(meaning(card('Unit', 'When Played: Heal up to 8 total damage from any number of units and/or bases. Deal that much damage to this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'healDivided', amount: 8, among: {}, bases: true },
        { do: 'dealDamage', target: { self: true }, amount: { healedThisWay: true } },
      ] } },
    ]);
  });
  it('"that much" after anything but a heal up to is not read', () => {
    notCompiled('Event', 'Heal 2 damage from a unit. If you do, deal that much damage to your base.');
    notCompiled('Event', 'Deal 2 damage to a unit. Deal that much damage to your base.');
  });
});

describe('"this unit and another", "that opponent"', () => {
  it('TWI Obi-Wan\'s Aethersprite: "You may deal 1 damage to this unit and 2 damage to another space unit."', () => {
    expect(meaning(card('Unit', 'On Attack: You may deal 1 damage to this unit and 2 damage to another space unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'sequence', steps: [
        { do: 'dealDamage', target: { self: true }, amount: 1 },
        { do: 'dealDamage', target: { choose: 'unit', filter: { other: true, arena: 'space' } }, amount: 2 },
      ] } } },
    ]);
    notCompiled('Event', 'Deal 1 damage to this unit and 2 damage to another space unit.');
  });
  it('SOR Seventh Sister: "You may deal 3 damage to a ground unit that opponent controls." (two players: the enemy)', () => {
    expect(meaning(card('Unit', 'When this unit deals combat damage to an opponent\'s base: You may deal 3 damage to a ground unit that opponent controls.'))).toEqual([
      { kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'base' }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground', controller: 'enemy' } }, amount: 3 } } },
    ]);
  });
});

describe('"If a base is damaged this way" after indirect damage', () => {
  it('JTL Guerilla Soldier: "Deal 3 indirect damage to a player. If a base is damaged this way, ready this unit."', () => {
    expect(meaning(card('Unit', 'When Played: Deal 3 indirect damage to a player. If a base is damaged this way, ready this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'dealIndirectDamage', player: 'chosen', amount: 3 },
        { do: 'if', condition: { baseDamagedThisWay: true }, then: { do: 'ready', target: { self: true } } },
      ] } },
    ]);
  });
  it('after damage that is not indirect it is not read', () => {
    notCompiled('Unit', 'When Played: Deal 3 damage to a unit or base. If a base is damaged this way, ready this unit.');
  });
});

describe('"any number of" (8.4.5A)', () => {
  it('SOR Overwhelming Barrage: "Give a friendly unit +2/+2 for this phase. Then, it deals damage equal to its power divided as you choose among any number of other units."', () => {
    expect(meaning(card('Event', 'Give a friendly unit +2/+2 for this phase. Then, it deals damage equal to its power divided as you choose among any number of other units.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen2' }, power: 2, hp: 2, duration: 'thisPhase' },
        { do: 'dealDamageDivided', amount: { powerOf: 'chosen2' }, among: { notRef: 'chosen2' }, anyNumber: true, by: { ref: 'chosen2' } },
      ] } },
    ]);
  });
  it('JTL War Juggernaut: "When Played: Deal 1 damage to each of any number of units."', () => {
    expect(meaning(card('Unit', 'When Played: Deal 1 damage to each of any number of units.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamageToAnyNumber', amount: 1, among: {} } },
    ]);
  });
  it('"it deals damage ..." with nothing for "it" to name is not read', () => {
    notCompiled('Event', 'It deals damage equal to its power divided as you choose among any number of other units.');
  });
});

describe('heal N total (no "up to")', () => {
  it('JTL Trace Martez\'s gained text: "On Attack: You may heal 2 total damage from any number of units."', () => {
    expect(meaning(card('Unit', 'On Attack: You may heal 2 total damage from any number of units.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'healDivided', amount: 2, among: {}, all: true } } },
    ]);
  });
});

describe('"the defending player\'s base"', () => {
  it('SEC Crosshair: "You may deal 1 damage to another friendly unit. If you do, deal 2 damage to the defending player\'s base."', () => {
    expect(meaning(card('Unit', 'On Attack: You may deal 1 damage to another friendly unit. If you do, deal 2 damage to the defending player\'s base.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'ifYouDo',
        effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { other: true, controller: 'friendly' } }, amount: 1 } },
        then: { do: 'dealDamageToDefendingBase', amount: 2 } } },
    ]);
  });
});

describe('random (8.22)', () => {
  it('TWI Jar Jar Binks: "On Attack: Deal 2 damage to a random unit or base."', () => {
    expect(meaning(card('Unit', 'On Attack: Deal 2 damage to a random unit or base.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'dealDamageToRandom', amount: 2 } },
    ]);
    notCompiled('Unit', 'On Attack: Deal 2 damage to a random enemy unit.');
  });
});

describe('"Exhaust each unit damaged this way" after indirect damage', () => {
  it('JTL Kimogila Heavy Fighter: "Deal 3 indirect damage to a player. Exhaust each unit damaged this way."', () => {
    expect(meaning(card('Unit', 'When Played: Deal 3 indirect damage to a player. Exhaust each unit damaged this way.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [{ do: 'dealIndirectDamage', player: 'chosen', amount: 3 }, { do: 'exhaustDamagedThisWay' }] } },
    ]);
    notCompiled('Unit', 'When Played: Deal 3 damage to a unit. Exhaust each unit damaged this way.');
  });
});
