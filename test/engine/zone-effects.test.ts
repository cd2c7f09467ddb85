// Token units, discard, return to hand, bottom of deck, hidden zones, restrictions, cost modifiers and lasting effects
// on any target (abilities/defs/effects.ts). Expected outcomes come from the rules cited in each test, worked out by
// hand; custom cards carry the sentence they implement.
import { describe, expect, it } from 'vitest';
import { cards, custom, drive, inDiscard, inPlay, karabast, resolved, script, stats, unit, upgradeNames, zoneOf } from './builders.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';

const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const event = (id: string, text: string, effect: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  custom({ id, internalName: id, name: id, type: 'Event', cost: 0, power: null, hp: null, arena: null, text, abilities: [{ kind: 'event', id: 'main', text, effect }], ...extra });
const readyResources = (s: SwuState, p: 'player1' | 'player2' = 'player1') => s[p].resources.filter((r) => !r.exhausted).length;
/** Internal names of cards in a zone (the state holds catalog ids). */
const names = (zone: { card: string | null }[]) => zone.map((c) => (c.card && cards(c.card)?.internalName) ?? c.card);

describe('token units (3.7)', () => {
  it('"Create 2 Battle Droid tokens": two 1/1 ground units, exhausted (1.5.4B), owned by their creator (1.5.2A)', () => {
    const droids = event('droids', 'Create 2 Battle Droid tokens.', { do: 'createToken', token: 'battle-droid', count: 2 });
    const s = resolved(drive(karabast({ hand: ['droids'] }, {}, { customCards: [droids] }), play('droids')));
    const created = s.player1.groundArena.filter((u) => names([u])[0] === 'battle-droid');
    expect(created).toHaveLength(2);
    expect(created.every((u) => u.exhausted && u.owner === 'player1' && u.damage === 0)).toBe(true);
    expect(new Set(created.map((u) => u.id)).size).toBe(2);
    expect(stats(s, created[0]!.id)).toMatchObject({ power: 1, hp: 1 });
  });

  it('an X-Wing token enters the space arena; a token that is defeated is set aside, not discarded (3.7.3)', () => {
    const wing = event('wing', 'Create an X-Wing token.', { do: 'createToken', token: 'xwing' });
    const s = resolved(drive(karabast({ hand: ['wing'] }, {}, { customCards: [wing] }), play('wing')));
    expect(names(s.player1.spaceArena)).toEqual(['xwing']);
    const gone = resolved(drive(s, { type: 'defeat', target: s.player1.spaceArena[0]!.id }));
    expect(gone.player1.spaceArena).toEqual([]);
    expect(names(gone.player1.discard)).toEqual(['wing']);
  });

  it('a Mandalorian token\'s Shielded triggers "When Created" (3.7.2A); "create ... and give it" binds the token', () => {
    const mando = event('mando', 'Create a Mandalorian token. Give it an Experience token.', { do: 'sequence', steps: [
      { do: 'createToken', token: 'mandalorian', as: 'created' },
      { do: 'giveToken', token: 'experience', target: { ref: 'created' } },
    ] });
    const s = resolved(drive(karabast({ hand: ['mando'] }, {}, { customCards: [mando] }), play('mando')));
    const token = s.player1.groundArena.find((u) => names([u])[0] === 'mandalorian')!;
    expect(upgradeNames(token).sort()).toEqual(['experience', 'shield']);
    expect(stats(s, token.id)).toMatchObject({ power: 3, hp: 3 });
  });

  it('"Your opponent creates a TIE Fighter token": the opponent owns and controls it', () => {
    const gift = event('gift', 'Your opponent creates a TIE Fighter token.', { do: 'createToken', token: 'tie-fighter', player: 'opponent' });
    const s = resolved(drive(karabast({ hand: ['gift'] }, {}, { customCards: [gift] }), play('gift')));
    expect(s.player2.spaceArena.map((u) => [names([u])[0], u.owner])).toEqual([['tie-fighter', 'player2']]);
  });
});

describe('discard (1.14)', () => {
  it('"Each opponent discards a card from their hand": the discarding player chooses (1.14.2)', () => {
    const toss = event('toss', 'Your opponent discards a card from their hand.', { do: 'discardFromHand', player: 'opponent' });
    const d = drive(karabast({ hand: ['toss'] }, { hand: ['wampa', 'repair'] }, { customCards: [toss] }), play('toss'), script(['DISCARD', 'Repair']));
    const s = resolved(d);
    expect(d.prompts[0]!.player).toBe('player2');
    expect(names(s.player2.hand)).toEqual(['wampa']);
    expect(inDiscard(s, 'player2', 'Repair')).toBe(true);
  });

  it('"Look at an opponent\'s hand and discard a card from it": you choose; the look is logged, not a zone change', () => {
    const spark = event('spark', "Look at an opponent's hand and discard a card from it.", { do: 'sequence', steps: [
      { do: 'lookAtHand', player: 'opponent' },
      { do: 'discardFromHand', player: 'opponent', chooser: 'you' },
    ] });
    const d = drive(karabast({ hand: ['spark'] }, { hand: ['wampa', 'repair'] }, { customCards: [spark] }), play('spark'), script(['DISCARD', 'Wampa']));
    const s = resolved(d);
    expect(d.prompts[0]!.player).toBe('player1');
    expect(names(s.player2.hand)).toEqual(['repair']);
    expect(d.result.log.some((l) => /looks at player2's hand: Wampa, Repair/.test(l.text))).toBe(true);
  });

  it('a hand with no cards discards nothing (1.14.5)', () => {
    const toss = event('toss', 'Your opponent discards a card from their hand.', { do: 'discardFromHand', player: 'opponent' });
    const s = resolved(drive(karabast({ hand: ['toss'] }, { hand: [] }, { customCards: [toss] }), play('toss')));
    expect(s.player2.discard).toEqual([]);
  });

  it('"discard a random card": one of the cards, decided by the state\'s seed (8.22), the same for the same seed', () => {
    const chaos = event('chaos', 'Your opponent discards a random card from their hand.', { do: 'discardFromHand', player: 'opponent', random: true });
    const state = karabast({ hand: ['chaos'] }, { hand: ['wampa', 'repair', 'vanquish'] }, { customCards: [chaos], seed: 7 });
    const a = resolved(drive(state, play('chaos')));
    const b = resolved(drive(state, play('chaos')));
    expect(a.player2.hand).toHaveLength(2);
    expect(a.player2.discard).toHaveLength(1);
    expect(['wampa', 'repair', 'vanquish']).toContain(names(a.player2.discard)[0]);
    expect(b.player2.discard).toEqual(a.player2.discard);
    // Over several seeds, more than one card is picked: it is not always the first.
    const picked = new Set([1, 2, 3, 4, 5, 6, 8, 9].map((seed) => resolved(drive({ ...state, seed }, play('chaos'))).player2.discard[0]!.card));
    expect(picked.size).toBeGreaterThan(1);
  });

  it('"Discard the top 2 cards of your deck": from the top (1.14.3); an empty deck is ignored (8.6.2)', () => {
    const mill = event('mill', 'Discard the top 2 cards of your deck.', { do: 'discardFromDeck', count: 2 });
    const s = resolved(drive(karabast({ hand: ['mill'], deck: ['wampa', 'repair', 'vanquish'] }, {}, { customCards: [mill] }), play('mill')));
    expect(names(s.player1.deck)).toEqual(['vanquish']);
    expect(names(s.player1.discard).sort()).toEqual(['mill', 'repair', 'wampa']);
    const empty = resolved(drive(karabast({ hand: ['mill'], deck: [] }, {}, { customCards: [mill] }), play('mill')));
    expect(names(empty.player1.discard)).toEqual(['mill']);
  });
});

describe('return to hand, bottom of deck (8.24, 8.12)', () => {
  const bounce = event('bounce', "Return a non-leader unit to its owner's hand.", { do: 'returnToHand', target: { choose: 'unit', filter: { nonLeader: true } } });

  it('a returned unit leaves play, is not defeated (8.24.2): no When Defeated; its upgrades are defeated (8.12.1), tokens set aside', () => {
    const state = karabast({ hand: ['bounce'] }, { groundArena: [{ card: 'vanguard-infantry', upgrades: ['experience', 'academy-training'] }, 'battlefield-marine'] }, { customCards: [bounce] });
    const s = resolved(drive(state, play('bounce'), script(['TARGET', /^Vanguard Infantry/])));
    expect(inPlay(s, 'Vanguard Infantry')).toBe(false);
    expect(names(s.player2.hand)).toContain('vanguard-infantry');
    // Vanguard Infantry's "When Defeated: give an Experience token" did not trigger (no prompt, no experience).
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual([]);
    expect(zoneOf(s, 'Academy Training')).toBe('discard');
    expect(names(s.player2.discard)).toEqual(['academy-training']);
  });

  it('a unit goes to its owner\'s hand even when another player controls it', () => {
    const state = karabast({ hand: ['bounce'], groundArena: [{ card: 'wampa', owner: 'player2' }] }, {}, { customCards: [bounce] });
    const s = resolved(drive(state, play('bounce'), script(['TARGET', /^Wampa/])));
    expect(names(s.player2.hand)).toEqual(['wampa']);
    expect(s.player1.hand).toEqual([]);
  });

  it('a returned token unit is set aside (3.7.3)', () => {
    const state = karabast({ hand: ['bounce'] }, { groundArena: ['clone-trooper'] }, { customCards: [bounce] });
    const s = resolved(drive(state, play('bounce'), script(['TARGET', /^Clone Trooper/])));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.hand).toEqual([]);
    expect(s.player2.discard).toEqual([]);
  });

  it('"Return an upgrade to its owner\'s hand": the upgrade leaves its unit, the unit loses its bonus', () => {
    const lift = event('lift', "Return an upgrade to its owner's hand.", { do: 'returnToHand', target: { chooseUpgrade: true } });
    const state = karabast({ hand: ['lift'], groundArena: [{ card: 'battlefield-marine', upgrades: [{ card: 'academy-training', id: 'up' }] }] }, {}, { customCards: [lift] });
    expect(stats(state, 'Battlefield Marine')).toMatchObject({ power: 5, hp: 5 });
    const s = resolved(drive(state, play('lift'), script(['TARGET', /^Academy Training/])));
    expect(names(s.player1.hand)).toEqual(['academy-training']);
    expect(stats(s, 'Battlefield Marine')).toMatchObject({ power: 3, hp: 3 });
  });

  it('"Return an upgrade on an enemy unit to its owner\'s hand" (chosen): only upgrades that fit are offered; a token is set aside', () => {
    const pry = event('pry', "Return an upgrade on an enemy unit to its owner's hand.", { do: 'returnToHand', target: { chooseUpgrade: true, attachedTo: { controller: 'enemy' } } });
    const state = karabast({ hand: ['pry'], groundArena: [{ card: 'wampa', upgrades: ['resilient'] }] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield', { card: 'academy-training', owner: 'player1' }] }] }, { customCards: [pry] });
    const d = drive(state, play('pry'), script(['TARGET', /^Academy Training/]));
    const s = resolved(d);
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Shield on Battlefield Marine', 'Academy Training on Battlefield Marine']);
    // The upgrade's owner (player1, who played it) gets it back, not the unit's controller.
    expect(names(s.player1.hand)).toEqual(['academy-training']);
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['shield']);
    const shield = resolved(drive(state, play('pry'), script(['TARGET', /^Shield/])));
    expect(upgradeNames(unit(shield, 'Battlefield Marine'))).toEqual(['academy-training']);
    expect(shield.player2.hand).toEqual([]);
  });

  it('"Put a unit on the bottom of its owner\'s deck"', () => {
    const tuck = event('tuck', "Put a non-leader unit on the bottom of its owner's deck.", { do: 'putOnBottomOfDeck', target: { choose: 'unit', filter: { nonLeader: true } } });
    const state = karabast({ hand: ['tuck'] }, { groundArena: [{ card: 'wampa', damage: 2 }], deck: ['repair', 'vanquish'] }, { customCards: [tuck] });
    const s = resolved(drive(state, play('tuck'), script(['TARGET', /^Wampa/])));
    expect(names(s.player2.deck)).toEqual(['repair', 'vanquish', 'wampa']);
    expect(s.player2.discard).toEqual([]);
  });

  it('a lasting effect on a unit ends when it leaves play (8.5.4: a new copy if it comes back)', () => {
    const pumpThenBounce = event('pb', 'Give a friendly unit +2/+2 for this phase. Return it to hand.', { do: 'sequence', steps: [
      { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'u' }, power: 2, hp: 2, duration: 'thisPhase' },
      { do: 'returnToHand', target: { ref: 'u' } },
    ] });
    const s = resolved(drive(karabast({ hand: ['pb'], groundArena: ['wampa'] }, {}, { customCards: [pumpThenBounce] }), play('pb'), script(['TARGET', /^Wampa/])));
    expect(s.effects).toEqual([]);
    expect(names(s.player1.hand)).toEqual(['wampa']);
  });
});

describe('cards in a discard pile or hand (8.24.1: the ability names the out-of-play zone)', () => {
  it('"Return a unit that costs 2 or less from your discard pile to your hand": only such units are offered', () => {
    const back = event('back', 'Return a unit that costs 2 or less from your discard pile to your hand.', { do: 'moveCards', from: 'discard', filter: { type: 'unit', maxCost: 2 }, to: 'hand' });
    const state = karabast({ hand: ['back'], discard: ['wampa', 'battlefield-marine', 'repair'] }, {}, { customCards: [back] });
    const d = drive(state, play('back'), script(['TARGET', 'Battlefield Marine']));
    const s = resolved(d);
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Battlefield Marine']);
    expect(names(s.player1.hand)).toEqual(['battlefield-marine']);
    expect(names(s.player1.discard).sort()).toEqual(['back', 'repair', 'wampa']);
  });

  it('"You may return ..." is one optional prompt: the cards, and "decline" (8.32.1)', () => {
    const back = event('back', 'You may return a unit from your discard pile to your hand.', { do: 'may', effect: { do: 'moveCards', from: 'discard', filter: { type: 'unit' }, to: 'hand' } });
    const d = drive(karabast({ hand: ['back'], discard: ['wampa'] }, {}, { customCards: [back] }), play('back'), script(['MAY', 'Decline']));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Wampa', 'Decline']);
    expect(resolved(d).player1.hand).toEqual([]);
  });

  it('"Look at an opponent\'s hand and discard a non-unit card from it": units are not offered', () => {
    const peek = event('peek', "Look at an opponent's hand and discard a non-unit card from it.", { do: 'sequence', steps: [
      { do: 'lookAtHand', player: 'opponent' },
      { do: 'discardFromHand', player: 'opponent', chooser: 'you', filter: { notType: 'unit' } },
    ] });
    const d = drive(karabast({ hand: ['peek'] }, { hand: ['wampa', 'repair', 'academy-training'] }, { customCards: [peek] }), play('peek'), script(['DISCARD', 'Academy Training']));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Repair', 'Academy Training']);
    expect(names(resolved(d).player2.hand)).toEqual(['wampa', 'repair']);
  });
});

describe('hidden zones: search, look, reveal (8.26)', () => {
  const search = event('search', 'Search the top 3 cards of your deck for a unit, reveal it, and draw it.', { do: 'searchDeck', look: 3, filter: { type: 'unit' }, to: 'hand', reveal: true });

  it('the chosen unit is drawn; the other searched cards go to the bottom (8.26.2), the rest of the deck stays on top', () => {
    const state = karabast({ hand: ['search'], deck: ['repair', 'wampa', 'vanquish', 'battlefield-marine', 'underworld-thug'] }, {}, { customCards: [search] });
    const d = drive(state, play('search'), script(['SEARCH', 'Wampa']));
    const s = resolved(d);
    // Only units are offered (Repair and Vanquish are events).
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['Wampa']);
    expect(d.prompts[0]).toMatchObject({ min: 0, max: 1 });
    expect(names(s.player1.hand)).toEqual(['wampa']);
    expect(names(s.player1.deck.slice(0, 2))).toEqual(['battlefield-marine', 'underworld-thug']);
    expect(names(s.player1.deck.slice(2)).sort()).toEqual(['repair', 'vanquish']);
    expect(d.result.log.some((l) => l.kind === 'REVEALED' && /Wampa/.test(l.text))).toBe(true);
  });

  it('the player may choose nothing (8.26.1); then every searched card goes to the bottom', () => {
    const state = karabast({ hand: ['search'], deck: ['wampa', 'repair', 'battlefield-marine', 'vanquish'] }, {}, { customCards: [search] });
    const s = resolved(drive(state, play('search'), (p) => { expect(p.kind).toBe('SEARCH'); return []; }));
    expect(s.player1.hand).toEqual([]);
    expect(names(s.player1.deck)[0]).toBe('vanquish');
    expect(names(s.player1.deck.slice(1)).sort()).toEqual(['battlefield-marine', 'repair', 'wampa']);
  });

  it('a deck with fewer cards than N is searched whole; an empty deck is ignored (8.6.2)', () => {
    const s = resolved(drive(karabast({ hand: ['search'], deck: ['repair'] }, {}, { customCards: [search] }), play('search')));
    expect(names(s.player1.deck)).toEqual(['repair']);
    const empty = resolved(drive(karabast({ hand: ['search'], deck: [] }, {}, { customCards: [search] }), play('search')));
    expect(empty.player1.hand).toEqual([]);
  });
});

describe('restrictions ("can\'t", 8.3.2)', () => {
  const grantOn = (id: string, text: string, grant: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    custom({ id, internalName: id, name: id, text, abilities: [{ kind: 'constant', id: 'c', text, affects: 'self', grant }], ...extra });

  it('"This unit can\'t attack."', () => {
    const wall = grantOn('wall', "This unit can't attack.", { cantAttack: true });
    const d = drive(karabast({ groundArena: ['wall'] }, {}, { customCards: [wall] }), { type: 'attack', player: 'player1', attacker: 'wall', target: 'base' });
    expect(d.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('"This unit can\'t be defeated": it survives damage equal to its HP and "defeat" does nothing', () => {
    const tough = grantOn('tough', "This unit can't be defeated.", { cantBeDefeated: true }, { hp: 3 });
    const state = karabast({ hand: ['vanquish'] }, { groundArena: [{ card: 'tough', damage: 3 }] }, { customCards: [tough] });
    const s = resolved(drive(state, play('Vanquish'), script(['TARGET', /^tough/])));
    expect(inPlay(s, 'tough')).toBe(true);
    expect(unit(s, 'tough').damage).toBe(3);
  });

  it('"This unit can\'t be dealt damage": combat damage to it is not dealt, it still deals its own', () => {
    const wall = grantOn('wall', "This unit can't be dealt damage.", { cantBeDealtDamage: true }, { power: 1, hp: 2 });
    const s = resolved(drive(karabast({ groundArena: ['wampa'] }, { groundArena: ['wall'] }, { customCards: [wall] }), { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'wall' }));
    expect(unit(s, 'wall').damage).toBe(0);
    expect(unit(s, 'Wampa').damage).toBe(1);
  });

  it('"can\'t ready": the regroup phase leaves it exhausted', () => {
    const lazy = grantOn('lazy', "This unit can't ready.", { cantReady: true });
    const state = karabast({ groundArena: [{ card: 'lazy', exhausted: true }, { card: 'wampa', exhausted: true }] }, {}, { customCards: [lazy] });
    const s1 = resolved(drive(state, { type: 'pass', player: 'player1' }));
    const s2 = resolved(drive(s1, { type: 'pass', player: 'player2' }, script(['RESOURCE'], ['RESOURCE'])));
    expect(s2.round).toBe(2);
    expect(unit(s2, 'lazy').exhausted).toBe(true);
    expect(unit(s2, 'Wampa').exhausted).toBe(false);
  });

  it('an upgrade\'s "Attached unit can\'t ready." applies to the unit it is attached to', () => {
    const chains = custom({ id: 'chains', internalName: 'chains', name: 'chains', type: 'Upgrade', cost: 1, power: null, hp: null, upgradePower: 0, upgradeHp: 0, arena: null, text: "Attached unit can't ready.", abilities: [{ kind: 'constant', id: 'c', text: "Attached unit can't ready.", affects: 'self', grant: { cantReady: true } }] });
    const state = karabast({ groundArena: [{ card: 'wampa', exhausted: true, upgrades: [{ card: 'chains', owner: 'player2' }] }, { card: 'battlefield-marine', exhausted: true }] }, {}, { customCards: [chains] });
    const s1 = resolved(drive(state, { type: 'pass', player: 'player1' }));
    const s2 = resolved(drive(s1, { type: 'pass', player: 'player2' }, script(['RESOURCE'], ['RESOURCE'])));
    expect(unit(s2, 'Wampa').exhausted).toBe(true);
    expect(unit(s2, 'Battlefield Marine').exhausted).toBe(false);
  });

  it('"Bases can\'t be healed for this phase": Repair on a damaged base heals nothing', () => {
    const wolffe = event('wolffe', "Bases can't be healed for this phase.", { do: 'sequence', steps: [
      { do: 'restrict', target: { base: 'you' }, restriction: 'cantBeHealed', duration: 'thisPhase' },
      { do: 'restrict', target: { base: 'opponent' }, restriction: 'cantBeHealed', duration: 'thisPhase' },
    ] });
    const s = resolved(drive(karabast({ hand: ['wolffe'] }, { hand: ['repair'], base: { card: 'administrators-tower', damage: 5 } }, { customCards: [wolffe] }), play('wolffe')));
    const healed = resolved(drive(s, play('Repair', 'player2'), script(['TARGET', /base/])));
    expect(healed.player2.base.damage).toBe(5);
  });

  it('"Your base can\'t be attacked this phase" (a lasting effect on a base): units must attack units', () => {
    const fort = event('fort', "Your base can't be attacked this phase.", { do: 'restrict', target: { base: 'you' }, restriction: 'cantBeAttacked', duration: 'thisPhase' });
    const s = resolved(drive(karabast({ hand: ['fort'] }, { groundArena: ['wampa'] }, { customCards: [fort] }), play('fort')));
    const d = drive(s, { type: 'attack', player: 'player2', attacker: 'Wampa', target: 'base' });
    expect(d.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('"Your base can\'t be dealt damage for this phase" stops damage to the base, and ends with the phase (7.7.3)', () => {
    const fort = event('fort', "Your base can't be dealt damage for this phase.", { do: 'restrict', target: { base: 'you' }, restriction: 'cantBeDealtDamage', duration: 'thisPhase' });
    const s = resolved(drive(karabast({ hand: ['fort'] }, { groundArena: ['wampa'] }, { customCards: [fort] }), play('fort')));
    const hit = resolved(drive(s, { type: 'attack', player: 'player2', attacker: 'Wampa', target: 'base' }));
    expect(hit.player1.base.damage).toBe(0);
    const p1 = resolved(drive(hit, { type: 'pass', player: 'player1' }));
    const next = resolved(drive(p1, { type: 'pass', player: 'player2' }, script(['RESOURCE'], ['RESOURCE'])));
    expect(next.effects).toEqual([]);
  });
});

describe('cost modifiers (6.2.3)', () => {
  it('"Choose a card in your hand: it costs 2 less for this phase": a lasting effect on a card in hand', () => {
    const mark = event('mark', 'Choose a unit in your hand. It costs 2 less for this phase.', { do: 'sequence', steps: [
      { do: 'moveCards', from: 'hand', filter: { type: 'unit' }, to: 'hand', as: 'marked' },
      { do: 'modifyCost', card: 'marked', modifier: { amount: -2 }, duration: 'thisPhase' },
    ] });
    const u1 = custom({ id: 'u1', internalName: 'u1', name: 'u1', cost: 3 });
    const u2 = custom({ id: 'u2', internalName: 'u2', name: 'u2', cost: 3 });
    const state = karabast({ hand: ['mark', 'u1', 'u2'], resources: 10 }, {}, { customCards: [mark, u1, u2] });
    const s1 = resolved(drive(state, play('mark'), script(['TARGET', 'u2'])));
    const s2 = resolved(drive(resolved(drive(s1, { type: 'pass', player: 'player2' })), play('u1')));
    expect(readyResources(s2)).toBe(7);
    const s3 = resolved(drive(resolved(drive(s2, { type: 'pass', player: 'player2' })), play('u2')));
    expect(readyResources(s3)).toBe(6);
  });

  it('"This unit costs 1 less to play."', () => {
    const cheap = custom({ id: 'cheap', internalName: 'cheap', name: 'cheap', cost: 3, text: 'This unit costs 1 less to play.', abilities: [{ kind: 'costModifier', id: 'c', text: 'This unit costs 1 less to play.', affects: 'self', modifier: { amount: -1 } }] });
    const state = karabast({ hand: ['cheap'], resources: 5 }, {}, { customCards: [cheap] });
    expect(readyResources(resolved(drive(state, play('cheap'))))).toBe(3);
  });

  it('"Rebel units you play cost 1 less" (while in play) and an opponent\'s "cards your opponents play cost 1 more": more first, then less (6.2.3A)', () => {
    const patron = custom({ id: 'patron', internalName: 'patron', name: 'patron', text: 'Rebel units you play cost 1 less.', abilities: [{ kind: 'costModifier', id: 'c', text: 'Rebel units you play cost 1 less.', affects: 'you', modifier: { amount: -1, filter: { type: 'unit', trait: 'Rebel' } } }] });
    const tax = custom({ id: 'tax', internalName: 'tax', name: 'tax', text: 'Cards your opponents play cost 1 more.', abilities: [{ kind: 'costModifier', id: 'c', text: 'Cards your opponents play cost 1 more.', affects: 'opponent', modifier: { amount: 1 } }] });
    const rebel = custom({ id: 'rebel', internalName: 'rebel', name: 'rebel', cost: 2, traits: ['Rebel'] });
    const other = custom({ id: 'other', internalName: 'other', name: 'other', cost: 2, traits: ['Imperial'] });
    const cards = { customCards: [patron, tax, rebel, other] };
    expect(readyResources(resolved(drive(karabast({ hand: ['rebel'], groundArena: ['patron'], resources: 5 }, {}, cards), play('rebel'))))).toBe(4);
    expect(readyResources(resolved(drive(karabast({ hand: ['other'], groundArena: ['patron'], resources: 5 }, {}, cards), play('other'))))).toBe(3);
    expect(readyResources(resolved(drive(karabast({ hand: ['rebel'], groundArena: ['patron'], resources: 5 }, { groundArena: ['tax'] }, cards), play('rebel'))))).toBe(3);
    // The opponent's own cards are not taxed by its own "your opponents" ability.
    expect(readyResources(resolved(drive(karabast({ hand: ['other'], resources: 5, groundArena: ['tax'] }, {}, cards), play('other'))))).toBe(3);
  });

  it('a cost can\'t go below 0 (6.2.3B)', () => {
    const cheap = custom({ id: 'cheap', internalName: 'cheap', name: 'cheap', cost: 1, text: 'This unit costs 3 less to play.', abilities: [{ kind: 'costModifier', id: 'c', text: 'This unit costs 3 less to play.', affects: 'self', modifier: { amount: -3 } }] });
    expect(readyResources(resolved(drive(karabast({ hand: ['cheap'], resources: 2 }, {}, { customCards: [cheap] }), play('cheap'))))).toBe(2);
  });

  it('"The next unit you play this phase costs 2 less": a lasting effect on the player, used up by the first unit (7.7.4A)', () => {
    const plan = event('plan', 'The next unit you play this phase costs 2 less.', { do: 'modifyCost', modifier: { amount: -2, filter: { type: 'unit' }, uses: 1 }, duration: 'thisPhase' });
    const u1 = custom({ id: 'u1', internalName: 'u1', name: 'u1', cost: 3 });
    const u2 = custom({ id: 'u2', internalName: 'u2', name: 'u2', cost: 3 });
    const state = karabast({ hand: ['plan', 'u1', 'u2'], resources: 10 }, {}, { customCards: [plan, u1, u2] });
    const s1 = resolved(drive(state, play('plan')));
    expect(s1.effects).toHaveLength(1);
    expect(s1.effects[0]!.targets).toEqual(['player1']);
    const s2 = resolved(drive(resolved(drive(s1, { type: 'pass', player: 'player2' })), play('u1')));
    expect(readyResources(s2)).toBe(9);
    expect(s2.effects).toEqual([]);
    const s3 = resolved(drive(resolved(drive(s2, { type: 'pass', player: 'player2' })), play('u2')));
    expect(readyResources(s3)).toBe(6);
  });
});

describe('Credit tokens (3.7.13): "While paying resources, you may defeat this token. If you do, pay 1 less."', () => {
  const u4 = custom({ id: 'u4', internalName: 'u4', name: 'u4', cost: 4 });

  it('with enough resources, the player chooses how many Credits to use (or none)', () => {
    const state = karabast({ hand: ['u4'], credits: 2, resources: 10 }, {}, { customCards: [u4] });
    const d = drive(state, play('u4'), script(['CREDITS', '2 Credit tokens']));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['0 Credit tokens', '1 Credit token', '2 Credit tokens']);
    const s = resolved(d);
    expect(readyResources(s)).toBe(8);
    expect(s.player1.credits).toBe(0);
    const none = resolved(drive(state, play('u4'), script(['CREDITS', '0 Credit tokens'])));
    expect(readyResources(none)).toBe(6);
    expect(none.player1.credits).toBe(2);
  });

  it('with too few resources, at least the missing part is paid with Credits; too few of both is illegal', () => {
    const short = karabast({ hand: ['u4'], credits: 2, resources: 3 }, {}, { customCards: [u4] });
    const d = drive(short, play('u4'), script(['CREDITS', '1 Credit token']));
    expect(d.prompts[0]!.options.map((o) => o.label)).toEqual(['1 Credit token', '2 Credit tokens']);
    expect(readyResources(resolved(d))).toBe(0);
    const broke = drive(karabast({ hand: ['u4'], credits: 2, resources: 1 }, {}, { customCards: [u4] }), play('u4'));
    expect(broke.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('"Create 2 Credit tokens." adds to the player\'s Credits; they are not resources (4.5.4)', () => {
    const windfall = event('windfall', 'Create 2 Credit tokens.', { do: 'createCredits', count: 2 });
    const s = resolved(drive(karabast({ hand: ['windfall'], resources: 5 }, {}, { customCards: [windfall] }), play('windfall')));
    expect(s.player1.credits).toBe(2);
    expect(s.player1.resources).toHaveLength(5);
  });
});
