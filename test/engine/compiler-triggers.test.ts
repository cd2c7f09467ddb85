// Compiler templates of compiler/templates/trigger-heads.ts (and "him"/"her" naming the unit itself, phrases.ts):
// real printed texts (from the cards named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

const status = (input: CompileInput) => compileCard(input).engineSupport.status;

describe('"When this unit attacks and defeats a unit"', () => {
  it('SOR Mace Windu: "When this unit attacks and defeats a unit: Ready him."', () => {
    expect(meaning(card('Unit', 'When this unit attacks and defeats a unit: Ready him.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attacksAndDefeats', relation: 'self' }, effect: { do: 'ready', target: { self: true } } },
    ]);
  });
  it('SEC First Light: "When this unit attacks and defeats a unit: You may draw a card."', () => {
    expect(meaning(card('Unit', 'When this unit attacks and defeats a unit: You may draw a card.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attacksAndDefeats', relation: 'self' }, effect: { do: 'may', effect: { do: 'draw', player: 'you' } } },
    ]);
  });
  it('"a non-leader unit" (a filter on the defeated unit) is not read; nor is it on an event', () => {
    expect(status(card('Unit', 'When this unit attacks and defeats a non-leader unit: Draw a card.'))).not.toBe('EXECUTABLE');
    expect(status(card('Event', 'When this unit attacks and defeats a unit: Draw a card.'))).not.toBe('EXECUTABLE');
  });
});

describe('"When played using Smuggle" (7.5.14) is a When Played ability (7.6.13C)', () => {
  const smuggler = (text: string): CompileInput => ({ ...card('Unit', text), keywords: [{ name: 'Smuggle', text: '5 resources' }] });
  it('SHD Cassian Andor: "When played using Smuggle: Ready this unit."', () => {
    expect(meaning(smuggler('When played using Smuggle: Ready this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played', using: 'smuggle' }, effect: { do: 'ready', target: { self: true } } },
    ]);
  });
  it('SHD Privateer Crew: "When played using Smuggle: Give 3 Experience tokens to this unit."', () => {
    expect(meaning(smuggler('When played using Smuggle: Give 3 Experience tokens to this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played', using: 'smuggle' }, effect: { do: 'giveToken', token: 'experience', target: { self: true }, count: 3 } },
    ]);
  });
});

describe('"When you play an upgrade on this unit"', () => {
  const when = { on: 'event', event: 'played', relation: 'attachedToSelf', cardType: 'upgrade', filter: { controller: 'friendly' } };
  it('SHD Fenn Rau: "When you play an upgrade on this unit: Give an enemy unit -2/-2 for this phase."', () => {
    expect(meaning(card('Unit', 'When you play an upgrade on this unit: Give an enemy unit -2/-2 for this phase.'))).toEqual([
      { kind: 'triggered', when, effect: { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'enemy' } }, power: -2, hp: -2, duration: 'thisPhase' } },
    ]);
  });
  it('JTL Black Squadron Scout Wing: "...: You may attack with this unit. It gets +1/+0 for this attack."', () => {
    expect(meaning(card('Unit', 'When you play an upgrade on this unit: You may attack with this unit. It gets +1/+0 for this attack.'))).toEqual([
      { kind: 'triggered', when, effect: { do: 'may', effect: { do: 'attackWith', attacker: { self: true }, forThisAttack: { power: 1 } } } },
    ]);
  });
  it('an upgrade printing it has no "this unit": not read', () => {
    expect(status(card('Upgrade', 'When you play an upgrade on this unit: Draw a card.'))).not.toBe('EXECUTABLE');
  });
});

describe('"him"/"her" on a unit with nothing else to name', () => {
  it('SOR Chewbacca: "When this unit is attacked: Ready him." is this unit', () => {
    expect(meaning(card('Unit', 'When this unit is attacked: Ready him.'))).toEqual([
      { kind: 'triggered', when: { on: 'defense' }, effect: { do: 'ready', target: { self: true } } },
    ]);
  });
  it('on an upgrade "him" is not the card itself: not read', () => {
    expect(status(card('Upgrade', 'When Played: Ready him.'))).not.toBe('EXECUTABLE');
  });
});

describe('a Bounty an upgrade gives (10.1)', () => {
  it('SHD Death Mark: \'Attached unit gains: "Bounty - Draw 2 cards."\' is a bounty the attached unit\'s opponent collects', () => {
    const [grant] = meaning(card('Upgrade', 'Attached unit gains: "Bounty - Draw 2 cards."')) as { grant: { ability: Record<string, unknown> } }[];
    const { id: _id, text: _text, ...ability } = grant!.grant.ability;
    expect(ability).toEqual({ kind: 'triggered', when: { on: 'bounty' }, resolvedBy: 'opponent', effect: { do: 'draw', player: 'you', count: 2 } });
  });
  it('SHD Public Enemy: \'Attached unit gains: "Bounty - Give a Shield token to a unit."\'', () => {
    const [grant] = meaning(card('Upgrade', 'Attached unit gains: "Bounty - Give a Shield token to a unit."')) as { grant: { ability: { effect: unknown } } }[];
    expect(grant!.grant.ability.effect).toEqual({ do: 'giveToken', token: 'shield', target: { choose: 'unit' } });
  });
  it('a "Bounty - ..." line a unit card does not list as a keyword is not trusted', () => {
    expect(status(card('Unit', 'Bounty - Draw 2 cards.'))).not.toBe('EXECUTABLE');
  });
});

describe('"At the start of the regroup phase, ..." (a delayed effect, 7.7.4) and "its owner takes control of it"', () => {
  it('SHD Zorii Bliss: "On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand."', () => {
    expect(meaning(card('Unit', 'On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'sequence', steps: [
        { do: 'draw', player: 'you' },
        { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'discardFromHand', player: 'you' }, text: 'At the start of the regroup phase, discard a card from your hand' },
      ] } },
    ]);
  });
  it('"it" in the delayed effect names the earlier choice ("... to a unit. At the start of the next regroup phase, defeat it.")', () => {
    expect(meaning(card('Event', 'Deal 1 damage to a unit. At the start of the next regroup phase, defeat it.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'dealDamage', target: { choose: 'unit', as: 'chosen2' }, amount: 1 },
        { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'defeat', target: { ref: 'chosen2' } }, text: 'At the start of the next regroup phase, defeat it' },
      ] } },
    ]);
  });
  it('"its owner takes control of it" names an earlier choice (the shape of SOR Change of Heart\'s second sentence)', () => {
    expect(meaning(card('Event', 'Exhaust a unit. At the start of the regroup phase, its owner takes control of it.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'exhaust', target: { choose: 'unit', as: 'chosen2' } },
        { do: 'delay', when: { event: 'regroupStarted' }, effect: { do: 'ownerTakesControl', target: { ref: 'chosen2' } }, text: 'At the start of the regroup phase, its owner takes control of it' },
      ] } },
    ]);
  });
  it('with nothing earlier for "it" to name, neither reads', () => {
    expect(status(card('Event', 'At the start of the regroup phase, defeat it.'))).not.toBe('EXECUTABLE');
    expect(status(card('Event', 'Its owner takes control of it.'))).not.toBe('EXECUTABLE');
  });
  it('"At the start of the next action phase, ..." is another timing point: a delayed effect waiting for it (templates/played.ts)', () => {
    expect(status(card('Event', 'Draw a card. At the start of the next action phase, draw a card.'))).toBe('EXECUTABLE');
    expect(JSON.stringify(compileCard(card('Event', 'Draw a card. At the start of the next action phase, draw a card.')).abilities)).toContain('"event":"actionPhaseStarted"');
  });
});

describe('"Use this ability only once each round" (8.32.3)', () => {
  it('JTL Relentless Firespray: "On Attack: Ready this unit. Use this ability only once each round."', () => {
    expect(meaning(card('Unit', 'On Attack: Ready this unit. Use this ability only once each round.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'ready', target: { self: true } }, limit: 'oncePerRound' },
    ]);
  });
  it('"You may <X>. Use this ability only once each round." (the shape of SOR Agent Kallus): used once X is chosen', () => {
    expect(meaning(card('Unit', 'When a friendly unit is defeated: You may draw a card. Use this ability only once each round.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'defeated', filter: { controller: 'friendly' } }, effect: { do: 'may', effect: { do: 'draw', player: 'you' } }, limit: 'oncePerRound' },
    ]);
  });
  // SHD Toro Calican's "You may <X>. If you do, <Y>. Use this ability only once each round." is read by
  // templates/history.ts (test/engine/compiler-history.test.ts); with a chosen target after "you may" it is not.
  it('"You may <X a chosen unit>. If you do, <Y>. Use this ability only once each round." is not read (a second way to decline)', () => {
    expect(status(card('Unit', 'When you play another Bounty Hunter unit: You may deal 1 damage to a unit. If you do, ready this unit. Use this ability only once each round.'))).not.toBe('EXECUTABLE');
  });
});

describe('"When you play a card using SMUGGLE" (7.5.14)', () => {
  it('SHD Hondo Ohnaka (unit side): "When you play a card using SMUGGLE: You may give an Experience token to a unit."', () => {
    const abilities = meaning({ id: 'TEST_001', name: 'Test', type: 'Leader', keywords: [], text: 'Action [Exhaust]: Draw a card.', backText: 'When you play a card using SMUGGLE: You may give an Experience token to a unit.' });
    expect(abilities).toContainEqual({ kind: 'triggered', side: 'unit', when: { on: 'event', event: 'played', smuggled: true, filter: { controller: 'friendly' } }, effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit' } } } });
  });
});

describe('"When a friendly unit attacks and defeats a unit", "When you use the Force"', () => {
  it('LOF Darth Revan (unit side): "...: You may give an Experience token to that friendly unit." ("that friendly unit" is the attacker)', () => {
    expect(meaning(card('Unit', 'When a friendly unit attacks and defeats a unit: You may give an Experience token to that friendly unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attacksAndDefeats', filter: { controller: 'friendly' } }, effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { ref: 'subject' } } } },
    ]);
  });
  it('LOF The Father: "When you use the Force: You may deal 1 damage to this unit. If you do, the Force is with you."', () => {
    expect(meaning(card('Unit', 'When you use the Force: You may deal 1 damage to this unit. If you do, the Force is with you.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'usedForce', filter: { controller: 'friendly' } }, effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'dealDamage', target: { self: true }, amount: 1 } }, then: { do: 'theForceIsWithYou' } } },
    ]);
  });
});

describe('damage dealt to a base as a trigger', () => {
  it('LOF Temple of Destruction: "When a friendly unit deals 3 or more combat damage to an enemy base: The Force is with you."', () => {
    expect(meaning(card('Base', 'When a friendly unit deals 3 or more combat damage to an enemy base: The Force is with you.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'dealsDamage', combat: true, toBase: 'enemy', filter: { controller: 'friendly' }, atLeast: 3 }, effect: { do: 'theForceIsWithYou' } },
    ]);
  });
  it('SEC Populist Advisor: "When an enemy unit deals combat damage to your base: This unit gains Sentinel for this phase."', () => {
    expect(meaning(card('Unit', 'When an enemy unit deals combat damage to your base: This unit gains Sentinel for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'dealsDamage', combat: true, toBase: 'yours', filter: { controller: 'enemy' } }, effect: { do: 'gainKeyword', target: { self: true }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' } },
    ]);
  });
  it('LOF The Daughter: "When damage is dealt to your base: ..."', () => {
    const [ability] = meaning(card('Unit', 'When damage is dealt to your base: You may use the Force. If you do, heal 2 damage from your base.')) as { when: unknown }[];
    expect(ability!.when).toEqual({ on: 'event', event: 'dealtDamage', toBase: 'yours' });
  });
});

describe('attacks on your base, units defeated while attacking', () => {
  it('TWI Aurra Sing: "When an enemy ground unit attacks your base: Ready this unit."', () => {
    expect(meaning(card('Unit', 'When an enemy ground unit attacks your base: Ready this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attacks', toBase: 'yours', filter: { controller: 'enemy', arena: 'ground' } }, effect: { do: 'ready', target: { self: true } } },
    ]);
  });
  it('SEC Luthen Rael (unit side): "When a friendly unit is defeated while attacking: You may deal 2 damage to a unit or base."', () => {
    expect(meaning(card('Unit', 'When a friendly unit is defeated while attacking: You may deal 2 damage to a unit or base.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'defeated', whileAttacking: true, filter: { controller: 'friendly' } }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unitOrBase' }, amount: 2 } } },
    ]);
  });
});

describe('a Pilot\'s "When played as a unit" (7.5.17)', () => {
  it('JTL Snap Wexley: on a card with Piloting it is When Played (its unit abilities are not there while it is an upgrade)', () => {
    const pilot: CompileInput = { id: 'TEST_001', name: 'Test', type: 'Unit', keywords: [{ name: 'Piloting', value: null, text: 'C=2 Command Heroism' }], text: 'When played as a unit: Draw a card.\nPiloting [C=2 Command Heroism]' };
    expect(meaning(pilot)).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }]);
  });
  it('without Piloting the card is only ever played as a unit (7.5.17C, JTL Sidon Ithano): its When Played (templates/pilots.ts)', () => {
    expect(meaning(card('Unit', 'When played as a unit: Draw a card.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }]);
    expect(status(card('Event', 'When played as a unit: Draw a card.'))).not.toBe('EXECUTABLE');
  });
});

describe('"When ... draws 1 or more cards during the action phase"', () => {
  it('JTL Seasoned Fleet Admiral: "When an opponent draws 1 or more cards during the action phase: ..."', () => {
    const [ability] = meaning(card('Unit', 'When an opponent draws 1 or more cards during the action phase: You may give an Experience token to a unit.')) as { when: unknown }[];
    expect(ability!.when).toEqual({ on: 'event', event: 'drew', phase: 'action', filter: { controller: 'enemy' } });
  });
  it('LAW The Mandalorian: "When you draw 1 or more cards during the action phase: Give a Shield token to this unit."', () => {
    expect(meaning(card('Unit', 'When you draw 1 or more cards during the action phase: Give a Shield token to this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'drew', phase: 'action', filter: { controller: 'friendly' } }, effect: { do: 'giveToken', token: 'shield', target: { self: true } } },
    ]);
  });
});

describe('"When this unit deals combat damage to a unit while attacking" ("that unit" is the damaged unit)', () => {
  it('JTL Dorsal Turret\'s gained ability: "...: Defeat that unit."', () => {
    expect(meaning(card('Unit', 'When this unit deals combat damage to a unit while attacking: Defeat that unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'unit', whileAttacking: true }, effect: { do: 'defeat', target: { ref: 'dealtTo' } } },
    ]);
  });
});
