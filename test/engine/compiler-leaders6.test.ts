// Compiler templates of the "leaders6" family (compiler/templates/leaders6.ts, and the token-phrase fix of
// templates/targets.ts withPower): clauses that narrow the one unit choice of an effect, and two attacks in turn by
// different units. Real printed texts and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const played = (filter: object) => ({ on: 'event', event: 'played', cardType: 'unit', filter });

describe('"that costs the same as (or less than) the played unit" (printed costs, the trigger\'s subject)', () => {
  it('TWI Quinlan Vos, both sides', () => {
    expect(meaning(card('Leader', 'When you play a unit: You may exhaust this leader. If you do, deal 1 damage to an enemy unit that costs the same as the played unit.', {
      backText: 'When you play a unit: You may deal 1 damage to an enemy unit that costs the same as or less than the played unit.',
      epicAction: 'Epic Action: If you control 5 or more resources, deploy this leader.',
    }))).toEqual([
      { kind: 'triggered', side: 'leader', when: played({ controller: 'friendly' }), effect: { do: 'pay', cost: [{ exhaust: { self: true } }], then: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', costAs: { of: 'subject' } } }, amount: 1 } } },
      { kind: 'deploy', side: 'leader', minResources: 5 },
      { kind: 'triggered', side: 'unit', when: played({ controller: 'friendly' }), effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', costAs: { of: 'subject', orLess: true } } }, amount: 1 } } },
    ]);
  });
  it('TWI Tactical Droid Commander: "When you play another Separatist unit: You may exhaust a unit that costs the same as or less than the played unit."', () => {
    expect(meaning(card('Unit', 'When you play another Separatist unit: You may exhaust a unit that costs the same as or less than the played unit.'))).toEqual([{
      kind: 'triggered', when: { ...played({ controller: 'friendly', trait: 'Separatist' }), relation: 'other' },
      effect: { do: 'may', effect: { do: 'exhaust', target: { choose: 'unit', filter: { costAs: { of: 'subject', orLess: true } } } } },
    }]);
  });
  it('"the played unit" with no played unit to name (an action) is not read', () => {
    notCompiled(card('Unit', 'Action [Exhaust]: Deal 1 damage to an enemy unit that costs the same as the played unit.'));
  });
  it('"the card you played" (Tobias Beckett: a non-unit card) is not read by this clause', () => {
    notCompiled(card('Unit', 'When you play a unit: You may exhaust a unit that costs the same as or less than the card you played.'));
  });
});

describe('"a unit without an Experience token on it" / "a unit with 2 or less power" after a token phrase', () => {
  it('LOF Obi-Wan Kenobi, both sides', () => {
    expect(meaning(card('Leader', 'Action [Exhaust, use the Force (lose your Force token)]: Give an Experience token to a unit without an Experience token on it.', {
      backText: 'On Attack: You may give an Experience token to another unit without an Experience token on it.',
      epicAction: 'Epic Action: If you control 5 or more resources, deploy this leader.',
    }))).toEqual([
      { kind: 'action', side: 'leader', cost: { exhaust: true, parts: [{ useTheForce: true }] }, effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { withoutUpgrade: { name: 'Experience' } } } } },
      { kind: 'deploy', side: 'leader', minResources: 5 },
      { kind: 'triggered', side: 'unit', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { other: true, withoutUpgrade: { name: 'Experience' } } } } } },
    ]);
  });
  it('SHD Rey, both sides (Restore 3 is a keyword)', () => {
    const target = { choose: 'unit', filter: { maxPower: 2 } };
    expect(meaning(card('Leader', 'Action [C=1, Exhaust]: Give an Experience token to a unit with 2 or less power.', {
      backText: 'On Attack: You may give an Experience token to a unit with 2 or less power.',
      epicAction: 'Epic Action: If you control 6 or more resources, deploy this leader.',
    }))).toEqual([
      { kind: 'action', side: 'leader', cost: { resources: 1, exhaust: true }, effect: { do: 'giveToken', token: 'experience', target } },
      { kind: 'deploy', side: 'leader', minResources: 6 },
      { kind: 'triggered', side: 'unit', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target } } },
    ]);
  });
  it('a clause after a phrase with two unit choices, or after a non-unit, is not read', () => {
    notCompiled(card('Event', 'Attack with a unit without an Experience token on it. The defender gets -1/-0 for this attack. Ready a unit without an Experience token on it.'));
    notCompiled(card('Event', 'Give an Experience token to your base without an Experience token on it.'));
  });
});

describe('"Attack with a Droid unit. Then, attack with another Droid unit." (7.1.6)', () => {
  it('TWI MagnaGuard Wing Leader: the second attacker is not the first; once each round', () => {
    expect(meaning(card('Unit', 'Action: Attack with a Droid unit. Then, attack with another Droid unit. Use this ability only once each round.'))).toEqual([{
      kind: 'action', cost: {}, limit: 'oncePerRound',
      effect: { do: 'sequence', steps: [
        { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Droid' }, as: 'firstAttacker' } },
        { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Droid', notRef: 'firstAttacker' } } },
      ] },
    }]);
  });
  it('"another" without a first attack to refer to is not read', () => {
    notCompiled(card('Unit', 'Action: Draw a card. Then, attack with another Droid unit.'));
  });
});

describe('"the unit with the most power among friendly Villainy units"', () => {
  it('LOF Supreme Leader Snoke, both sides', () => {
    const target = { choose: 'unit', filter: { controller: 'friendly', aspect: 'Villainy', mostPower: true } };
    expect(meaning(card('Leader', 'Action [C=1, Exhaust]: Give an Experience token to the unit with the most power among friendly Villainy units. (If multiple units are tied, choose one.)', {
      backText: 'On Attack: Give an Experience token to the unit with the most power among friendly Villainy units.',
      epicAction: 'Epic Action: If you control 6 or more resources, deploy this leader.',
    }))).toEqual([
      { kind: 'action', side: 'leader', cost: { resources: 1, exhaust: true }, effect: { do: 'giveToken', token: 'experience', target } },
      { kind: 'deploy', side: 'leader', minResources: 6 },
      { kind: 'triggered', side: 'unit', when: { on: 'attack' }, effect: { do: 'giveToken', token: 'experience', target } },
    ]);
  });
  it('"the units with the most power" (several), or "the most power" with no group named, is not read', () => {
    notCompiled(card('Event', 'Give an Experience token to each of the units with the most power among friendly units.'));
    notCompiled(card('Event', 'Give an Experience token to the unit with the most power.'));
  });
});
