// Compiler templates of the grants family (compiler/templates/grants.ts): real printed texts (from the cards named)
// and what each means, written by hand from the text and the rules (8.14.1 Lose; 8.1 aspect penalty, 8.10.2 Ignore).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"<units> lose(s) <keyword> for this phase" (8.14.1)', () => {
  it('SOR SpecForce Soldier: a chosen unit', () => {
    expect(meaning(card('Unit', 'When Played: A unit loses Sentinel for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'loseKeyword', target: { choose: 'unit' }, keyword: 'Sentinel', duration: 'thisPhase' } },
    ]);
  });
  it('LOF Tusken Tracker: each enemy unit', () => {
    expect(meaning(card('Unit', 'When Played: Each enemy unit loses Hidden for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'loseKeyword', target: { all: 'units', filter: { controller: 'enemy' } }, keyword: 'Hidden', duration: 'thisPhase' } },
    ]);
  });
  it('JTL In the Heat of Battle: gains one keyword and loses another, on the same units', () => {
    expect(meaning(card('Event', 'Each unit gains Sentinel and loses Saboteur for this phase.'))).toEqual([
      {
        kind: 'event',
        effect: { do: 'sequence', steps: [
          { do: 'gainKeyword', target: { all: 'units' }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
          { do: 'loseKeyword', target: { all: 'units' }, keyword: 'Saboteur', duration: 'thisPhase' },
        ] },
      },
    ]);
  });
  it('a trait is no keyword: "loses the Force trait" is not read', () => {
    notCompiled(card('Unit', 'On Attack: Each enemy unit loses the Force trait for this phase.'));
  });
  it('"loses all abilities" with no duration is not read', () => {
    // (the "... for this phase" form, which can't gain abilities either (8.14.2), is the no-abilities family's:
    // compiler-noabil.test.ts, compiler-refs2.test.ts)
    notCompiled(card('Event', 'An enemy unit loses all abilities. If it costs 3 or less, defeat it.'));
  });
});

describe('"Ignore the aspect penalty on <cards> you play" (8.10.2)', () => {
  it('SOR Hera Syndulla: a trait, any card type', () => {
    expect(meaning(card('Unit', 'Ignore the aspect penalty on SPECTRE cards you play.'))).toEqual([
      { kind: 'costModifier', affects: 'you', ignoreAspectPenalty: true, modifier: { amount: 0, filter: { trait: 'Spectre' } } },
    ]);
  });
  it('LAW Hera Syndulla: "while you control 2 or more units", an aspect and a type', () => {
    expect(meaning(card('Unit', 'While you control 2 or more units, ignore the aspect penalties on Heroism units you play.'))).toEqual([
      { kind: 'costModifier', affects: 'you', ignoreAspectPenalty: true, modifier: { amount: 0, filter: { type: 'unit', aspect: 'Heroism' } }, condition: { youControl: {}, atLeast: 2 } },
    ]);
  });
  it('SHD Omega: the first Clone unit each round', () => {
    expect(meaning(card('Unit', 'Ignore the aspect penalty on the first Clone unit you play each round.'))).toEqual([
      { kind: 'costModifier', affects: 'you', ignoreAspectPenalty: true, modifier: { amount: 0, filter: { type: 'unit', trait: 'Clone' } }, firstEach: 'round' },
    ]);
  });
  it('SEC Mon Mothma: "non-Villainy" (an aspect a card must not have) is not read', () => {
    notCompiled(card('Unit', 'Ignore the aspect penalties on non-Villainy Official units you play.'));
  });
  // SHD The Darksaber's own "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty." is read by
  // the costatk family (the unit is chosen before the cost of that upgrade: compiler-costatk.test.ts).
  it('TWI General Grievous: the unit a Lightsaber upgrade is played on (chosen after the cost) is not read', () => {
    notCompiled(card('Unit', 'Ignore the aspect penalty on each Lightsaber upgrade you play on this unit.'));
  });
  it('an event can\'t ignore penalties for cards played later (it is not in play)', () => {
    notCompiled(card('Event', 'Ignore the aspect penalty on SPECTRE cards you play.'));
  });
});

describe('"Attached unit gains the <X> trait" (an upgrade)', () => {
  it('SHD Foundling: the trait alone', () => {
    expect(meaning(card('Upgrade', 'Attached unit gains the Mandalorian trait.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { traits: ['Mandalorian'] } },
    ]);
  });
  it('LAW Fulcrum: the trait and a quoted constant ability', () => {
    expect(meaning(card('Upgrade', 'Attached unit gains the Rebel trait and "Each other friendly Rebel unit gets +2/+2."', { id: 'LAW_150', name: 'Fulcrum' }))).toEqual([
      { kind: 'constant', affects: 'self', grant: { traits: ['Rebel'] } },
      { kind: 'constant', affects: 'self', grant: { ability: { kind: 'constant', id: 'LAW_150-gained', text: 'Each other friendly Rebel unit gets +2/+2. (Fulcrum)', affects: { filter: { other: true, controller: 'friendly', trait: 'Rebel' } }, grant: { power: 2, hp: 2 } } } },
    ]);
  });
  it('SEC Nemik\'s Manifesto: the trait and a quoted When Defeated (curly quotes)', () => {
    const [trait, gained] = meaning(card('Upgrade', 'Attached unit gains the Rebel trait and: “When Defeated: Deal 1 damage to each enemy base for each other friendly Rebel unit.”')) as { grant: { traits?: string[]; ability?: { kind: string; when: unknown } } }[];
    expect(trait!.grant).toEqual({ traits: ['Rebel'] });
    expect(gained!.grant.ability).toMatchObject({ kind: 'triggered', when: { on: 'defeated' } });
  });
  it('on a unit, or with a condition, it is not read', () => {
    notCompiled(card('Unit', 'Attached unit gains the Mandalorian trait.'));
    notCompiled(card('Upgrade', 'While attached unit has 4 or more upgrades on it, it gains the Jedi trait.'));
    notCompiled(card('Upgrade', 'Attached unit loses the Force trait and all abilities except for Grit.'));
  });
});

describe('"Choose another friendly unit. While this unit is in play, the chosen unit gets ..." (7.7.3)', () => {
  it('TWI Huyang: +2/+2 while this unit is in play', () => {
    expect(meaning(card('Unit', 'When Played: Choose another friendly unit. While this unit is in play, the chosen unit gets +2/+2.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'modifyStats', target: { choose: 'unit', filter: { other: true, controller: 'friendly' }, as: 'chosenWhileInPlay' }, power: 2, hp: 2, duration: 'whileSourceInPlay' } },
    ]);
  });
  it('LOF BD-1: +1/+0 and a keyword, on the same chosen unit', () => {
    expect(meaning(card('Unit', 'When Played: Choose another friendly unit. While this unit is in play, the chosen unit gets +1/+0 and gains Saboteur.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'played' },
        effect: { do: 'sequence', steps: [
          { do: 'modifyStats', target: { choose: 'unit', filter: { other: true, controller: 'friendly' }, as: 'chosenWhileInPlay' }, power: 1, duration: 'whileSourceInPlay' },
          { do: 'gainKeyword', target: { ref: 'chosenWhileInPlay' }, keyword: { name: 'Saboteur' }, duration: 'whileSourceInPlay' },
        ] },
      },
    ]);
  });
  it('on an event ("this unit" is no unit) it is not read', () => {
    notCompiled(card('Event', 'Choose another friendly unit. While this unit is in play, the chosen unit gets +2/+2.'));
  });
});

describe('"While ... 4 or more power, this unit gains <keyword>" (7.4)', () => {
  it('LOF Praetorian Guard: a unit you control', () => {
    expect(meaning(card('Unit', 'While you control a unit with 4 or more power, this unit gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { youControl: { minPower: 4 } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
  it('JTL Vonreg\'s TIE Interceptor: this unit\'s own power, a numbered keyword', () => {
    expect(meaning(card('Unit', 'While this unit has 6 or more power, it gains Raid 1.'))).toEqual([
      { kind: 'constant', condition: { self: { minPower: 6 } }, affects: 'self', grant: { keyword: { name: 'Raid', value: 1 } } },
    ]);
  });
  it('"gets +1/+0" (a grant of power) and "an enemy unit" are not read', () => {
    notCompiled(card('Unit', 'While this unit has 4 or more power, it gets +1/+0.'));
    notCompiled(card('Unit', 'While you control an enemy unit with 4 or more power, this unit gains Sentinel.'));
  });
});

describe('quoted abilities units gain from constant abilities (7.4)', () => {
  it('TWI Nala Se: "Each friendly Clone unit gains: \\"When Defeated: ...\\""', () => {
    expect(meaning(card('Unit', 'Each friendly Clone unit gains: "When Defeated: Heal 2 damage from your base."', { id: 'TWI_001', name: 'Nala Se' }))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', trait: 'Clone' } }, grant: { ability: { kind: 'triggered', id: 'TWI_001-gained', text: 'When Defeated: Heal 2 damage from your base. (Nala Se)', when: { on: 'defeated' }, effect: { do: 'heal', target: { base: 'you' }, amount: 2 } } } },
    ]);
  });
  it('SHD Unlicensed Headhunter: a Bounty while exhausted is a Bounty keyword with its effect', () => {
    expect(meaning(card('Unit', 'While this unit is exhausted, it gains: "Bounty - Heal 5 damage from your base."'))).toEqual([
      { kind: 'constant', condition: { self: { exhausted: true } }, affects: 'self', grant: { keyword: { name: 'Bounty', text: 'Heal 5 damage from your base', effect: { do: 'heal', target: { base: 'you' }, amount: 5 } } } },
    ]);
  });
  it('SHD Synara San: "she gains," with a comma', () => {
    expect(meaning(card('Unit', 'While this unit is exhausted, she gains, "Bounty - Deal 5 damage to a base."'))).toEqual([
      { kind: 'constant', condition: { self: { exhausted: true } }, affects: 'self', grant: { keyword: { name: 'Bounty', text: 'Deal 5 damage to a base', effect: { do: 'dealDamage', target: { choose: 'base' }, amount: 5 } } } },
    ]);
  });
  it('a gained constant ability, or "can\'t ready and gains", is not read', () => {
    notCompiled(card('Unit', 'Each friendly Clone unit gains: "This unit gets +1/+1."'));
    notCompiled(card('Unit', 'While this unit is in the space arena, she can\'t ready and gains: "When Defeated: Draw a card."'));
  });
});

describe('"While an enemy unit has a <keyword>, this unit gains <keyword>"', () => {
  it('SHD Hunter of the Haxion Brood', () => {
    expect(meaning(card('Unit', 'While an enemy unit has a Bounty, this unit gains Shielded.'))).toEqual([
      { kind: 'constant', condition: { opponentControls: { keyword: 'Bounty' } }, affects: 'self', grant: { keyword: { name: 'Shielded' } } },
    ]);
  });
});

describe('constant abilities reading keywords and this phase\'s history', () => {
  it('SEC Kylo Ren\'s Command Shuttle: "Each friendly ground unit with Sentinel gets +0/+2."', () => {
    expect(meaning(card('Unit', 'Each friendly ground unit with Sentinel gets +0/+2.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', arena: 'ground', keyword: 'Sentinel' } }, grant: { hp: 2 } },
    ]);
  });
  it('TWI Jyn Erso: "While an enemy unit has been defeated this phase, this unit gets +1/+0 and gains Saboteur."', () => {
    const c = { happenedThisPhase: 'defeated', filter: { controller: 'enemy' } };
    expect(meaning(card('Unit', 'While an enemy unit has been defeated this phase, this unit gets +1/+0 and gains Saboteur.'))).toEqual([
      { kind: 'constant', condition: c, affects: 'self', grant: { power: 1 } },
      { kind: 'constant', condition: c, affects: 'self', grant: { keyword: { name: 'Saboteur' } } },
    ]);
  });
  it('TWI Barriss Offee: "Each friendly unit that was healed this phase gets +1/+0." is not read', () => {
    notCompiled(card('Unit', 'Each friendly unit that was healed this phase gets +1/+0.'));
  });
});

describe('"While you control another <trait> card (unit, upgrade, or leader), this unit gains <keyword>"', () => {
  it('JTL Raddus', () => {
    expect(meaning(card('Unit', 'While you control another Resistance card (unit, upgrade, or leader), this unit gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { youControlCard: { trait: 'Resistance' }, other: true }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
});
