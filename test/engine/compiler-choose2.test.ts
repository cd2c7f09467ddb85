// Compiler templates of the "choose2" family (compiler/templates/choose2.ts): a choice that is the return's own
// target, a card of either discard pile, and a friendly and an enemy unit chosen together in one arena. Real printed
// texts and what each means, written by hand from the text and the rules; near misses must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"choose <a unit> and return it to its owner\'s hand"', () => {
  it('SEC_233 Beguile: look at the hand, then return an enemy non-leader unit that costs 6 or less', () => {
    const text = "Look at an opponent's hand. Then, choose a non-leader unit that opponent controls that costs 6 or less and return it to its owner's hand.";
    expect(meaning(card('Event', text))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'lookAtHand', player: 'opponent' },
        { do: 'returnToHand', target: { choose: 'unit', filter: { nonLeader: true, controller: 'enemy', maxCost: 6 } } },
      ] },
    }]);
  });
  it('another verb, or several units, is not read here', () => {
    notCompiled(card('Event', 'Choose a non-leader unit that an opponent controls and defeat it.'));
    notCompiled(card('Event', "Choose up to 2 non-leader units and return it to its owner's hand."));
  });
});

describe('"return <a card> from a discard pile to its owner\'s hand": either player\'s discard pile', () => {
  it('SOR_183 Bounty Hunter Crew: "You may return an event from a discard pile to its owner\'s hand."', () => {
    const abilities = meaning(card('Unit', "When Played: You may return an event from a discard pile to its owner's hand."));
    expect(abilities).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'returnFromAnyDiscard', filter: { type: 'event' } } } }]);
  });
  it('several cards, or a phrase the card filter does not read, is not compiled', () => {
    notCompiled(card('Unit', "When Played: Return 2 events from a discard pile to their owners' hands."));
    notCompiled(card('Unit', "When Played: Return an event or upgrade from a discard pile to its owner's hand."));
  });
});

describe('"Choose a friendly unit and an enemy unit in the same arena. If you do, deal N damage to each of them."', () => {
  it('JTL_173 Fight Fire With Fire: the pair, 3 damage to each', () => {
    const text = 'Choose a friendly unit and an enemy unit in the same arena. If you do, deal 3 damage to each of them.';
    expect(meaning(card('Event', text))).toEqual([{ kind: 'event', effect: { do: 'damagePairSameArena', amount: 3 } }]);
  });
  it('other pairs or other effects on them are not read', () => {
    notCompiled(card('Event', 'Choose a friendly unit and an enemy unit. If you do, deal 3 damage to each of them.'));
    notCompiled(card('Event', 'Choose a friendly unit and an enemy unit in the same arena. If you do, exhaust each of them.'));
  });
});

describe('"exhaust an enemy unit or resource": one choice of a unit or a resource', () => {
  it('SHD_191 Xanadu Blood: after "if you do", on both triggers', () => {
    const text = "When Played/On Attack: You may return another friendly non-leader Underworld unit to its owner's hand. if you do, exhaust an enemy unit or resource.";
    const effect = {
      do: 'ifYouDo',
      effect: { do: 'may', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { other: true, controller: 'friendly', nonLeader: true, trait: 'Underworld' } } } },
      then: { do: 'exhaustUnitOrEnemyResource', filter: { controller: 'enemy' } },
    };
    expect(meaning(card('Unit', text))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('a friendly unit or resource, or "a unit or resource", is not read', () => {
    notCompiled(card('Event', 'Exhaust a friendly unit or resource.'));
    notCompiled(card('Event', 'Exhaust a unit or resource.'));
  });
});

describe('"return a <card> and a <card> from your discard pile to your hand": one of each', () => {
  it('LOF_240 Flight of the Inquisitor: one "may" for both', () => {
    const text = 'You may return a Force unit and a Lightsaber upgrade from your discard pile to your hand.';
    expect(meaning(card('Event', text))).toEqual([{
      kind: 'event',
      effect: { do: 'may', effect: { do: 'returnEachFromDiscard', filters: [{ type: 'unit', trait: 'Force' }, { type: 'upgrade', trait: 'Lightsaber' }] } },
    }]);
  });
  it('plural or unread phrases are not compiled', () => {
    notCompiled(card('Event', 'Return a Force unit and 2 Lightsaber upgrades from your discard pile to your hand.'));
    notCompiled(card('Event', 'Return a Force unit and a Bounty Hunter, Item, or Transport card from your discard pile to your hand.'));
  });
});

describe('"with a combined cost N or less": units chosen while their costs fit', () => {
  it('JTL_233 Sweep the Area: up to 2 non-leader units in one arena, returned', () => {
    const text = "Return up to 2 non-leader units in the same arena with a combined cost 3 or less to their owners' hands.";
    expect(meaning(card('Event', text))).toEqual([{
      kind: 'event', effect: { do: 'unitsUpToCombinedCost', filter: { nonLeader: true }, maxTotal: 3, upTo: 2, sameArena: true, then: 'returnToHand' },
    }]);
  });
  it('LOF_201 Qui-Gon Jinn\'s Lightsaber: any number of units, exhausted, if attached to Qui-Gon Jinn', () => {
    const text = 'Attach to a friendly non-Vehicle unit.\nWhen Played: If attached unit is Qui-Gon Jinn, you may exhaust any number of units with combined cost 6 or less.';
    expect(meaning(card('Upgrade', text))).toEqual([
      { kind: 'attachTo', filter: { controller: 'friendly', notTrait: 'Vehicle' } },
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { attachedUnit: {}, name: 'Qui-Gon Jinn' }, then: { do: 'may', effect: { do: 'unitsUpToCombinedCost', filter: {}, maxTotal: 6, then: 'exhaust' } } } },
    ]);
  });
  it('a return that may include leader units, or a return without a destination, is not read', () => {
    notCompiled(card('Event', "Return up to 2 units with a combined cost 3 or less to their owners' hands."));
    notCompiled(card('Event', 'Return up to 2 non-leader units with a combined cost 3 or less.'));
  });
});
