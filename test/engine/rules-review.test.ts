// Rules-review findings: each test names the rule a silent wrong answer broke.
import { describe, expect, it } from 'vitest';
import { resolve, swuUnitStats } from '../../engine/index.js';
import { textRelevance } from '../../engine/games/swu/support.js';
import { cards, custom, drive, karabast, resolved, script, stats } from './builders.js';

describe('UNSUPPORTED, not a silent wrong answer, for cards entering play mid-action', () => {
  it('a unit played with constant text and no abilities answers UNSUPPORTED (its Ambush attack would ignore the text)', () => {
    const ambusher = custom({
      id: 'ambusher', internalName: 'ambusher', name: 'Ambusher', power: 1, hp: 5, keywords: ['Ambush'],
      text: 'Ambush\nWhile attacking, this unit gets +4/+0.', abilities: undefined,
    });
    const state = karabast({ hand: ['ambusher'] }, { groundArena: ['wampa'] }, { customCards: [ambusher] });
    const r = resolve({ game: 'SWU', state, action: { type: 'play', player: 'player1', card: 'Ambusher' }, choices: [{ options: ['resolve'] }] }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'ambusher' } });
  });

  it('an upgrade played with constant text and no abilities answers UNSUPPORTED', () => {
    const aura = custom({ id: 'aura-up', internalName: 'aura-up', name: 'Aura Upgrade', type: 'Upgrade', power: null, hp: null, upgradePower: 0, upgradeHp: 0, text: 'Attached unit gains Sentinel.', abilities: undefined });
    const state = karabast({ hand: ['aura-up'], groundArena: [{ card: 'wampa', id: 'w' }] }, {}, { customCards: [aura] });
    const r = resolve({ game: 'SWU', state, action: { type: 'play', player: 'player1', card: 'Aura Upgrade', target: 'w' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'aura-up' } });
  });
});

describe('1.5.5D / 3.6.11: an upgrade is defeated when its unit leaves play', () => {
  it('an upgrade with a When Defeated ability whose unit is defeated is not silently ignored', () => {
    const charm = custom({
      id: 'charm', internalName: 'charm', name: 'Lucky Charm', type: 'Upgrade', power: null, hp: null, upgradePower: 0, upgradeHp: 0,
      text: 'When Defeated: Draw a card.',
      abilities: [{ kind: 'triggered', id: 'draw', text: 'When Defeated: Draw a card.', when: { on: 'defeated' }, effect: { do: 'draw', player: 'you' } }],
    });
    const state = karabast({}, { groundArena: [{ card: 'battlefield-marine', id: 'bm', upgrades: [{ card: 'charm', id: 'c1' }] }] }, { customCards: [charm] });
    const r = resolve({ game: 'SWU', state, action: { type: 'defeat', target: 'bm' } }, cards);
    expect(r.status).toBe('UNSUPPORTED');
    expect(r.unsupported?.ref).toMatch(/1\.5\.5D|charm/);
  });
});

describe('8.29.3A: the unique rule applies to upgrades too', () => {
  it('a second copy of a unique upgrade under the same player: one is defeated', () => {
    const saber = custom({ id: 'saber', internalName: 'saber', name: 'Lucky Saber', subtitle: null, unique: true, type: 'Upgrade', power: null, hp: null, cost: 0, upgradePower: 1, upgradeHp: 0, text: null, abilities: [] });
    const state = karabast(
      { hand: [{ card: 'saber', id: 's2' }], groundArena: [{ card: 'wampa', id: 'w', upgrades: [{ card: 'saber', id: 's1' }] }, { card: 'battlefield-marine', id: 'bm' }] },
      {}, { customCards: [saber] },
    );
    const d = drive(state, { type: 'play', player: 'player1', card: 's2', target: 'bm' }, script(['UNIQUE', /Lucky Saber/]));
    const s = resolved(d);
    const attached = [...s.player1.groundArena].flatMap((u) => u.upgrades.filter((x) => x.card === 'saber'));
    expect(attached).toHaveLength(1);
    expect(s.player1.discard.filter((c) => c.card === 'saber')).toHaveLength(1);
    expect(d.result.log.some((e) => e.rule?.number === '8.29.3')).toBe(true);
  });
});

describe('8.33.3: a rescued unit re-enters play with its constant text', () => {
  it('a rescued unit with constant text and no abilities answers UNSUPPORTED', () => {
    const aura = custom({ id: 'aura-rescued', internalName: 'aura-rescued', name: 'Aura Prisoner', text: 'Each friendly unit gets +1/+1.', abilities: undefined });
    const state = karabast({ groundArena: [{ card: 'discerning-veteran', capturedUnits: ['aura-rescued'] }] }, {}, { customCards: [aura] });
    const r = resolve({ game: 'SWU', state, action: { type: 'rescue', target: 'Aura Prisoner' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'aura-rescued' } });
  });
});

describe('upgrades\' constant abilities (3.6.11: the attached unit gets what the upgrade gives)', () => {
  const conditional = custom({
    id: 'cond-up', internalName: 'cond-up', name: 'Wookiee Bowcaster', type: 'Upgrade', power: null, hp: null, upgradePower: 0, upgradeHp: 0,
    text: 'While you control a Wookiee unit, attached unit gets +2/+0.',
    abilities: [{ kind: 'constant', id: 'bonus', text: 'While you control a Wookiee unit, attached unit gets +2/+0.', condition: { youControl: { trait: 'Wookiee' } }, affects: 'self', grant: { power: 2 } }],
  });

  it('an upgrade\'s conditional constant ability applies only while its condition holds', () => {
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', id: 'bm', upgrades: [{ card: 'cond-up', id: 'u1' }] }] }, {}, { customCards: [conditional] });
    const printed = cards('battlefield-marine')!.power!;
    expect(stats(state, 'bm').power).toBe(printed);
  });

  it('an upgrade constant ability affecting other units answers UNSUPPORTED instead of being ignored', () => {
    const banner = custom({
      id: 'banner', internalName: 'banner', name: 'Battle Banner', type: 'Upgrade', power: null, hp: null, upgradePower: 0, upgradeHp: 0,
      text: 'Each friendly unit gets +1/+0.',
      abilities: [{ kind: 'constant', id: 'all', text: 'Each friendly unit gets +1/+0.', affects: { filter: { controller: 'friendly' } }, grant: { power: 1 } }],
    });
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', id: 'bm', upgrades: [{ card: 'banner', id: 'b1' }] }, { card: 'wampa', id: 'w' }] }, { groundArena: ['underworld-thug'] }, { customCards: [banner] });
    const r = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'w', target: 'Underworld Thug' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'ABILITY', ref: 'banner:all' } });
  });
});

describe('text relevance of combined triggers ("When Played/On Attack:", 7.6: one ability, several trigger conditions)', () => {
  it('every trigger named before the colon makes the text matter at that moment', () => {
    expect([...textRelevance('When Played/On Attack: Deal 1 damage to a unit.')].sort()).toEqual(['attack', 'played']);
    expect([...textRelevance('When Played/When Defeated: Draw a card.')].sort()).toEqual(['defeated', 'played']);
    expect([...textRelevance('On Attack/When Defeated: Exhaust a unit.')].sort()).toEqual(['attack', 'defeated']);
  });

  it('a unit with "When Played/On Attack" text and no abilities answers UNSUPPORTED when it attacks', () => {
    const combo = custom({ id: 'combo', internalName: 'combo', name: 'Combo Unit', text: 'When Played/On Attack: Deal 1 damage to a unit.', abilities: undefined });
    const state = karabast({ groundArena: ['combo'] }, { groundArena: ['wampa'] }, { customCards: [combo] });
    const r = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'Combo Unit', target: 'Wampa' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'combo' } });
  });
});

describe('text relevance: a combined trigger the classifier can\'t place still matters', () => {
  it('"When Played/When a friendly unit is defeated:" matters when played and at any other moment', () => {
    expect([...textRelevance('When Played/When a friendly unit is defeated: Draw a card.')].sort()).toEqual(['constant', 'played']);
  });
});

describe('Keywords 10.1: a Bounty whose ability the engine does not have is not silently skipped', () => {
  it('a defeated unit with a Bounty keyword carrying no effect answers UNSUPPORTED', () => {
    const hunted = custom({ id: 'hunted', internalName: 'hunted', name: 'Hunted Unit', keywords: [{ name: 'Bounty', text: 'Draw a card.' }], text: 'Bounty — Draw a card.', abilities: [] });
    const state = karabast({}, { groundArena: ['hunted'] }, { customCards: [hunted] });
    const r = resolve({ game: 'SWU', state, action: { type: 'defeat', target: 'Hunted Unit' } }, cards);
    expect(r.status).toBe('UNSUPPORTED');
  });
});

describe('8.33.1: a unit can\'t capture itself', () => {
  it('a capture naming the same unit as captor and captive is INVALID, and the card is not lost', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] });
    const r = resolve({ game: 'SWU', state, action: { type: 'capture', target: 'w', captor: 'w' } }, cards);
    expect(r.status).toBe('INVALID');
    expect(r.errors[0]).toMatchObject({ path: '$.action.captor' });
  });
});

describe('3.4.4: a deployed leader brings its unit side\'s keywords into play', () => {
  it('deploying a leader whose unit side has a keyword the engine does not implement answers UNSUPPORTED', () => {
    const leader = custom({
      id: 'hidden-leader', internalName: 'hidden-leader#test', name: 'Hidden Leader', subtitle: 'Test', type: 'Leader', cost: 5, power: 3, hp: 6, aspects: ['Aggression', 'Villainy'], keywords: ['Support'],
      text: null, backText: 'Support', abilities: [{ kind: 'deploy', id: 'deploy', side: 'leader', text: 'Epic Action: deploy with 5 resources.', minResources: 5 }],
    });
    const r = resolve({ game: 'SWU', state: karabast({ leader: 'hidden-leader#test' }, {}, { customCards: [leader] }), action: { type: 'deployLeader', player: 'player1' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: 'Support' } });
  });
});

describe('Keywords 11.1: a Smuggle whose cost or aspects the card data does not give answers UNSUPPORTED (not INVALID, not a guessed cost)', () => {
  const resources = (card: string) => [...Array.from({ length: 6 }, () => ({ card: null })), card];
  it('no cost anywhere', () => {
    const noCost = custom({ id: 'no-cost', internalName: 'no-cost', name: 'No Cost Smuggler', keywords: [{ name: 'Smuggle' }], text: null, abilities: [] });
    const r = resolve({ game: 'SWU', state: karabast({ resources: resources('no-cost') }, {}, { customCards: [noCost] }), action: { type: 'play', player: 'player1', card: 'No Cost Smuggler', from: 'resources' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'no-cost' } });
  });
  it('a cost but no bracket text, so the aspect icons (and the aspect penalty) are unknown', () => {
    const noAspects = custom({ id: 'no-aspects', internalName: 'no-aspects', name: 'Aspectless Smuggler', aspects: ['Vigilance'], keywords: [{ name: 'Smuggle', value: 2 }], text: null, abilities: [] });
    const r = resolve({ game: 'SWU', state: karabast({ resources: resources('no-aspects') }, {}, { customCards: [noAspects] }), action: { type: 'play', player: 'player1', card: 'Aspectless Smuggler', from: 'resources' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'no-aspects' } });
  });
  it('two Smuggle keywords read from the printed text each take their own bracket', () => {
    const two = custom({ id: 'two-printed', internalName: 'two-printed', name: 'Printed Double Smuggler', keywords: [{ name: 'Smuggle' }, { name: 'Smuggle' }], text: 'Smuggle [4 Command]\nSmuggle [2 Villainy]', abilities: [] });
    const d = drive(karabast({ resources: resources('two-printed') }, {}, { customCards: [two] }), { type: 'play', player: 'player1', card: 'Printed Double Smuggler', from: 'resources' }, script(['OPTION', 'Smuggle [2 Villainy]']));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Smuggle [4 Command]', 'Smuggle [2 Villainy]']);
    // Darth Vader + Kestro City give Villainy: no penalty for the second one.
    expect(resolved(d).player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
  });
});

describe('6.3.2A / 1.3.2: an ability telling an exhausted unit to attack does as much as it can (nothing)', () => {
  it('"When Played: Attack with this unit" on a unit that enters play exhausted resolves without an attack, not INVALID', () => {
    const eager = custom({
      id: 'eager', internalName: 'eager', name: 'Eager Unit', text: 'When Played: Attack with this unit.',
      abilities: [{ kind: 'triggered', id: 'attack', text: 'When Played: Attack with this unit.', when: { on: 'played' }, effect: { do: 'attackWith', attacker: { self: true } } }],
    });
    const state = karabast({ hand: ['eager'] }, {}, { customCards: [eager] });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Eager Unit' }));
    expect(s.player2.base.damage).toBe(0);
  });
});

describe('6.2.4A / 1.3.2: "play a card from your hand" offers only cards the player can pay for', () => {
  it('with no ready resources, a card costing 2 is not offered and the ability does nothing (not INVALID)', () => {
    const recruiter = custom({
      id: 'recruiter', internalName: 'recruiter', name: 'Recruiter', cost: 0, text: 'When Played: Play a unit from your hand.',
      abilities: [{ kind: 'triggered', id: 'play', text: 'When Played: Play a unit from your hand.', when: { on: 'played' }, effect: { do: 'playFromHand', filter: { type: 'Unit' } } }],
    });
    const state = karabast({ hand: ['recruiter', 'battlefield-marine'], resources: { readyCount: 0, exhaustedCount: 3 } }, {}, { customCards: [recruiter] });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Recruiter' }));
    expect(s.player1.hand.map((c) => c.card)).toEqual(['SOR_095']);
  });
});

describe('7.6 triggered abilities: a trigger condition ("When Played: if you control ...") is checked, not ignored', () => {
  const conditional = custom({
    id: 'cond-drawer', internalName: 'cond-drawer', name: 'Conditional Drawer', cost: 0,
    text: 'When Played: If you control a Wookiee unit, draw a card.',
    abilities: [{ kind: 'triggered', id: 'draw', text: 'When Played: If you control a Wookiee unit, draw a card.', when: { on: 'played' }, condition: { youControl: { trait: 'Wookiee' } }, effect: { do: 'draw', player: 'you' } }],
  });
  it('without a Wookiee the ability does not resolve', () => {
    const s = resolved(drive(karabast({ hand: ['cond-drawer'] }, {}, { customCards: [conditional] }), { type: 'play', player: 'player1', card: 'Conditional Drawer' }));
    expect(s.player1.hand).toHaveLength(0);
  });
  it('with a Wookiee it does', () => {
    const s = resolved(drive(karabast({ hand: ['cond-drawer'], groundArena: ['wookiee'] }, {}, { customCards: [conditional, custom({ id: 'wookiee', internalName: 'wookiee', name: 'A Wookiee', traits: ['Wookiee'] })] }), { type: 'play', player: 'player1', card: 'Conditional Drawer' }));
    expect(s.player1.hand).toHaveLength(1);
  });
});

describe('7.7.3 lasting effects: a duration the engine never ends answers UNSUPPORTED (it would last forever)', () => {
  it('an "untilNextTurn" effect created by an ability', () => {
    const buffer = custom({
      id: 'buffer', internalName: 'buffer', name: 'Buffer', cost: 0, text: 'When Played: This unit gets +2/+0.',
      abilities: [{ kind: 'triggered', id: 'buff', text: 'When Played: This unit gets +2/+0.', when: { on: 'played' }, effect: { do: 'modifyStats', target: { self: true }, power: 2, duration: 'untilNextTurn' } }],
    });
    const r = resolve({ game: 'SWU', state: karabast({ hand: ['buffer'] }, {}, { customCards: [buffer] }), action: { type: 'play', player: 'player1', card: 'Buffer' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: '7.7.3' } });
  });
  it('a "thisAttack" effect created outside an attack', () => {
    const buffer2 = custom({
      id: 'buffer2', internalName: 'buffer2', name: 'Buffer Two', cost: 0, text: 'When Played: This unit gets +2/+0 for this attack.',
      abilities: [{ kind: 'triggered', id: 'buff', text: 'When Played: This unit gets +2/+0 for this attack.', when: { on: 'played' }, effect: { do: 'modifyStats', target: { self: true }, power: 2, duration: 'thisAttack' } }],
    });
    const r = resolve({ game: 'SWU', state: karabast({ hand: ['buffer2'] }, {}, { customCards: [buffer2] }), action: { type: 'play', player: 'player1', card: 'Buffer Two' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: '7.7.3' } });
  });
  it('an "untilNextTurn" effect already in the submitted state', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, {}, { effects: [{ id: 'e1', source: 'w', controller: 'player1', duration: 'untilNextTurn', targets: ['w'], effect: { power: 1 } }] });
    const r = resolve({ game: 'SWU', state, action: { type: 'pass', player: 'player1' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: '7.7.3' } });
  });
});

describe('6.3.3: "On Defense" abilities on the defending base trigger too', () => {
  const fort = custom({
    id: 'fort', internalName: 'fort', name: 'Fort', type: 'Base', hp: 30, power: null, cost: null, arena: null,
    text: 'On Defense: Heal 2 damage from this base.',
    abilities: [{ kind: 'triggered', id: 'heal', text: 'On Defense: Heal 2 damage from this base.', when: { on: 'defense' }, effect: { do: 'heal', target: { base: 'you' }, amount: 2 } }],
  });
  it('a base with On Defense heals before combat damage', () => {
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, { base: { card: 'fort', damage: 5 } }, { customCards: [fort] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'w', target: 'base' }));
    // 5 - 2 healed + Wampa's 4 combat damage.
    expect(s.player2.base.damage).toBe(7);
  });
  it('a base or undeployed leader with another kind of triggered ability answers UNSUPPORTED (nothing collects it)', () => {
    const watcher = custom({
      id: 'watch-base', internalName: 'watch-base', name: 'Watch Base', type: 'Base', hp: 30, power: null, cost: null, arena: null,
      text: 'When Played: Draw a card.',
      abilities: [{ kind: 'triggered', id: 'odd', text: 'When Played: Draw a card.', when: { on: 'played' }, effect: { do: 'draw', player: 'you' } }],
    });
    const r = resolve({ game: 'SWU', state: karabast({ base: 'watch-base' }, {}, { customCards: [watcher] }), action: { type: 'pass', player: 'player1' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'ABILITY', ref: 'watch-base:odd' } });
  });
});

describe('6.4 / 7.3: a gained action ability can be used', () => {
  it('a unit that gained "Action [Exhaust]: Deal 1 damage to a base" from its upgrade uses it', () => {
    const kit = custom({
      id: 'kit', internalName: 'kit', name: 'Demolition Kit', type: 'Upgrade', power: null, hp: null, upgradePower: 0, upgradeHp: 0,
      text: 'Attached unit gains: "Action [Exhaust]: Deal 1 damage to the enemy base."',
      abilities: [{ kind: 'constant', id: 'grant', text: 'Attached unit gains: "Action [Exhaust]: Deal 1 damage to the enemy base."', affects: 'self', grant: { ability: { kind: 'action', id: 'demolish', text: 'Action [Exhaust]: Deal 1 damage to the enemy base.', cost: { exhaust: true }, effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 1 } } } }],
    });
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', id: 'bm', upgrades: [{ card: 'kit', id: 'k1' }] }] }, {}, { customCards: [kit] });
    const s = resolved(drive(state, { type: 'useAbility', player: 'player1', card: 'bm', ability: 'demolish' }));
    expect(s.player2.base.damage).toBe(1);
  });
});

describe('swuUnitStats never throws', () => {
  it('a unit whose stats the engine can\'t compute (Raid with no number) gives undefined, not an exception', () => {
    const raider = custom({ id: 'raider-x', internalName: 'raider-x', name: 'Raider X', power: 1, keywords: ['Raid'], text: null, abilities: undefined });
    const state = karabast({ groundArena: [{ card: 'raider-x', id: 'r' }] }, {}, { customCards: [raider] });
    expect(() => swuUnitStats(state, cards, 'r')).not.toThrow();
    expect(swuUnitStats(state, cards, 'r')).toBeUndefined();
  });
});

describe('7.3 gained abilities: a gained constant ability is not silently ignored', () => {
  it('a lasting effect giving "Each friendly unit gets +1/+0" answers UNSUPPORTED', () => {
    const ability = { kind: 'constant', id: 'aura', text: 'Each friendly unit gets +1/+0.', affects: { filter: { controller: 'friendly' } }, grant: { power: 1 } };
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }, { card: 'battlefield-marine', id: 'bm' }] }, {}, { effects: [{ id: 'e1', source: 'w', controller: 'player1', duration: 'thisPhase', targets: ['w'], effect: { ability } }] });
    const r = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'bm', target: 'base' } }, cards);
    expect(r.status).toBe('UNSUPPORTED');
  });
});

describe('keywords printed in the text but missing from the card data are not silently dropped', () => {
  it('a unit whose text says "Sentinel" but whose keywords list is empty answers UNSUPPORTED (the attack on the base would be illegal, 8.2)', () => {
    const guard = custom({ id: 'text-sentinel', internalName: 'text-sentinel', name: 'Text Sentinel', keywords: [], text: 'Sentinel (Enemy units in this arena must attack this unit.)', abilities: [] });
    const state = karabast({ groundArena: [{ card: 'wampa', id: 'w' }] }, { groundArena: ['text-sentinel'] }, { customCards: [guard] });
    const r = resolve({ game: 'SWU', state, action: { type: 'attack', player: 'player1', attacker: 'w', target: 'base' } }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'text-sentinel' } });
  });
});
