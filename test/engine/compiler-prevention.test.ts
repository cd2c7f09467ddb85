// Compiler templates of the prevention family (compiler/templates/prevention.ts): real printed texts (from the cards
// named) and what each means, written by hand from the text and the rules (8.20 prevent, 7.7.5 replacement effects).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';

const notExecutable = (type: string, text: string) => expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');

describe('damage prevention as a constant ability of a unit', () => {
  it('SEC Cassian Andor: "If an enemy card ability would deal damage to this unit, prevent 2 of that damage."', () => {
    expect(meaning(card('Unit', 'If an enemy card ability would deal damage to this unit, prevent 2 of that damage.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { preventDamage: { amount: 2, enemyAbility: true } } },
    ]);
  });
  it('SEC Vigil: "If damage would be dealt to another friendly unit, prevent 1 of that damage." (other friendly units)', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to another friendly unit, prevent 1 of that damage.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', other: true } }, grant: { preventDamage: { amount: 1 } } },
    ]);
  });
  it('"If damage would be dealt to this unit, prevent that damage." (all of it: no amount)', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to this unit, prevent that damage.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { preventDamage: {} } },
    ]);
  });
  it('LOF Malakili: "If a friendly Creature unit would deal damage to a friendly unit, prevent that damage." (the dealer is filtered)', () => {
    expect(meaning(card('Unit', 'If a friendly Creature unit would deal damage to a friendly unit, prevent that damage.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly' } }, grant: { preventDamage: { dealtBy: { controller: 'friendly', trait: 'Creature' } } } },
    ]);
  });
  it('SEC Vigil: "If damage would be dealt to this unit by another card, deal that much damage plus 1 instead."', () => {
    expect(meaning(card('Unit', 'If damage would be dealt to this unit by another card, deal that much damage plus 1 instead.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { damagePlus: { amount: 1, fromOtherCard: true } } },
    ]);
  });
  it('not on an upgrade or event ("this unit" names no unit), and not other shapes of "prevent"', () => {
    notExecutable('Upgrade', 'If damage would be dealt to this unit, prevent that damage.');
    notExecutable('Event', 'If damage would be dealt to another friendly unit, prevent 1 of that damage.');
    notExecutable('Unit', 'If damage would be dealt to this unit, prevent all but 1 of that damage.');
    // SEC Queen Amidala: an optional cost inside the replacement is not read here.
    notExecutable('Unit', 'If damage would be dealt to this unit, you may defeat another friendly unit that shares a trait with this unit. If you do, prevent that damage.');
  });
});

describe('damage prevention as a lasting effect or an attack modifier', () => {
  it('JTL Close the Shield Gate: "Choose a base. The next time damage would be dealt to it this phase, prevent that damage."', () => {
    expect(meaning(card('Event', 'Choose a base. The next time damage would be dealt to it this phase, prevent that damage.'))).toEqual([
      { kind: 'event', effect: { do: 'preventDamage', target: { choose: 'base' }, prevent: { next: true }, duration: 'thisPhase' } },
    ]);
  });
  it('TWI Finn: "Choose a unique unit. For this phase, if damage would be dealt to that unit, prevent 1 of that damage." (that unit = the choice)', () => {
    expect(meaning(card('Unit', 'When this unit completes an attack: Choose a unique unit. For this phase, if damage would be dealt to that unit, prevent 1 of that damage.'))).toEqual([
      { kind: 'triggered', when: { on: 'completesAttack' }, effect: { do: 'preventDamage', target: { choose: 'unit', filter: { unique: true }, as: 'chosen1' }, prevent: { amount: 1 }, duration: 'thisPhase' } },
    ]);
  });
  it('TWI Aayla Secura: "On Attack: Prevent all combat damage that would be dealt to this unit for this attack."', () => {
    expect(meaning(card('Unit', 'On Attack: Prevent all combat damage that would be dealt to this unit for this attack.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'preventDamage', target: { self: true }, prevent: { combat: true }, duration: 'thisAttack' } },
    ]);
  });
  it('JTL I Have You Now: "Attack with a Vehicle unit. Prevent all damage that would be dealt to it during this attack." (a modified attack, 7.1.6)', () => {
    expect(meaning(card('Event', 'Attack with a Vehicle unit. Prevent all damage that would be dealt to it during this attack.'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Vehicle' } }, forThisAttack: { preventDamage: {} } } },
    ]);
  });
  it('"it" with nothing named before is not read', () => {
    notExecutable('Event', 'The next time damage would be dealt to it this phase, prevent that damage.');
  });
});
