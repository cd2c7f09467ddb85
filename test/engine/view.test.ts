// The derived view (engine/games/swu/view.ts) against values worked out by hand from the printed cards and the rules:
// upgrades, Grit (7.5.6), Raid (7.5.8) printed and gained, a lasting effect, aspect penalties (8.1), Sentinel (8.2),
// and what the active player may do. Every view is also checked against the published view schema.
import { describe, expect, it } from 'vitest';
import { resolve, validateState } from '../../engine/index.js';
import { validate } from '../../engine/core/schema.js';
import { swuViewFormat } from '../../engine/games/swu/view-schema.js';
import type { SwuView, UnitViewData } from '../../engine/games/swu/view.js';
import { cards, custom, karabast } from './builders.js';

function viewOf(state: unknown): SwuView {
  const result = validateState('SWU', state, cards);
  expect(result.errors).toEqual([]);
  expect(validate(swuViewFormat, result.view)).toEqual([]);
  return result.view as SwuView;
}

const byId = (view: SwuView, id: string): UnitViewData => view.units.find((u) => u.id === id)!;

describe('derived view: stats and where they come from', () => {
  // player1: Leia Organa (Command, Heroism) and Kestro City (Aggression); 3 ready resources.
  const state = karabast({
    leader: 'leia-organa#alliance-general',
    resources: 3,
    hand: [{ card: 'battlefield-marine', id: 'hand-bm' }, { card: 'wampa', id: 'hand-wampa' }, { card: 'academy-training', id: 'hand-at' }],
    groundArena: [
      { card: 'battlefield-marine', id: 'bm', damage: 2, upgrades: [{ card: 'academy-training', id: 'at' }, { card: 'experience', id: 'xp' }] },
      { card: 'scout-bike-pursuer', id: 'sbp', damage: 2 },
      { card: 'partisan-insurgent', id: 'pi' },
      { card: 'wampa', id: 'w', exhausted: true },
    ],
    spaceArena: [{ card: 'red-three#unstoppable', id: 'r3' }],
  }, {
    groundArena: [{ card: 'pyke-sentinel', id: 'pyke' }],
    spaceArena: [{ card: 'green-squadron-awing', id: 'awing' }],
  }, {
    effects: [{ id: 'e1', source: 'w', controller: 'player1', duration: 'thisPhase', targets: ['w'], effect: { power: 2, hp: 0 } }],
  });
  const view = viewOf(state);

  it('upgrades: Battlefield Marine 3/3 + Academy Training +2/+2 + Experience +1/+1 = 6/6, 2 damage leaves 4', () => {
    expect(byId(view, 'bm')).toMatchObject({ power: 6, hp: 6, damage: 2, remainingHp: 4 });
    expect(byId(view, 'bm').modifiers).toEqual([
      { source: { kind: 'printed', card: 'bm' }, power: 3, hp: 3 },
      { source: { kind: 'upgrade', card: 'at' }, power: 2, hp: 2 },
      { source: { kind: 'upgrade', card: 'xp' }, power: 1, hp: 1 },
    ]);
    expect(byId(view, 'bm').upgrades.map((u) => [u.id, u.name])).toEqual([['at', 'Academy Training'], ['xp', 'Experience']]);
  });

  it('Grit: Scout Bike Pursuer 1/4 with 2 damage has 3 power and 2 remaining HP', () => {
    expect(byId(view, 'sbp')).toMatchObject({ power: 3, attackPower: 3, hp: 4, remainingHp: 2 });
    expect(byId(view, 'sbp').keywords).toEqual([{ name: 'Grit', value: null, sources: [{ kind: 'printed', card: 'sbp' }] }]);
  });

  it('Raid: counts only while attacking; printed, conditional and gained instances add up, each with its source', () => {
    // Red Three 2/3, Raid 1: attacks with 3.
    expect(byId(view, 'r3')).toMatchObject({ power: 2, attackPower: 3 });
    // Partisan Insurgent 1/4 gains Raid 2 while player1 controls another Aggression unit (Wampa): attacks with 3.
    expect(byId(view, 'pi')).toMatchObject({ power: 1, attackPower: 3 });
    expect(byId(view, 'pi').keywords).toEqual([{ name: 'Raid', value: 2, sources: [{ kind: 'constant', card: 'pi' }] }]);
    // Battlefield Marine is a friendly Heroism unit: Red Three gives it Raid 1, so it attacks with 6 + 1.
    expect(byId(view, 'bm')).toMatchObject({ power: 6, attackPower: 7 });
    expect(byId(view, 'bm').keywords).toEqual([{ name: 'Raid', value: 1, sources: [{ kind: 'constant', card: 'r3' }] }]);
    // Red Three does not give itself the Raid it gives others ("each other"): only its printed Raid 1.
    expect(byId(view, 'r3').keywords).toEqual([{ name: 'Raid', value: 1, sources: [{ kind: 'printed', card: 'r3' }] }]);
    expect(byId(view, 'r3').abilities).toEqual([{ id: 'grant-raid', kind: 'constant', text: 'Each other friendly Heroism unit gains Raid 1.', source: { kind: 'printed', card: 'r3' } }]);
  });

  it('a lasting effect: Wampa 4/5 with +2/+0 for this phase is 6/5, the effect named as the source', () => {
    expect(byId(view, 'w')).toMatchObject({ power: 6, hp: 5, exhausted: true });
    expect(byId(view, 'w').modifiers).toContainEqual({ source: { kind: 'lasting', card: 'w', effect: 'e1' }, power: 2, hp: 0 });
  });

  it('hand costs after the aspect penalty, and which cards can be played with 3 ready resources', () => {
    const hand = view.players.player1.hand.map((c) => [c.id, c.printedCost, c.cost, c.playable]);
    // Battlefield Marine (2, Command Heroism): Leia provides both -> 2, playable. Wampa (4, Aggression): Kestro City
    // provides it -> 4 > 3 ready. Academy Training (2, Command): Leia -> 2, and there are units to attach it to.
    expect(hand).toEqual([['hand-bm', 2, 2, true], ['hand-wampa', 4, 4, false], ['hand-at', 2, 2, true]]);
    expect(view.players.player1).toMatchObject({ readyResources: 3, resources: 3 });
  });

  it('the same card costs more without its aspects: player2 (Luke, Administrator\'s Tower) pays +2 for the missing Command', () => {
    // Luke Skywalker (Vigilance, Heroism) and Administrator's Tower (Cunning) against Battlefield Marine's Command
    // and Heroism: Command is missing, +2 -> 4.
    const other = viewOf(karabast({}, { hand: [{ card: 'battlefield-marine', id: 'p2bm' }] }));
    expect(other.players.player2.hand[0]).toMatchObject({ id: 'p2bm', printedCost: 2, cost: 4, playable: false });
  });

  it('legal moves of the active player: Sentinel narrows ground attacks; exhausted units do not attack', () => {
    expect(view.legal).not.toBeNull();
    const legal = view.legal!;
    expect(legal.player).toBe('player1');
    // Ground attackers must attack Pyke Sentinel (8.2); Red Three (space) may attack the A-Wing or the base; Wampa is
    // exhausted.
    expect(legal.attack).toEqual([
      { attacker: 'bm', targets: ['pyke'] },
      { attacker: 'sbp', targets: ['pyke'] },
      { attacker: 'pi', targets: ['pyke'] },
      { attacker: 'r3', targets: ['awing', view.bases.find((b) => b.owner === 'player2')!.id] },
    ]);
    expect(legal.play).toEqual(['hand-bm', 'hand-at']);
    // Leia's leader side: "Action [exhaust]: Attack with a Rebel unit..."; she deploys with 5 resources, not 3.
    expect(legal.useAbility.map((a) => a.ability)).toEqual(['attack-rebels']);
    expect(legal).toMatchObject({ deployLeader: false, takeInitiative: true, pass: true });
  });

  it('bases: Kestro City and Administrator\'s Tower have 30 HP', () => {
    expect(view.bases.map((b) => [b.owner, b.hp, b.remainingHp])).toEqual([['player1', 30, 30], ['player2', 30, 30]]);
  });
});

describe('derived view in results', () => {
  it('resolve adds it with options.view: the state it returns, after the action', () => {
    // Battlefield Marine (3/3) attacks Pyke Sentinel (2/3): the Sentinel is defeated, the Marine takes 2 (1 left).
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', id: 'bm' }] }, { groundArena: [{ card: 'pyke-sentinel', id: 'pyke' }] });
    const result = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'bm', target: 'pyke' }, options: { view: true } }, cards);
    expect(result.status).toBe('RESOLVED');
    const view = result.view as SwuView;
    expect(validate(swuViewFormat, view)).toEqual([]);
    expect(view.units.map((u) => [u.id, u.damage, u.remainingHp, u.exhausted])).toEqual([['bm', 2, 1, true]]);
    expect(view.activePlayer).toBe('player2');
    // Without the option, no view (it costs time).
    expect(resolve({ game: 'SWU', state, action: { type: 'pass', player: 'player1' } }, cards).view).toBeUndefined();
  });

  it('at a prompt the view has no legal actions (the prompt is what to answer)', () => {
    const state = karabast({ groundArena: ['wampa'] }, { groundArena: ['battlefield-marine', 'vanguard-infantry'] });
    const result = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'Wampa' }, options: { view: true } }, cards);
    expect(result.status).toBe('NEEDS_CHOICE');
    expect((result.view as SwuView).legal).toBeNull();
  });

  it('during an attack Raid is in power itself: at an On Attack prompt the raider\'s power and attack power agree', () => {
    // A 2/3 with Raid 2 and "On Attack: You may deal 1 damage to a unit": asked while attacking, its power is 2 + 2.
    const raider = custom({
      id: 'raider', internalName: 'raider', name: 'Raider', power: 2, hp: 3, keywords: [{ name: 'Raid', value: 2 }], text: 'Raid 2\nOn Attack: You may deal 1 damage to a unit.',
      abilities: [{ kind: 'triggered', id: 'ping', text: 'On Attack: You may deal 1 damage to a unit.', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } } }],
    });
    const state = karabast({ groundArena: [{ card: 'raider', id: 'r' }] }, { groundArena: [{ card: 'battlefield-marine', id: 'bm' }] }, { customCards: [raider] });
    const before = viewOf(state);
    expect(byId(before, 'r')).toMatchObject({ power: 2, attackPower: 4 });
    const result = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'r', target: 'bm' }, options: { view: true } }, cards);
    expect(result.prompt).toMatchObject({ kind: 'MAY' });
    expect(byId(result.view as SwuView, 'r')).toMatchObject({ power: 4, attackPower: 4, exhausted: true });
  });

  it('an invalid state has no view', () => {
    expect(validateState('SWU', karabast({ groundArena: ['no-such-card'] }), cards)).toMatchObject({ valid: false });
    expect(validateState('SWU', karabast({ groundArena: ['no-such-card'] }), cards).view).toBeUndefined();
  });
});
