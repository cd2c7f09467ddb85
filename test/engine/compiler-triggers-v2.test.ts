// Compiler templates for triggers on other cards, "this phase" conditions, costs / "if you do" and "for each"
// (compiler/templates/triggers-v2.ts): real printed texts (from the cards named) and what each means, written by hand
// from the text and the rules.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';
import { validateAbilities } from '../../engine/index.js';

function card(type: string, text: string, backText?: string): CompileInput {
  return { id: 'TEST_001', name: 'Test', type, keywords: [], text, ...(backText ? { backText } : {}) };
}

function meaning(input: CompileInput): unknown[] {
  const { abilities } = compileCard(input);
  expect(validateAbilities(abilities, '$')).toEqual([]);
  return abilities.map(({ id: _id, text: _text, ...rest }: Ability) => rest);
}

const draw = { do: 'draw', player: 'you' };

describe('triggers on other cards', () => {
  it('SOR_036 Gideon Hask: "When an enemy unit is defeated: Give an Experience token to a friendly unit."', () => {
    expect(meaning(card('Unit', 'When an enemy unit is defeated: Give an Experience token to a friendly unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'event', event: 'defeated', filter: { controller: 'enemy' } }, effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { controller: 'friendly' } } } },
    ]);
  });
  it('TWI_033 Calculating MagnaGuard: "When Played/When a friendly unit is defeated: This unit gains Sentinel for this phase."', () => {
    const effect = { do: 'gainKeyword', target: { self: true }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' };
    expect(meaning(card('Unit', 'When Played/When a friendly unit is defeated: This unit gains Sentinel for this phase.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'event', event: 'defeated', filter: { controller: 'friendly' } }, effect },
    ]);
  });
  it('SHD_255 Lady Proxima: "When you play another Underworld card: You may deal 1 damage to a base."', () => {
    expect(meaning(card('Unit', 'When you play another Underworld card: You may deal 1 damage to a base.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'event', event: 'played', relation: 'other', filter: { controller: 'friendly', trait: 'Underworld' } }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'base' }, amount: 1 } } },
    ]);
  });
  it('SOR_109 Colonel Yularen: "When you play a Command unit (including this one)"; SOR_182 Bossk: "When you play an event"', () => {
    expect(meaning(card('Unit', 'When you play a Command unit (including this one): Heal 1 damage from your base.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'event', event: 'played', cardType: 'unit', filter: { controller: 'friendly', aspect: 'Command' } }, effect: { do: 'heal', target: { base: 'you' }, amount: 1 } },
    ]);
    expect(meaning(card('Unit', 'When you play an event: You may deal 2 damage to a unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'event', event: 'played', cardType: 'event', filter: { controller: 'friendly' } }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 2 } } },
    ]);
  });
  it('SEC_081 Major Partagaz: "When another friendly Official unit attacks: This unit gets +2/+2 for this phase."', () => {
    expect(meaning(card('Unit', 'When another friendly Official unit attacks: This unit gets +2/+2 for this phase.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'event', event: 'attacks', relation: 'other', filter: { controller: 'friendly', trait: 'Official' } }, effect: { do: 'modifyStats', target: { self: true }, power: 2, hp: 2, duration: 'thisPhase' } },
    ]);
  });
  it('self events: SHD_035 "When this unit is attacked", SHD_084 "When combat damage is dealt to this unit", JTL_062 healed', () => {
    // "When this unit is attacked" is On Defense (the heads template reads it first): either way, this unit defending.
    expect(meaning(card('Unit', 'When this unit is attacked: You may give an Experience token to a unit.'))[0]).toMatchObject({ when: { on: 'defense' } });
    expect(meaning(card('Unit', 'When combat damage is dealt to this unit: Give an Experience token to this unit.'))[0]).toMatchObject({ when: { on: 'event', event: 'dealtDamage', relation: 'self', combat: true } });
    expect(meaning(card('Unit', 'When 1 or more damage is healed from this unit: You may deal 1 damage to a space unit.'))[0]).toMatchObject({ when: { on: 'event', event: 'healed', relation: 'self' } });
  });
  it('TWI_025 Shadow Collective Camp (base): "When you deploy a leader: Draw a card."', () => {
    expect(meaning(card('Base', 'When you deploy a leader: Draw a card.'))).toEqual([{ kind: 'triggered', when: { on: 'event', event: 'deployed', filter: { controller: 'friendly' } }, effect: draw }]);
  });
});

describe('what happened this phase', () => {
  it('LAW_109 Tantive IV: "When Played: If a friendly unit was defeated this phase, heal 4 damage from your base."', () => {
    expect(meaning(card('Unit', 'When Played: If a friendly unit was defeated this phase, heal 4 damage from your base.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { happenedThisPhase: 'defeated', filter: { controller: 'friendly' } }, then: { do: 'heal', target: { base: 'you' }, amount: 4 } } },
    ]);
  });
  it('JTL_134 General Hux: "Action [Exhaust]: If you played a First Order card this phase, draw a card."', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: If you played a First Order card this phase, draw a card.'))).toMatchObject([
      { kind: 'action', cost: { exhaust: true }, effect: { do: 'if', condition: { happenedThisPhase: 'played', filter: { controller: 'friendly', trait: 'First Order' } }, then: draw } },
    ]);
  });
  it('"If you played an event this phase" reads the card type; "2 or more friendly units were defeated" an amount', () => {
    expect(meaning(card('Unit', 'When Played: If you played an event this phase, draw a card.'))[0]).toMatchObject({ effect: { condition: { happenedThisPhase: 'played', cardType: 'event', filter: { controller: 'friendly' } } } });
    expect(meaning(card('Unit', 'When Played: If 2 or more friendly units were defeated this phase, draw a card.'))[0]).toMatchObject({ effect: { condition: { happenedThisPhase: 'defeated', atLeast: 2, filter: { controller: 'friendly' } } } });
  });
});

describe('costs and "if you do"', () => {
  it('LAW_198 Dogged Pursuers: "When Played: You may pay 1. If you do, deal 2 damage to a ground unit."', () => {
    expect(meaning(card('Unit', 'When Played: You may pay 1. If you do, deal 2 damage to a ground unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'pay', cost: [{ resources: 1 }], then: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 2 } } },
    ]);
  });
  it('LOF_172 Sorcerous Blast: "Use the Force. If you do, deal 3 damage to a unit." - optional even without "may" (8.37.4)', () => {
    expect(meaning(card('Event', 'Use the Force (lose your Force token). If you do, deal 3 damage to a unit.'))).toMatchObject([
      { kind: 'event', effect: { do: 'pay', cost: [{ useTheForce: true }], then: { do: 'dealDamage', target: { choose: 'unit' }, amount: 3 } } },
    ]);
  });
  it('TWI_140 Self-Destruct: "Defeat a friendly unit. If you do, deal 4 damage to a unit." compiles completely (outcome: real-cards scenario)', () => {
    expect(compileCard(card('Event', 'Defeat a friendly unit. If you do, deal 4 damage to a unit.')).engineSupport.status).toBe('EXECUTABLE');
  });
  it('JTL_051 Red Squadron X-Wing: "You may deal 2 damage to this unit. If you do, draw a card."', () => {
    expect(meaning(card('Unit', 'When Played: You may deal 2 damage to this unit. If you do, draw a card.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'dealDamage', target: { self: true }, amount: 2 } }, then: draw } },
    ]);
  });
  it('LOF_137 Savage Opress: "You may use the Force. If you don\'t, deal 9 damage to your base."', () => {
    expect(meaning(card('Unit', "When Defeated: You may use the Force (lose your Force token). If you don't, deal 9 damage to your base."))).toMatchObject([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'pay', cost: [{ useTheForce: true }], then: { do: 'sequence', steps: [] }, else: { do: 'dealDamage', target: { base: 'you' }, amount: 9 } } },
    ]);
  });
  it('SHD_018 The Mandalorian (leader side): "You may exhaust this leader. If you do, exhaust an enemy unit with 4 or less remaining HP."', () => {
    const mando: CompileInput = { id: 'SHD_018', name: 'The Mandalorian', type: 'Leader', keywords: [], text: 'When you play an upgrade: You may exhaust this leader. If you do, exhaust an enemy unit with 4 or less remaining HP.' };
    expect(meaning(mando)).toMatchObject([
      { kind: 'triggered', side: 'leader', when: { on: 'event', event: 'played', cardType: 'upgrade', filter: { controller: 'friendly' } }, effect: { do: 'pay', cost: [{ exhaust: { self: true } }], then: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy', maxRemainingHp: 4 } } } } },
    ]);
  });
  it('LOF_178 Adept of Anger: "Action [Exhaust, use the Force]: Exhaust a unit."', () => {
    expect(meaning(card('Unit', 'Action [Exhaust, use the Force (lose your Force token)]: Exhaust a unit.'))).toMatchObject([
      { kind: 'action', cost: { exhaust: true, parts: [{ useTheForce: true }] }, effect: { do: 'exhaust', target: { choose: 'unit' } } },
    ]);
  });
  it('LOF_160 Merrin: "On Attack: You may discard a card from your hand. If you do, deal 2 damage to a unit."', () => {
    expect(meaning(card('Unit', 'On Attack: You may discard a card from your hand. If you do, deal 2 damage to a unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'pay', cost: [{ discard: 1 }], then: { do: 'dealDamage', target: { choose: 'unit' }, amount: 2 } } },
    ]);
  });
});

describe('"for each"', () => {
  it('SEC_102 Renowned Dignitaries: "When Played: Heal 2 damage from your base for each friendly Official unit."', () => {
    expect(meaning(card('Unit', 'When Played: Heal 2 damage from your base for each friendly Official unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'heal', target: { base: 'you' }, amount: { countUnits: { controller: 'friendly', trait: 'Official' }, times: 2 } } },
    ]);
  });
  it('"Deal 1 damage to a unit for each other friendly unit"', () => {
    expect(meaning(card('Unit', 'When Played: Deal 1 damage to a unit for each other friendly unit.'))[0]).toMatchObject({ effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { countUnits: { controller: 'friendly', other: true } } } });
  });
  it('constants: SOR_118 "+1/+1 for each resource you control", JTL_115 "for each other friendly space unit", LOF_153 "for each damage on him"', () => {
    expect(meaning(card('Unit', 'This unit gets +1/+1 for each resource you control.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { power: 1, hp: 1, per: { countCards: 'resources' } } }]);
    expect(meaning(card('Unit', 'This unit gets +1/+1 for each other friendly space unit.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { power: 1, hp: 1, per: { countUnits: { other: true, controller: 'friendly', arena: 'space' } } } }]);
    expect(meaning(card('Unit', 'This unit gets +2/+0 for each damage on him.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { power: 2, per: { damageOn: 'self' } } }]);
    // "for each upgrade on him": the upgrades attached to this unit (amounts family, LOF_062 Axe Woves).
    expect(meaning(card('Unit', 'This unit gets +1/+1 for each upgrade on him.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { power: 1, hp: 1, per: { upgradesOn: 'self' } } }]);
  });
});

