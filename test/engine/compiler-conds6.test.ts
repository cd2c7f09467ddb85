// Compiler templates of the "conds6" family (compiler/templates/conds6.ts): "instead" naming the first sentence's
// target, comparisons of hands in an effect's "If", and a cost modifier on a counted game condition. Real printed texts
// and what each means, written by hand from the text and the rules; near misses that must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const stats = (power: number, hp: number, filter?: object) => ({ do: 'modifyStats', target: { choose: 'unit', ...(filter ? { filter } : {}) }, ...(power ? { power } : {}), ...(hp ? { hp } : {}), duration: 'thisPhase' });

describe('"If <condition>, give it / the enemy unit <stats> instead"', () => {
  it('LOF Whirlwind of Power: "it" is the unit chosen, the duration is the first sentence\'s', () => {
    expect(meaning(card('Event', 'Give a unit -2/-2 for this phase. If you control a Force unit, give it -3/-3 instead.'))).toEqual([{
      kind: 'event', effect: { do: 'if', condition: { youControl: { trait: 'Force' } }, then: stats(-3, -3), else: stats(-2, -2) },
    }]);
  });
  it('SHD Mystic Reflection: "the enemy unit"', () => {
    expect(meaning(card('Event', 'Give an enemy unit -2/-0 for this phase. If you control a Force unit, give the enemy unit -2/-2 for this phase instead.'))).toEqual([{
      kind: 'event', effect: { do: 'if', condition: { youControl: { trait: 'Force' } }, then: stats(-2, -2, { controller: 'enemy' }), else: stats(-2, 0, { controller: 'enemy' }) },
    }]);
  });
  it('SOR Luke Skywalker: "that enemy unit", on a history condition', () => {
    expect(meaning(card('Unit', 'When Played: Give an enemy unit -3/-3 for this phase. If a friendly unit was defeated this phase, give that enemy unit -6/-6 for this phase instead.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'if', condition: { happenedThisPhase: 'defeated', filter: { controller: 'friendly' } }, then: stats(-6, -6, { controller: 'enemy' }), else: stats(-3, -3, { controller: 'enemy' }) },
    }]);
  });
  it('"the friendly unit" does not name "an enemy unit"', () => {
    notCompiled(card('Event', 'Give an enemy unit -2/-0 for this phase. If you control a Force unit, give the friendly unit -2/-2 for this phase instead.'));
  });
  it('another duration than the first\'s is not read', () => {
    notCompiled(card('Event', 'Give a unit -2/-2 for this phase. If you control a Force unit, give it -3/-3 for this round instead.'));
  });
  it('a condition on the unit itself ("if it\'s a Force unit") is not read (it would be checked before the choice)', () => {
    notCompiled(card('Event', 'Give a unit -2/-2 for this phase. If it\'s a Force unit, give it -3/-3 instead.'));
  });
});

describe('"If you have fewer cards in hand than an opponent, ..."', () => {
  it('LAW Broken Horn: two conditional sentences', () => {
    expect(meaning(card('Unit', 'When Played: If you have fewer cards in hand than an opponent, draw a card. If you control fewer resources than an opponent, resource the top card of your deck.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'sequence', steps: [
        { do: 'if', condition: { compare: { countCards: 'hand' }, is: 'fewer', than: { countCards: 'hand', player: 'opponent' } }, then: { do: 'draw', player: 'you' } },
        { do: 'if', condition: { compare: { countCards: 'resources' }, is: 'fewer', than: { countCards: 'resources', player: 'opponent' } }, then: { do: 'resourceTopOfDeck' } },
      ] },
    }]);
  });
  it('"fewer cards in hand than 3" is not read', () => {
    notCompiled(card('Unit', 'When Played: If you have fewer cards in hand than 3, draw a card.'));
  });
});

describe('"If <counted condition>, this unit costs N less to play"', () => {
  it('SHD Reputable Hunter: an enemy unit with a Bounty', () => {
    expect(meaning(card('Unit', 'If an enemy unit has a Bounty, this unit costs 1 less to play.'))).toEqual([{
      kind: 'costModifier', affects: 'self', modifier: { amount: -1 },
      condition: { compare: { countUnits: { controller: 'enemy', keyword: 'Bounty' } }, is: 'atLeast', than: 1 },
    }]);
  });
  it('on an event ("this unit") it is not read', () => {
    notCompiled(card('Event', 'If an enemy unit has a Bounty, this unit costs 1 less to play.'));
  });
  it('a condition about this unit is not read (a card in hand)', () => {
    notCompiled(card('Unit', 'If this unit has 6 or more power, this unit costs 1 less to play.'));
  });
});

describe('"If this unit is unique, ... instead" (a Bounty an upgrade gives)', () => {
  const gained = (effect: object, text: string) => [{
    kind: 'constant', affects: 'self',
    grant: { ability: { kind: 'triggered', id: 'TEST_001-gained', text, when: { on: 'bounty' }, resolvedBy: 'opponent', effect } },
  }];
  it('SHD Guild Target: the damage left out goes to the same target', () => {
    const bounty = 'Bounty - Deal 2 damage to a base. If this unit is unique, deal 3 damage instead.';
    expect(meaning(card('Upgrade', `Attached unit gains: "${bounty}"`))).toEqual(gained({
      do: 'if', condition: { selfUnique: true },
      then: { do: 'dealDamage', target: { choose: 'base' }, amount: 3 }, else: { do: 'dealDamage', target: { choose: 'base' }, amount: 2 },
    }, `${bounty} (Test)`));
  });
  it('SHD Top Target: "heal 6 damage" from the same unit or base', () => {
    const bounty = 'Bounty - Heal 4 damage from a unit or base. If this unit is unique, heal 6 damage instead.';
    expect(meaning(card('Upgrade', `Attached unit gains: "${bounty}"`))).toEqual(gained({
      do: 'if', condition: { selfUnique: true },
      then: { do: 'heal', target: { choose: 'unitOrBase' }, amount: 6 }, else: { do: 'heal', target: { choose: 'unitOrBase' }, amount: 4 },
    }, `${bounty} (Test)`));
  });
  it('on an event there is no "this unit"', () => {
    notCompiled(card('Event', 'Deal 2 damage to a base. If this unit is unique, deal 3 damage instead.'));
  });
  it('"heal 6 damage" after a damage dealt is not read', () => {
    notCompiled(card('Upgrade', 'Attached unit gains: "Bounty - Deal 2 damage to a base. If this unit is unique, heal 6 damage instead."'));
  });
});
