// Compiler templates of the "multi" family (compiler/templates/multi.ts): a choice of several units that a later part
// names all at once ("each chosen unit"), "you may choose ... instead" on a condition, and conditions on this phase
// ("If you played a non-unit Force card this phase", "If no player has taken the initiative this phase"). Real
// printed texts and what each means, written by hand from the text and the rules; near misses that must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const KALANI = 'On Attack: You may choose another unit. If you have the initiative, you may choose up to 2 other units instead. Give each chosen unit +2/+2 for this phase.';

describe('several chosen units', () => {
  it('TWI Kalani: with the initiative, up to 2 other units (0 to 2) get +2/+2; else the player may choose one other unit', () => {
    expect(meaning(card('Unit', KALANI))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: {
        do: 'if', condition: { hasInitiative: 'you' },
        then: { do: 'sequence', steps: [
          { do: 'chooseTarget', target: { choose: 'unit', count: 2, optional: true, filter: { other: true }, as: 'chosen2' } },
          { do: 'modifyStats', target: { refs: 'chosen2' }, power: 2, hp: 2, duration: 'thisPhase' },
        ] },
        else: { do: 'sequence', steps: [
          { do: 'chooseTarget', target: { choose: 'unit', filter: { other: true }, optional: true, as: 'chosen3' } },
          { do: 'modifyStats', target: { ref: 'chosen3' }, power: 2, hp: 2, duration: 'thisPhase' },
        ] },
      },
    }]);
  });
  it('"Choose up to 2 units. Each of those units gets +2/+0 for this phase.": the choice alone, then each of them', () => {
    expect(meaning(card('Event', 'Choose up to 2 units. Each of those units gets +2/+0 for this phase.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'chooseTarget', target: { choose: 'unit', count: 2, optional: true, as: 'chosen2' } },
        { do: 'modifyStats', target: { refs: 'chosen2' }, power: 2, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('an exact number ("Choose 2 friendly units") is not read (whether fewer may be chosen is not said)', () => {
    notCompiled(card('Event', 'Choose 2 friendly units. Give each chosen unit +2/+2 for this phase.'));
  });
  it('"it" after a choice of several units names none of them', () => {
    notCompiled(card('Event', 'Choose up to 2 units. Give it +2/+2 for this phase.'));
  });
  it('a condition naming a unit ("If it\'s damaged") is not read', () => {
    notCompiled(card('Unit', KALANI.replace('If you have the initiative', "If it's damaged")));
  });
  it('a further sentence after "each chosen unit" is not read by the "instead" template', () => {
    notCompiled(card('Unit', `${KALANI} Draw a card.`));
  });
});

describe('conditions on this phase', () => {
  it('LOF Rey: "If you played a non-unit Force card this phase": a Force event or upgrade you played', () => {
    const played = (cardType: string) => ({ happenedThisPhase: 'played', cardType, filter: { trait: 'Force', controller: 'friendly' } });
    expect(meaning(card('Event', 'If you played a non-unit Force card this phase, deal 1 damage to a unit.'))).toEqual([{
      kind: 'event', effect: { do: 'if', condition: { anyOf: [played('event'), played('upgrade')] }, then: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } },
    }]);
  });
  it('"a non-unit card" without a Trait, or with two words, is not read', () => {
    notCompiled(card('Event', 'If you played a non-unit card this phase, draw a card.'));
    notCompiled(card('Event', 'If you played a non-unit Force Sith card this phase, draw a card.'));
  });
  it('JTL Face Off: "If no player has taken the initiative this phase, you may ready an enemy unit. If you do, ready a friendly unit in the same arena."', () => {
    expect(meaning(card('Event', 'If no player has taken the initiative this phase, you may ready an enemy unit. If you do, ready a friendly unit in the same arena.'))).toEqual([{
      kind: 'event', effect: {
        do: 'ifYouDo',
        effect: { do: 'if', condition: { initiativeTakenThisPhase: false }, then: { do: 'may', effect: { do: 'ready', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen1' } } } },
        then: { do: 'ready', target: { choose: 'unit', filter: { controller: 'friendly', sameArenaAs: 'chosen1' } } },
      },
    }]);
  });
});

describe('each player chooses, the others are dealt damage', () => {
  it('LOF Time of Crisis: "Each player chooses a unit they control. Deal 3 damage to each unit not chosen this way."', () => {
    expect(meaning(card('Event', 'Each player chooses a unit they control. Deal 3 damage to each unit not chosen this way.'))).toEqual([{
      kind: 'event', effect: { do: 'damageAllButChosen', amount: 3 },
    }]);
  });
  it('a narrower choice or narrower damaged units are not read', () => {
    notCompiled(card('Event', 'Each player chooses a ground unit they control. Deal 3 damage to each unit not chosen this way.'));
    notCompiled(card('Event', 'Each player chooses a unit they control. Deal 3 damage to each enemy unit not chosen this way.'));
  });
});

describe('"If the enemy unit costs less than the friendly unit"', () => {
  const POW = 'A friendly unit captures an enemy non-leader, non-Vehicle unit. If the enemy unit costs less than the friendly unit, create 2 Battle Droid tokens.';
  it('TWI Prisoner of War: the captured unit is bound; its printed cost is compared with the captor\'s', () => {
    expect(meaning(card('Event', POW))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'capture', target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true, notTrait: 'Vehicle' }, as: 'capturedThisWay' }, by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'captor' } },
        { do: 'if', condition: { allOf: [{ boundCard: 'capturedThisWay' }, { compare: { costOf: 'capturedThisWay' }, is: 'fewer', than: { costOf: 'captor' } }] }, then: { do: 'createToken', token: 'battle-droid', count: 2 } },
      ] },
    }]);
  });
  it('"costs more" or a later part naming a unit is not read', () => {
    notCompiled(card('Event', POW.replace('costs less than', 'costs more than')));
    notCompiled(card('Event', POW.replace('create 2 Battle Droid tokens', 'give an Experience token to it')));
  });
});

describe('"if you control fewer units than that unit\'s controller"', () => {
  const EQ = "Give a unit -2/-2 for this phase. Then, if you control fewer units than that unit's controller, give another unit -2/-2 for this phase.";
  it('TWI Equalize: "that unit" is the first part\'s choice, "another unit" other than it', () => {
    expect(meaning(card('Event', EQ))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', as: 'chosen2' }, power: -2, hp: -2, duration: 'thisPhase' },
        { do: 'if', condition: { fewerUnitsThanControllerOf: 'chosen2' }, then: { do: 'modifyStats', target: { choose: 'unit', filter: { notRef: 'chosen2' } }, power: -2, hp: -2, duration: 'thisPhase' } },
      ] },
    }]);
  });
  it('without an earlier choice, or "more units", it is not read', () => {
    notCompiled(card('Event', "If you control fewer units than that unit's controller, draw a card."));
    notCompiled(card('Event', EQ.replace('fewer units', 'more units')));
  });
});

describe('"units that share the same Trait"', () => {
  const BOLD = 'Choose up to 3 units that share the same Trait. Each of those units gets +2/+0 for this phase.';
  it('TWI Bold Resistance: the choice of up to 3 units sharing a Trait, bound for "each of those units"', () => {
    expect(meaning(card('Event', BOLD))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'chooseSharingTrait', target: { choose: 'unit', count: 3, optional: true, as: 'chosen2' } },
        { do: 'modifyStats', target: { refs: 'chosen2' }, power: 2, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('an exact number, or another shared attribute, is not read', () => {
    notCompiled(card('Event', BOLD.replace('up to 3', '3')));
    notCompiled(card('Event', BOLD.replace('the same Trait', 'the same aspect')));
  });
});

describe('"each of those units deals damage equal to its power to the other"', () => {
  const CROSS = 'Choose 2 enemy units in the same arena. Each of those units deals damage equal to its power to the other.';
  it('TWI Caught in the Crossfire: 2 enemy units of one arena deal their power to each other', () => {
    expect(meaning(card('Event', CROSS))).toEqual([{ kind: 'event', effect: { do: 'dealPowerToEachOther', filter: { controller: 'enemy' } } }]);
  });
  it('another count or units not said to be in the same arena are not read', () => {
    notCompiled(card('Event', CROSS.replace('Choose 2', 'Choose 3')));
    notCompiled(card('Event', CROSS.replace(' in the same arena', '')));
  });
});

describe('"Choose up to 1 <unit> and up to 1 <unit>. Give each chosen unit ..."', () => {
  const HEROES = 'Choose up to 1 Republic unit and up to 1 Separatist unit. Give each chosen unit +2/+2 and Saboteur for this phase.';
  it('TWI Heroes on Both Sides: two optional choices, the second other than the first, the effect on each', () => {
    const on = (name: string) => ({ do: 'sequence', steps: [
      { do: 'modifyStats', target: { ref: name }, power: 2, hp: 2, duration: 'thisPhase' },
      { do: 'gainKeyword', target: { ref: name }, keyword: { name: 'Saboteur' }, duration: 'thisPhase' },
    ] });
    expect(meaning(card('Event', HEROES))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'chooseTarget', target: { choose: 'unit', filter: { trait: 'Republic' }, optional: true, as: 'chosen1' } },
        { do: 'chooseTarget', target: { choose: 'unit', filter: { trait: 'Separatist', notRef: 'chosen1' }, optional: true, as: 'chosen2' } },
        on('chosen1'), on('chosen2'),
      ] },
    }]);
  });
  it('"up to 2" in one half, or a later part naming "it", is not read', () => {
    notCompiled(card('Event', HEROES.replace('up to 1 Separatist unit', 'up to 2 Separatist units')));
    notCompiled(card('Event', HEROES.replace('each chosen unit', 'it')));
  });
});
