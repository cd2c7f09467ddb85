// The text compiler, template by template: real printed texts (quoted from the cards named) and the abilities each
// one means, written by hand from the text and the rules, not copied from the compiler's output. And the honesty
// side: text no template reads completely stays an unsupported ability naming the line and when it matters.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';
import { literalPrefix } from '../../engine/games/swu/compiler/templates/effects-basic.js';
import { validateAbilities } from '../../engine/index.js';

type Kw = CompileInput['keywords'][number];

function unit(text: string, keywords: Kw[] = []): CompileInput {
  return { id: 'TEST_001', name: 'Test Unit', type: 'Unit', keywords, text };
}
function event(text: string, keywords: Kw[] = []): CompileInput {
  return { id: 'TEST_002', name: 'Test Event', type: 'Event', keywords, text };
}
function upgrade(text: string, keywords: Kw[] = []): CompileInput {
  return { id: 'TEST_003', name: 'Test Upgrade', type: 'Upgrade', keywords, text };
}

/** The abilities without ids and texts: what they do. */
function meaning(card: CompileInput): unknown[] {
  const { abilities } = compileCard(card);
  expect(validateAbilities(abilities, '$')).toEqual([]);
  return abilities.map(({ id: _id, text: _text, ...rest }: Ability) => rest);
}

describe('effects', () => {
  it('SOR_059 2-1B Surgical Droid: "On Attack: You may heal 2 damage from another unit."', () => {
    expect(meaning(unit('On Attack: You may heal 2 damage from another unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'heal', target: { choose: 'unit', filter: { other: true } }, amount: 2 } } },
    ]);
  });
  it('SOR_111: "When Played: Draw a card." and TWI_175: "Draw 3 cards."', () => {
    expect(meaning(unit('When Played: Draw a card.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }]);
    expect(meaning(event('Draw 3 cards.'))).toEqual([{ kind: 'event', effect: { do: 'draw', player: 'you', count: 3 } }]);
  });
  it('LOF_259: "When Played: Deal 1 damage to a ground unit."; SEC_263 each exhausted enemy ground unit', () => {
    expect(meaning(unit('When Played: Deal 1 damage to a ground unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 1 } },
    ]);
    expect(meaning(unit('When Defeated: Deal 1 damage to each exhausted enemy ground unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'dealDamage', target: { all: 'units', filter: { exhausted: true, controller: 'enemy', arena: 'ground' } }, amount: 1 } },
    ]);
  });
  it('bases and "unit or base": SHD_252 "Heal 3 damage from your base.", "Deal 2 damage to a unit or base."', () => {
    expect(meaning(event('Heal 3 damage from your base.'))).toEqual([{ kind: 'event', effect: { do: 'heal', target: { base: 'you' }, amount: 3 } }]);
    expect(meaning(event('Deal 2 damage to a unit or base.'))).toEqual([{ kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unitOrBase' }, amount: 2 } }]);
    expect(meaning(unit('When Defeated: Heal 2 damage from a base.'))).toEqual([{ kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'heal', target: { choose: 'base' }, amount: 2 } }]);
  });
  it('defeat with cost and remaining HP: SOR_078 "Defeat a non-leader unit.", LAW_004 leader action', () => {
    expect(meaning(event('Defeat a non-leader unit that costs 2 or less.'))).toEqual([{ kind: 'event', effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true, maxCost: 2 } } } }]);
    const law004: CompileInput = {
      id: 'LAW_004', name: 'Leader', type: 'Leader', keywords: [],
      text: 'Action [Exhaust]: Defeat a non-leader unit with 1 or less remaining HP.',
      epicAction: 'Epic Action: If you control 7 or more resources, deploy this leader.',
      backText: 'When Deployed: You may defeat a non-leader unit with 5 or less remaining HP.',
    };
    expect(meaning(law004)).toEqual([
      { kind: 'action', side: 'leader', cost: { exhaust: true }, effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true, maxRemainingHp: 1 } } } },
      { kind: 'deploy', side: 'leader', minResources: 7 },
      { kind: 'triggered', side: 'unit', when: { on: 'deployed' }, effect: { do: 'may', effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true, maxRemainingHp: 5 } } } } },
    ]);
  });
  it('exhaust / ready: SOR_039 "When Played: Exhaust all ground units."; "You may ready another Bounty Hunter unit."', () => {
    expect(meaning(unit('When Played: Exhaust all ground units.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'exhaust', target: { all: 'units', filter: { arena: 'ground' } } } }]);
    expect(meaning(unit('When Played: You may ready another Bounty Hunter unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'ready', target: { choose: 'unit', filter: { other: true, trait: 'Bounty Hunter' } } } } },
    ]);
  });
  it('tokens: JTL_067 "Give 2 Shield tokens to this unit.", SOR_073 "Give a Shield token to a unit.", "give another unit a Shield token"', () => {
    expect(meaning(unit('When Played: Give 2 Shield tokens to this unit.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'giveToken', token: 'shield', target: { self: true }, count: 2 } }]);
    expect(meaning(event('Give a Shield token to a unit.'))).toEqual([{ kind: 'event', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit' } } }]);
    expect(meaning(unit('On Attack: You may give another unit a Shield token.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { other: true } } } } },
    ]);
  });
  it('capture: SHD_120 "When Played: This unit captures an enemy non-leader ground unit."', () => {
    expect(meaning(unit('When Played: This unit captures an enemy non-leader ground unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'capture', target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true, arena: 'ground' } }, by: { self: true } } },
    ]);
  });
});

describe('lasting effects and attacks', () => {
  it('TWI_124 "Give a unit +2/+2 for this phase."; TWI_075 "Give each enemy unit -1/-1 for this phase."', () => {
    expect(meaning(event('Give a unit +2/+2 for this phase.'))).toEqual([{ kind: 'event', effect: { do: 'modifyStats', target: { choose: 'unit' }, power: 2, hp: 2, duration: 'thisPhase' } }]);
    expect(meaning(event('Give each enemy unit -1/-1 for this phase.'))).toEqual([{ kind: 'event', effect: { do: 'modifyStats', target: { all: 'units', filter: { controller: 'enemy' } }, power: -1, hp: -1, duration: 'thisPhase' } }]);
  });
  it('keywords for a phase: TWI_046 "When Played/On Attack: Give a unit Sentinel for this phase." is two triggers', () => {
    const effect = { do: 'gainKeyword', target: { choose: 'unit' }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' };
    expect(meaning(unit('When Played/On Attack: Give a unit Sentinel for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('SOR_220 "Attack with a unit. It gets +3/+0 for this attack."; LOF_111 the optional form', () => {
    expect(meaning(event('Attack with a unit. It gets +3/+0 for this attack.'))).toEqual([{ kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 3 } } }]);
    expect(meaning(unit('When Played: You may attack with a Force unit. It gets +2/+0 for this attack.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Force' } }, forThisAttack: { power: 2 } } } },
    ]);
  });
});

describe('conditions and constants', () => {
  it('SOR_178 Cartel Spacer: "If you control another Cunning unit, exhaust an enemy unit that costs 4 or less."', () => {
    expect(meaning(unit('When Played: If you control another Cunning unit, exhaust an enemy unit that costs 4 or less.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { youControl: { other: true, aspect: 'Cunning' } }, then: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy', maxCost: 4 } } } } },
    ]);
  });
  it('what happened this phase: "If a friendly unit was defeated this phase", "If you played a Villainy card this phase"', () => {
    expect(meaning(unit('When Played: If a friendly unit was defeated this phase, draw a card.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { happenedThisPhase: 'defeated', filter: { controller: 'friendly' } }, then: { do: 'draw', player: 'you' } } },
    ]);
    expect(meaning(unit('On Attack: If you played a Villainy card this phase, deal 1 damage to a unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'if', condition: { happenedThisPhase: 'played', filter: { aspect: 'Villainy', controller: 'friendly' } }, then: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } } },
    ]);
    expect(meaning(unit('When Played: If you attacked with a Fighter unit this phase, deal 1 damage to a unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { happenedThisPhase: 'attacked', filter: { trait: 'Fighter', controller: 'friendly' } }, then: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } } },
    ]);
  });
  it('TWI_100 "If you control 3 or more Official units, draw 3 cards."', () => {
    expect(meaning(event('If you control 3 or more Official units, draw 3 cards.'))).toEqual([
      { kind: 'event', effect: { do: 'if', condition: { youControl: { trait: 'Official' }, atLeast: 3 }, then: { do: 'draw', player: 'you', count: 3 } } },
    ]);
  });
  it('TWI_163 "While you control another Trooper unit, this unit gets +2/+0."; SOR_242 "Other friendly REBEL units get +1/+1."', () => {
    expect(meaning(unit('While you control another Trooper unit, this unit gets +2/+0.'))).toEqual([
      { kind: 'constant', condition: { youControl: { other: true, trait: 'Trooper' } }, affects: 'self', grant: { power: 2 } },
    ]);
    expect(meaning(unit('Other friendly REBEL units get +1/+1.'))).toEqual([{ kind: 'constant', affects: { filter: { other: true, controller: 'friendly', trait: 'Rebel' } }, grant: { power: 1, hp: 1 } }]);
  });
  it('SOR_144 Red Three: keyword line plus "Each other friendly Heroism unit gains RAID 1."', () => {
    expect(meaning(unit('RAID 1 (This unit gets +1/+0 while attacking.)\nEach other friendly Heroism unit gains RAID 1.', [{ name: 'Raid', value: 1 }]))).toEqual([
      { kind: 'constant', affects: { filter: { other: true, controller: 'friendly', aspect: 'Heroism' } }, grant: { keyword: { name: 'Raid', value: 1 } } },
    ]);
  });
});

describe('what an earlier part chose ("it", "that unit", "a different unit")', () => {
  it('SHD_075 Covert Strength: "Heal 2 damage from a unit and give an Experience token to it." - the same unit', () => {
    const [ability] = compileCard(event('Heal 2 damage from a unit and give an Experience token to it.')).abilities;
    const effect = (ability as { effect: { steps: { target: Record<string, unknown> }[] } }).effect;
    const name = effect.steps[0]!.target.as as string;
    expect(typeof name).toBe('string');
    expect(ability).toMatchObject({ kind: 'event', effect: { do: 'sequence', steps: [
      { do: 'heal', target: { choose: 'unit', as: name }, amount: 2 },
      { do: 'giveToken', token: 'experience', target: { ref: name } },
    ] } });
  });
  it('"Deal 1 damage to a unit and 1 damage to a different unit." - the second choice excludes the first', () => {
    const [ability] = compileCard(unit('When Played: Deal 1 damage to a unit and 1 damage to a different unit.')).abilities;
    const name = (ability as { effect: { steps: { target: { as: string } }[] } }).effect.steps[0]!.target.as;
    expect(ability).toMatchObject({ kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
      { do: 'dealDamage', target: { choose: 'unit', as: name }, amount: 1 },
      { do: 'dealDamage', target: { choose: 'unit', filter: { notRef: name } }, amount: 1 },
    ] } });
  });
  it('SEC_030: "Deal 2 damage to a friendly ground unit and 2 damage to an enemy ground unit."', () => {
    expect(meaning(event('Deal 2 damage to a friendly ground unit and 2 damage to an enemy ground unit.'))).toEqual([{ kind: 'event', effect: { do: 'sequence', steps: [
      { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'friendly', arena: 'ground' } }, amount: 2 },
      { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', arena: 'ground' } }, amount: 2 },
    ] } }]);
  });
  it('"it" with nothing chosen before it is not compiled', () => {
    expect(compileCard(event('Deal 2 damage to it.')).abilities[0]!.kind).toBe('unsupported');
    expect(compileCard(event('Draw a card. Deal 2 damage to it.')).abilities[0]!.kind).toBe('unsupported');
  });
});

describe('"if you do", costs, tokens, triggers on other cards', () => {
  it('LAW_113: "You may pay 1. If you do, give a Shield token to a unit." is an optional cost', () => {
    expect(meaning(unit('When Played: You may pay 1. If you do, give a Shield token to a unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'pay', cost: [{ resources: 1 }], then: { do: 'giveToken', token: 'shield', target: { choose: 'unit' } } } },
    ]);
  });
  it('"You may discard a card from your hand. If you do, draw 2 cards."; a mandatory "Deal 2 damage to your base. If you do, ..."', () => {
    expect(meaning(unit('When Played: You may discard a card from your hand. If you do, draw 2 cards.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'pay', cost: [{ discard: 1 }], then: { do: 'draw', player: 'you', count: 2 } } },
    ]);
    expect(meaning(event('Deal 2 damage to your base. If you do, draw a card.'))).toEqual([
      // Mandatory: an effect whose result gates the rest (8.9), like any other "if you do".
      { kind: 'event', effect: { do: 'ifYouDo', effect: { do: 'dealDamage', target: { base: 'you' }, amount: 2 }, then: { do: 'draw', player: 'you' } } },
    ]);
  });
  it('JTL_051 "You may deal 2 damage to this unit. If you do, draw a card." is an effect whose result gates the rest', () => {
    expect(meaning(unit('When Played: You may deal 2 damage to this unit. If you do, draw a card.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'dealDamage', target: { self: true }, amount: 2 } }, then: { do: 'draw', player: 'you' } } },
    ]);
  });
  it('"If you do" keeps to its own sentence: "A. If you do, B. C." runs C either way', () => {
    const [ability] = compileCard(unit('When Played: You may discard a card from your hand. If you do, draw a card. Heal 1 damage from your base.')).abilities;
    expect(ability).toMatchObject({ effect: { do: 'sequence', steps: [
      { do: 'pay', cost: [{ discard: 1 }], then: { do: 'draw', player: 'you' } },
      { do: 'heal', target: { base: 'you' }, amount: 1 },
    ] } });
  });
  it('TWI_032 "Create a Battle Droid token."; "Create 2 Clone Trooper tokens."; a Credit token is not a unit token', () => {
    expect(meaning(unit('When Defeated: Create a Battle Droid token.'))).toEqual([{ kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'createToken', token: 'battle-droid' } }]);
    expect(meaning(event('Create 2 Clone Trooper tokens.'))).toEqual([{ kind: 'event', effect: { do: 'createToken', token: 'clone-trooper', count: 2 } }]);
    // A Credit token is not a unit token: it is created in the resource zone (3.7.13, effects-zones.ts).
    expect(meaning(event('Create a Credit token.'))).toEqual([{ kind: 'event', effect: { do: 'createCredits' } }]);
  });
  it('SOR_036 "When an enemy unit is defeated:", "When you play another unit:", "When a friendly Force unit attacks: ... it"', () => {
    expect(meaning(unit('When an enemy unit is defeated: Give an Experience token to a friendly unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'defeated', filter: { controller: 'enemy' } }, effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { controller: 'friendly' } } } },
    ]);
    expect(meaning(unit('When you play another unit: Deal 1 damage to a base.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'played', relation: 'other', cardType: 'unit', filter: { controller: 'friendly' } }, effect: { do: 'dealDamage', target: { choose: 'base' }, amount: 1 } },
    ]);
    expect(meaning(unit('When a friendly Force unit attacks: Give a Shield token to it.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attacks', filter: { controller: 'friendly', trait: 'Force' } }, effect: { do: 'giveToken', token: 'shield', target: { ref: 'subject' } } },
    ]);
  });
});

describe('hands, decks and choices', () => {
  it('JTL_128 "Search the top 8 cards of your deck for up to 2 Vehicle units, reveal them, and draw them."', () => {
    expect(meaning(event('Search the top 8 cards of your deck for up to 2 Vehicle units, reveal them, and draw them. (Put the other cards on the bottom of your deck in a random order.)'))).toEqual([
      { kind: 'event', effect: { do: 'searchDeck', look: 8, filter: { type: 'unit', trait: 'Vehicle' }, take: 2, to: 'hand', reveal: true } },
    ]);
    expect(meaning(unit('When Played: Search the top 8 cards of your deck for a Gambit card, reveal it, and draw it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'searchDeck', look: 8, filter: { trait: 'Gambit' }, to: 'hand', reveal: true } },
    ]);
  });
  it('SHD_244 "Each opponent discards a card from their hand. Draw a card."; "Look at an opponent\'s hand."', () => {
    expect(meaning(event('Each opponent discards a card from their hand. Draw a card.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'discardFromHand', player: 'opponent' }, { do: 'draw', player: 'you' }] } },
    ]);
    expect(meaning(event("Look at an opponent's hand."))).toEqual([{ kind: 'event', effect: { do: 'lookAtHand', player: 'opponent' } }]);
  });
  it('"Choose two, in any order:" with one option per line (SOR_058 without its deck option)', () => {
    expect(meaning(event('Choose two, in any order:\nHeal 5 damage from a base.\nDefeat a unit with 3 or less remaining HP.\nGive a Shield token to a unit.'))).toEqual([
      { kind: 'event', effect: { do: 'chooseOptions', count: 2, options: [
        { label: 'Heal 5 damage from a base', effect: { do: 'heal', target: { choose: 'base' }, amount: 5 } },
        { label: 'Defeat a unit with 3 or less remaining HP', effect: { do: 'defeat', target: { choose: 'unit', filter: { maxRemainingHp: 3 } } } },
        { label: 'Give a Shield token to a unit', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit' } } },
      ] } },
    ]);
  });
  it('an option no template reads ("Defeat a wounded unit.") leaves the whole choice unsupported', () => {
    // (SOR_058 Vigilance and SOR_155 Aggression compile now: compiler-targets.test.ts.)
    const out = compileCard(event('Choose two, in any order:\nDraw a card.\nDefeat a wounded unit.\nReady a unit with 3 or less power.\nDeal 4 damage to a unit.'));
    expect(out.abilities.map((a) => a.kind)).toEqual(['unsupported']);
  });
});

describe('playing from hand, action costs', () => {
  it('LOF_094 "Action [Exhaust, use the Force (lose your Force token)]: Play a unit from your hand. It costs 2 less."', () => {
    expect(meaning(unit('Action [Exhaust, use the Force (lose your Force token)]: Play a unit from your hand. It costs 2 less.'))).toEqual([
      { kind: 'action', cost: { exhaust: true, parts: [{ useTheForce: true }] }, effect: { do: 'playFromHand', filter: { type: 'Unit' }, costReduction: 2 } },
    ]);
  });
  it('LAW_264 "Play a card from your hand, ignoring its aspect penalties."; JTL_005 "a Capital Ship unit" (a trait, in the filter since templates/costs.ts)', () => {
    expect(meaning(event('Play a card from your hand, ignoring its aspect penalties.'))).toEqual([{ kind: 'event', effect: { do: 'playFromHand', ignoreAspectPenalty: true } }]);
    expect(compileCard(unit('Action [Exhaust]: Play a Capital Ship unit from your hand. It costs 1 less.')).abilities[0]!.kind).toBe('action');
  });
});

describe('zones and cost modifiers', () => {
  it('"You may return a non-leader unit that costs 3 or less to its owner\'s hand."', () => {
    expect(meaning(unit("When Played: You may return a non-leader unit that costs 3 or less to its owner's hand."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { nonLeader: true, maxCost: 3 } } } } },
    ]);
  });
  it('LAW_261-like "Return an Underworld card from your discard pile to your hand."', () => {
    expect(meaning(event('Return an Underworld card from your discard pile to your hand.'))).toEqual([
      { kind: 'event', effect: { do: 'moveCards', from: 'discard', player: 'you', filter: { trait: 'Underworld' }, count: 1, to: 'hand' } },
    ]);
  });
  it('LAW_058 "When Defeated: The next unit you play this phase costs 1 less."', () => {
    expect(meaning(unit('When Defeated: The next unit you play this phase costs 1 less.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'modifyCost', player: 'you', modifier: { amount: -1, filter: { type: 'unit' }, uses: 1 }, duration: 'thisPhase' } },
    ]);
  });
  it('SEC_124 "Give an Experience token to each of up to 3 Official units." - 0 to 3 different units', () => {
    expect(meaning(unit('When Played: Give an Experience token to each of up to 3 Official units.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', count: 3, optional: true, filter: { trait: 'Official' } } } },
    ]);
  });
  it('JTL_059 "This unit can\'t attack."', () => {
    expect(meaning(unit("This unit can't attack."))).toEqual([{ kind: 'constant', affects: 'self', grant: { cantAttack: true } }]);
  });
});

describe('more triggers and filters', () => {
  it('"When this unit is attacked:" is the defense trigger; "deals combat damage to a base"', () => {
    expect(meaning(unit('When this unit is attacked: Draw a card.'))).toEqual([{ kind: 'triggered', when: { on: 'defense' }, effect: { do: 'draw', player: 'you' } }]);
    expect(meaning(unit("When this unit deals combat damage to an opponent's base: Draw a card."))).toEqual([
      { kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'base' }, effect: { do: 'draw', player: 'you' } },
    ]);
  });
  it('LAW_111 "Attach to a non-Vehicle unit." reads the negated trait', () => {
    expect(meaning(upgrade('Attach to a non-Vehicle unit.'))).toEqual([{ kind: 'attachTo', filter: { notTrait: 'Vehicle' } }]);
  });
});

describe('keywords, upgrades, bounties, leaders', () => {
  it('keyword lines compile to nothing (the card data carries them); a keyword the engine lacks makes the card PARTIAL', () => {
    const sentinel = compileCard(unit('Sentinel', [{ name: 'Sentinel' }]));
    expect(sentinel.abilities).toEqual([]);
    expect(sentinel.engineSupport).toEqual({ status: 'EXECUTABLE', unsupported: [] });
    // A keyword no engine knows (the real ones get implemented one by one, so the test names a made-up one).
    const unknown = compileCard(unit('Frobnicate (Does something.)\nWhen Played: Draw a card.', [{ name: 'Frobnicate' }]));
    expect(unknown.engineSupport.status).toBe('PARTIAL');
    expect(unknown.engineSupport.unsupported).toContainEqual({ sentence: 'Frobnicate', reason: 'the engine does not implement the keyword Frobnicate' });
    expect(unknown.abilities.filter((a) => a.kind !== 'unsupported')).toHaveLength(1);
  });
  it('a keyword line the card data does not list is not trusted', () => {
    const out = compileCard(unit('Sentinel', []));
    expect(out.engineSupport.status).toBe('TEXT_ONLY');
    expect(out.abilities).toEqual([{ kind: 'unsupported', id: 'line1', text: 'Sentinel', relevant: ['constant'] }]);
  });
  it('SHD_167 "Bounty - Deal 2 damage to a unit." is collected by the opponent', () => {
    expect(meaning(unit('Bounty - Deal 2 damage to a unit. (When this unit is defeated or captured, your opponent collects its bounty.)', [{ name: 'Bounty', text: 'Deal 2 damage to a unit.' }]))).toEqual([
      { kind: 'triggered', when: { on: 'bounty' }, resolvedBy: 'opponent', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 2 } },
    ]);
  });
  it('LOF_074 "Attach to a Force unit." and JTL_073 Grim Valor "Attached unit gains: \\"When Defeated: You may exhaust a unit.\\""', () => {
    expect(meaning(upgrade('Attach to a Force unit.'))).toEqual([{ kind: 'attachTo', filter: { trait: 'Force' } }]);
    const [grant] = compileCard(upgrade('Attached unit gains: "When Defeated: You may exhaust a unit."')).abilities;
    expect(grant).toMatchObject({ kind: 'constant', affects: 'self', grant: { ability: { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'may', effect: { do: 'exhaust', target: { choose: 'unit' } } } } } });
  });
  it('SOR_019 base: "Epic Action: Give a Shield token to a non-leader unit."', () => {
    expect(meaning({ id: 'SOR_019', name: 'Base', type: 'Base', keywords: [], text: 'Epic Action: Give a Shield token to a non-leader unit.' })).toEqual([
      { kind: 'action', epic: true, cost: {}, effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { nonLeader: true } } } },
    ]);
  });
  it('action costs: "Action [C=2, Exhaust]" and the doubled-brace spelling', () => {
    const effect = { do: 'heal', target: { choose: 'unitOrBase' }, amount: 2 };
    expect(meaning(unit('Action [C=2, Exhaust]: Heal 2 damage from a unit or base.'))).toEqual([{ kind: 'action', cost: { resources: 2, exhaust: true }, effect }]);
    expect(meaning(unit('Action [{{C=2}}, {{Exhaust}}]: Heal 2 damage from a unit or base.'))).toEqual([{ kind: 'action', cost: { resources: 2, exhaust: true }, effect }]);
  });
});

describe('what does not compile stays unsupported, naming the line and when it matters', () => {
  it('"If you do" is not guessed', () => {
    // (A discard cost and "reveal an event from your hand" compile now, templates/triggers-v2.ts and zones-more.ts;
    // revealing one of several aspects does not.)
    const text = 'When Played: You may reveal a Vigilance, Command, or Aggression card from your hand. If you do, draw a card.';
    const out = compileCard(unit(text));
    expect(out.abilities).toEqual([{ kind: 'unsupported', id: 'line1', text, relevant: ['played'] }]);
    expect(out.engineSupport.status).toBe('TEXT_ONLY');
  });
  it('"other" after an earlier choice is not "other than this card" (SEC_091)', () => {
    // Read as "other than the unit chosen first" (notRef, templates/lasting-more.ts), never as the filter `other`.
    const out = compileCard(event('Give a friendly unit +3/+3 for this phase. Give each other friendly unit +1/+1 for this phase.'));
    expect(JSON.stringify(out.abilities)).not.toContain('"other":true');
    expect(JSON.stringify(out.abilities)).toContain('"notRef":"chosen2"');
  });
  it('"another unit" on an event has no card to be other than', () => {
    expect(compileCard(event('Give another unit a Shield token.')).abilities[0]!.kind).toBe('unsupported');
  });
  it('a filter word we do not read ("wounded") fails the whole line; one uncompiled line of two makes the card PARTIAL', () => {
    const out = compileCard(upgrade('Attach to a wounded unit.\nWhen Played: Draw a card.'));
    expect(out.abilities.map((a) => a.kind)).toEqual(['unsupported', 'triggered']);
    expect(out.abilities[0]).toMatchObject({ text: 'Attach to a wounded unit.', relevant: ['played'] });
    expect(out.engineSupport.status).toBe('PARTIAL');
  });
  it('an unknown trigger matters at any moment (constant)', () => {
    // ("When a friendly unit is defeated" compiles now: templates/triggers-v2.ts.)
    // ("When a player discards a card from their hand" compiles now too: templates/played.ts.)
    const out = compileCard(unit('When you discard a card from your deck: Draw a card.'));
    expect(out.abilities).toEqual([{ kind: 'unsupported', id: 'line1', text: 'When you discard a card from your deck: Draw a card.', relevant: ['constant'] }]);
  });
  it('a Coordinate ability that does not compile is reported with the part that failed (for the coverage report)', () => {
    const line = 'Coordinate - When you discard a card from your deck: Draw a card.';
    const out = compileCard(unit(line, [{ name: 'Coordinate', text: 'When you discard a card from your deck: Draw a card.' }]));
    expect(out.abilities).toEqual([{ kind: 'unsupported', id: 'line1', text: line, relevant: ['constant'] }]);
    expect(out.failedParts).toEqual(['When you discard a card from your deck:']);
  });
  it('a vanilla card is EXECUTABLE with no abilities', () => {
    expect(compileCard(unit(''))).toEqual({ abilities: [], engineSupport: { status: 'EXECUTABLE', unsupported: [] }, failedParts: [] });
  });
});

describe('sources that print a line twice', () => {
  it('JTL_145 BB-8: the Pilot box a source gives as "epicAction" (other wording) is not compiled a second time', () => {
    const text = 'Piloting [C=1 Aggression Heroism]\nWhen played as an upgrade: You may pay 2. If you do, ready a Resistance unit.';
    const epicAction = 'Piloting [1 resource Aggression Heroism]\nWhen played as an upgrade: You may pay 2 resources. If you do, ready a Resistance unit.';
    const out = compileCard({ ...unit(text, [{ name: 'Piloting', text: 'C=1 Aggression Heroism' }]), epicAction });
    // One "When played as an upgrade" ability: a second would make the upgrade ask to pay twice.
    expect(out.abilities.filter((a) => a.kind === 'triggered')).toHaveLength(1);
  });
});

describe('sentence prefixes (which templates the compiler tries on a sentence)', () => {
  it('takes the plain ASCII text a pattern starts with, lower-cased, and nothing it cannot be sure of', () => {
    expect(literalPrefix(String.raw`Deal (\d+) damage to (.+)`)).toBe('deal ');
    expect(literalPrefix('each player creates (a|\\d+|two) credit tokens?')).toBe('each player creates ');
    // A quantified last character may be absent; a quantifier or class at the start leaves nothing.
    expect(literalPrefix('units? gain (.+)')).toBe('unit');
    expect(literalPrefix('x{2}y')).toBeUndefined();
    expect(literalPrefix('[ab]c')).toBeUndefined();
    // A pattern that is an alternation has no one start, though a group's alternatives do not matter.
    expect(literalPrefix('heal (.+)|deal (.+)')).toBeUndefined();
    expect(literalPrefix('(exhaust|ready) (.+)')).toBeUndefined();
    expect(literalPrefix('return (a|b) to [^|]+ (x|y)')).toBe('return ');
    expect(literalPrefix(String.raw`give \| a`)).toBe('give ');
    // Case-insensitive matching pairs a non-ASCII letter with more than its lower case: the prefix stops before one.
    expect(literalPrefix('the “force” (.+)')).toBe('the ');
  });

  it('compares a sentence\'s first word whatever its case, as the templates\' regexes do', () => {
    const text = 'When Played: DEAL 2 damage to a unit. Deal 1 damage to each enemy ground unit.';
    const out = compileCard(unit(text));
    expect(out.engineSupport.status).toBe('EXECUTABLE');
    expect(out.abilities[0]).toMatchObject({ kind: 'triggered', effect: { do: 'sequence', steps: [{ do: 'dealDamage', amount: 2 }, { do: 'dealDamage', amount: 1 }] } });
  });
});
