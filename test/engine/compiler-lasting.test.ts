// Compiler templates of the lasting family (compiler/templates/lasting-more.ts): real printed texts (from the cards
// named) and what each means, written by hand from the text and the rules (7.7.3 lasting effects). Texts that must NOT
// compile are checked too: a half-understood sentence stays unsupported.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';
import { validateAbilities } from '../../engine/index.js';

function card(type: string, text: string): CompileInput {
  return { id: 'TEST_001', name: 'Test', type, keywords: [], text };
}

function meaning(input: CompileInput): unknown[] {
  const { abilities, engineSupport } = compileCard(input);
  expect(validateAbilities(abilities, '$')).toEqual([]);
  expect(engineSupport.status).toBe('EXECUTABLE');
  return abilities.map(({ id: _id, text: _text, ...rest }: Ability) => rest);
}

const status = (type: string, text: string) => compileCard(card(type, text)).engineSupport.status;

describe('a unit that gets / gains ... for this phase', () => {
  it('Profiteering Hunter: "When Played: Another friendly unit gets +1/+1 for this phase."', () => {
    expect(meaning(card('Unit', 'When Played: Another friendly unit gets +1/+1 for this phase.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'modifyStats', target: { choose: 'unit', filter: { other: true, controller: 'friendly' } }, power: 1, hp: 1, duration: 'thisPhase' },
    }]);
  });
  it('Force Illusion: "... A friendly unit gains Sentinel for this phase."', () => {
    expect(meaning(card('Event', 'A friendly unit gains Sentinel for this phase.'))).toEqual([{
      kind: 'event', effect: { do: 'gainKeyword', target: { choose: 'unit', filter: { controller: 'friendly' } }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
    }]);
  });
  it('Focus Determines Reality: "Each friendly Force unit gains Raid 1 and Saboteur for this phase."', () => {
    const t = { all: 'units', filter: { controller: 'friendly', trait: 'Force' } };
    expect(meaning(card('Event', 'Each friendly Force unit gains Raid 1 and Saboteur for this phase.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'gainKeyword', target: t, keyword: { name: 'Raid', value: 1 }, duration: 'thisPhase' },
        { do: 'gainKeyword', target: t, keyword: { name: 'Saboteur' }, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('"another unit" on an event names no card to be other than: not compiled', () => {
    expect(status('Event', 'Another friendly unit gets +1/+1 for this phase.')).not.toBe('EXECUTABLE');
  });
});

describe('stats and a keyword on one chosen unit, two units', () => {
  it('Overpower: "Give a unit +3/+3 and Overwhelm for this phase.": the unit is chosen once', () => {
    expect(meaning(card('Event', 'Give a unit +3/+3 and Overwhelm for this phase.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', as: 'chosen1' }, power: 3, hp: 3, duration: 'thisPhase' },
        { do: 'gainKeyword', target: { ref: 'chosen1' }, keyword: { name: 'Overwhelm' }, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('Captain Rex: "Give this unit and an enemy unit Sentinel for this phase."', () => {
    expect(meaning(card('Unit', 'When Played: Give this unit and an enemy unit Sentinel for this phase.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'gainKeyword', target: { self: true }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
        { do: 'gainKeyword', target: { choose: 'unit', filter: { controller: 'enemy' } }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('an unknown keyword is not read', () => {
    expect(status('Event', 'Give a unit +3/+3 and Frobnicate for this phase.')).not.toBe('EXECUTABLE');
  });
});

describe('"For this phase, each ... unit gains: "..."" (gainAbility)', () => {
  it('Pyrrhic Assault', () => {
    expect(meaning(card('Event', 'For this phase, each friendly unit gains: "When Defeated: Deal 2 damage to an enemy unit."'))).toEqual([{
      kind: 'event', effect: {
        do: 'gainAbility', target: { all: 'units', filter: { controller: 'friendly' } }, duration: 'thisPhase',
        ability: { kind: 'triggered', id: 'TEST_001-gained', text: 'When Defeated: Deal 2 damage to an enemy unit. (Test)', when: { on: 'defeated' }, effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: 2 } },
      },
    }]);
  });
  it('In Defense of Kamino: a keyword and an ability', () => {
    const t = { all: 'units', filter: { controller: 'friendly', trait: 'Republic' } };
    expect(meaning(card('Event', 'For this phase, each friendly Republic unit gains Restore 2 and: "When Defeated: Create a Clone Trooper token."'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'gainKeyword', target: t, keyword: { name: 'Restore', value: 2 }, duration: 'thisPhase' },
        { do: 'gainAbility', target: t, duration: 'thisPhase', ability: { kind: 'triggered', id: 'TEST_001-gained', text: 'When Defeated: Create a Clone Trooper token. (Test)', when: { on: 'defeated' }, effect: { do: 'createToken', token: 'clone-trooper' } } },
      ] },
    }]);
  });
  it('a gained ability that does not compile leaves the sentence unsupported', () => {
    expect(status('Event', 'For this phase, each friendly unit gains: "When Defeated: Frobnicate an enemy unit."')).not.toBe('EXECUTABLE');
  });
});

describe('"At the start of the regroup phase, ..." (a delayed effect, 7.7.4)', () => {
  it('Change of Heart: "Take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it."', () => {
    expect(meaning(card('Event', 'Take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'takeControl', target: { choose: 'unit', filter: { nonLeader: true }, as: 'chosen2' } },
        { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'ownerTakesControl', target: { ref: 'chosen2' } }, text: 'At the start of the regroup phase, its owner takes control of it' },
      ] },
    }]);
  });
  it('Zorii Bliss: "On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand."', () => {
    expect(meaning(card('Unit', 'On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' }, effect: { do: 'sequence', steps: [
        { do: 'draw', player: 'you' },
        { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'discardFromHand', player: 'you' }, text: 'At the start of the regroup phase, discard a card from your hand' },
      ] },
    }]);
  });
  it('"its owner takes control of it" with nothing chosen before is not read', () => {
    expect(status('Event', 'At the start of the regroup phase, its owner takes control of it.')).not.toBe('EXECUTABLE');
  });
  it('an effect the delay would run that does not compile leaves it unsupported', () => {
    expect(status('Event', 'Draw a card. At the start of the regroup phase, you lose the game.')).not.toBe('EXECUTABLE');
  });
});

describe('"in the same arena" / "in this arena" (unit filter sameArenaAs)', () => {
  it('Take Captive: "A friendly unit captures an enemy non-leader unit in the same arena."', () => {
    expect(meaning(card('Event', 'A friendly unit captures an enemy non-leader unit in the same arena.'))).toEqual([{
      kind: 'event', effect: {
        do: 'capture', by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'captor' },
        target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true, sameArenaAs: 'captor' } },
      },
    }]);
  });
  it('Grenade Strike: "Deal 2 damage to a unit. You may deal 1 damage to another unit in the same arena."', () => {
    expect(meaning(card('Event', 'Deal 2 damage to a unit. You may deal 1 damage to another unit in the same arena.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'dealDamage', target: { choose: 'unit', as: 'chosen2' }, amount: 2 },
        { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { sameArenaAs: 'chosen2', notRef: 'chosen2' } }, amount: 1 } },
      ] },
    }]);
  });
  it('Tam Ryvora (gained): "On Attack: Give an enemy unit in this arena -1/-1 for this phase."', () => {
    expect(meaning(card('Unit', 'On Attack: Give an enemy unit in this arena -1/-1 for this phase.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'enemy', sameArenaAs: 'self' } }, power: -1, hp: -1, duration: 'thisPhase' },
    }]);
  });
  it('"the same arena" with no unit named before, and "this arena" on an event, are not read', () => {
    expect(status('Event', 'Deal 1 damage to another unit in the same arena.')).not.toBe('EXECUTABLE');
    expect(status('Event', 'Deal 1 damage to an enemy unit in this arena.')).not.toBe('EXECUTABLE');
  });
});

describe('"When this unit leaves play, ..." (a delayed effect on the unit itself leaving play)', () => {
  it('Grand Moff Tarkin', () => {
    expect(meaning(card('Unit', "When Played: Take control of an enemy non-leader Vehicle unit. When this unit leaves play, that unit's owner takes control of that unit."))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'takeControl', target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true, trait: 'Vehicle' }, as: 'chosen2' } },
        { do: 'delay', when: { event: 'sourceLeavesPlay' }, effect: { do: 'ownerTakesControl', target: { ref: 'chosen2' } }, text: "When this unit leaves play, that unit's owner takes control of that unit" },
      ] },
    }]);
  });
  it('on an event ("this unit" names no unit) it is not read', () => {
    expect(status('Event', "Take control of an enemy non-leader Vehicle unit. When this unit leaves play, that unit's owner takes control of that unit.")).not.toBe('EXECUTABLE');
  });
});

describe('"token unit" (unit filter token) and "each other" after an earlier choice', () => {
  it('Kraken: "On Attack: Give each friendly token unit +1/+1 for this phase."', () => {
    expect(meaning(card('Unit', 'On Attack: Give each friendly token unit +1/+1 for this phase.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'modifyStats', target: { all: 'units', filter: { controller: 'friendly', token: true } }, power: 1, hp: 1, duration: 'thisPhase' },
    }]);
  });
  it('Nameless Valor: "Attach to a token unit."', () => {
    expect(meaning(card('Upgrade', 'Attach to a token unit.'))).toEqual([{ kind: 'attachTo', filter: { token: true } }]);
  });
  it('Corporate Warmongering: "each other friendly unit" is other than the unit chosen first', () => {
    expect(meaning(card('Event', 'Give a friendly unit +3/+3 for this phase. Give each other friendly unit +1/+1 for this phase.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen2' }, power: 3, hp: 3, duration: 'thisPhase' },
        { do: 'modifyStats', target: { all: 'units', filter: { controller: 'friendly', notRef: 'chosen2' } }, power: 1, hp: 1, duration: 'thisPhase' },
      ] },
    }]);
  });
  it('"each other" with nothing chosen before, on an event, is not read', () => {
    expect(status('Event', 'Give each other friendly unit +1/+1 for this phase.')).not.toBe('EXECUTABLE');
  });
});

describe('a later "it" after a part that already bound its one choice (compile.ts renamed)', () => {
  it('Sly Moore: "Take control of an enemy token unit and ready it. At the start of the regroup phase, that token unit\'s owner takes control of it."', () => {
    const out = compileCard(card('Unit', "When Played: Take control of an enemy token unit and ready it. At the start of the regroup phase, that token unit's owner takes control of it."));
    expect(out.engineSupport.status).toBe('EXECUTABLE');
    const json = JSON.stringify(out.abilities);
    // One name for the one unit taken, readied and given back.
    const names = new Set(json.match(/chosen\d+/g));
    expect(names.size).toBe(1);
    expect(json).toContain('"token":true');
  });
  it('Heartless Tactics: every mention of "it" (target and condition) names the exhausted unit', () => {
    const out = compileCard(card('Event', "Exhaust a unit and give it -2/-0 for this phase. Then, if it has 0 power and isn't a leader, you may return it to its owner's hand."));
    expect(out.engineSupport.status).toBe('EXECUTABLE');
    expect(new Set(JSON.stringify(out.abilities).match(/chosen\d+/g)).size).toBe(1);
  });
});

describe('"this phase" without "for", and "without a Pilot on it"', () => {
  it('Rallying Cry: "Each friendly unit gains RAID 2 this phase."', () => {
    expect(meaning(card('Event', 'Each friendly unit gains RAID 2 this phase.'))).toEqual([{
      kind: 'event', effect: { do: 'gainKeyword', target: { all: 'units', filter: { controller: 'friendly' } }, keyword: { name: 'Raid', value: 2 }, duration: 'thisPhase' },
    }]);
  });
  it('Commandeer: "a non-leader Vehicle unit that costs 6 or less without a Pilot on it"', () => {
    const out = compileCard(card('Event', "Take control of a non-leader Vehicle unit that costs 6 or less without a Pilot on it. If you do, ready it. At the start of the next regroup phase, return that unit to its owner's hand."));
    expect(out.engineSupport.status).toBe('EXECUTABLE');
    expect(JSON.stringify(out.abilities)).toContain('"filter":{"nonLeader":true,"trait":"Vehicle","maxCost":6,"withoutPilot":true}');
    expect(JSON.stringify(out.abilities)).toContain('"when":{"event":"regroupStarted"},"effect":{"do":"returnToHand"');
  });
});

describe('"in this arena" on a Pilot played as an upgrade', () => {
  it('The Mandalorian: "When played as an upgrade: Exhaust an enemy unit in this arena." is the attached unit\'s arena', () => {
    const out = compileCard({ id: 'TEST_001', name: 'Test', type: 'Unit', keywords: [{ name: 'Piloting', value: null, text: 'C=2 Cunning' }], text: 'Piloting [C=2 Cunning]\nWhen played as an upgrade: Exhaust an enemy unit in this arena.' });
    expect(JSON.stringify(out.abilities)).toContain('"effect":{"do":"exhaust","target":{"choose":"unit","filter":{"controller":"enemy","sameArenaAs":"attachedTo"}}}');
  });
});

describe('"in the same arena as <a unit the trigger names>"', () => {
  it('"On Attack: Give a Shield token to a friendly unit in the same arena as the defender."', () => {
    expect(meaning(card('Unit', 'On Attack: Give a Shield token to a friendly unit in the same arena as the defender.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { controller: 'friendly', sameArenaAs: 'defender' } } },
    }]);
  });
  it('"... as the attacker" where the trigger names no attacker is not read', () => {
    expect(status('Event', 'Give a Shield token to a friendly unit in the same arena as the attacker.')).not.toBe('EXECUTABLE');
  });
});

describe('"That unit deals damage equal to its power to ... in the same arena"', () => {
  it('Haymaker', () => {
    expect(meaning(card('Event', 'Give an Experience token to a friendly unit. That unit deals damage equal to its power to an enemy unit in the same arena.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen2' } },
        { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', sameArenaAs: 'chosen2' } }, amount: { powerOf: 'chosen2' }, by: { ref: 'chosen2' } },
      ] },
    }]);
  });
});

describe('"also give ..."', () => {
  it('Guarding the Way: "... If you have the initiative, also give that unit +2/+2 for this phase."', () => {
    const out = compileCard(card('Event', 'Give a unit Sentinel for this phase. If you have the initiative, also give that unit +2/+2 for this phase.'));
    expect(out.engineSupport.status).toBe('EXECUTABLE');
    expect(JSON.stringify(out.abilities)).toContain('"then":{"do":"modifyStats","target":{"ref":"chosen2"},"power":2,"hp":2,"duration":"thisPhase"}');
  });
});

describe('"Choose a unit. <effects on it>"', () => {
  it('Implicate: the choice moves to the first effect on it, the rest name it', () => {
    expect(meaning(card('Event', 'Choose a unit. For this phase, it gains Sentinel and: "When this unit is attacked: Create a Spy token."'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'gainKeyword', target: { choose: 'unit', as: 'chosen1' }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
        { do: 'gainAbility', target: { ref: 'chosen1' }, duration: 'thisPhase', ability: { kind: 'triggered', id: 'TEST_001-gained', text: 'When this unit is attacked: Create a Spy token. (Test)', when: { on: 'defense' }, effect: { do: 'createToken', token: 'spy' } } },
      ] },
    }]);
  });
  it('a choice the rest does not start with is not read', () => {
    expect(status('Event', 'Choose a unit. Draw a card.')).not.toBe('EXECUTABLE');
  });
});
