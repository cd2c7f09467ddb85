// Compiler templates of the "players" family, wave 4 (compiler/templates/players.ts): real printed texts (from the
// cards named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('tokens another player creates (3.7.2, 1.5.2A)', () => {
  it('TWI Jesse: "When Played: An opponent creates 2 Battle Droid tokens."', () => {
    expect(meaning(card('Unit', 'When Played: An opponent creates 2 Battle Droid tokens.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'createToken', token: 'battle-droid', count: 2, player: 'opponent' } },
    ]);
  });
  it('"Each opponent creates a Credit token." is the one opponent of a two-player game (1.1.1)', () => {
    expect(meaning(card('Event', 'Each opponent creates a Credit token.'))).toEqual([{ kind: 'event', effect: { do: 'createCredits', player: 'opponent' } }]);
  });
  it('LAW Vel Sartha: "Give an Experience token to a unit. An opponent creates a Credit token." (a leader action)', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: Give an Experience token to a unit. An opponent creates a Credit token.'))).toEqual([{
      kind: 'action', cost: { exhaust: true },
      effect: { do: 'sequence', steps: [{ do: 'giveToken', token: 'experience', target: { choose: 'unit' } }, { do: 'createCredits', player: 'opponent' }] },
    }]);
  });
  it('LAW Vel Sartha (unit side): "You may give an Experience token to a unit. If you do, an opponent creates a Credit token."', () => {
    expect(meaning(card('Unit', 'On Attack: You may give an Experience token to a unit. If you do, an opponent creates a Credit token.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit' } } }, then: { do: 'createCredits', player: 'opponent' } },
    }]);
  });
  it('LAW Rodian Bondsman: "When Defeated: Each player creates a Credit token." - the controller, then the opponent', () => {
    expect(meaning(card('Unit', 'When Defeated: Each player creates a Credit token.'))).toEqual([{
      kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'sequence', steps: [{ do: 'createCredits' }, { do: 'createCredits', player: 'opponent' }] },
    }]);
  });
  it('LAW Targeted For Removal: "An opponent creates Credit tokens equal to this unit\'s cost." (in a gained When Defeated)', () => {
    const [a] = meaning(card('Upgrade', 'Attached unit gains: "When Defeated: An opponent creates Credit tokens equal to this unit\'s cost."')) as { grant: { ability: { effect: unknown } } }[];
    expect(a!.grant.ability.effect).toEqual({ do: 'createCredits', count: { costOf: 'self' }, player: 'opponent' });
  });
  it('"this unit\'s cost" on an event (no unit) is not read', () => {
    notCompiled(card('Event', 'An opponent creates Credit tokens equal to this unit\'s cost.'));
  });
  it('number and noun must agree; an unknown token is not read', () => {
    notCompiled(card('Event', 'An opponent creates 2 Battle Droid token.'));
    notCompiled(card('Event', 'An opponent creates a Wookiee token.'));
    notCompiled(card('Event', 'Each player creates 2 Credit token.'));
  });
});

describe('tokens created, then readied', () => {
  it('TWI On the Doorstep: "Create 3 Battle Droid tokens and ready them."', () => {
    expect(meaning(card('Event', 'Create 3 Battle Droid tokens and ready them.'))).toEqual([{ kind: 'event', effect: { do: 'createAndReady', token: 'battle-droid', count: 3 } }]);
  });
  it('JTL They Hate That Ship: "An opponent creates 2 TIE Fighter tokens and readies them. Then, play a Vehicle unit from your hand. It costs 3 less."', () => {
    expect(meaning(card('Event', 'An opponent creates 2 TIE Fighter tokens and readies them. Then, play a Vehicle unit from your hand. It costs 3 less.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'createAndReady', token: 'tie-fighter', count: 2, player: 'opponent' },
        { do: 'playFromHand', filter: { type: 'unit', trait: 'Vehicle' }, costReduction: 3 },
      ] },
    }]);
  });
  it('"them" with one token, "it" with two are not read', () => {
    notCompiled(card('Event', 'Create an X-Wing token and ready them.'));
    notCompiled(card('Event', 'Create 2 X-Wing tokens and ready it.'));
  });
});

describe('Credit tokens defeated, taken, counted (3.7.13)', () => {
  it('LAW Defiant Scrapper: "When Played: You may defeat an enemy Credit token."', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat an enemy Credit token.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'defeatCredits', player: 'opponent' } } },
    ]);
  });
  it('LAW Arvel Skeen: "You may defeat a Credit token (belonging to any player). If you do, deal 1 damage to a unit or base."', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat a Credit token (belonging to any player). If you do, deal 1 damage to a unit or base.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'defeatCredits', player: 'any' } }, then: { do: 'dealDamage', target: { choose: 'unitOrBase' }, amount: 1 } },
    }]);
  });
  it('LAW Lando Calrissian (unit side): "You may defeat a friendly Credit token. If you do, create 3 Credit tokens."', () => {
    expect(meaning(card('Unit', 'On Attack: You may defeat a friendly Credit token. If you do, create 3 Credit tokens.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'defeatCredits', player: 'you' } }, then: { do: 'createCredits', count: 3 } },
    }]);
  });
  it('LAW Lieutenant Gorn: "On Attack: Take control of an enemy Credit token."', () => {
    expect(meaning(card('Unit', 'On Attack: Take control of an enemy Credit token.'))).toEqual([{ kind: 'triggered', when: { on: 'attack' }, effect: { do: 'takeCredits' } }]);
  });
  it('LAW Backed by the Hutts: "Create a Credit token. You may deal damage to a unit equal to the number of friendly Credit tokens."', () => {
    expect(meaning(card('Event', 'Create a Credit token. You may deal damage to a unit equal to the number of friendly Credit tokens.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [{ do: 'createCredits' }, { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { countCredits: 'you' } } }] },
    }]);
  });
  it('"Take control of a Credit token" (whose?) and "defeat 2 Credit tokens" are not read', () => {
    notCompiled(card('Event', 'Take control of a Credit token.'));
    notCompiled(card('Event', 'Defeat 2 enemy Credit tokens.'));
  });
});

describe('"An opponent chooses one:" (8.4.4)', () => {
  it('LAW Luke Skywalker: "They" is the opponent, "this unit" Luke, "You may" the controller', () => {
    expect(meaning(card('Unit', 'When Played: An opponent chooses one:\nThey create a Credit token. Ready this unit.\nYou may deal 5 damage to a unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'chooseOptions', count: 1, chooser: 'opponent', options: [
        { label: 'They create a Credit token. Ready this unit', effect: { do: 'sequence', steps: [{ do: 'createCredits', player: 'opponent' }, { do: 'ready', target: { self: true } }] } },
        { label: 'You may deal 5 damage to a unit', effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 5 } } },
      ] },
    }]);
  });
  it('LOF Watto: "You give an Experience token to a friendly unit." / "You draw a card." are the controller\'s', () => {
    expect(meaning(card('Unit', 'On Attack: An opponent chooses one:\nYou give an Experience token to a friendly unit.\nYou draw a card.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'chooseOptions', count: 1, chooser: 'opponent', options: [
        { label: 'You give an Experience token to a friendly unit', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { controller: 'friendly' } } } },
        { label: 'You draw a card', effect: { do: 'draw', player: 'you' } },
      ] },
    }]);
  });
  it('an option naming "their" (whose?) or a verb of "they" the template does not know is not read', () => {
    notCompiled(card('Event', 'An opponent chooses one:\nThey draw a card.\nYou draw a card.'));
    notCompiled(card('Event', 'An opponent chooses one:\nDeal 2 damage to their base.\nYou draw a card.'));
  });
});

describe('"its controller creates", "Choose a player. They draw"', () => {
  it('JTL Admiral Ackbar: "Exhaust a non-leader unit. If you do, its controller creates an X-Wing token."', () => {
    expect(meaning(card('Unit', 'On Attack: Exhaust a non-leader unit. If you do, its controller creates an X-Wing token.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: {
        do: 'ifYouDo', effect: { do: 'exhaust', target: { choose: 'unit', filter: { nonLeader: true }, as: 'chosen1' } },
        then: { do: 'createTokenForController', token: 'xwing', controllerOf: 'chosen1' },
      },
    }]);
  });
  it('"its controller" with no unit named before is not read', () => {
    notCompiled(card('Event', 'Its controller creates an X-Wing token.'));
  });
  it('SOR Mission Briefing: "Choose a player. They draw 2 cards."', () => {
    expect(meaning(card('Event', 'Choose a player. They draw 2 cards.'))).toEqual([{ kind: 'event', effect: { do: 'choosePlayer', then: { do: 'draw', player: 'chosen', count: 2 } } }]);
  });
  it('number and noun must agree', () => {
    notCompiled(card('Event', 'Choose a player. They draw 2 card.'));
  });
});

describe('"... unless its controller ..." (1.6.3: the unit\'s controller decides)', () => {
  it('SHD Look the Other Way: "Exhaust a unit unless its controller pays 2."', () => {
    expect(meaning(card('Event', 'Exhaust a unit unless its controller pays 2.'))).toEqual([{
      kind: 'event', effect: { do: 'unlessController', effect: { do: 'exhaust', target: { choose: 'unit' } }, pays: { resources: 2 } },
    }]);
  });
  it('SOR I Am Your Father: "Deal 7 Damage to an enemy unit unless its controller says "no." If they do, draw 3 cards."', () => {
    expect(meaning(card('Event', 'Deal 7 Damage to an enemy unit unless its controller says "no." If they do, draw 3 cards.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'unlessController', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: 7 },
        pays: { say: 'no' }, then: { do: 'draw', player: 'you', count: 3 },
      },
    }]);
  });
  it('"unless its controller discards a card from their hand" on a chosen unit', () => {
    expect(meaning(card('Event', 'Deal 2 damage to a unit unless its controller discards a card from their hand.'))).toEqual([{
      kind: 'event', effect: { do: 'unlessController', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 2 }, pays: { discard: 1 } },
    }]);
  });
  it('an effect on several units or on a base has no one "its controller": not read', () => {
    notCompiled(card('Event', 'Exhaust each unit unless its controller pays 2.'));
    notCompiled(card('Event', 'Deal 2 damage to a base unless its controller pays 2.'));
    notCompiled(card('Event', 'Exhaust up to 2 units unless its controller pays 2.'));
  });
});

describe('"For each opponent, ..." and "Each opponent may ..." (a two-player game: one opponent, 1.1.1)', () => {
  it('SOR K-2SO: "For each opponent, choose one: either deal 3 damage to that player\'s base, or that player discards a card from their hand."', () => {
    expect(meaning(card('Unit', 'When Defeated: For each opponent, choose one: either deal 3 damage to that player\'s base, or that player discards a card from their hand.'))).toEqual([{
      kind: 'triggered', when: { on: 'defeated' },
      effect: { do: 'chooseOptions', count: 1, options: [
        { label: 'deal 3 damage to that player\'s base', effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 3 } },
        { label: 'that player discards a card from their hand', effect: { do: 'discardFromHand', player: 'opponent' } },
      ] },
    }]);
  });
  it('TWI Ziro the Hutt: "... you may exhaust a unit that player controls." / "... you may exhaust a resource that player controls."', () => {
    expect(meaning(card('Unit', 'When Played: For each opponent, you may exhaust a unit that player controls.\nOn Attack: For each opponent, you may exhaust a resource that player controls.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy' } } } } },
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'exhaustResources', count: 1, player: 'opponent' } } },
    ]);
  });
  it('"Each opponent may ready a unit.": the opponent chooses any unit, or none', () => {
    expect(meaning(card('Event', 'Each opponent may ready a unit.'))).toEqual([{ kind: 'event', effect: { do: 'ready', target: { choose: 'unit', optional: true, chooser: 'opponent' } } }]);
  });
  it('"Each opponent may ready a friendly unit" (friendly to whom?) is not read', () => {
    notCompiled(card('Event', 'Each opponent may ready a friendly unit.'));
  });
});

describe('a choice the opponent (or the unit\'s controller) makes: "If they do / If they don\'t"', () => {
  it('SEC Dedra Meero: "Choose an enemy unit. Its controller may deal 2 damage to it. If they don\'t, draw a card."', () => {
    expect(meaning(card('Unit', 'Action [C=1, Exhaust]: Choose an enemy unit. Its controller may deal 2 damage to it. If they don\'t, draw a card.'))).toEqual([{
      kind: 'action', cost: { resources: 1, exhaust: true },
      effect: { do: 'unlessController', unit: { choose: 'unit', filter: { controller: 'enemy' } }, effect: { do: 'draw', player: 'you' }, pays: { damage: 2 } },
    }]);
  });
  it('TWI Political Pressure: "Choose an opponent. They may discard a random card from their hand. If they don\'t, create 2 Battle Droid tokens."', () => {
    expect(meaning(card('Event', 'Choose an opponent. They may discard a random card from their hand. If they don\'t, create 2 Battle Droid tokens.'))).toEqual([{
      kind: 'event',
      effect: { do: 'unlessController', payer: 'opponent', effect: { do: 'createToken', token: 'battle-droid', count: 2 }, pays: { discard: 1, random: true } },
    }]);
  });
  it('SEC Grand Admiral Thrawn: "An opponent may choose a non-leader unit they control. If they do, this unit captures that unit. If they don\'t, ready this unit."', () => {
    expect(meaning(card('Unit', 'When Played: An opponent may choose a non-leader unit they control. If they do, this unit captures that unit. If they don\'t, ready this unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: {
        do: 'ifYouDo',
        effect: { do: 'capture', target: { choose: 'unit', filter: { nonLeader: true, controller: 'enemy' }, optional: true, chooser: 'opponent' }, by: { self: true } },
        then: { do: 'sequence', steps: [] },
        else: { do: 'ready', target: { self: true } },
      },
    }]);
  });
  it('"An opponent may choose a friendly unit they control" (friendly to whom?) is not read', () => {
    notCompiled(card('Unit', 'When Played: An opponent may choose a friendly unit they control. If they do, this unit captures that unit. If they don\'t, ready this unit.'));
  });
});

describe('tokens created, then given a keyword for a duration', () => {
  it('SEC Chancellor Palpatine: "If you control a leader unit, create 2 Spy tokens and give those tokens Sentinel for this phase."', () => {
    expect(meaning(card('Unit', 'When Played: If you control a leader unit, create 2 Spy tokens and give those tokens Sentinel for this phase.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'if', condition: { youControl: { leader: true } }, then: { do: 'createAndGrant', token: 'spy', count: 2, keyword: { name: 'Sentinel' }, duration: 'thisPhase' } },
    }]);
  });
  it('"give it" with one token; a keyword the glossary does not know, or "them" with one token, is not read', () => {
    expect(meaning(card('Event', 'Create an X-Wing token and give it Sentinel for this phase.'))).toEqual([{ kind: 'event', effect: { do: 'createAndGrant', token: 'xwing', keyword: { name: 'Sentinel' }, duration: 'thisPhase' } }]);
    notCompiled(card('Event', 'Create 2 Spy tokens and give those tokens Flying for this phase.'));
    notCompiled(card('Event', 'Create a Spy token and give those tokens Sentinel for this phase.'));
  });
});

describe('an opponent takes control; each player may return; "for every 2 resources they control"', () => {
  it('LAW You Hold This: "... An opponent takes control of it. If they do, deal 4 damage to another unit in the same arena."', () => {
    const [a] = meaning(card('Event', 'Choose a friendly non-leader unit. An opponent takes control of it. If they do, deal 4 damage to another unit in the same arena.')) as { effect: { do: string; effect: { target: { as: string } } } }[];
    const name = a!.effect.effect.target.as;
    expect(a!.effect).toEqual({
      do: 'ifYouDo',
      effect: { do: 'giveControl', target: { choose: 'unit', filter: { controller: 'friendly', nonLeader: true }, as: name } },
      then: { do: 'dealDamage', target: { choose: 'unit', filter: { sameArenaAs: name, notRef: name } }, amount: 4 },
    });
  });
  it('LAW Tobias Beckett: "Choose a friendly unit. An opponent takes control of it. If they do, create a Credit token."', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: Choose a friendly unit. An opponent takes control of it. If they do, create a Credit token.'))).toEqual([{
      kind: 'action', cost: { exhaust: true },
      effect: { do: 'ifYouDo', effect: { do: 'giveControl', target: { choose: 'unit', filter: { controller: 'friendly' } } }, then: { do: 'createCredits' } },
    }]);
  });
  it('LAW Rhydonium Detonation: "Each player may return a non-leader unit to its owner\'s hand. Then, defeat all non-leader units."', () => {
    expect(meaning(card('Event', 'Each player may return a non-leader unit to its owner\'s hand. Then, defeat all non-leader units.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [{ do: 'eachPlayerMayReturn', filter: { nonLeader: true } }, { do: 'defeat', target: { all: 'units', filter: { nonLeader: true } } }] },
    }]);
  });
  it('"Each player may return a friendly unit" (friendly to whom?) is not read', () => {
    notCompiled(card('Event', 'Each player may return a friendly unit to its owner\'s hand.'));
  });
  it('JTL Timely Reinforcements: "Choose an opponent. For every 2 resources they control, create an X-Wing token and give it Sentinel for this phase."', () => {
    expect(meaning(card('Event', 'Choose an opponent. For every 2 resources they control, create an X-Wing token and give it Sentinel for this phase.'))).toEqual([{
      kind: 'event',
      effect: { do: 'createAndGrant', token: 'xwing', keyword: { name: 'Sentinel' }, duration: 'thisPhase', count: { floorDivide: { countCards: 'resources', player: 'opponent' }, by: 2 } },
    }]);
  });
});

describe('"Pay any number of resources ... that many" and "For each unit exhausted this way"', () => {
  it('TWI The Clone Wars: "Pay any number of resources. Create that many Clone Trooper tokens. Each opponent creates that many Battle Droid tokens."', () => {
    expect(meaning(card('Event', 'Pay any number of resources. Create that many Clone Trooper tokens. Each opponent creates that many Battle Droid tokens.'))).toEqual([{
      kind: 'event',
      effect: { do: 'payAnyNumber', then: { do: 'sequence', steps: [
        { do: 'createToken', token: 'clone-trooper', count: { x: true } },
        { do: 'createToken', token: 'battle-droid', count: { x: true }, player: 'opponent' },
      ] } },
    }]);
  });
  it('"that many" anywhere else is not read', () => {
    notCompiled(card('Event', 'Create that many Clone Trooper tokens.'));
    notCompiled(card('Event', 'Pay any number of resources. Draw that many cards.'));
  });
  it('JTL All Wings Report In: "Exhaust up to 2 friendly space units. For each unit exhausted this way, create an X-Wing token."', () => {
    expect(meaning(card('Event', 'Exhaust up to 2 friendly space units. For each unit exhausted this way, create an X-Wing token.'))).toEqual([{
      kind: 'event',
      effect: { do: 'forEachThisWay', effect: { do: 'exhaust', target: { choose: 'unit', count: 2, optional: true, filter: { controller: 'friendly', arena: 'space' } } }, then: { do: 'createToken', token: 'xwing' } },
    }]);
  });
  it('"for each unit exhausted this way" after anything but an exhaust is not read', () => {
    notCompiled(card('Event', 'Ready up to 2 friendly space units. For each unit exhausted this way, create an X-Wing token.'));
  });
});
