// Compiler templates of the "costatk" family (compiler/templates/costatk.ts): a cost modifier on a unique card with a
// trait, tokens created, readied and restricted, and a constant on the defender's Bounty. Real printed texts and what
// each means, written by hand from the text and the rules; near misses that must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"If you control a unique <Trait> card, this unit costs N less to play"', () => {
  it('JTL_191 Invincible: 1 less while a unique Separatist card is controlled', () => {
    expect(meaning(card('Unit', 'If you control a unique Separatist card, this unit costs 1 less to play.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -1 }, condition: { youControlUniqueCard: { trait: 'Separatist' } } },
    ]);
  });
  it('"this unit" on an event is not read', () => {
    notCompiled(card('Event', 'If you control a unique Separatist card, this unit costs 1 less to play.'));
  });
  it('"costs more" and a card that is not said to be unique are not read here', () => {
    notCompiled(card('Unit', 'If you control a unique Separatist card, this unit costs 1 more to play.'));
    notCompiled(card('Unit', 'If you control a Separatist card, this unit costs 1 less to play.'));
  });
});

describe('"Create N <token> tokens and ready them. They can\'t attack bases for this phase."', () => {
  it('JTL_092 Scramble Fighters', () => {
    expect(meaning(card('Event', 'Create 8 TIE Fighter tokens and ready them. They can\'t attack bases for this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'createReadyRestricted', token: 'tie-fighter', count: 8, restriction: 'cantAttackBases', duration: 'thisPhase' } },
    ]);
  });
  it('tokens not readied, or another restriction, are not read', () => {
    notCompiled(card('Event', 'Create 8 TIE Fighter tokens. They can\'t attack bases for this phase.'));
    notCompiled(card('Event', 'Create 8 TIE Fighter tokens and ready them. They can\'t be defeated for this phase.'));
  });
});

describe('"While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm."', () => {
  const condition = { self: { attackingUnit: { keyword: 'Bounty' } } };
  it('SHD_138 Jango Fett: two constants on the defender\'s Bounty', () => {
    expect(meaning(card('Unit', 'While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm.'))).toEqual([
      { kind: 'constant', condition, affects: 'self', grant: { power: 3 } },
      { kind: 'constant', condition, affects: 'self', grant: { keyword: { name: 'Overwhelm' } } },
    ]);
  });
  it('on an upgrade ("this unit" is not the upgrade) it is not read', () => {
    notCompiled(card('Upgrade', 'While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm.'));
  });
  it('another keyword of the defender is not read (only "with a Bounty")', () => {
    notCompiled(card('Unit', 'While attacking a unit with Sentinel, this unit gets +3/+0 and gains Overwhelm.'));
  });
});

describe('"You may attack with a <Trait> unit or a unit with a <Trait> on it. It gets ... for this attack."', () => {
  it('JTL_097 Leia Organa: the attacker is a Pilot unit or a unit with a Pilot upgrade', () => {
    expect(meaning(card('Unit', 'When Played: You may attack with a Pilot unit or a unit with a Pilot on it. It gets +1/+0 and gains Restore 1 for this attack.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { anyOf: [{ trait: 'Pilot' }, { hasUpgrade: { trait: 'Pilot' } }] } }, forThisAttack: { power: 1, keywords: [{ name: 'Restore', value: 1 }] } } },
    }]);
  });
  it('two different traits are not read', () => {
    notCompiled(card('Unit', 'When Played: You may attack with a Pilot unit or a unit with a Droid on it. It gets +1/+0 for this attack.'));
  });
});

describe('"When Attack Ends: If this unit deals combat damage to a base, <effect>"', () => {
  it('LAW_046 Chirrut Imwe: the attacker\'s trigger on combat damage to a base (the same moment, 6.3.5)', () => {
    expect(meaning(card('Unit', 'When Attack Ends: If this unit deals combat damage to a base, you may heal 4 damage from another unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'base', whileAttacking: true },
      effect: { do: 'may', effect: { do: 'heal', target: { choose: 'unit', filter: { other: true } }, amount: 4 } },
    }]);
  });
  it('on an upgrade it is not read', () => {
    notCompiled(card('Upgrade', 'When Attack Ends: If this unit deals combat damage to a base, you may heal 4 damage from another unit.'));
  });
});

describe('"You may double this unit\'s power for this attack. If you do, this unit doesn\'t ready during the next regroup phase."', () => {
  it('SEC_137 Dryden Vos', () => {
    expect(meaning(card('Unit', 'On Attack: You may double this unit\'s power for this attack. If you do, this unit doesn\'t ready during the next regroup phase.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'doublePower', target: { self: true }, duration: 'thisAttack' } }, then: { do: 'skipNextRegroupReady', target: { self: true } } },
    }]);
  });
  it('on an upgrade ("this unit" is not the upgrade) it is not read', () => {
    notCompiled(card('Upgrade', 'On Attack: You may double this unit\'s power for this attack. If you do, this unit doesn\'t ready during the next regroup phase.'));
  });
  it('"for this phase" is not read', () => {
    notCompiled(card('Unit', 'On Attack: You may double this unit\'s power for this phase.'));
  });
});

describe('"While playing this upgrade on <Name>, it costs N less to play."', () => {
  it('TWI_236 Grievous\'s Wheel Bike: on a unit named General Grievous', () => {
    expect(meaning(card('Upgrade', 'While playing this upgrade on General Grievous, it costs 2 less to play.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: -2 }, condition: { playedOn: { name: 'General Grievous' } } },
    ]);
  });
  it('on a unit (not an upgrade) it is not read; "a Mandalorian unit" is not a name', () => {
    notCompiled(card('Unit', 'While playing this upgrade on General Grievous, it costs 2 less to play.'));
    notCompiled(card('Upgrade', 'While playing this upgrade on a Mandalorian unit, it costs 2 less to play.'));
  });
});

describe('"While playing this upgrade on a <Trait> unit, ignore its aspect penalty."', () => {
  it('SHD_126 The Darksaber', () => {
    expect(meaning(card('Upgrade', 'While playing this upgrade on a Mandalorian unit, ignore its aspect penalty.'))).toEqual([
      { kind: 'costModifier', affects: 'self', modifier: { amount: 0 }, ignoreAspectPenalty: true, condition: { playedOn: { trait: 'Mandalorian' } } },
    ]);
  });
  it('"a friendly Mandalorian unit" (more than a trait) is not read', () => {
    notCompiled(card('Upgrade', 'While playing this upgrade on a friendly Mandalorian unit, ignore its aspect penalty.'));
  });
});
