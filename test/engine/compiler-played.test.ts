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
  it('a later part that does not name the played unit is not put under the play (it happens even if nothing is played)', () => {
    expect(meaning(card('Event', 'Play a unit from your hand. Draw a card.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'playFromHand', filter: { type: 'Unit' } }, { do: 'draw', player: 'you' }] } },
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
