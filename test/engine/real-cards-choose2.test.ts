// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "choose2" family (issue 7):
// a choice that is the return's own target ("choose a non-leader unit ... and return it"), a card of either discard
// pile returned to its owner's hand, and a friendly and an enemy unit chosen together in one arena. Each expected
// outcome is worked out by hand from the printed text (quoted in the test names), the cards' printed stats and the
// Comprehensive Rules; the compiled definition is never read here. Cards without text used around them: Wampa 4/5
// ground (cost 4, SOR_164), Battlefield Marine 3/3 ground (cost 2, SOR_095), Alliance X-Wing 2/3 space, LOF_168
// Ravenous Rathtar 8/5 ground (cost 6), LOF_169 Invasion Control Ship space (cost 7). player1 is Darth Vader with 20
// ready resources and the initiative (builders.ts).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { realSwuCards } from '../support/real-swu-cards.js';
import { karabast } from './builders.js';
import { skipReason } from './card-checks.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (choose2: chosen targets) did not run: ${skipReason}`);

const { lookup } = realCardLookup();
type Json = Record<string, unknown>;
const withCards = (ids: string[], p1: Json, p2: Json = {}) => karabast(p1, p2, { customCards: ids.map((id) => realSwuCards().byId(id)) });
const run = (state: object, action: object, steps: Step[] = []) => driveReal(lookup, state, action, steps);
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const names = (cards: { card: string | null }[]) => cards.map((c) => lookup(c.card!)?.name).sort();
const units = (s: SwuState, p: 'player1' | 'player2') => names([...s[p].groundArena, ...s[p].spaceArena]);
const damageOf = (s: SwuState, p: 'player1' | 'player2', name: string) => [...s[p].groundArena, ...s[p].spaceArena].find((u) => lookup(u.card)?.name === name)!.damage;

// SEC_233 Beguile (event, 3): "Look at an opponent's hand. Then, choose a non-leader unit that opponent controls that
// costs 6 or less and return it to its owner's hand."
describe.skipIf(!!skipReason)('real cards: SEC_233 Beguile', () => {
  const state = () => withCards(['SEC_233', 'LOF_168', 'LOF_169'], { hand: ['SEC_233'], groundArena: ['wampa'] }, { hand: ['battlefield-marine'], groundArena: ['LOF_168'], spaceArena: ['LOF_169'] });

  it('"that costs 6 or less": the Rathtar (cost 6) goes to player2\'s hand; the cost-7 ship and the friendly Wampa are not offered', () => {
    const r = run(state(), play('Beguile'), [/^Ravenous Rathtar/]);
    const s = ok(r);
    const labels = r.prompts[0]!.options.map((o) => o.label).join(' | ');
    expect(labels).not.toMatch(/Invasion Control Ship|Wampa/);
    expect(units(s, 'player2')).toEqual(['Invasion Control Ship']);
    // 8.24: returned to its owner's hand, with the Marine that was there.
    expect(names(s.player2.hand)).toEqual(['Battlefield Marine', 'Ravenous Rathtar']);
    expect(units(s, 'player1')).toEqual(['Wampa']);
  });

  it('no enemy unit costs 6 or less: nothing is returned (the hand is still looked at)', () => {
    const s = ok(run(withCards(['SEC_233', 'LOF_169'], { hand: ['SEC_233'], groundArena: ['wampa'] }, { spaceArena: ['LOF_169'] }), play('Beguile')));
    expect(units(s, 'player2')).toEqual(['Invasion Control Ship']);
    expect(units(s, 'player1')).toEqual(['Wampa']);
    expect(s.player2.hand).toEqual([]);
  });
});

// SOR_183 Bounty Hunter Crew (unit, 6, 4/4 ground): "AMBUSH / When Played: You may return an event from a discard
// pile to its owner's hand." SEC_074 Relief Request and LAW_217 Hold For Questioning are events; Cell Block Guard
// (SOR_229) is a unit. player2 controls no unit, so Ambush has no enemy unit to attack. The When Played ability is resolved
// first (7.6.9: the player orders their simultaneous triggers).
describe.skipIf(!!skipReason)('real cards: SOR_183 Bounty Hunter Crew', () => {
  const state = () => withCards(['SOR_183', 'SEC_074', 'LAW_217', 'SOR_229'], { hand: ['SOR_183'], discard: ['SEC_074', 'SOR_229'] }, { discard: ['LAW_217'] });

  it('"a discard pile": the opponent\'s event is offered and goes to its owner\'s (player2\'s) hand', () => {
    const r = run(state(), play('Bounty Hunter Crew'), [/When Played/, /Resolve|Yes/i, /^Hold For Questioning/]);
    const s = ok(r);
    const labels = r.prompts[2]!.options.map((o) => o.label).join(' | ');
    // Both events are offered (either pile), the unit is not.
    expect(labels).toMatch(/Relief Request/);
    expect(labels).not.toMatch(/Cell Block Guard/);
    expect(names(s.player2.hand)).toEqual(['Hold For Questioning']);
    expect(s.player2.discard).toEqual([]);
    expect(names(s.player1.hand)).toEqual([]);
    expect(names(s.player1.discard)).toEqual(['Cell Block Guard', 'Relief Request']);
  });

  it('the controller\'s own event goes to their own hand', () => {
    const s = ok(run(state(), play('Bounty Hunter Crew'), [/When Played/, /Resolve|Yes/i, /^Relief Request/]));
    expect(names(s.player1.hand)).toEqual(['Relief Request']);
    expect(names(s.player2.discard)).toEqual(['Hold For Questioning']);
  });

  it('"You may": declined, every card stays in its discard pile', () => {
    const s = ok(run(state(), play('Bounty Hunter Crew'), [/When Played/, /Decline|No/i]));
    expect(names(s.player1.discard)).toEqual(['Cell Block Guard', 'Relief Request']);
    expect(names(s.player2.discard)).toEqual(['Hold For Questioning']);
    expect(s.player1.hand).toEqual([]);
  });
});

// JTL_173 Fight Fire With Fire (event, 1): "Choose a friendly unit and an enemy unit in the same arena. If you do, deal
// 3 damage to each of them."
describe.skipIf(!!skipReason)('real cards: JTL_173 Fight Fire With Fire', () => {
  it('a friendly Wampa (4/5) and the enemy Wampa on the ground each take 3 damage; the space units are untouched', () => {
    const state = withCards(['JTL_173'], { hand: ['JTL_173'], groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const r = run(state, play('Fight Fire With Fire'), [/^Wampa/, /^Wampa/]);
    const s = ok(r);
    expect(damageOf(s, 'player1', 'Wampa')).toBe(3);
    expect(damageOf(s, 'player2', 'Wampa')).toBe(3);
    expect(damageOf(s, 'player1', 'Alliance X-Wing')).toBe(0);
    expect(damageOf(s, 'player2', 'Alliance X-Wing')).toBe(0);
    // The second choice offers enemy units in the Wampa's arena only.
    expect(r.prompts[1]!.options.map((o) => o.label).join(' | ')).not.toMatch(/X-Wing/);
  });

  it('"in the same arena": a friendly ground unit with no enemy ground unit is not offered; the X-Wings (2/3) are defeated', () => {
    // player1's Wampa has no enemy in the ground arena; only the X-Wing is offered first. 3 damage to a 2/3 defeats it.
    const state = withCards(['JTL_173'], { hand: ['JTL_173'], groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }, { spaceArena: ['alliance-xwing'] });
    const r = run(state, play('Fight Fire With Fire'), [/^Alliance X-Wing/, /^Alliance X-Wing/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Wampa/);
    expect(units(s, 'player1')).toEqual(['Wampa']);
    expect(units(s, 'player2')).toEqual([]);
  });

  it('no friendly and enemy unit share an arena: nothing is chosen, no damage', () => {
    const state = withCards(['JTL_173'], { hand: ['JTL_173'], groundArena: ['wampa'] }, { spaceArena: ['alliance-xwing'] });
    const s = ok(run(state, play('Fight Fire With Fire')));
    expect(damageOf(s, 'player1', 'Wampa')).toBe(0);
    expect(damageOf(s, 'player2', 'Alliance X-Wing')).toBe(0);
  });
});

// SHD_191 Xanadu Blood (unit, 6, 4/6 space, Underworld): "When Played/On Attack: You may return another friendly
// non-leader Underworld unit to its owner's hand. if you do, exhaust an enemy unit or resource." Underworld Thug (2/3,
// Underworld) is the friendly unit to return; the Marine (Rebel Trooper) is not Underworld.
describe.skipIf(!!skipReason)('real cards: SHD_191 Xanadu Blood', () => {
  const state = () => withCards(['SHD_191'], { hand: ['SHD_191'], groundArena: ['underworld-thug', 'battlefield-marine'] }, { groundArena: ['wampa'], resources: { readyCount: 2, exhaustedCount: 1 } });
  const readyOf = (s: SwuState, p: 'player1' | 'player2') => s[p].resources.filter((r) => !r.exhausted).length;

  it('returns the Thug, then exhausts the enemy Wampa; the Marine (not Underworld) and Xanadu ("another") are not offered', () => {
    const r = run(state(), play('Xanadu Blood'), [/^Underworld Thug/, /^Wampa/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Battlefield Marine|Xanadu/);
    expect(names(s.player1.hand)).toEqual(['Underworld Thug']);
    expect(s.player2.groundArena[0]!.exhausted).toBe(true);
    expect(readyOf(s, 'player2')).toBe(2);
  });

  it('"or resource": a ready resource of player2 is exhausted (2 ready -> 1), the Wampa stays ready', () => {
    const s = ok(run(state(), play('Xanadu Blood'), [/^Underworld Thug/, /ready resource/]));
    expect(readyOf(s, 'player2')).toBe(1);
    expect(s.player2.resources.length).toBe(3);
    expect(s.player2.groundArena[0]!.exhausted).toBe(false);
  });

  it('"You may": declined, nothing is returned and nothing is exhausted ("if you do")', () => {
    const s = ok(run(state(), play('Xanadu Blood'), [/^Decline/i]));
    expect(units(s, 'player1')).toEqual(['Battlefield Marine', 'Underworld Thug', 'Xanadu Blood']);
    expect(s.player2.groundArena[0]!.exhausted).toBe(false);
    expect(readyOf(s, 'player2')).toBe(2);
  });
});

// LOF_240 Flight of the Inquisitor (event, 2): "You may return a Force unit and a Lightsaber upgrade from your discard
// pile to your hand." LOF_031 Karis (unit, Force Night) and LAW_088 Anakin Skywalker (unit, Force) are Force units;
// LOF_053 Heirloom Lightsaber is a Lightsaber upgrade; Wampa (Creature) and Relief Request (event) are neither.
describe.skipIf(!!skipReason)('real cards: LOF_240 Flight of the Inquisitor', () => {
  const ids = ['LOF_240', 'LOF_031', 'LAW_088', 'LOF_053', 'SEC_074'];

  it('one Force unit and one Lightsaber upgrade go to the hand; the other cards stay; the opponent\'s pile is not offered', () => {
    const state = withCards(ids, { hand: ['LOF_240'], discard: ['LOF_031', 'wampa', 'LOF_053', 'SEC_074'] }, { discard: ['LAW_088'] });
    const r = run(state, play('Flight of the Inquisitor'), [/Resolve|Yes/i, /^Karis/, /^Heirloom Lightsaber/]);
    const s = ok(r);
    const offered = (i: number) => r.prompts[i]!.options.map((o) => o.label).join(' | ');
    expect(offered(1)).not.toMatch(/Wampa|Relief Request|Heirloom|Anakin/);
    expect(offered(2)).not.toMatch(/Wampa|Relief Request|Karis/);
    expect(names(s.player1.hand)).toEqual(['Heirloom Lightsaber', 'Karis']);
    // The event itself goes to the discard pile after resolving (the Wampa and Relief Request stay).
    expect(names(s.player1.discard)).toEqual(['Flight of the Inquisitor', 'Relief Request', 'Wampa']);
    expect(names(s.player2.discard)).toEqual(['Anakin Skywalker']);
  });

  it('no Lightsaber upgrade in the discard pile: the Force unit alone is returned', () => {
    const state = withCards(ids, { hand: ['LOF_240'], discard: ['LOF_031', 'wampa'] });
    const s = ok(run(state, play('Flight of the Inquisitor'), [/Resolve|Yes/i, /^Karis/]));
    expect(names(s.player1.hand)).toEqual(['Karis']);
  });

  it('"You may": declined, nothing is returned', () => {
    const state = withCards(ids, { hand: ['LOF_240'], discard: ['LOF_031', 'LOF_053'] });
    const s = ok(run(state, play('Flight of the Inquisitor'), [/Decline|No/i]));
    expect(s.player1.hand).toEqual([]);
    expect(names(s.player1.discard)).toEqual(['Flight of the Inquisitor', 'Heirloom Lightsaber', 'Karis']);
  });
});

// JTL_233 Sweep the Area (event, 3): "Return up to 2 non-leader units in the same arena with a combined cost 3 or less
// to their owners' hands." Printed costs: Battlefield Marine 2, LAW_180 Inspired Recruit 1 (ground), JTL_212 Republic
// Y-Wing 1 (space), Wampa 4.
describe.skipIf(!!skipReason)('real cards: JTL_233 Sweep the Area', () => {
  const state = () => withCards(['JTL_233', 'LAW_180', 'JTL_212'], { hand: ['JTL_233'], groundArena: ['wampa'] }, { groundArena: ['battlefield-marine', 'LAW_180'], spaceArena: ['JTL_212'] });

  it('the Marine (2) and the Recruit (1): 3 in all, both on the ground, both to player2\'s hand; the Wampa (4) is never offered', () => {
    const r = run(state(), play('Sweep the Area'), [/^Battlefield Marine/, /^Inspired Recruit/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Wampa/);
    // After the Marine: 1 left, same arena: the Recruit only (the Y-Wing is in space).
    expect(r.prompts[1]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Y-Wing|Wampa/);
    expect(names(s.player2.hand)).toEqual(['Battlefield Marine', 'Inspired Recruit']);
    expect(units(s, 'player2')).toEqual(['Republic Y-Wing']);
    expect(units(s, 'player1')).toEqual(['Wampa']);
  });

  it('the Y-Wing (space) first: no other unit in space, so it alone is returned', () => {
    const s = ok(run(state(), play('Sweep the Area'), [/^Republic Y-Wing/]));
    expect(names(s.player2.hand)).toEqual(['Republic Y-Wing']);
    expect(units(s, 'player2')).toEqual(['Battlefield Marine', 'Inspired Recruit']);
  });

  it('"up to": choosing none returns nothing', () => {
    const s = ok(run(state(), play('Sweep the Area'), ['none']));
    expect(s.player2.hand).toEqual([]);
    expect(units(s, 'player2')).toEqual(['Battlefield Marine', 'Inspired Recruit', 'Republic Y-Wing']);
  });
});

// LOF_201 Qui-Gon Jinn's Lightsaber (upgrade, 2): "Attach to a friendly non-Vehicle unit. / When Played: If attached unit
// is Qui-Gon Jinn, you may exhaust any number of units with combined cost 6 or less." LAW_237 Qui-Gon Jinn (4, 3/5).
// The first prompt is where the upgrade is attached.
describe.skipIf(!!skipReason)('real cards: LOF_201 Qui-Gon Jinn\'s Lightsaber', () => {
  const ids = ['LOF_201', 'LAW_237'];
  const exhaustedOf = (s: SwuState, p: 'player1' | 'player2') => names([...s[p].groundArena, ...s[p].spaceArena].filter((u) => u.exhausted));

  it('on Qui-Gon Jinn: the Wampa (4) and the Marine (2) are exhausted (6 in all); the Recruit (1) no longer fits', () => {
    const state = withCards([...ids, 'LAW_180'], { hand: ['LOF_201'], groundArena: ['LAW_237'] }, { groundArena: ['wampa', 'battlefield-marine', 'LAW_180'] });
    const r = run(state, play("Qui-Gon Jinn's Lightsaber"), [/^Qui-Gon Jinn/, /Resolve|Yes/i, /^Wampa/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(exhaustedOf(s, 'player2')).toEqual(['Battlefield Marine', 'Wampa']);
    expect(exhaustedOf(s, 'player1')).toEqual([]);
    // "any number of units": friendly ones too (Qui-Gon, 4, is offered first); after the Wampa (2 left) he no longer fits.
    expect(r.prompts[2]!.options.map((o) => o.label).join(' | ')).toMatch(/Qui-Gon Jinn/);
    expect(r.prompts[3]!.options.map((o) => o.label).join(' | ')).not.toMatch(/Qui-Gon Jinn|Wampa/);
  });

  it('attached to another unit (the Marine): the condition is false, nothing is asked, nothing is exhausted', () => {
    const state = withCards(ids, { hand: ['LOF_201'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = ok(run(state, play("Qui-Gon Jinn's Lightsaber"), [/^Battlefield Marine/]));
    expect(exhaustedOf(s, 'player2')).toEqual([]);
  });
});
