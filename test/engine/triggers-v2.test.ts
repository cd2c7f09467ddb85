// Ability language v2: triggers as (event, subject filter, relation, zone); the phase's history in the state; costs and
// "if you do" (8.9); amounts as expressions. Expected outcomes are worked out by hand from the card text and the
// Comprehensive Rules cited in each test name, on the starter cards and small inline cards.
import { describe, expect, it } from 'vitest';
import { resolve, validateState } from '../../engine/index.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { cards, custom, drive, inDiscard, inPlay, karabast, noPrompts, resolved, script, unit, upgradeNames } from './builders.js';

type Json = Record<string, unknown>;
const defeat = (target: string) => ({ type: 'defeat', target });
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const triggered = (d: { result: { log: { kind: string; text: string }[] } }) => d.result.log.filter((e) => e.kind === 'TRIGGERED').map((e) => e.text);

/** A vanilla 2/3 ground unit with one triggered ability. */
function watcher(id: string, when: Json, effect: Json, extra: Json = {}): Json {
  return custom({ id, internalName: id, name: id, text: `${id}`, abilities: [{ kind: 'triggered', id: 'w', text: `${id} trigger`, when, effect }], ...extra });
}

const drawOne = { do: 'draw' };

describe('triggers as data: (event, filter on the subject, relation to the source, zone)', () => {
  it('"When a friendly unit is defeated": fires for a friendly unit, not for an enemy one', () => {
    const mourner = watcher('mourner', { on: 'event', event: 'defeated', relation: 'other', filter: { controller: 'friendly' } }, drawOne);
    const state = karabast({ groundArena: ['mourner', 'battlefield-marine'] }, { groundArena: ['wampa'] }, { customCards: [mourner] });
    const own = resolved(drive(state, defeat('Battlefield Marine')));
    expect(own.player1.hand).toHaveLength(1);
    const enemy = resolved(drive(state, defeat('Wampa')));
    expect(enemy.player1.hand).toHaveLength(0);
  });

  it('7.6.4: a unit watching "another friendly unit is defeated" still triggers when defeated at the same time; "other" excludes itself', () => {
    const quake = custom({ id: 'quake', internalName: 'quake', name: 'Quake', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Deal 5 damage to each ground unit.', abilities: [{ kind: 'event', id: 'quake', text: 'Deal 5 damage to each ground unit.', effect: { do: 'dealDamage', target: { all: 'units', filter: { arena: 'ground' } }, amount: 5 } }] });
    const mourner = watcher('mourner', { on: 'event', event: 'defeated', relation: 'other', filter: { controller: 'friendly' } }, drawOne);
    const state = karabast({ hand: ['quake'], groundArena: ['mourner', 'battlefield-marine', 'specforce-soldier'] }, {}, { customCards: [quake, mourner] });
    const d = drive(state, play('Quake'), script(['TRIGGER_ORDER', /^mourner/]));
    const s = resolved(d);
    // Three friendly ground units are defeated together: the mourner sees the other two (not itself): 2 cards drawn.
    expect(inPlay(s, 'mourner')).toBe(false);
    expect(s.player1.hand).toHaveLength(2);
    expect(triggered(d)).toHaveLength(2);
  });

  it('"When you play an Underworld card": the player who played it and the card\'s printed trait decide', () => {
    const fence = watcher('fence', { on: 'event', event: 'played', filter: { controller: 'friendly', trait: 'Underworld' } }, drawOne);
    const state = karabast({ groundArena: ['fence'], hand: ['underworld-thug', 'battlefield-marine'] }, { hand: ['underworld-thug'] }, { customCards: [fence] });
    expect(resolved(drive(state, play('Underworld Thug'))).player1.hand).toHaveLength(2); // thug left, a card drawn
    expect(resolved(drive(state, play('Battlefield Marine'))).player1.hand).toHaveLength(1);
    const theirs = resolved(drive({ ...state, activePlayer: 'player2' }, play('Underworld Thug', 'player2')));
    expect(theirs.player1.hand).toHaveLength(2);
  });

  it('"When an enemy unit attacks": binds the attacker; the trigger resolves at the attack\'s timing point, before combat damage', () => {
    const ambusher = watcher('ambusher', { on: 'event', event: 'attacks', filter: { controller: 'enemy' } }, { do: 'dealDamage', target: { ref: 'attacker' }, amount: 2 });
    const state = karabast({ groundArena: ['ambusher'] }, { groundArena: ['battlefield-marine'] }, { customCards: [ambusher], activePlayer: 'player2' });
    const s = resolved(drive(state, { type: 'attack', player: 'player2', attacker: 'Battlefield Marine', target: 'base' }));
    // The Marine (3/3) takes 2 on attack, survives, and deals its 3 combat damage to player1's base.
    expect(unit(s, 'Battlefield Marine').damage).toBe(2);
    expect(s.player1.base.damage).toBe(3);
    // player1 attacking with its own unit is not an enemy attack.
    const own = resolved(drive(karabast({ groundArena: ['ambusher', 'wampa'] }, {}, { customCards: [ambusher] }), { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'base' }));
    expect(unit(own, 'Wampa').damage).toBe(0);
  });

  it('"When another friendly unit is played" on a base: bases are in play (4.9), the unit it watches is the subject', () => {
    const outpost = custom({ id: 'outpost', internalName: 'outpost', name: 'Outpost', type: 'Base', cost: null, power: null, hp: 30, arena: null, text: 'When another friendly unit is played: give it an Experience token.', abilities: [{ kind: 'triggered', id: 'w', text: 'When a friendly unit is played: give an Experience token to it.', when: { on: 'event', event: 'played', cardType: 'unit', filter: { controller: 'friendly' } }, effect: { do: 'giveToken', token: 'experience', target: { ref: 'subject' } } }] });
    const state = karabast({ base: 'outpost', hand: ['battlefield-marine', 'vanquish'] }, { groundArena: ['wampa'] }, { customCards: [outpost] });
    const s = resolved(drive(state, play('Battlefield Marine')));
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['experience']);
    // An event is not a unit: nothing is given (and Vanquish defeats the Wampa).
    const e = drive(state, play('Vanquish'), script(['TARGET', /^Wampa/]));
    expect(triggered(e)).toEqual([]);
  });

  it('"When this unit is dealt damage": relation self binds the amount dealt', () => {
    const spiky = watcher('spiky', { on: 'event', event: 'dealtDamage', relation: 'self' }, { do: 'dealDamage', target: { base: 'opponent' }, amount: { event: 'amount' } }, { hp: 6 });
    const state = karabast({ groundArena: ['spiky', 'battlefield-marine'] }, {}, { customCards: [spiky] });
    const s = resolved(drive(state, { type: 'dealDamage', target: 'spiky', amount: 2 }));
    expect(s.player2.base.damage).toBe(2);
    // Damage to another unit is not "this unit".
    expect(resolved(drive(state, { type: 'dealDamage', target: 'Battlefield Marine', amount: 2 })).player2.base.damage).toBe(0);
  });

  it('combat: true only watches combat damage', () => {
    const spiky = watcher('spiky', { on: 'event', event: 'dealtDamage', relation: 'self', combat: true }, drawOne, { hp: 9 });
    const state = karabast({ groundArena: ['spiky'] }, { groundArena: ['wampa'] }, { customCards: [spiky] });
    expect(resolved(drive(state, { type: 'dealDamage', target: 'spiky', amount: 1 })).player1.hand).toHaveLength(0);
    expect(resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'spiky', target: 'Wampa' })).player1.hand).toHaveLength(1);
  });

  it('an upgrade\'s "When attached unit attacks" (relation attached) fires for its host only', () => {
    const scope = custom({ id: 'scope', internalName: 'scope', name: 'Scope', type: 'Upgrade', cost: 1, power: null, hp: null, arena: null, upgradePower: 0, upgradeHp: 0, text: 'When attached unit attacks: draw a card.', abilities: [{ kind: 'triggered', id: 'w', text: 'When attached unit attacks: draw a card.', when: { on: 'event', event: 'attacks', relation: 'attached' }, effect: drawOne }] });
    const state = karabast({ groundArena: [{ card: 'wampa', upgrades: ['scope'] }, 'battlefield-marine'] }, {}, { customCards: [scope] });
    expect(resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'base' })).player1.hand).toHaveLength(1);
    expect(resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'base' })).player1.hand).toHaveLength(0);
  });

  it('zone: a card in the discard pile watching "a friendly unit is defeated" fires from there; the same card in hand does not', () => {
    const ghost = watcher('ghost', { on: 'event', event: 'defeated', filter: { controller: 'friendly' }, zone: 'discard' }, drawOne);
    const inDiscardPile = karabast({ groundArena: ['battlefield-marine'], discard: ['ghost'] }, {}, { customCards: [ghost] });
    expect(resolved(drive(inDiscardPile, defeat('Battlefield Marine'))).player1.hand).toHaveLength(1);
    const inHand = karabast({ groundArena: ['battlefield-marine'], hand: ['ghost'] }, {}, { customCards: [ghost] });
    expect(resolved(drive(inHand, defeat('Battlefield Marine'))).player1.hand).toHaveLength(1); // only the ghost itself
  });

  it('a leader on its leader side watches too ("When a friendly Rebel unit is defeated"), with a trigger condition', () => {
    const general = custom({
      id: 'general', internalName: 'general', name: 'General', type: 'Leader', cost: 5, power: 3, hp: 5, arena: 'Ground', text: 'When a friendly Rebel unit is defeated: draw a card.', backText: '',
      abilities: [{ kind: 'triggered', id: 'w', side: 'leader', text: 'When a friendly Rebel unit is defeated: draw a card.', when: { on: 'event', event: 'defeated', filter: { controller: 'friendly', trait: 'Rebel' } }, effect: drawOne }],
    });
    const state = karabast({ leader: 'general', groundArena: ['battlefield-marine', 'vanguard-infantry'] }, {}, { customCards: [general] });
    expect(resolved(drive(state, defeat('Battlefield Marine'))).player1.hand).toHaveLength(1);
    expect(resolved(drive(state, defeat('Vanguard Infantry'), script(['MAY', /^Battlefield/]))).player1.hand).toHaveLength(0);
  });

  it('the legacy on: forms still work next to the data triggers (When Defeated of the unit itself)', () => {
    const d = drive(karabast({}, { groundArena: ['vanguard-infantry', 'battlefield-marine'] }), defeat('Vanguard Infantry'), script(['MAY', /^Battlefield/]));
    expect(upgradeNames(unit(resolved(d), 'Battlefield Marine'))).toEqual(['experience']);
  });
});

describe('history of the phase in the state (thisPhase)', () => {
  const vader = { type: 'useAbility', player: 'player1', card: 'leader', ability: 'villainy-ping' };

  it('the pipeline records cards played, units defeated and attacks; a state that did not carry it is marked partial', () => {
    const s1 = resolved(drive(karabast({ hand: ['tieln-fighter'] }), play('TIE/ln Fighter')));
    expect(s1.thisPhase).toMatchObject({ partial: true, played: [{ player: 'player1', card: 'SOR_225', as: 'unit' }], defeated: [], attacks: [] });
    const s2 = resolved(drive({ ...karabast({ groundArena: ['wampa'] }, { groundArena: ['battlefield-marine'] }), thisPhase: {} }, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Battlefield Marine' }));
    expect(s2.thisPhase).toMatchObject({ played: [], attacks: [{ player: 'player1', defender: expect.any(String) }], defeated: [{ controller: 'player2', isLeader: false, arena: 'groundArena' }] });
    expect(s2.thisPhase!.partial).toBeUndefined();
  });

  it('Darth Vader (leader): after playing a Villainy card, his action deals 1 damage to a unit and 1 to a base', () => {
    // Turn 1: player1 plays TIE/LN Fighter (Villainy). Turn 2: player2 passes. Turn 3: Vader's action.
    const s1 = resolved(drive({ ...karabast({ hand: ['tieln-fighter'] }, { groundArena: ['battlefield-marine'] }), thisPhase: {} }, play('TIE/ln Fighter')));
    const s2 = resolved(drive(s1, { type: 'pass', player: 'player2' }));
    const s3 = resolved(drive(s2, vader, script(['TARGET', /^Battlefield Marine/], ['TARGET', /player2's base/])));
    expect(unit(s3, 'Battlefield Marine').damage).toBe(1);
    expect(s3.player2.base.damage).toBe(1);
    expect(s3.player1.leader.exhausted).toBe(true);
    expect(s3.player1.resources.filter((r) => r.exhausted)).toHaveLength(2); // 1 for the TIE, 1 for the ability
  });

  it('Darth Vader: only a Heroism card played this phase, or the opponent\'s Villainy card: the cost is paid, nothing else happens (6.4.0)', () => {
    const state = { ...karabast({}, { groundArena: ['battlefield-marine'] }), thisPhase: { played: [{ player: 'player1', card: 'battlefield-marine', as: 'unit', id: 'x1' }, { player: 'player2', card: 'tieln-fighter', as: 'unit', id: 'x2' }] } };
    const s = resolved(drive(state, vader));
    expect(unit(s, 'Battlefield Marine').damage).toBe(0);
    expect(s.player2.base.damage).toBe(0);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('Darth Vader: a state without the phase\'s history can\'t say what was played: UNSUPPORTED naming thisPhase', () => {
    const r = resolve({ game: 'SWU', state: karabast({}, { groundArena: ['battlefield-marine'] }), action: vader }, cards);
    expect(r).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: 'thisPhase' } });
  });

  it('Luke Skywalker (leader): a Shield token goes to a Heroism unit you played this phase, and only to one', () => {
    const luke = { type: 'useAbility', player: 'player1', card: 'leader', ability: 'shield-played' };
    const base = karabast({ leader: 'luke-skywalker#faithful-friend', base: 'administrators-tower', groundArena: [{ id: 'm1', card: 'battlefield-marine' }, { id: 'm2', card: 'battlefield-marine' }, { id: 't1', card: 'specforce-soldier' }] }, { leader: 'darth-vader#dark-lord-of-the-sith', base: 'kestro-city' });
    const state = { ...base, thisPhase: { played: [{ player: 'player1', id: 'm2', card: 'battlefield-marine', as: 'unit' }, { player: 'player1', id: 't1', card: 'specforce-soldier', as: 'unit' }, { player: 'player2', id: 'm1', card: 'battlefield-marine', as: 'unit' }] } };
    const d = drive(state, luke, script(['TARGET', /^Battlefield Marine/]));
    const s = resolved(d);
    // Only m2 and t1 qualify (Heroism, played this phase by player1); m1 was not (the record of m1 is player2's).
    expect(d.prompts[0]!.options.map((o) => o.id)).toEqual(['m2', 't1']);
    expect(s.player1.groundArena.find((u) => u.id === 'm2')!.upgrades.map((u) => u.card)).toEqual(['shield']);
  });

  it('5.4.1C / 5.5.1E: the history empties when a phase ends, and is then fully known', () => {
    const start = { ...karabast({}, {}, {}), thisPhase: { partial: true, played: [{ player: 'player1', card: 'tieln-fighter', as: 'unit', id: 'x' }] } };
    const s1 = resolved(drive(start, { type: 'pass', player: 'player1' }));
    const s2 = resolved(drive(s1, { type: 'pass', player: 'player2' }, () => []));
    expect(s2.phase).toBe('action');
    expect(s2.round).toBe(2);
    expect(s2.thisPhase).toEqual({ played: [], defeated: [], attacks: [], drawn: [], left: [] }); // the regroup draws (5.5.1B) were that phase's
  });

  it('"if a friendly unit was defeated this phase" (a trigger condition over the history)', () => {
    const avenger = custom({ id: 'avenger', internalName: 'avenger', name: 'Avenger', text: 'When Played: If a friendly unit was defeated this phase, draw a card.', abilities: [{ kind: 'triggered', id: 'p', text: 'When Played: If a friendly unit was defeated this phase, draw a card.', when: { on: 'played' }, effect: { do: 'if', condition: { happenedThisPhase: 'defeated', filter: { controller: 'friendly' } }, then: drawOne } }] });
    const hand = { hand: ['avenger'] };
    const yes = { ...karabast(hand), customCards: [avenger], thisPhase: { defeated: [{ card: 'battlefield-marine', controller: 'player1' }] } };
    const no = { ...karabast(hand), customCards: [avenger], thisPhase: { defeated: [{ card: 'battlefield-marine', controller: 'player2' }] } };
    expect(resolved(drive(yes, play('Avenger'))).player1.hand).toHaveLength(1);
    expect(resolved(drive(no, play('Avenger'))).player1.hand).toHaveLength(0);
  });

  it('a submitted thisPhase is validated with paths; card names resolve like any card', () => {
    const bad = validateState('SWU', { ...karabast(), thisPhase: { played: [{ player: 'player3', card: 'no-such-card', as: 'unit' }], extra: 1 } }, cards);
    expect(bad.valid).toBe(false);
    expect(bad.errors.map((e) => e.path).sort()).toEqual(['$.thisPhase.extra', '$.thisPhase.played[0].card', '$.thisPhase.played[0].player']);
    const ok = resolved(drive({ ...karabast(), thisPhase: { played: [{ player: 'player1', card: 'tieln-fighter', as: 'unit' }] } }, { type: 'pass', player: 'player1' }));
    expect(ok.thisPhase!.played[0]!.card).toBe('SOR_225');
  });
});

describe('costs and "if you do" (8.9)', () => {
  const sacrifice = custom({
    id: 'altar', internalName: 'altar', name: 'Altar', text: 'When Played: You may defeat another friendly unit. If you do, draw 2 cards.',
    abilities: [{ kind: 'triggered', id: 'p', text: 'When Played: You may defeat another friendly unit. If you do, draw 2 cards.', when: { on: 'played' }, effect: { do: 'pay', cost: [{ defeat: { choose: 'unit', filter: { controller: 'friendly', other: true } } }], then: { do: 'draw', count: 2 } } }],
  });

  it('a cost paid in full: the unit is defeated, then 2 cards are drawn', () => {
    const state = karabast({ hand: ['altar'], groundArena: ['battlefield-marine'] }, {}, { customCards: [sacrifice] });
    const s = resolved(drive(state, play('Altar'), script(['MAY', 'Resolve'], ['TARGET', /^Battlefield/])));
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
    expect(s.player1.hand).toHaveLength(2);
  });

  it('declined, or impossible (no other friendly unit): nothing is paid and nothing drawn; impossible asks nothing', () => {
    const state = karabast({ hand: ['altar'], groundArena: ['battlefield-marine'] }, {}, { customCards: [sacrifice] });
    const declined = resolved(drive(state, play('Altar'), script(['MAY', 'Decline'])));
    expect(inPlay(declined, 'Battlefield Marine')).toBe(true);
    expect(declined.player1.hand).toHaveLength(0);
    const alone = resolved(drive(karabast({ hand: ['altar'] }, { groundArena: ['wampa'] }, { customCards: [sacrifice] }), play('Altar'), noPrompts));
    expect(alone.player1.hand).toHaveLength(0);
    expect(inPlay(alone, 'Wampa')).toBe(true);
  });

  it('8.9.2: a cost replaced by a replacement effect still counts as paid (Shield on the unit dealt damage)', () => {
    const pact = custom({ id: 'pact', internalName: 'pact', name: 'Pact', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Deal 2 damage to a friendly unit. If you do, draw a card.', abilities: [{ kind: 'event', id: 'e', text: 'Deal 2 damage to a friendly unit. If you do, draw a card.', effect: { do: 'ifYouDo', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'friendly' } }, amount: 2 }, then: drawOne } }] });
    const state = karabast({ hand: ['pact'], groundArena: [{ card: 'wampa', upgrades: ['shield'] }] }, {}, { customCards: [pact] });
    const s = resolved(drive(state, play('Pact'), script(['TARGET', /^Wampa/])));
    expect(unit(s, 'Wampa')).toMatchObject({ damage: 0, upgrades: [] });
    expect(s.player1.hand).toHaveLength(1);
  });

  it('1.5.4E: exhausting an already exhausted unit is not "doing" it', () => {
    const rest = custom({ id: 'rest', internalName: 'rest', name: 'Rest', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Exhaust a friendly unit. If you do, draw a card.', abilities: [{ kind: 'event', id: 'e', text: 'Exhaust a friendly unit. If you do, draw a card.', effect: { do: 'ifYouDo', effect: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'friendly' } } }, then: drawOne } }] });
    const tired = karabast({ hand: ['rest'], groundArena: [{ card: 'wampa', exhausted: true }] }, {}, { customCards: [rest] });
    expect(resolved(drive(tired, play('Rest'), script(['TARGET', /^Wampa/]))).player1.hand).toHaveLength(0);
    const ready = karabast({ hand: ['rest'], groundArena: ['wampa'] }, {}, { customCards: [rest] });
    const s = resolved(drive(ready, play('Rest'), script(['TARGET', /^Wampa/])));
    expect(s.player1.hand).toHaveLength(1);
    expect(unit(s, 'Wampa').exhausted).toBe(true);
  });

  it('8.37.4: "Use the Force" needs the Force token; deal damage to your base as a cost', () => {
    const adept = custom({ id: 'adept', internalName: 'adept', name: 'Adept', text: 'When Played: You may use the Force. If you do, deal 3 damage to an enemy unit.', abilities: [{ kind: 'triggered', id: 'p', text: 'When Played: You may use the Force. If you do, deal 3 damage to an enemy unit.', when: { on: 'played' }, effect: { do: 'pay', cost: [{ useTheForce: true }], then: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: 3 } } }] });
    const withForce = karabast({ hand: ['adept'], hasForceToken: true }, { groundArena: ['wampa'] }, { customCards: [adept] });
    const s = resolved(drive(withForce, play('Adept'), script(['MAY', 'Resolve'], ['TARGET', /^Wampa/])));
    expect(s.player1.hasForceToken).toBe(false);
    expect(unit(s, 'Wampa').damage).toBe(3);
    const without = resolved(drive(karabast({ hand: ['adept'] }, { groundArena: ['wampa'] }, { customCards: [adept] }), play('Adept'), noPrompts));
    expect(unit(without, 'Wampa').damage).toBe(0);

    const zealot = custom({ id: 'zealot', internalName: 'zealot', name: 'Zealot', text: 'When Played: You may deal 2 damage to your base. If you do, give this unit an Experience token.', abilities: [{ kind: 'triggered', id: 'p', text: '...', when: { on: 'played' }, effect: { do: 'pay', cost: [{ damageYourBase: 2 }], then: { do: 'giveToken', token: 'experience', target: { self: true } } } }] });
    const z = resolved(drive(karabast({ hand: ['zealot'] }, {}, { customCards: [zealot] }), play('Zealot'), script(['MAY', 'Resolve'])));
    expect(z.player1.base.damage).toBe(2);
    expect(upgradeNames(unit(z, 'Zealot'))).toEqual(['experience']);
  });

  it('6.4.4A: an action cost part ("Action [Exhaust, defeat a friendly unit]") must be payable, and is paid before the effect', () => {
    const warlord = custom({ id: 'warlord', internalName: 'warlord', name: 'Warlord', text: 'Action [Exhaust, defeat another friendly unit]: Deal 4 damage to a unit.', abilities: [{ kind: 'action', id: 'a', text: 'Action [Exhaust, defeat another friendly unit]: Deal 4 damage to a unit.', cost: { exhaust: true, parts: [{ defeat: { choose: 'unit', filter: { controller: 'friendly', other: true } } }] }, effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: 4 } }] });
    const use = { type: 'useAbility', player: 'player1', card: 'Warlord' };
    const state = karabast({ groundArena: ['warlord', 'specforce-soldier'] }, { groundArena: ['wampa'] }, { customCards: [warlord] });
    const d = drive(state, use, script(['TARGET', /^SpecForce/], ['TARGET', /^Wampa/]));
    const s = resolved(d);
    expect(inPlay(s, 'SpecForce Soldier')).toBe(false);
    expect(unit(s, 'Wampa').damage).toBe(4);
    expect(unit(s, 'Warlord').exhausted).toBe(true);
    // Alone, the Warlord can't pay: the action is illegal and nothing changes.
    const alone = drive(karabast({ groundArena: ['warlord'] }, { groundArena: ['wampa'] }, { customCards: [warlord] }), use);
    expect(alone.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('"You may deal 2 damage to a friendly unit. If you do, ...": choosing no unit declines, and then nothing follows', () => {
    const rage = custom({ id: 'rage', internalName: 'rage', name: 'Rage', text: 'When Played: You may deal 2 damage to a friendly unit. If you do, this unit gets +2/+0 for this phase.', abilities: [{ kind: 'triggered', id: 'p', text: 'When Played: You may deal 2 damage to a friendly unit. If you do, this unit gets +2/+0 for this phase.', when: { on: 'played' }, effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'friendly' } }, amount: 2 } }, then: { do: 'modifyStats', target: { self: true }, power: 2, duration: 'thisPhase' } } }] });
    const state = karabast({ hand: ['rage'], groundArena: ['wampa'] }, {}, { customCards: [rage] });
    const yes = drive(state, play('Rage'), script(['MAY', /^Wampa/]));
    expect(unit(resolved(yes), 'Wampa').damage).toBe(2);
    expect(yes.result.log.some((e) => e.kind === 'LASTING_EFFECT')).toBe(true);
    const no = drive(state, play('Rage'), script(['MAY', 'Decline']));
    expect(unit(resolved(no), 'Wampa').damage).toBe(0);
    expect(no.result.log.some((e) => e.kind === 'LASTING_EFFECT')).toBe(false);
  });

  it('X cost: the player chooses X, pays X resources, and the amount X is bound', () => {
    const blast = custom({ id: 'blast', internalName: 'blast', name: 'Blast', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Pay X resources: deal X damage to a unit.', abilities: [{ kind: 'event', id: 'e', text: 'Pay X resources: deal X damage to a unit.', effect: { do: 'pay', optional: false, x: { max: 5 }, cost: [{ damageYourBase: 1 }], then: { do: 'dealDamage', target: { choose: 'unit' }, amount: { x: true } } } }] });
    const state = karabast({ hand: ['blast'], resources: 3 }, { groundArena: ['wampa'] }, { customCards: [blast] });
    const d = drive(state, play('Blast'), script(['OPTION', '2'], ['TARGET', /^Wampa/]));
    const s = resolved(d);
    // 3 ready resources: X can be 0..3 (the max of 5 is out of reach).
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['0', '1', '2', '3']);
    expect(unit(s, 'Wampa').damage).toBe(2);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
    expect(s.player1.base.damage).toBe(1);
  });
});

describe('amounts as expressions', () => {
  const event = (id: string, effect: Json) => custom({ id, internalName: id, name: id, type: 'Event', cost: 0, power: null, hp: null, arena: null, text: id, abilities: [{ kind: 'event', id: 'e', text: id, effect }] });

  it('"for each friendly unit": a count of matching units in play', () => {
    const swarm = event('swarm', { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' } }, amount: { countUnits: { controller: 'friendly' } } });
    const state = karabast({ hand: ['swarm'], groundArena: ['battlefield-marine', 'specforce-soldier'], spaceArena: ['tieln-fighter'] }, { groundArena: ['wampa'] }, { customCards: [swarm] });
    expect(unit(resolved(drive(state, play('swarm'), script(['TARGET', /^Wampa/]))), 'Wampa').damage).toBe(3);
  });

  it('cards in a zone, times, sums; events played this phase', () => {
    const count = event('count', { do: 'dealDamage', target: { base: 'opponent' }, amount: { sum: [{ countCards: 'hand', times: 2 }, { countThisPhase: 'played', filter: { controller: 'friendly' }, cardType: 'event' }, 1] } });
    const state = { ...karabast({ hand: ['count', 'wampa', 'wampa'] }, {}, { customCards: [count] }), thisPhase: { played: [{ player: 'player1', card: 'vanquish', as: 'event' }, { player: 'player2', card: 'repair', as: 'event' }] } };
    // Hand after playing Count: 2 cards (x2 = 4); events played by player1 this phase: Vanquish and Count itself (2); +1.
    expect(resolved(drive(state, play('count'))).player2.base.damage).toBe(7);
  });

  it('cost and HP of a bound card, last-known when it left play (8.11)', () => {
    const echo = event('echo', { do: 'sequence', steps: [{ do: 'defeat', target: { choose: 'unit', as: 'gone' } }, { do: 'dealDamage', target: { base: 'opponent' }, amount: { sum: [{ costOf: 'gone' }, { hpOf: 'gone' }] } }] });
    const state = karabast({ hand: ['echo'] }, { groundArena: ['wampa'] }, { customCards: [echo] });
    // Wampa: cost 4, 5 HP.
    expect(resolved(drive(state, play('echo'), script(['TARGET', /^Wampa/]))).player2.base.damage).toBe(9);
  });
});

describe('state round trip', () => {
  it('a state returned with thisPhase is valid input again', () => {
    const s = resolved(drive({ ...karabast({ hand: ['tieln-fighter'] }), thisPhase: {} }, play('TIE/ln Fighter'))) as SwuState;
    expect(validateState('SWU', s, cards, { view: false })).toEqual({ valid: true, errors: [] });
    expect(inDiscard(s, 'player1', 'TIE/LN Fighter')).toBe(false);
  });
});
