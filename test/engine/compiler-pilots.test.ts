// Compiler templates of the pilots family, wave 4 (compiler/templates/pilots.ts): real printed texts (from the cards
// named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('what an effect does to the upgrades on one unit (1.5.5D, 8.24.1)', () => {
  it('SOR Power Failure: "Defeat any number of upgrades on a unit."', () => {
    expect(meaning(card('Event', 'Defeat any number of upgrades on a unit.'))).toEqual([
      { kind: 'event', effect: { do: 'upgradesOn', unit: { choose: 'unit' }, which: 'anyNumber', then: 'defeat' } },
    ]);
  });
  it('LOF Kit Fisto\'s Aethersprite: "When Played: You may defeat any number of upgrades on a unit."', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat any number of upgrades on a unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'upgradesOn', unit: { choose: 'unit' }, which: 'anyNumber', then: 'defeat' } } },
    ]);
  });
  it('SEC Kaydel Connix: "defeat all non-unique upgrades on a unit" - every non-unique one', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat all non-unique upgrades on a unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'upgradesOn', unit: { choose: 'unit' }, which: 'all', then: 'defeat', filter: { unique: false } } } },
    ]);
  });
  it('LAW Liberty: "Exhaust an enemy unit and return all upgrades on it that cost 4 or less to their owner\'s hands." - "it" is the exhausted unit', () => {
    const effect = {
      do: 'sequence', steps: [
        { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen1' } },
        { do: 'upgradesOn', unit: { ref: 'chosen1' }, which: 'all', then: 'returnToHand', filter: { maxCost: 4 } },
      ],
    };
    expect(meaning(card('Unit', 'When Played/On Attack: Exhaust an enemy unit and return all upgrades on it that cost 4 or less to their owner\'s hands.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('SOR Bamboozle\'s effect sentence: "Exhaust a unit and return each upgrade on it to its owner\'s hand."', () => {
    expect(meaning(card('Event', 'Exhaust a unit and return each upgrade on it to its owner\'s hand.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [{ do: 'exhaust', target: { choose: 'unit', as: 'chosen1' } }, { do: 'upgradesOn', unit: { ref: 'chosen1' }, which: 'all', then: 'returnToHand' }] },
    }]);
  });
  it('TWI Ahsoka Tano: "Return this unit and each upgrade on her to their owners\' hands." - together (withUnit)', () => {
    expect(meaning(card('Unit', 'Action [C=2]: Return this unit and each upgrade on her to their owners\' hands.'))).toEqual([
      { kind: 'action', cost: { resources: 2 }, effect: { do: 'upgradesOn', unit: { self: true }, which: 'all', then: 'returnToHand', withUnit: true } },
    ]);
  });
  it('number agreement and the destination are read: "each upgrades", a return with nowhere to go, a defeat "to" a hand', () => {
    notCompiled(card('Event', 'Defeat each upgrades on a unit.'));
    notCompiled(card('Event', 'Return all upgrades on a unit.'));
    notCompiled(card('Event', 'Defeat all upgrades on a unit to their owner\'s hands.'));
  });
  it('"this unit" on an event names nothing: not compiled', () => {
    notCompiled(card('Event', 'Return this unit and each upgrade on her to their owners\' hands.'));
  });
});

describe('an upgrade\'s "If attached unit is <name>, ... him" (8.23.3)', () => {
  it('SOR Luke\'s Lightsaber: "him" is the attached unit; "heal all damage" is the damage on it', () => {
    const text = 'Attach to a non-VEHICLE unit.\nWhen Played: If attached unit is Luke Skywalker, heal all damage from him and give a Shield token to him.';
    expect(meaning(card('Upgrade', text))).toEqual([
      { kind: 'attachTo', filter: { notTrait: 'Vehicle' } },
      {
        kind: 'triggered', when: { on: 'played' }, effect: {
          do: 'if', condition: { attachedUnit: {}, name: 'Luke Skywalker' }, then: {
            do: 'sequence', steps: [{ do: 'heal', target: { ref: 'attachedTo' }, amount: { damageOn: 'attachedTo' } }, { do: 'giveToken', token: 'shield', target: { ref: 'attachedTo' } }],
          },
        },
      },
    ]);
  });
  it('"attached unit" means nothing on a unit\'s own text: not compiled', () => {
    notCompiled(card('Unit', 'When Played: If attached unit is Luke Skywalker, heal all damage from him.'));
  });
});

describe('"attach an upgrade on ... to another eligible unit" (3.6.14)', () => {
  it('SHD Survivors\' Gauntlet: "... to another eligible unit controlled by the same player."', () => {
    const effect = { do: 'may', effect: { do: 'moveUpgrade', sameController: true } };
    expect(meaning(card('Unit', 'When Played/On Attack: You may attach an upgrade on a unit to another eligible unit controlled by the same player.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('JTL U-Wing Lander: "an upgrade on this unit to another eligible friendly Vehicle unit"', () => {
    expect(meaning(card('Unit', 'When this unit completes an attack (and survives): You may attach an upgrade on this unit to another eligible friendly Vehicle unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'completesAttack' }, effect: { do: 'may', effect: { do: 'moveUpgrade', onSelf: true, to: { controller: 'friendly', trait: 'Vehicle' } } } },
    ]);
  });
  it('LOF Jocasta Nu: "a friendly upgrade on a friendly unit to a different eligible unit"', () => {
    expect(meaning(card('Unit', 'When Played: You may attach a friendly upgrade on a friendly unit to a different eligible unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'moveUpgrade', friendly: true, on: { controller: 'friendly' } } } },
    ]);
  });
  it('"this unit" on an event, or a destination that is not eligible-and-other, does not compile', () => {
    notCompiled(card('Event', 'Attach an upgrade on this unit to another eligible unit.'));
    notCompiled(card('Event', 'Attach an upgrade on a unit to a unit.'));
  });
});

describe('"When you play an upgrade on a unit" (Dengar)', () => {
  it('SHD Dengar: any upgrade you play; "that unit" is the unit it attached to', () => {
    expect(meaning(card('Unit', 'When you play an upgrade on a unit: You may deal 1 damage to that unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'event', event: 'played', cardType: 'upgrade', filter: { controller: 'friendly' } },
      effect: { do: 'may', effect: { do: 'dealDamage', target: { ref: 'attachedTo' }, amount: 1 } },
    }]);
  });
  it('on an event it means nothing: not compiled', () => {
    notCompiled(card('Event', 'When you play an upgrade on a unit: You may deal 1 damage to that unit.'));
  });
});

describe('"Defeat an Experience token on it" (a unit\'s own text)', () => {
  it('LOF Infused Brawler: one Experience token on this unit', () => {
    expect(meaning(card('Unit', 'When this unit completes an attack: Defeat an Experience token on it.'))).toEqual([{
      kind: 'triggered', when: { on: 'completesAttack' }, effect: { do: 'upgradesOn', unit: { self: true }, which: 'one', then: 'defeat', filter: { name: 'Experience' } },
    }]);
  });
  it('on an event "it" names nothing: not compiled', () => {
    notCompiled(card('Event', 'Defeat an Experience token on it.'));
  });
});

describe('a JTL Pilot leader\'s upgrade lines (3.4.4A, 3.4.7): side "upgrade"', () => {
  const epicAction = 'Epic Action: If you control 6 or more resources, choose one:\nDeploy this leader.\nDeploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it.';
  const leader = (backText: string, keyword?: string) => card('Leader', 'Action [Exhaust]: Draw a card.', { backText, epicAction, keywords: keyword ? [{ name: keyword }] : [] });
  const upgradeSide = (input: CompileInput) => meaning(input).filter((a) => (a as { side?: string }).side === 'upgrade');

  it('JTL Darth Vader: "Attached unit is a leader unit." and "When deployed as an upgrade: Create 2 TIE Fighter tokens."', () => {
    expect(upgradeSide(leader('Attached unit is a leader unit.\nWhen deployed as an upgrade: Create 2 TIE Fighter tokens.'))).toEqual([
      { kind: 'constant', side: 'upgrade', affects: 'self', grant: { leaderUnit: true } },
      { kind: 'triggered', side: 'upgrade', when: { on: 'deployed' }, effect: { do: 'createToken', token: 'tie-fighter', count: 2 } },
    ]);
  });
  it('JTL Rio Durant: "It gains Saboteur. If it\'s a Transport, it also gets +1/+0." - about the attached unit', () => {
    expect(upgradeSide(leader('Saboteur\nAttached unit is a leader unit. It gains Saboteur. If it\'s a Transport, it also gets +1/+0.', 'Saboteur'))).toEqual([
      { kind: 'constant', side: 'upgrade', affects: 'self', grant: { leaderUnit: true } },
      { kind: 'constant', side: 'upgrade', affects: 'self', grant: { keyword: { name: 'Saboteur' } } },
      { kind: 'constant', side: 'upgrade', condition: { self: { trait: 'Transport' } }, affects: 'self', grant: { power: 1 } },
    ]);
  });
  it('JTL Asajj Ventress: "It gains Grit and: "On Attack: ..."" - the gained ability is the unit\'s own (no side)', () => {
    const abilities = upgradeSide(leader('Grit\nAttached unit is a leader unit. It gains Grit and: "On Attack: Draw a card."', 'Grit')) as { grant: { ability?: { side?: string; when?: unknown } } }[];
    expect(abilities).toHaveLength(3);
    expect(abilities[2]!.grant.ability!.when).toEqual({ on: 'attack' });
    expect(abilities[2]!.grant.ability!.side).toBeUndefined();
  });
  it('without the Pilot Epic Action, "Attached unit is a leader unit." on a leader means nothing: not compiled', () => {
    notCompiled(card('Leader', 'Action [Exhaust]: Draw a card.', { backText: 'Attached unit is a leader unit.', epicAction: 'Epic Action: If you control 6 or more resources, deploy this leader.' }));
  });
});

describe('a Pilot unit\'s "attach this unit as an upgrade to ..." (3.5.6)', () => {
  const piloting = { keywords: [{ name: 'Piloting', text: 'C=3 Command Heroism' }] };
  it('JTL Poe Dameron: "You may attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it."', () => {
    expect(meaning(card('Unit', 'When played as a unit: Create an X-Wing token. You may attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it.', piloting))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: {
        do: 'sequence', steps: [{ do: 'createToken', token: 'xwing' }, { do: 'may', effect: { do: 'attachSelfAsUpgrade', to: { controller: 'friendly', trait: 'Vehicle', withoutPilot: true } } }],
      },
    }]);
  });
  it('an event has no "this unit" to attach: not compiled (a unit without upgrade modifiers answers UNSUPPORTED when it would attach)', () => {
    notCompiled(card('Event', 'Attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it.'));
  });
});

describe('Eject: "Detach a Pilot upgrade, move it to the ground arena as a unit, and exhaust it." (2.12.3)', () => {
  it('JTL Eject: detach, then exhaust that unit, then draw', () => {
    expect(meaning(card('Event', 'Detach a Pilot upgrade, move it to the ground arena as a unit, and exhaust it. Draw a card.'))).toEqual([{
      kind: 'event', effect: {
        do: 'sequence', steps: [{ do: 'sequence', steps: [{ do: 'detachPilot', as: 'ejected' }, { do: 'exhaust', target: { ref: 'ejected' } }] }, { do: 'draw', player: 'you' }],
      },
    }]);
  });
  it('to the space arena is not what the rules say a Pilot unit does: not compiled', () => {
    notCompiled(card('Event', 'Detach a Pilot upgrade, move it to the space arena as a unit, and exhaust it.'));
  });
});

describe('"a unit in a different arena" on an upgrade: not the attached unit\'s arena', () => {
  it('JTL Lando Calrissian\'s "When deployed as an upgrade" reads it against the attached unit', () => {
    const epicAction = 'Epic Action: If you control 7 or more resources, choose one:\nDeploy this leader.\nDeploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it.';
    const abilities = meaning(card('Leader', 'Action [Exhaust]: Draw a card.', { backText: 'When deployed as an upgrade: You may give a Shield token to a unit in a different arena.', epicAction }));
    expect(abilities[1]).toEqual({ kind: 'triggered', side: 'upgrade', when: { on: 'deployed' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { otherArenaThan: 'attachedTo' } } } } });
  });
  it('on an event there is no attached unit: not compiled', () => {
    notCompiled(card('Event', 'Give a Shield token to a unit in a different arena.'));
  });
});

describe('Corvus: "attach a friendly Pilot unit or upgrade to this unit"', () => {
  it('JTL Corvus: optional, on its own unit', () => {
    expect(meaning(card('Unit', 'When Played: You may attach a friendly Pilot unit or upgrade to this unit. (Defeat all upgrades on that Pilot and remove all damage from it.)'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'attachPilotToSelf' } } },
    ]);
  });
  it('on an event "this unit" names nothing: not compiled', () => {
    notCompiled(card('Event', 'Attach a friendly Pilot unit or upgrade to this unit.'));
  });
});

describe('"When played as a unit" on a unit without Piloting: its When Played (7.5.17C)', () => {
  it('JTL Sidon Ithano: "... attach this unit as an upgrade to an enemy Vehicle unit without a Pilot on it."', () => {
    expect(meaning(card('Unit', 'When played as a unit: You may attach this unit as an upgrade to an enemy Vehicle unit without a Pilot on it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'attachSelfAsUpgrade', to: { controller: 'enemy', trait: 'Vehicle', withoutPilot: true } } } },
    ]);
  });
});

describe('"move this unit to the ground arena"', () => {
  it('JTL Blue Leader: then "give 2 Experience tokens to it" is this unit', () => {
    expect(meaning(card('Unit', 'When Played: You may pay 2. If you do, move this unit to the ground arena and give 2 Experience tokens to it.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: {
        do: 'pay', cost: [{ resources: 2 }], then: { do: 'sequence', steps: [{ do: 'moveToArena', target: { self: true }, arena: 'ground' }, { do: 'giveToken', token: 'experience', target: { self: true }, count: 2 }] },
      },
    }]);
  });
});

describe('"<play a card>. If you do, ..." is not compiled: the engine can\'t tell whether the play happened', () => {
  it('JTL Lando Calrissian\'s leader action stays unsupported (so the card is not EXECUTABLE)', () => {
    notCompiled(card('Leader', 'Action [C=1, Exhaust]: Play a card from your hand (paying its cost). If you do and you control a ground unit and a space unit, give a Shield token to a unit.'));
    notCompiled(card('Unit', 'When Played: You may play an upgrade from your hand. If you do, ready this unit.'));
  });
});
