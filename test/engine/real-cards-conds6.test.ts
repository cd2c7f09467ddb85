// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "conds6" family (issue 7):
// "<effect>. If <condition>, give it <other stats> instead.", "If you have fewer cards in hand than an opponent, ..."
// and "If an enemy unit has a Bounty, this unit costs 1 less to play." Each expected outcome is worked out by hand
// from the printed text (quoted in the test name), the card data (power/HP, costs) and the Comprehensive Rules; the
// compiled definition is never read here.
// Cards without text used around them: Battlefield Marine (SOR_095, 3/3), Wampa (SOR_164, 4/5), AT-ST (SOR_232, 6/7,
// Overwhelm); Fifth Brother (SOR_131, 2/4) is a FORCE unit, his own text only matters when he attacks.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, choose, pass, play, run, skipReason, statsOf, withCards } from './card-checks.js';
import { karabast } from './builders.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (conds6: conditions and "instead") did not run: ${skipReason}`);

const power = (s: SwuState, id: string) => statsOf(s, id).power;
const hp = (s: SwuState, id: string) => statsOf(s, id).hp;
const inPlay = (s: SwuState, id: string) => [...s.player1.groundArena, ...s.player2.groundArena].some((u) => u.card === id);

describe.skipIf(!!skipReason)('real cards: "If <condition>, give it/the enemy unit <stats> instead"', () => {
  it('LOF_078 Whirlwind of Power "Give a unit -2/-2 for this phase. If you control a Force unit, give it -3/-3 instead." - with Fifth Brother', () => {
    // Fifth Brother is a FORCE unit: the chosen Battlefield Marine (3/3) gets -3/-3 only (not also -2/-2): HP 0,
    // defeated (1.6.4).
    const s = run(withCards(['LOF_078', 'SOR_131'], { hand: ['LOF_078'], groundArena: ['SOR_131'], resources: 10 }, { groundArena: ['SOR_095', 'SOR_232'] }), play('Whirlwind of Power'), choose(/^Battlefield Marine/));
    expect(inPlay(s, 'SOR_095')).toBe(false);
    expect([power(s, 'SOR_232'), hp(s, 'SOR_232')]).toEqual([6, 7]);
  });

  it('LOF_078 Whirlwind of Power: without a Force unit, -2/-2: the Marine is 1/1 and stays', () => {
    const s = run(withCards(['LOF_078'], { hand: ['LOF_078'], groundArena: ['SOR_164'], resources: 10 }, { groundArena: ['SOR_095'] }), play('Whirlwind of Power'), choose(/^Battlefield Marine/));
    expect([power(s, 'SOR_095'), hp(s, 'SOR_095')]).toEqual([1, 1]);
  });

  it('LOF_078 Whirlwind of Power: "a unit" may be friendly: with a Force unit, the friendly Wampa 4/5 becomes 1/2', () => {
    const s = run(withCards(['LOF_078', 'SOR_131'], { hand: ['LOF_078'], groundArena: ['SOR_131', 'SOR_164'], resources: 10 }), play('Whirlwind of Power'), choose(/^Wampa/));
    expect([power(s, 'SOR_164'), hp(s, 'SOR_164')]).toEqual([1, 2]);
  });

  it('SHD_051 Mystic Reflection "Give an enemy unit -2/-0 for this phase. If you control a Force unit, give the enemy unit -2/-2 for this phase instead."', () => {
    // With Fifth Brother (FORCE): the enemy Wampa 4/5 gets -2/-2 instead of -2/-0: 2/3.
    const s = run(withCards(['SHD_051', 'SOR_131'], { hand: ['SHD_051'], groundArena: ['SOR_131'], resources: 10 }, { groundArena: ['SOR_164'] }), play('Mystic Reflection'), choose(/^Wampa/));
    expect([power(s, 'SOR_164'), hp(s, 'SOR_164')]).toEqual([2, 3]);
  });

  it('SHD_051 Mystic Reflection: without a Force unit, -2/-0: the Wampa is 2/5', () => {
    const s = run(withCards(['SHD_051'], { hand: ['SHD_051'], groundArena: ['SOR_095'], resources: 10 }, { groundArena: ['SOR_164'] }), play('Mystic Reflection'), choose(/^Wampa/));
    expect([power(s, 'SOR_164'), hp(s, 'SOR_164')]).toEqual([2, 5]);
  });

  it('SHD_051 Mystic Reflection: only enemy units are offered', () => {
    // player1's own Fifth Brother and Marine are not "enemy units": the only one offered is the Wampa.
    let offered: string[] = [];
    run(withCards(['SHD_051', 'SOR_131'], { hand: ['SHD_051'], groundArena: ['SOR_131', 'SOR_095'], resources: 10 }, { groundArena: ['SOR_164'] }), play('Mystic Reflection'), (p) => {
      offered = p.options.map((o) => o.label);
      return [p.options.find((o) => /^Wampa/.test(o.label))!.id];
    });
    expect(offered.filter((l) => /Fifth Brother|Battlefield Marine/.test(l))).toEqual([]);
  });

  // SOR_051 Luke Skywalker (cost 7, 6/7, Restore 3): "When Played: Give an enemy unit -3/-3 for this phase. If a
  // friendly unit was defeated this phase, give that enemy unit -6/-6 for this phase instead."
  // The state carries what happened this phase (nothing yet); without it the engine answers UNSUPPORTED.
  const noHistory = { thisPhase: { played: [], defeated: [], attacks: [] } };
  const luke = (p1Ground: string[]) => withCards(['SOR_051'], { hand: ['SOR_051'], groundArena: p1Ground, resources: 20 }, { groundArena: ['SOR_164', 'SOR_232'] }, noHistory);

  it('SOR_051 Luke Skywalker: a friendly Marine was defeated this phase (attacking the Wampa), so the AT-ST gets -6/-6: 0/1', () => {
    // The Marine (3/3) attacks the Wampa (4/5): 4 damage defeats the Marine. player2 passes, player1 plays Luke.
    const a = run(luke(['SOR_095']), attack('Battlefield Marine', 'Wampa'));
    expect(inPlay(a, 'SOR_095')).toBe(false);
    const b = run(a as unknown as Record<string, unknown>, pass('player2'));
    const s = run(b as unknown as Record<string, unknown>, play('Luke Skywalker'), choose(/^AT-ST/));
    expect([power(s, 'SOR_232'), hp(s, 'SOR_232')]).toEqual([0, 1]);
  });

  it('SOR_051 Luke Skywalker: no friendly unit defeated this phase: the AT-ST gets -3/-3: 3/4', () => {
    const s = run(luke(['SOR_095']), play('Luke Skywalker'), choose(/^AT-ST/));
    expect([power(s, 'SOR_232'), hp(s, 'SOR_232')]).toEqual([3, 4]);
  });

  it('SOR_051 Luke Skywalker: an ENEMY unit defeated this phase does not count: -3/-3', () => {
    // player1's Wampa (4/5) attacks player2's Marine (3/3, added): the Marine is defeated, the
    // Wampa survives with 3 damage; no friendly unit was defeated.
    const state = withCards(['SOR_051'], { hand: ['SOR_051'], groundArena: ['SOR_164'], resources: 20 }, { groundArena: ['SOR_095', 'SOR_232'] }, noHistory);
    const a = run(state, attack('Wampa', 'Battlefield Marine'));
    expect(a.player2.groundArena.map((u) => u.card)).toEqual(['SOR_232']);
    const b = run(a as unknown as Record<string, unknown>, pass('player2'));
    const s = run(b as unknown as Record<string, unknown>, play('Luke Skywalker'), choose(/^AT-ST/));
    expect([power(s, 'SOR_232'), hp(s, 'SOR_232')]).toEqual([3, 4]);
  });
});

// LAW_083 Broken Horn (cost 5, 5/4): "When Played: If you have fewer cards in hand than an opponent, draw a card. If
// you control fewer resources than an opponent, resource the top card of your deck." Both are checked as the ability
// resolves: Broken Horn has left the hand by then. Decks are listed top first.
describe.skipIf(!!skipReason)('real cards: "If you have fewer cards in hand than an opponent"', () => {
  const names = (s: SwuState, zone: 'hand' | 'deck') => s.player1[zone].map((c) => c.card);

  it('LAW_083 Broken Horn: 0 cards in hand against 2, and 12 resources against 14: draws the Marine, resources the Wampa', () => {
    const s = run(withCards(['LAW_083'], { hand: ['LAW_083'], resources: 12, deck: ['SOR_095', 'SOR_164', 'SOR_232'] }, { hand: ['SOR_095', 'SOR_095'], resources: 14 }), play('Broken Horn'));
    expect(names(s, 'hand')).toEqual(['SOR_095']);
    expect(s.player1.resources).toHaveLength(13);
    expect(names(s, 'deck')).toEqual(['SOR_232']);
  });

  it('LAW_083 Broken Horn: 1 card in hand against 1 (not fewer) and 12 resources against 12: nothing', () => {
    const s = run(withCards(['LAW_083'], { hand: ['LAW_083', 'SOR_232'], resources: 12, deck: ['SOR_095', 'SOR_164'] }, { hand: ['SOR_095'], resources: 12 }), play('Broken Horn'));
    expect(names(s, 'hand')).toEqual(['SOR_232']);
    expect(s.player1.resources).toHaveLength(12);
    expect(names(s, 'deck')).toEqual(['SOR_095', 'SOR_164']);
  });

  it('LAW_083 Broken Horn: fewer resources only: no draw, the top card is resourced', () => {
    const s = run(withCards(['LAW_083'], { hand: ['LAW_083'], resources: 12, deck: ['SOR_095', 'SOR_164'] }, { resources: 13 }), play('Broken Horn'));
    expect(names(s, 'hand')).toEqual([]);
    expect(s.player1.resources).toHaveLength(13);
    expect(names(s, 'deck')).toEqual(['SOR_164']);
  });
});

// SHD_117 Reputable Hunter (3/4): "If an enemy unit has a Bounty, this unit costs 1 less to play." Each pair of
// states differs only in that condition, so the difference in resources spent is the modifier itself (whatever the
// aspect penalties of the default leader and base add to both). Val (SHD_058) has a printed Bounty.
describe.skipIf(!!skipReason)('real cards: "If an enemy unit has a Bounty, this unit costs 1 less to play"', () => {
  const spent = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;
  const hunter = (p1Ground: string[], p2Ground: string[]) => withCards(['SHD_117', 'SHD_058'], { hand: ['SHD_117'], groundArena: p1Ground, resources: 20 }, { groundArena: p2Ground });

  it('SHD_117 Reputable Hunter: an enemy Val (Bounty) makes it 1 cheaper than an enemy Wampa', () => {
    expect(spent(run(hunter([], ['SOR_164']), play('Reputable Hunter'))) - spent(run(hunter([], ['SHD_058']), play('Reputable Hunter')))).toBe(1);
  });

  it('SHD_117 Reputable Hunter: a FRIENDLY Val does not count', () => {
    expect(spent(run(hunter(['SHD_058'], ['SOR_164']), play('Reputable Hunter')))).toBe(spent(run(hunter([], ['SOR_164']), play('Reputable Hunter'))));
  });
});

// "If this unit is unique, ... instead" in a Bounty an upgrade gives: collected as the unit is defeated, when it is no
// longer in play (10.2, last known information 8.11). Top Target (SHD_071) and Guild Target (SHD_173) are +0/+0.
// Fifth Brother (SOR_131, 2/4) is unique; Battlefield Marine (SOR_095, 3/3) is not. player1's Val (SHD_058, 2/4; her
// own Bounty and When Defeated don't happen: she survives the 2 or 3 damage dealt back) attacks: 2 damage defeats a
// Fifth Brother with 2 damage already on him or a Marine with 1. player1 is asked whether to collect (Resolve), then
// the target. player1's base is Kestro City, player2's the default Administrator's Tower.
describe.skipIf(!!skipReason)('real cards: "If this unit is unique, ... instead" in a Bounty', () => {
  const { lookup } = realCardLookup();
  const bountied = (upgrade: string, unique: boolean, p1Base = 0) => karabast(
    { groundArena: ['SHD_058'], base: { card: 'kestro-city', damage: p1Base } },
    { groundArena: [{ card: unique ? 'SOR_131' : 'SOR_095', damage: unique ? 2 : 1, upgrades: [{ card: upgrade, owner: 'player2' }] }] },
  );
  const collect = (state: object, defender: string, steps: Step[]) => {
    const r = driveReal(lookup, state, attack('Val', defender), [/^Resolve/, ...steps]);
    expect(r.result.errors).toEqual([]);
    const s = ok(r);
    expect(s.player2.groundArena).toEqual([]);
    return s;
  };

  it('SHD_173 Guild Target "Bounty - Deal 2 damage to a base. If this unit is unique, deal 3 damage instead." - on Fifth Brother: 3', () => {
    expect(collect(bountied('SHD_173', true), 'Fifth Brother', [/Administrator's Tower/]).player2.base.damage).toBe(3);
  });

  it('SHD_173 Guild Target: on a Battlefield Marine (not unique): 2', () => {
    expect(collect(bountied('SHD_173', false), 'Battlefield Marine', [/Administrator's Tower/]).player2.base.damage).toBe(2);
  });

  it('SHD_071 Top Target "Bounty - Heal 4 damage from a unit or base. If this unit is unique, heal 6 damage instead." - on Fifth Brother: 8 - 6', () => {
    expect(collect(bountied('SHD_071', true, 8), 'Fifth Brother', [/Kestro City/]).player1.base.damage).toBe(2);
  });

  it('SHD_071 Top Target: on a Battlefield Marine (not unique): 8 - 4', () => {
    expect(collect(bountied('SHD_071', false, 8), 'Battlefield Marine', [/Kestro City/]).player1.base.damage).toBe(4);
  });
});
