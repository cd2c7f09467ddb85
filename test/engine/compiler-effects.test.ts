// The zone, token, restriction and cost templates (compiler/templates/zones.ts, restrictions.ts): real printed texts,
// quoted from the cards named, and the abilities each one means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';
import { validateAbilities } from '../../engine/index.js';

const card = (type: string) => (text: string): CompileInput => ({ id: 'TEST_001', name: 'Test', type, keywords: [], text });
const unit = card('Unit');
const event = card('Event');
const upgrade = card('Upgrade');

function meaning(input: CompileInput): unknown[] {
  const { abilities } = compileCard(input);
  expect(validateAbilities(abilities, '$')).toEqual([]);
  return abilities.map(({ id: _id, text: _text, ...rest }: Ability) => rest);
}

function unsupported(input: CompileInput): boolean {
  return compileCard(input).engineSupport.status !== 'EXECUTABLE';
}

describe('token units', () => {
  it('JTL_254 "Create 2 X-Wing tokens.", SEC_097 "When Played: Create a Spy token.", TWI_079 Battle Droid, TWI_097 Clone Troopers', () => {
    expect(meaning(event('Create 2 X-Wing tokens.'))).toEqual([{ kind: 'event', effect: { do: 'createToken', token: 'xwing', count: 2 } }]);
    expect(meaning(unit('When Played: Create a Spy token.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'createToken', token: 'spy' } }]);
    expect(meaning(unit('When Defeated: Create a Battle Droid token.'))).toEqual([{ kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'createToken', token: 'battle-droid' } }]);
    expect(meaning(unit('When Played: Create 2 Clone Trooper tokens.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'createToken', token: 'clone-trooper', count: 2 } }]);
    expect(meaning(unit('On Attack: Create a TIE Fighter token.'))).toEqual([{ kind: 'triggered', when: { on: 'attack' }, effect: { do: 'createToken', token: 'tie-fighter' } }]);
  });
  it('SEC_175-style "Create a Credit token." and "Create 2 Credit tokens." (3.7.13)', () => {
    expect(meaning(event('Create a Credit token.'))).toEqual([{ kind: 'event', effect: { do: 'createCredits' } }]);
    expect(meaning(event('Create 2 Credit tokens.'))).toEqual([{ kind: 'event', effect: { do: 'createCredits', count: 2 } }]);
  });
  it('number and noun must agree', () => {
    expect(unsupported(event('Create 2 X-Wing token.'))).toBe(true);
    // The Force token is not a token unit: "The Force is with you" (8.37.2) is its own effect (compiler-force.test.ts).
    expect(unsupported(event('Create a Force token.'))).toBe(true);
  });
});

describe('discard and looking at a hand', () => {
  it('LAW_192 "On Attack: Discard a card from your deck.", LOF_194 "When Defeated: Discard a card from your hand."', () => {
    expect(meaning(unit('On Attack: Discard a card from your deck.'))).toEqual([{ kind: 'triggered', when: { on: 'attack' }, effect: { do: 'discardFromDeck', count: 1 } }]);
    expect(meaning(unit('When Defeated: Discard a card from your hand.'))).toEqual([{ kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'discardFromHand', player: 'you' } }]);
  });
  it('SOR_203 "An opponent discards a random card from their hand.", SHD_244 "Each opponent discards a card from their hand. Draw a card."', () => {
    expect(meaning(event('An opponent discards a random card from their hand.'))).toEqual([{ kind: 'event', effect: { do: 'discardFromHand', player: 'opponent', random: true } }]);
    expect(meaning(event('Each opponent discards a card from their hand. Draw a card.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'discardFromHand', player: 'opponent' }, { do: 'draw', player: 'you' }] } },
    ]);
  });
  it('SOR_200 "Look at an opponent\'s hand and discard a card from it." (you choose, 1.14.2), JTL_207 "... an event ...", SOR_228 look only', () => {
    const look = { do: 'lookAtHand', player: 'opponent' };
    expect(meaning(event("Look at an opponent's hand and discard a card from it."))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [look, { do: 'discardFromHand', player: 'opponent', chooser: 'you' }] } },
    ]);
    expect(meaning(event("Look at an opponent's hand and discard an event from it."))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [look, { do: 'discardFromHand', player: 'opponent', chooser: 'you', filter: { type: 'event' } }] } },
    ]);
    expect(meaning(unit("When Played: Look at an opponent's hand and discard a non-unit card from it."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [look, { do: 'discardFromHand', player: 'opponent', chooser: 'you', filter: { notType: 'unit' } }] } },
    ]);
    expect(meaning(unit("When Played: Look at an opponent's hand."))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: look }]);
  });
  it('what the language can\'t say stays unsupported: "the defending player\'s deck", "a card with that name"', () => {
    expect(unsupported(unit("On Attack: Discard a card from the defending player's deck."))).toBe(true);
    expect(unsupported(event("Look at an opponent's hand and discard a card with that name from it."))).toBe(true);
  });
});

describe('return to hand and bottom of deck', () => {
  it('LAW_246 "Return a non-leader unit that costs 3 or less to its owner\'s hand.", SHD_233 "Return each non-leader unit ..."', () => {
    expect(meaning(event("Return a non-leader unit that costs 3 or less to its owner's hand."))).toEqual([
      { kind: 'event', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { nonLeader: true, maxCost: 3 } } } },
    ]);
    expect(meaning(event("Return each non-leader unit to its owner's hand."))).toEqual([
      { kind: 'event', effect: { do: 'returnToHand', target: { all: 'units', filter: { nonLeader: true } } } },
    ]);
  });
  it('LAW_240 "When Played: You may return another friendly non-leader unit to its owner\'s hand."', () => {
    expect(meaning(unit("When Played: You may return another friendly non-leader unit to its owner's hand."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { other: true, controller: 'friendly', nonLeader: true } } } } },
    ]);
  });
  it('SOR_101 "... Return a unit that costs 2 or less from your discard pile to your hand.", SHD_260 "You may return an Underworld card ..."', () => {
    expect(meaning(unit('When Played: Return a unit that costs 2 or less from your discard pile to your hand.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'moveCards', from: 'discard', to: 'hand', filter: { type: 'unit', maxCost: 2 } } },
    ]);
    expect(meaning(unit('When Played: You may return an Underworld card from your discard pile to your hand.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'moveCards', from: 'discard', player: 'you', count: 1, to: 'hand', filter: { trait: 'Underworld' } } } },
    ]);
  });
  it('SHD_209 Criminal Muscle "When Played: You may return a non-unique upgrade to its owner\'s hand."', () => {
    expect(meaning(unit("When Played: You may return a non-unique upgrade to its owner's hand."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'returnToHand', target: { chooseUpgrade: true, filter: { unique: false } } } } },
    ]);
  });
  it('SOR_236 R2-D2 "When Played/On Attack: Look at the top card of your deck. You may put it on the bottom of your deck."', () => {
    const effect = { do: 'sequence', steps: [{ do: 'lookAtDeck', as: 'top' }, { do: 'may', effect: { do: 'putOnBottomOfDeck', target: { ref: 'top' } } }] };
    expect(meaning(unit('When Played/On Attack: Look at the top card of your deck. You may put it on the bottom of your deck. (Otherwise, leave it on top of your deck.)'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('"from a discard pile" with two card types is not read: unsupported (one type now is: compiler-choose2.test.ts)', () => {
    expect(unsupported(unit("When Played: You may return an event or upgrade from a discard pile to its owner's hand."))).toBe(true);
  });
});

describe('search the top N (8.26)', () => {
  it('SOR_123 "Search the top 5 cards of your deck for a unit, reveal it, and draw it. (Put the other cards ...)"', () => {
    expect(meaning(event('Search the top 5 cards of your deck for a unit, reveal it, and draw it. (Put the other cards on the bottom of your deck in a random order.)'))).toEqual([
      { kind: 'event', effect: { do: 'searchDeck', look: 5, to: 'hand', reveal: true, filter: { type: 'unit' } } },
    ]);
  });
  it('SOR_084 "... for up to 2 IMPERIAL units, reveal them, and draw them.", SOR_096 "... for a REBEL card ..."', () => {
    expect(meaning(unit('When Played: Search the top 5 cards of your deck for up to 2 IMPERIAL units, reveal them, and draw them.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'searchDeck', look: 5, take: 2, to: 'hand', reveal: true, filter: { type: 'unit', trait: 'Imperial' } } },
    ]);
    expect(meaning(unit('When Played: Search the top 5 cards of your deck for a REBEL card, reveal it, and draw it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'searchDeck', look: 5, to: 'hand', reveal: true, filter: { trait: 'Rebel' } } },
    ]);
  });
  it('"... for a unit that costs 2 or less and discard it." (discard, not draw)', () => {
    expect(meaning(unit('When Defeated: Search the top 5 cards of your deck for a unit that costs 2 or less and discard it.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'searchDeck', look: 5, to: 'discard', filter: { type: 'unit', maxCost: 2 } } },
    ]);
  });
  it('"it"/"them" must agree; "play it" is not read', () => {
    expect(unsupported(event('Search the top 5 cards of your deck for a unit, reveal them, and draw them.'))).toBe(true);
    // Lists of traits ("a Bounty Hunter, Item, or Transport card") are read since wave 4: compiler-deck.test.ts.
    expect(unsupported(event('Search the top 10 cards of your deck for a Vehicle and play it.'))).toBe(true);
  });
});

describe('restrictions and cost modifiers', () => {
  it('JTL_059 "This unit can\'t attack."; SHD_193-style "Attached unit can\'t ready." on an upgrade', () => {
    expect(meaning(unit("This unit can't attack."))).toEqual([{ kind: 'constant', affects: 'self', grant: { cantAttack: true } }]);
    expect(meaning(upgrade("Attached unit can't ready."))).toEqual([{ kind: 'constant', affects: 'self', grant: { cantReady: true } }]);
    // "Attached unit" means nothing on a unit.
    expect(unsupported(unit("Attached unit can't ready."))).toBe(true);
  });
  it('SOR_186 "Exhaust a unit. That unit can\'t ready this round.", JTL_206 "Ready a Vehicle unit. It can\'t attack bases for this phase."', () => {
    expect(meaning(event("Exhaust a unit. That unit can't ready this round (including during the regroup phase)."))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'exhaust', target: { choose: 'unit', as: 'chosen2' } }, { do: 'restrict', target: { ref: 'chosen2' }, restriction: 'cantReady', duration: 'thisRound' }] } },
    ]);
    expect(meaning(event("Ready a Vehicle unit. It can't attack bases for this phase."))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'ready', target: { choose: 'unit', filter: { trait: 'Vehicle' }, as: 'chosen2' } }, { do: 'restrict', target: { ref: 'chosen2' }, restriction: 'cantAttackBases', duration: 'thisPhase' }] } },
    ]);
  });
  it('SOR_160 "When Played/On Attack: Bases can\'t be healed for this phase."', () => {
    const effect = { do: 'sequence', steps: [
      { do: 'restrict', target: { base: 'you' }, restriction: 'cantBeHealed', duration: 'thisPhase' },
      { do: 'restrict', target: { base: 'opponent' }, restriction: 'cantBeHealed', duration: 'thisPhase' },
    ] };
    expect(meaning(unit("When Played/On Attack: Bases can't be healed for this phase."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('SOR_248 "If you control a TROOPER unit, this unit costs 1 less to play.", TWI_197 "3 or more units"', () => {
    expect(meaning(unit('If you control a TROOPER unit, this unit costs 1 less to play.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -1 }, condition: { youControl: { trait: 'Trooper' } } },
    ]);
    expect(meaning(unit('If you control 3 or more units, this unit costs 1 less to play.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -1 }, condition: { youControl: {}, atLeast: 3 } },
    ]);
  });
  it('SOR_181 "Each TRICK event you play costs 1 less.", SOR_034 "Each event an opponent plays costs 1 more."', () => {
    expect(meaning(unit('Each TRICK event you play costs 1 less.'))).toEqual([{ kind: 'costModifier', affects: 'you', modifier: { amount: -1, filter: { type: 'event', trait: 'Trick' } } }]);
    expect(meaning(unit('Each event an opponent plays costs 1 more.'))).toEqual([{ kind: 'costModifier', affects: 'opponent', modifier: { amount: 1, filter: { type: 'event' } } }]);
  });
  it('SEC_110 "On Attack: The next unit you play this phase costs 1 less." (used once, 7.7.4A)', () => {
    expect(meaning(unit('On Attack: The next unit you play this phase costs 1 less.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'modifyCost', player: 'you', modifier: { amount: -1, filter: { type: 'unit' }, uses: 1 }, duration: 'thisPhase' } },
    ]);
  });
  it('SOR_093 "Action [Exhaust]: Play a unit from your hand. It costs 1 less.", SHD_067 "You may play an upgrade ... 2 less." (7.1.6)', () => {
    expect(meaning(unit('Action [Exhaust]: Play a unit from your hand. It costs 1 less.'))).toEqual([
      { kind: 'action', cost: { exhaust: true }, effect: { do: 'playFromHand', filter: { type: 'Unit' }, costReduction: 1 } },
    ]);
    expect(meaning(unit('When Played: You may play an upgrade from your hand. It costs 2 less.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'playFromHand', filter: { type: 'upgrade' }, costReduction: 2 } } },
    ]);
    // A trait in a modified play (JTL_005 "Play a Capital Ship unit ...") is read by templates/costs.ts (compiler-costs.test.ts).
    expect(unsupported(unit('Action [Exhaust]: Play a Capital Ship unit from your hand. It costs 1 less.'))).toBe(false);
  });
  it('two-word traits: "Each Capital Ship unit you play costs 1 less."', () => {
    expect(meaning(unit('Each Capital Ship unit you play costs 1 less.'))).toEqual([{ kind: 'costModifier', affects: 'you', modifier: { amount: -1, filter: { type: 'unit', trait: 'Capital Ship' } } }]);
  });
  it('conditions a card in hand can\'t check, and "next non-Heroism, non-Villainy card", stay unsupported', () => {
    expect(unsupported(unit('If this unit is damaged, this unit costs 1 less to play.'))).toBe(true);
    expect(unsupported(unit('On Attack: The next non-Heroism, non-Villainy card you play this phase costs 1 less.'))).toBe(true);
  });
});
