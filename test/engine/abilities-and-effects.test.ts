// One or more tests per section bullet of ../shared/rules/swu-abilities-and-effects.md (A.1-E).
import { describe, expect, it } from 'vitest';
import { custom, drive, inDiscard, inPlay, karabast, keywordValue, resolved, script, stats, unit, upgradeNames } from './builders.js';

const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const event = (id: string, name: string, effect: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  custom({ id, internalName: id, name, type: 'Event', cost: 0, power: null, hp: null, arena: null, text: name, abilities: [{ kind: 'event', id: 'main', text: name, effect }], ...extra });

describe('Abilities A: types of abilities', () => {
  it('A.1: an action ability (Leia: Action [exhaust]) is paid, resolved, and is the player\'s action for the turn', () => {
    const state = karabast({ leader: 'leia-organa#alliance-general', groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['underworld-thug'] });
    const d = drive(state, { type: 'useAbility', player: 'player1', card: 'leader' }, script(
      ['TARGET', /^Battlefield Marine/], ['DEFENDER', /^Underworld Thug/], ['MAY', /^Alliance X-Wing/], ['DEFENDER', /base/],
    ));
    const s = resolved(d);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(inPlay(s, 'Underworld Thug')).toBe(false);
    expect(s.player2.base.damage).toBe(2);
    expect(s.activePlayer).toBe('player2');
    // The second attack is optional ("you may": one prompt with the units and "decline") and needs "another" Rebel unit.
    expect(d.prompts[2]).toMatchObject({ kind: 'MAY', min: 1, max: 1 });
    expect(d.prompts[2]!.options.map((o) => [o.label, o.id])).toEqual([['Alliance X-Wing (player1)', expect.any(String)], ['Decline', 'decline']]);
    // An exhausted leader can't pay [exhaust] (6.4.4A).
    const again = drive(s, { type: 'useAbility', player: 'player1', card: 'leader' });
    expect(again.result.status).toBe('INVALID');
  });

  it('A.1 (6.4.0C): a cost-free action ability whose effect changes nothing can\'t be used', () => {
    const base = custom({ id: 'idle-base', internalName: 'idle-base', name: 'Idle Base', type: 'Base', hp: 30, power: null, cost: null, arena: null, text: 'Action: Heal 1 damage from your base.', abilities: [{ kind: 'action', id: 'heal', text: 'Action: Heal 1 damage from your base.', cost: {}, effect: { do: 'heal', target: { base: 'you' }, amount: 1 } }] });
    const undamaged = karabast({ base: 'idle-base' }, {}, { customCards: [base] });
    const d = drive(undamaged, { type: 'useAbility', player: 'player1', card: 'base' });
    expect(d.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
    const damaged = karabast({ base: { card: 'idle-base', damage: 2 } }, {}, { customCards: [base] });
    expect(resolved(drive(damaged, { type: 'useAbility', player: 'player1', card: 'base' })).player1.base.damage).toBe(1);
  });

  it('A.2: constant abilities apply while the card is in play, even exhausted (Red Three, Krell)', () => {
    const state = karabast({ spaceArena: [{ card: 'red-three#unstoppable', exhausted: true }, 'alliance-xwing'], groundArena: [{ card: 'general-krell#heartless-tactician', exhausted: true }, 'battlefield-marine'] });
    expect(keywordValue(state, 'Alliance X-Wing', 'Raid')).toBe(1);
    expect(stats(state, 'Battlefield Marine').abilities).toContain('When Defeated: You may draw a card. (General Krell)');
    // Out of play, no effect: without Red Three the X-Wing has no Raid.
    expect(keywordValue(karabast({ spaceArena: ['alliance-xwing'] }), 'Alliance X-Wing', 'Raid')).toBeUndefined();
  });

  it('A.2: "While this unit is undamaged, it has Sentinel." is checked continuously', () => {
    const guard = custom({ id: 'guard', internalName: 'guard', name: 'Proud Guard', power: 2, hp: 5, text: 'While this unit is undamaged, it has Sentinel.', abilities: [{ kind: 'constant', id: 'sentinel', text: 'While this unit is undamaged, it has Sentinel.', condition: { self: { damaged: false } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } }] });
    const state = karabast({ groundArena: ['wampa', 'battlefield-marine'] }, { groundArena: ['guard', 'underworld-thug'] }, { customCards: [guard] });
    expect(drive(state, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Underworld Thug' }).result.status).toBe('INVALID');
    const hit = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'Proud Guard' }));
    expect(stats(hit, 'Proud Guard').keywords).toEqual([]);
    const next = resolved(drive(resolved(drive(hit, { type: 'pass', player: 'player2' })), { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Underworld Thug' }));
    expect(inPlay(next, 'Underworld Thug')).toBe(false);
  });

  it('A.3: an event ability resolves when the event is played; the event goes to the discard pile', () => {
    const d = drive(karabast({ hand: ['vanquish'] }, { groundArena: ['battlefield-marine'] }), play('Vanquish'), script(['TARGET', /^Battlefield Marine/]));
    const s = resolved(d);
    expect(inPlay(s, 'Battlefield Marine')).toBe(false);
    expect(inDiscard(s, 'player1', 'Vanquish')).toBe(true);
    // Vanquish (Vigilance) with Vader + Kestro City: 5 + 2 aspect penalty.
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(7);
  });

  it('A.4: keyword abilities come with their rules (Mercenary Company: Ambush and Overwhelm)', () => {
    expect(stats(karabast({ groundArena: ['mercenary-company'] }), 'Mercenary Company').keywords.map((k) => k.name)).toEqual(['Ambush', 'Overwhelm']);
  });

  it('A.5: triggered abilities ("When Played", "When Defeated", "On Attack") trigger on their condition', () => {
    const onAttack = drive(karabast({ groundArena: [{ card: 'gentle-giant', damage: 2 }, { card: 'battlefield-marine', damage: 2 }] }), { type: 'attack', player: 'player1', attacker: 'Gentle Giant', target: 'base' }, script(['MAY', /^Battlefield Marine/]));
    expect(unit(resolved(onAttack), 'Battlefield Marine').damage).toBe(0);
    const whenPlayed = drive(karabast({ hand: ['cartel-spacer'], spaceArena: [{ card: 'cartel-spacer', id: 'other-spacer' }] }, { spaceArena: ['alliance-xwing'] }), play('Cartel Spacer'), script(['TARGET', /^Alliance X-Wing/]));
    expect(unit(resolved(whenPlayed), 'Alliance X-Wing').exhausted).toBe(true);
    const whenDefeated = drive(karabast({}, { groundArena: ['vanguard-infantry', 'battlefield-marine'] }), { type: 'defeat', target: 'Vanguard Infantry' }, script(['MAY', /^Battlefield Marine/]));
    expect(upgradeNames(unit(resolved(whenDefeated), 'Battlefield Marine'))).toEqual(['experience']);
  });
});

describe('Abilities B: effects', () => {
  it('B.1: a lasting effect lasts for its duration ("+2/+2 for this phase" ends with the action phase)', () => {
    const pump = event('pump', 'Pump', { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly' } }, power: 2, hp: 2, duration: 'thisPhase' });
    const state = karabast({ hand: ['pump'], groundArena: ['battlefield-marine'] }, {}, { customCards: [pump] });
    const s = resolved(drive(state, play('Pump'), script(['TARGET', /^Battlefield Marine/])));
    expect(stats(s, 'Battlefield Marine')).toMatchObject({ power: 5, hp: 5 });
    const p2passed = resolved(drive(s, { type: 'pass', player: 'player2' }));
    const ended = resolved(drive(p2passed, { type: 'pass', player: 'player1' }, script(['RESOURCE'], ['RESOURCE'])));
    expect(ended).toMatchObject({ phase: 'action', round: 2 });
    expect(stats(ended, 'Battlefield Marine')).toMatchObject({ power: 3, hp: 3 });
  });

  it('B.2: a delayed effect resolves after its timing point, through the normal trigger windows', () => {
    const later = event('later', 'Later', { do: 'delay', when: { event: 'attackEnded' }, effect: { do: 'draw', player: 'you' }, text: 'when the next attack ends, draw a card' });
    const state = karabast({ hand: ['later'], groundArena: ['battlefield-marine'] }, {}, { customCards: [later] });
    const s1 = resolved(drive(state, play('Later')));
    expect(s1.delayed).toHaveLength(1);
    expect(s1.player1.hand).toHaveLength(0);
    const s2 = resolved(drive(s1, { type: 'pass', player: 'player2' }));
    const d3 = drive(s2, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'base' });
    const s3 = resolved(d3);
    expect(s3.player1.hand).toHaveLength(1);
    expect(s3.delayed).toEqual([]);
    expect(d3.result.log.some((e) => e.kind === 'DELAYED_EFFECT' && e.rule?.number === '7.7.4')).toBe(true);
  });

  it('B.3: a replacement effect replaces the event; a fully replaced event triggers nothing', () => {
    const stubborn = custom({
      id: 'stubborn', internalName: 'stubborn', name: 'Stubborn Trooper', power: 1, hp: 3, text: 'If this unit would be defeated, instead heal all damage from it.\nWhen Defeated: Draw a card.',
      abilities: [
        { kind: 'replacement', id: 'heal-instead', text: 'If this unit would be defeated, instead heal all damage from it.', would: 'defeated', instead: { do: 'heal', target: { self: true }, amount: { damageOn: 'self' } } },
        { kind: 'triggered', id: 'draw', text: 'When Defeated: Draw a card.', when: { on: 'defeated' }, effect: { do: 'draw', player: 'you' } },
      ],
    });
    const state = karabast({ groundArena: ['wampa'] }, { groundArena: ['stubborn'] }, { customCards: [stubborn] });
    const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Stubborn Trooper' });
    const s = resolved(d);
    expect(unit(s, 'Stubborn Trooper').damage).toBe(0);
    expect(s.player2.hand).toHaveLength(0);
    expect(d.result.log.some((e) => e.kind === 'REPLACED' && e.rule?.number === '7.7.5')).toBe(true);
    // Overwhelm: the defender is not defeated (replaced), yet the excess was computed from the combat damage.
    expect(s.player2.base.damage).toBe(1);
  });

  it('B.3 (7.7.5E): with several replacement effects the affected player chooses which applies', () => {
    const dodger = custom({
      id: 'dodger', internalName: 'dodger', name: 'Dodger', power: 1, hp: 3, text: 'If this unit would be dealt damage, instead exhaust it.',
      abilities: [{ kind: 'replacement', id: 'dodge', text: 'If this unit would be dealt damage, instead exhaust it.', would: 'dealtDamage', instead: { do: 'exhaust', target: { self: true } } }],
    });
    const state = karabast({ groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'dodger', upgrades: ['shield'] }] }, { customCards: [dodger] });
    const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'Dodger' }, script(['REPLACEMENT', /^Dodger/]));
    expect(d.prompts[0]!.player).toBe('player2');
    const s = resolved(d);
    expect(unit(s, 'Dodger')).toMatchObject({ damage: 0, exhausted: true });
    expect(upgradeNames(unit(s, 'Dodger'))).toEqual(['shield']);
  });
});

describe('Abilities C: resolving abilities and effects', () => {
  it('C: abilities resolve in the order written (Heroic Sacrifice: draw, then attack)', () => {
    const d = drive(karabast({ hand: ['heroic-sacrifice'], groundArena: ['battlefield-marine'] }, {}, { autoSingleTarget: true }), play('Heroic Sacrifice'));
    const kinds = resolved(d) && d.result.log.map((e) => e.kind);
    expect(kinds.indexOf('DRAW')).toBeLessThan(kinds.indexOf('ATTACK_DECLARED'));
    expect(d.state.player2.base.damage).toBe(5);
  });

  it('C: for choices, the player resolves the chosen options in any order', () => {
    const menu = event('menu', 'Menu', { do: 'chooseOptions', count: 2, options: [
      { label: 'Draw a card', effect: { do: 'draw', player: 'you' } },
      { label: 'Heal 2 damage from your base', effect: { do: 'heal', target: { base: 'you' }, amount: 2 } },
      { label: 'Deal 1 damage to each enemy base', effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 1 } },
    ] });
    const state = karabast({ hand: ['menu'], base: { card: 'kestro-city', damage: 3 } }, {}, { customCards: [menu] });
    const d = drive(state, play('Menu'), script(['OPTION', 'Draw a card', /^Heal/], ['OPTION_ORDER', /^Heal/]));
    const s = resolved(d);
    expect(s.player1.hand).toHaveLength(1);
    expect(s.player1.base.damage).toBe(1);
    expect(s.player2.base.damage).toBe(0);
    const order = d.result.log.filter((e) => e.kind === 'HEALED' || e.kind === 'DRAW').map((e) => e.kind);
    expect(order).toEqual(['HEALED', 'DRAW']);
  });

  it('C: an ability affecting both players resolves simultaneously (both chosen players draw at once)', () => {
    const d = drive(karabast({}, { groundArena: ['yoda#old-master'] }, {}), { type: 'defeat', target: 'Yoda' }, script(['PLAYERS', 'You', 'Opponent']));
    const s = resolved(d);
    expect([s.player1.hand.length, s.player2.hand.length]).toEqual([1, 1]);
    const draws = d.result.log.map((e, i) => (e.kind === 'DRAW' ? i : -1)).filter((i) => i >= 0);
    expect(draws[1]! - draws[0]!).toBe(1);
  });

  it('C: otherwise the controlling player chooses the order (their own simultaneous triggers, 7.6.9)', () => {
    const state = karabast({ groundArena: ['general-krell#heartless-tactician', 'vanguard-infantry'] }, {});
    const d = drive(state, { type: 'defeat', target: 'Vanguard Infantry' }, script(['TRIGGER_ORDER', /General Krell/], ['MAY', 'Resolve'], ['MAY', /^General Krell/]));
    expect(d.prompts[0]!.player).toBe('player1');
    const s = resolved(d);
    expect(s.player1.hand).toHaveLength(1);
    expect(upgradeNames(unit(s, 'General Krell'))).toEqual(['experience']);
  });
});

describe('Abilities D: timing and triggers', () => {
  it('D: triggered abilities resolve at the next available opportunity (after the event finishes)', () => {
    const d = drive(karabast({ hand: ['vanquish'] }, { groundArena: ['vanguard-infantry', 'battlefield-marine'] }), play('Vanquish'), script(['TARGET', /^Vanguard/], ['MAY', /^Battlefield Marine/]));
    resolved(d);
    const kinds = d.result.log.map((e) => e.kind);
    expect(kinds.indexOf('DEFEATED')).toBeLessThan(kinds.indexOf('ABILITY_RESOLVED'));
  });

  it('D: multiple triggers controlled by one player: that player chooses the order', () => {
    const d = drive(karabast({ groundArena: ['general-krell#heartless-tactician', 'vanguard-infantry'] }), { type: 'defeat', target: 'Vanguard Infantry' }, script(['TRIGGER_ORDER', /Vanguard Infantry: When Defeated: You may give/], ['MAY', /^General Krell/], ['MAY', 'Decline']));
    expect(d.prompts[0]!.kind).toBe('TRIGGER_ORDER');
    expect(resolved(d).player1.hand).toHaveLength(0);
  });

  it('D: triggers of both players: the active player chooses who resolves first; steps 1-3 (each resolves all of theirs)', () => {
    // Val: its Bounty is P1's (opponent collects), its When Defeated is P2's. P2 is active here.
    const state = karabast({ groundArena: ['battlefield-marine'], hasInitiative: false }, { groundArena: ['val#loyal-to-the-end', 'underworld-thug'], hasInitiative: true }, { activePlayer: 'player2' });
    const d = drive(state, { type: 'defeat', target: 'Val' }, script(
      ['PLAYER_ORDER', 'You'],
      ['TARGET', /^Underworld Thug/],
      ['BOUNTY', /^Underworld Thug/],
    ));
    expect(d.prompts.map((p) => [p.kind, p.player])).toEqual([['PLAYER_ORDER', 'player2'], ['TARGET', 'player2'], ['BOUNTY', 'player1']]);
    expect(unit(resolved(d), 'Underworld Thug')).toMatchObject({ damage: 3 });
  });

  it('D: "ignore" a keyword treats it as inactive (Saboteur ignores Sentinel); "ignore" the aspect penalty keeps the icons', () => {
    const sab = resolved(drive(karabast({ groundArena: ['resourceful-pursuers'] }, { groundArena: ['pyke-sentinel'] }), { type: 'attack', player: 'player1', attacker: 'Resourceful Pursuers', target: 'base' }));
    expect(sab.player2.base.damage).toBe(5);
    const recruit = event('recruit', 'Recruit', { do: 'playFromHand', filter: { type: 'unit' }, ignoreAspectPenalty: true });
    const state = karabast({ hand: ['recruit', 'yoda#old-master'] }, {}, { customCards: [recruit] });
    const d = drive(state, play('Recruit'), script(['TARGET', /^Yoda/]));
    const s = resolved(d);
    // Yoda (Vigilance, Heroism) costs 3 without the +4 penalty Vader/Kestro City would add.
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(3);
    expect(d.result.log.find((e) => e.kind === 'COST_DETERMINED' && /Yoda/.test(e.text))!.rule?.number).toBe('8.10.2');
    expect(inPlay(s, 'Yoda')).toBe(true);
  });
});

describe('Abilities E: nested abilities and actions', () => {
  it('E: a When Defeated triggered while resolving another ability resolves before the other abilities of the first window', () => {
    const assassin = custom({
      id: 'assassin', internalName: 'assassin', name: 'Assassin Droid', keywords: ['Shielded'], text: 'Shielded\nWhen Played: Defeat a non-leader unit.',
      abilities: [{ kind: 'triggered', id: 'kill', text: 'When Played: Defeat a non-leader unit.', when: { on: 'played' }, effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true, controller: 'enemy' } } } }],
    });
    const state = karabast({ hand: ['assassin'] }, { groundArena: ['vanguard-infantry', 'battlefield-marine'] }, { customCards: [assassin] });
    const d = drive(state, play('Assassin Droid'), script(['TRIGGER_ORDER', /Defeat a non-leader/], ['TARGET', /^Vanguard/], ['MAY', /^Battlefield Marine/]));
    const s = resolved(d);
    const tokens = d.result.log.filter((e) => e.kind === 'TOKEN_GIVEN').map((e) => e.text);
    expect(tokens).toEqual(['Battlefield Marine gets an Experience token', 'Assassin Droid gets a Shield token']);
    expect(upgradeNames(unit(s, 'Assassin Droid'))).toEqual(['shield']);
  });
});
