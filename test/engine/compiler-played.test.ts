// Compiler templates of the "played" family (compiler/templates/played.ts): the unit an effect plays, named by the
// rest of the ability. Real printed texts (from the cards named) and what each means, written by hand from the text
// and the rules (7.1.6 modified play, 7.6.8 the rest of the ability before the play's triggers, 7.7.4 delayed effects).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const PLAYED = { ref: 'playedCard' };

describe('"Play a unit from your hand" and "it"', () => {
  it('SOR Sneak Attack: "It costs 3 less and enters play ready. At the start of the regroup phase, defeat it."', () => {
    const text = 'Play a unit from your hand. It costs 3 less and enters play ready. At the start of the regroup phase, defeat it.';
    expect(meaning(card('Event', text))).toEqual([{
      kind: 'event',
      effect: {
        do: 'playFromHand', filter: { type: 'unit' }, costReduction: 3, entersReady: true, as: 'playedCard',
        then: { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'defeat', target: PLAYED }, text: 'At the start of the regroup phase, defeat it' },
      },
    }]);
  });
  it('SHD Timely Intervention: "Give it Ambush for this phase" is there as it enters play (nothing to bind)', () => {
    expect(meaning(card('Event', 'Play a unit from your hand. Give it Ambush for this phase. (When you play it, it may ready and attack an enemy unit.)'))).toEqual([
      { kind: 'event', effect: { do: 'playFromHand', filter: { type: 'unit' }, entersWith: [{ name: 'Ambush' }] } },
    ]);
  });
  it('SOR Energy Conversion Lab: a cost limit on the unit ("that costs 6 or less"), AMBUSH in capitals', () => {
    expect(meaning(card('Base', 'Epic Action: Play a unit that costs 6 or less from your hand. Give it AMBUSH for this phase.'))).toEqual([
      { kind: 'action', epic: true, cost: {}, effect: { do: 'playFromHand', filter: { type: 'unit', maxCost: 6 }, entersWith: [{ name: 'Ambush' }] } },
    ]);
  });
  it('SHD Fennec Shand (unit side): the reminder "(paying its cost.)" took the period with it', () => {
    expect(meaning(card('Unit', 'Action: Play a unit that costs 4 or less from your hand (paying its cost.) Give it AMBUSH for this phase.'))).toEqual([
      { kind: 'action', cost: {}, effect: { do: 'playFromHand', filter: { type: 'unit', maxCost: 4 }, entersWith: [{ name: 'Ambush' }] } },
    ]);
  });
  it('LOF Soresu Stance: "Play a Force unit from your hand (paying its cost) and give a Shield token to it."', () => {
    expect(meaning(card('Event', 'Play a Force unit from your hand (paying its cost) and give a Shield token to it.'))).toEqual([
      { kind: 'event', effect: { do: 'playFromHand', filter: { type: 'unit', trait: 'Force' }, as: 'playedCard', then: { do: 'giveToken', token: 'shield', target: PLAYED } } },
    ]);
  });
  it('LAW Phantom: "You may play a Heroism unit ... and give an Experience token to it."', () => {
    expect(meaning(card('Unit', 'When Played: You may play a Heroism unit from your hand (paying its cost) and give an Experience token to it.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'may', effect: { do: 'playFromHand', filter: { type: 'unit', aspect: 'Heroism' }, as: 'playedCard', then: { do: 'giveToken', token: 'experience', target: PLAYED } } },
    }]);
  });
  it('SHD Han Solo: "It costs 1 less. Deal 2 damage to it."', () => {
    expect(meaning(card('Unit', 'Action: Play a unit from your hand. It costs 1 less. Deal 2 damage to it.'))).toEqual([{
      kind: 'action', cost: {},
      effect: { do: 'playFromHand', filter: { type: 'unit' }, costReduction: 1, as: 'playedCard', then: { do: 'dealDamage', target: PLAYED, amount: 2 } },
    }]);
  });
  it('SOR Chewbacca: "It gains Sentinel for this phase" is there as it enters play', () => {
    expect(meaning(card('Unit', 'Action: Play a unit that costs 3 or less from your hand (paying its cost). It gains Sentinel for this phase.'))).toEqual([
      { kind: 'action', cost: {}, effect: { do: 'playFromHand', filter: { type: 'unit', maxCost: 3 }, entersWith: [{ name: 'Sentinel' }] } },
    ]);
  });
  it('a later part that does not name the played unit resolves after the play, before its triggers (7.6.8), unbound: it happens even if nothing is played', () => {
    // Unbound `then` (no `as`): the interpreter runs it also when no card can be played (1.3.2).
    expect(meaning(card('Event', 'Play a unit from your hand. Draw a card.'))).toEqual([
      { kind: 'event', effect: { do: 'playFromHand', filter: { type: 'unit' }, then: { do: 'draw', player: 'you' } } },
    ]);
  });
  it('a play of a card that may not be a unit is not bound ("Play a card from your hand. Give it ...")', () => {
    notCompiled(card('Event', 'Play a card from your hand. Give it Ambush for this phase.'));
  });
  it('"It costs N less" after a part that names it is not a modifier of the play', () => {
    notCompiled(card('Event', 'Play a unit from your hand. Deal 2 damage to it. It costs 1 less.'));
  });
});

describe('"At the start of the next action phase, ..." (7.7.4, 5.5.2) and resources readied as they are put into play', () => {
  it('SOR Han Solo (leader side): from hand, readied; the delayed defeat of a resource you control', () => {
    const text = 'Action [Exhaust]: Put a card from your hand into play as a resource and ready it. At the start of the next action phase, defeat a resource you control.';
    expect(meaning(card('Leader', text))).toEqual([{
      kind: 'action', side: 'leader', cost: { exhaust: true },
      effect: { do: 'sequence', steps: [
        { do: 'resourceFromHand', ready: true },
        { do: 'delay', when: { event: 'actionPhaseStarted' }, effect: { do: 'moveResources', to: 'discard', count: 1 }, text: 'At the start of the next action phase, defeat a resource you control' },
      ] },
    }]);
  });
  it('SOR Han Solo (unit side): the top card of the deck, readied', () => {
    const text = 'On Attack: Put the top card of your deck into play as a resource and ready it. At the start of the next action phase, defeat a resource you control.';
    const [ability] = meaning(card('Unit', text)) as { effect: { steps: unknown[] } }[];
    expect(ability!.effect.steps[0]).toEqual({ do: 'resourceTopOfDeck', ready: true });
  });
  it('two sentences after "At the start of the next action phase," are not one delayed effect', () => {
    notCompiled(card('Event', 'At the start of the next action phase, defeat a resource you control. Draw a card. Exhaust it.'));
  });
});

describe('"The next unit you play this phase gains <keyword> for this phase" (7.7.4A)', () => {
  it('LOF Deceptive Shade: under When Defeated', () => {
    expect(meaning(card('Unit', 'When Defeated: The next unit you play this phase gains Ambush for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'nextPlayGains', filter: { type: 'unit' }, keywords: [{ name: 'Ambush' }], duration: 'thisPhase' } },
    ]);
  });
  it('SEC Diplomatic Envoy: after "If you do," of a disclose', () => {
    const text = 'When Played: You may disclose Command (reveal a card from your hand with this aspect icon). If you do, the next unit you play this phase gains Ambush for this phase.';
    expect(meaning(card('Unit', text))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'pay', cost: [{ disclose: ['Command'] }], then: { do: 'nextPlayGains', filter: { type: 'unit' }, keywords: [{ name: 'Ambush' }], duration: 'thisPhase' } },
    }]);
  });
  it('without "for this phase" the keyword has no stated end: not read ("gains Hidden")', () => {
    notCompiled(card('Unit', 'When Played: The next unit you play this phase gains Hidden.'));
  });
});

describe('trigger heads as data (event, filter, relation, zone)', () => {
  it('LOF Luke Skywalker: "When you play another unique unit"', () => {
    const [a] = meaning(card('Unit', 'When you play another unique unit: Draw a card.')) as { when: unknown }[];
    expect(a!.when).toEqual({ on: 'event', event: 'played', relation: 'other', cardType: 'unit', filter: { controller: 'friendly', unique: true } });
  });
  it('SHD Punishing One: "When an upgraded enemy unit is defeated"', () => {
    const [a] = meaning(card('Unit', 'When an upgraded enemy unit is defeated: You may ready this unit. Use this ability only once each round.')) as { when: unknown; limit: unknown }[];
    expect(a!.when).toEqual({ on: 'event', event: 'defeated', filter: { controller: 'enemy', upgraded: true } });
    expect(a!.limit).toBe('oncePerRound');
  });
  it('SHD Migs Mayfeld: "When a player discards a card from their hand" (any player)', () => {
    const [a] = meaning(card('Unit', 'When a player discards a card from their hand: You may deal 2 damage to a unit or base. Use this ability only once each round.')) as { when: unknown }[];
    expect(a!.when).toEqual({ on: 'event', event: 'discarded', discardedFrom: 'hand' });
  });
  it('LAW That\'s a Rock: "When this event is discarded from your hand or deck" watches from the discard pile', () => {
    const abilities = meaning(card('Event', "Deal 1 damage to a unit.\nWhen this event is discarded from your hand or deck: You may deal 1 damage to a unit.")) as { when?: unknown }[];
    expect(abilities[1]!.when).toEqual({ on: 'event', event: 'discarded', relation: 'self', zone: 'discard' });
  });
  it('SEC Ziton Moj: "When you take the initiative"', () => {
    const [a] = meaning(card('Unit', 'When you take the initiative: Deal 2 damage to a base.')) as { when: unknown }[];
    expect(a!.when).toEqual({ on: 'event', event: 'tookInitiative', filter: { controller: 'friendly' } });
  });
  it('"When this event is discarded" is read on an event only; the others not on an event', () => {
    notCompiled(card('Unit', 'When this event is discarded from your hand or deck: Draw a card.'));
    notCompiled(card('Event', 'When you take the initiative: Draw a card.'));
  });
  it('"When you discard a card from your deck" is not read: who discards from a deck another player\'s effect empties is not known', () => {
    notCompiled(card('Unit', 'When you discard a card from your deck: You may ready this unit. Use this ability only once each round.'));
  });
});

describe('"Play a <unit> from your discard pile" (7.1.6)', () => {
  it('SOR Home One: "Play a Heroism unit from your discard pile. It costs 3 less."', () => {
    expect(meaning(card('Unit', 'When Played: Play a Heroism unit from your discard pile. It costs 3 less.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'playFromHand', filter: { type: 'unit', aspect: 'Heroism' }, zone: 'discard', costReduction: 3 } },
    ]);
  });
  it('LOF Old Daka stays unread: "not named Old Daka" does not compile', () => {
    notCompiled(card('Unit', 'When Played: You may defeat a friendly Night unit not named Old Daka. Then, you may play that unit from your discard pile for free.'));
  });
});

describe('"For this phase, ... may play ... from ... discard pile for free" (a permission on the card)', () => {
  it('SHD Cobb Vanth: the discarded card is bound and may be played from your discard pile', () => {
    const text = 'When Defeated: Search the top 10 cards of your deck for a unit that costs 2 or less and discard it. For this phase, you may play that card from your discard pile for free.';
    expect(meaning(card('Unit', text))).toEqual([{
      kind: 'triggered', when: { on: 'defeated' },
      effect: { do: 'sequence', steps: [
        { do: 'searchDeck', look: 10, to: 'discard', filter: { type: 'unit', maxCost: 2 }, as: 'discardedCard' },
        { do: 'allowPlayFromDiscard', card: 'discardedCard', player: 'you', free: true, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('SHD Second Chance (the gained ability): "this unit\'s owner may play it from their discard pile for free"', () => {
    expect(meaning(card('Unit', "When Defeated: For this phase, this unit's owner may play it from their discard pile for free."))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'allowPlayFromDiscard', card: 'self', player: 'owner', free: true, duration: 'thisPhase' } },
    ]);
  });
  it('LOF Sifo-Dyas stays unread: several cards ("those cards") with a combined cost', () => {
    notCompiled(card('Unit', 'When Defeated: Search the top 8 cards of your deck for any number of Clone units with combined cost 4 or less and discard them. For this phase, you may play those cards from your discard pile for free.'));
  });
});

describe('"Each of the next N <cards> you play this phase costs 1 less" (7.7.4A)', () => {
  it('TWI Tranquility: the "next card" cost modifier, used by 3 cards', () => {
    expect(meaning(card('Unit', 'On Attack: Each of the next 3 Republic cards you play this phase costs 1 less.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'modifyCost', player: 'you', modifier: { amount: -1, filter: { trait: 'Republic' }, uses: 3 }, duration: 'thisPhase' } },
    ]);
  });
  it('"each of the next 1" is not how a card says it: not read', () => {
    notCompiled(card('Unit', 'On Attack: Each of the next 1 Republic cards you play this phase costs 1 less.'));
  });
});

describe('"Play a unit that was defeated this phase from your discard pile"', () => {
  it('TWI Unnatural Life: the history filter, the play modifiers and the delayed defeat of "it"', () => {
    const text = 'Play a unit that was defeated this phase from your discard pile. It costs 2 less and enters play ready. At the start of the regroup phase, defeat it.';
    expect(meaning(card('Event', text))).toEqual([{
      kind: 'event',
      effect: {
        do: 'playFromHand', filter: { type: 'unit', defeatedThisPhase: true }, zone: 'discard', costReduction: 2, entersReady: true, as: 'playedCard',
        then: { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'defeat', target: PLAYED }, text: 'At the start of the regroup phase, defeat it' },
      },
    }]);
  });
  it('"that was defeated this phase" from a hand is not read', () => {
    notCompiled(card('Event', 'Play a unit that was defeated this phase from your hand. It costs 2 less.'));
  });
});
