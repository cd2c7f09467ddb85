// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the capture and control family
// (wave 4, compiler/templates/capture.ts, v2/capture.ts): captors the text names (attached unit, "he", a friendly unit,
// each of several units), units compared with the captor, units that attacked your base this phase, captured cards as
// targets (rescue, discard), "If this unit would be captured, ... instead", control given away or exchanged.
// Each expected outcome is worked out by hand from the printed text (quoted in the test name) and the Comprehensive
// Rules: 8.33.1 (a captured unit leaves play, facedown under its captor), 8.33.3 (a rescued card enters play exhausted
// under its owner's control), 8.27.1 (take control), 7.7.5 (replacement). Fodder: Battlefield Marine 3/3 ground,
// Wampa 4/5 ground, Underworld Thug 2/3 ground, TIE/ln Fighter 2/1 space, Consular Security Force 3/7 ground. Units put
// in play by the state are ready; units played enter exhausted.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, byId, play, run, skipReason, statsOf, withCards, scripted } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (capture and control) did not run: ${skipReason}`);

const captured = (s: SwuState, id: string) => byId(s, id).capturedUnits.map((c) => c.card);
const cards = (s: SwuState, p: 'player1' | 'player2', zone: 'groundArena' | 'spaceArena') => s[p][zone].map((u) => u.card).sort();

describe.skipIf(!!skipReason)('real cards: captors the text names (8.33.1)', () => {
  it('SHD_124 Legal Authority "Attached unit captures an enemy non-leader unit with less power than it."', () => {
    // Attached to the Marine: 3 power (Legal Authority is +0/+2). Enemy units: Thug 2 power (< 3: may be captured),
    // Wampa 4 and a second Marine 3 (not less than 3: not offered). The Thug goes under the Marine.
    const answer = scripted(/Battlefield Marine \(player1\)/, /Underworld Thug/);
    const s = run(withCards(['SHD_124'], { hand: ['SHD_124'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug', 'wampa', 'battlefield-marine'] }), play('Legal Authority'), answer);
    expect(answer.asked[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Underworld Thug/)]);
    expect(captured(s, 'SOR_095')).toEqual(['SOR_247']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_095', 'SOR_164']);
  });

  it('SEC_256 Moral Authority "Attached unit captures an enemy non-leader unit with less remaining HP than it."', () => {
    // Attached to Galen Erso (unique, 0/5; Moral Authority is +2/+0): 5 remaining HP. Enemies: Wampa 4/5 with 1 damage
    // (4 left: less), Consular Security Force 3/7 (7: not less), Marine 3/3 with 0 damage (3: less). The Wampa is taken.
    const answer = scripted(/Galen Erso/, /Wampa/);
    const s = run(withCards(['SEC_256', 'LAW_233', 'SOR_046'], { hand: ['SEC_256'], groundArena: ['LAW_233'] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'SOR_046', 'battlefield-marine'] }), play('Moral Authority'), answer);
    expect(answer.asked[1]!.options.map((o) => o.label).sort()).toEqual([expect.stringMatching(/^Battlefield Marine/), expect.stringMatching(/^Wampa/)]);
    expect(captured(s, 'LAW_233')).toEqual(['SOR_164']);
  });

  it('SHD_251 The Mandalorian\'s Rifle "If attached unit is The Mandalorian, he captures an exhausted enemy non-leader unit."', () => {
    // On The Mandalorian (SEC_209): of the enemy Wampa (exhausted) and Thug (ready) only the Wampa may be captured.
    const answer = scripted(/The Mandalorian/, /Wampa/);
    const s = run(withCards(['SHD_251', 'SEC_209'], { hand: ['SHD_251'], groundArena: ['SEC_209'] }, { groundArena: [{ card: 'wampa', exhausted: true }, 'underworld-thug'] }), play("The Mandalorian's Rifle"), answer);
    expect(answer.asked[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Wampa/)]);
    expect(captured(s, 'SEC_209')).toEqual(['SOR_164']);
    // On any other unit the condition fails: nothing is captured, no target is asked for.
    const other = scripted(/Battlefield Marine/);
    const t = run(withCards(['SHD_251'], { hand: ['SHD_251'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', exhausted: true }] }), play("The Mandalorian's Rifle"), other);
    expect(captured(t, 'SOR_095')).toEqual([]);
    expect(cards(t, 'player2', 'groundArena')).toEqual(['SOR_164']);
  });

  it('SEC_127 Charged with Corruption "You may disclose Command Command ... If you do, a friendly unit captures an enemy non-leader unit."', () => {
    // Disclose: the two Marines in hand (Command each) give Command Command. Then the friendly Thug (the captor is
    // chosen first) captures the enemy TIE/ln: any enemy non-leader unit, whatever its arena.
    const answer = scripted([/Battlefield Marine/, /Battlefield Marine/], /Underworld Thug/, /TIE\/ln Fighter/);
    const state = withCards(['SEC_127'], { hand: ['SEC_127', 'battlefield-marine', 'battlefield-marine'], groundArena: ['underworld-thug'] }, { spaceArena: ['tieln-fighter'] });
    const s = run(state, play('Charged with Corruption'), answer);
    expect(answer.asked[1]!.text).toMatch(/choose a unit/);
    expect(answer.asked[1]!.options.map((o) => o.label)).toEqual(['Underworld Thug (player1)']);
    expect(captured(s, 'SOR_247')).toEqual(['SOR_225']);
    expect(s.player2.spaceArena).toEqual([]);
    // Declining to disclose: nothing is captured.
    const t = run(state, play('Charged with Corruption'), scripted(/Decline/));
    expect(captured(t, 'SOR_247')).toEqual([]);
    expect(t.player2.spaceArena).toHaveLength(1);
  });

  it('SEC_209 The Mandalorian "When this unit attacks and defeats a unit: You may choose an enemy non-leader unit. This unit captures it."', () => {
    // The Mandalorian (6/8) attacks the Thug (2/3): 6 damage defeats it, he takes 2. Then he may capture the Wampa.
    const answer = scripted(/Wampa/);
    const s = run(withCards(['SEC_209'], { groundArena: ['SEC_209'] }, { groundArena: ['underworld-thug', 'wampa'] }), attack('The Mandalorian', 'Underworld Thug'), answer);
    expect(captured(s, 'SEC_209')).toEqual(['SOR_164']);
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.discard.map((c) => c.card)).toEqual(['SOR_247']);
    // The choice is optional ("You may"): the prompt offers declining.
    expect(answer.asked[0]!.options.some((o) => /decline/i.test(o.label))).toBe(true);
  });

  it('SEC_056 Escape Pod "When Played: You may have this unit capture a friendly non-Vehicle, non-leader unit."', () => {
    // Friendly non-Vehicle units: the Marine (the TIE/ln is a Vehicle, not offered). The Marine goes under the Pod.
    const answer = scripted(/Battlefield Marine/);
    const s = run(withCards(['SEC_056'], { hand: ['SEC_056'], groundArena: ['battlefield-marine'], spaceArena: ['tieln-fighter'] }), play('Escape Pod'), answer);
    expect(answer.asked[0]!.options.filter((o) => !/decline/i.test(o.label)).map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    expect(captured(s, 'SEC_056')).toEqual(['SOR_095']);
    expect(s.player1.groundArena).toEqual([]);
  });
});

const noHistory = { thisPhase: { played: [], defeated: [], attacks: [] } };

describe.skipIf(!!skipReason)('real cards: units that attacked your base this phase; each of several captors', () => {
  /** player2 attacks player1's base with the Wampa, then it is player1's turn (the attack is in this phase's record). */
  function afterWampaAttacksBase(p1: Record<string, unknown>, ids: string[]): SwuState {
    const state = withCards(ids, p1, { groundArena: ['wampa', 'underworld-thug'] }, { ...noHistory, activePlayer: 'player2' });
    return run(state, attack('Wampa', 'base', 'player2'));
  }

  it('SHD_106 Rule with Respect "A friendly unit captures each enemy non-leader unit that attacked your base this phase."', () => {
    // The Wampa attacked player1's base (4 damage); the Thug did not attack. The Marine (the one friendly unit, chosen)
    // captures the Wampa only.
    const before = afterWampaAttacksBase({ hand: ['SHD_106'], groundArena: ['battlefield-marine'] }, ['SHD_106']);
    expect(before.player1.base.damage).toBe(4);
    const s = run(before as never, play('Rule with Respect'), scripted(/Battlefield Marine/));
    expect(captured(s, 'SOR_095')).toEqual(['SOR_164']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_247']);
  });

  it('SHD_106 Rule with Respect: a unit that attacked a unit (not your base) is not captured', () => {
    // The Wampa attacks the Marine instead: 4 damage defeats the Marine (3 HP), the Wampa takes 3. Then the Consular
    // Security Force (player1's one unit left) is chosen and captures nothing: no enemy unit attacked player1's base.
    const state = withCards(['SHD_106', 'SOR_046'], { hand: ['SHD_106'], groundArena: ['battlefield-marine', 'SOR_046'] }, { groundArena: ['wampa'] }, { ...noHistory, activePlayer: 'player2' });
    const before = run(state, attack('Wampa', 'Battlefield Marine', 'player2'));
    const s = run(before as never, play('Rule with Respect'), scripted(/Consular Security Force/));
    expect(captured(s, 'SOR_046')).toEqual([]);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_164']);
  });

  it('SHD_088 Ephant Mon "On Attack: Choose an enemy non-leader unit that attacked your base this phase. A friendly unit in the same arena captures that unit."', () => {
    // The Wampa attacked player1's base. Ephant Mon attacks player2's base: the Wampa is chosen first (the Thug did not
    // attack: not offered), then a friendly ground unit captures it - the Marine (Ephant Mon is offered too).
    const before = afterWampaAttacksBase({ groundArena: ['SHD_088', 'battlefield-marine'], spaceArena: ['tieln-fighter'] }, ['SHD_088']);
    const answer = scripted(/Wampa/, /Battlefield Marine/);
    const s = run(before as never, attack('Ephant Mon', 'base'), answer);
    expect(answer.asked[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Wampa/)]);
    // The TIE/ln (space) is not in the Wampa's arena: not offered as the captor.
    expect(answer.asked[1]!.options.map((o) => o.label).sort()).toEqual([expect.stringMatching(/^Battlefield Marine/), expect.stringMatching(/^Ephant Mon/)]);
    expect(captured(s, 'SOR_095')).toEqual(['SOR_164']);
    expect(s.player2.base.damage).toBe(4);
  });

  it('SHD_092 Finalizer "Choose any number of friendly units. Each of those units captures an enemy non-leader unit in the same arena."', () => {
    // Chosen: Finalizer (space) and the Marine (ground); not the Thug. The controller picks the order: the Marine first
    // captures a ground unit (the Wampa), then Finalizer a space unit (the TIE/ln). The enemy Thug stays.
    const answer = scripted([/Finalizer/, /Battlefield Marine/], /Battlefield Marine/, /Wampa/, /TIE\/ln Fighter/);
    const state = withCards(['SHD_092'], { hand: ['SHD_092'], groundArena: ['battlefield-marine', 'underworld-thug'] }, { groundArena: ['wampa', 'underworld-thug'], spaceArena: ['tieln-fighter'] });
    const s = run(state, play('Finalizer'), answer);
    // The Wampa's prompt offers only ground units; the TIE's only space units.
    expect(answer.asked[2]!.options.map((o) => o.label).sort()).toEqual([expect.stringMatching(/^Underworld Thug/), expect.stringMatching(/^Wampa/)]);
    expect(answer.asked[3]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^TIE\/ln/)]);
    expect(captured(s, 'SOR_095')).toEqual(['SOR_164']);
    expect(captured(s, 'SHD_092')).toEqual(['SOR_225']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_247']);
  });

  it('SHD_092 Finalizer: choosing no units captures nothing (8.4.5A)', () => {
    const state = withCards(['SHD_092'], { hand: ['SHD_092'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Finalizer'), scripted('none'));
    expect(captured(s, 'SOR_095')).toEqual([]);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_164']);
  });
});

describe.skipIf(!!skipReason)('real cards: captured cards as targets (8.33.3)', () => {
  it('SHD_076 Unexpected Escape "Exhaust a unit. You may rescue a captured card guarded by that unit."', () => {
    // player2's Marine guards player1's Wampa. Exhaust the Marine, rescue the Wampa: it enters play under its owner's
    // (player1's) control, exhausted (8.33.3).
    const state = withCards(['SHD_076'], { hand: ['SHD_076'] }, { groundArena: [{ card: 'battlefield-marine', capturedUnits: ['wampa'] }] });
    const s = run(state, play('Unexpected Escape'), scripted(/Battlefield Marine/, /Wampa/));
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(byId(s, 'SOR_095').capturedUnits).toEqual([]);
    expect(s.player1.groundArena.map((u) => [u.card, u.exhausted])).toEqual([['SOR_164', true]]);
  });

  it('SHD_243 Altering the Deal "Discard a captured card guarded by a friendly unit."', () => {
    // player1's Marine guards player2's Wampa; player2's Thug guards player1's TIE/ln (not guarded by a friendly unit:
    // not offered). The Wampa goes to its owner's (player2's) discard pile.
    const state = withCards(['SHD_243'], { hand: ['SHD_243'], groundArena: [{ card: 'battlefield-marine', capturedUnits: ['wampa'] }] }, { groundArena: [{ card: 'underworld-thug', capturedUnits: ['tieln-fighter'] }] });
    const answer = scripted(/Wampa/);
    const s = run(state, play('Altering the Deal'), answer);
    expect(answer.asked[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Wampa \(captured by Battlefield Marine/)]);
    expect(byId(s, 'SOR_095').capturedUnits).toEqual([]);
    expect(s.player2.discard.map((c) => c.card)).toEqual(['SOR_164']);
    expect(byId(s, 'SOR_247').capturedUnits.map((c) => c.card)).toEqual(['SOR_225']);
  });
});

describe.skipIf(!!skipReason)('real cards: "If this unit would be captured, ... instead" (7.7.5)', () => {
  it('SHD_170 IG-11 "If this unit would be captured, defeat him and deal 3 damage to each enemy ground unit instead."', () => {
    // player1 plays Take Captive (SHD_131): the Marine captures IG-11 - replaced: IG-11 is defeated (to player2's
    // discard) and each of player2's enemies' ground units takes 3: the Marine (3/3) is defeated, the Wampa has 3
    // damage. player2's own Thug is not an enemy of IG-11's controller: untouched. Nothing is captured.
    const state = withCards(['SHD_170', 'SHD_131'], { hand: ['SHD_131'], groundArena: ['battlefield-marine', 'wampa'] }, { groundArena: ['SHD_170', 'underworld-thug'] });
    const s = run(state, play('Take Captive'), scripted(/Battlefield Marine/, /IG-11/));
    expect(s.player2.discard.map((c) => c.card)).toEqual(['SHD_170']);
    expect(s.player1.discard.map((c) => c.card).sort()).toEqual(['SHD_131', 'SOR_095']);
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(byId(s, 'SOR_164').capturedUnits).toEqual([]);
    expect(byId(s, 'SOR_247').damage).toBe(0);
  });
});

describe.skipIf(!!skipReason)('real cards: control (8.27.1)', () => {
  it('SHD_132 Choose Sides "Choose a friendly non-leader unit and an enemy non-leader unit. Exchange control of those units."', () => {
    const state = withCards(['SHD_132'], { hand: ['SHD_132'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Choose Sides'), scripted(/Battlefield Marine/, /Wampa/));
    expect(cards(s, 'player1', 'groundArena')).toEqual(['SOR_164']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_095']);
  });

  it('LAW_092 Two-Faced Troig "You may have an opponent take control of this unit. If you do, create 2 Credit tokens."', () => {
    const state = withCards(['LAW_092'], { hand: ['LAW_092'] });
    const s = run(state, play('Two-Faced Troig'), scripted(/Resolve/));
    expect(cards(s, 'player2', 'groundArena')).toEqual(['LAW_092']);
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player1.credits ?? 0).toBe(2);
    // Declined: Troig stays, no Credits.
    const t = run(state, play('Two-Faced Troig'), scripted(/Decline/));
    expect(cards(t, 'player1', 'groundArena')).toEqual(['LAW_092']);
    expect(t.player1.credits ?? 0).toBe(0);
  });

  it('LAW_233 Galen Erso "You may have an opponent take control of this unit." + "Enemy units gain Raid 1 and Saboteur."', () => {
    // Once player2 controls Galen, his enemies are player1's units: the Marine gains Raid 1 and Saboteur; player2's
    // Wampa does not.
    const state = withCards(['LAW_233'], { hand: ['LAW_233'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Galen Erso'), scripted(/Resolve/));
    expect(cards(s, 'player2', 'groundArena')).toEqual(['LAW_233', 'SOR_164']);
    expect(statsOf(s, 'SOR_095').keywords.map((k) => k.name).sort()).toEqual(['Raid', 'Saboteur']);
    expect(statsOf(s, 'SOR_164').keywords.map((k) => k.name)).not.toContain('Raid');
    expect(statsOf(s, 'SOR_164').keywords.map((k) => k.name)).not.toContain('Saboteur');
  });
});

describe.skipIf(!!skipReason)('real cards: guarding captured cards, enemy captors, exchanges with Credits', () => {
  it('SEC_212 Libertine "This unit gets +1/+0 for each captured card it\'s guarding."', () => {
    // Libertine (3/7) guarding 2 captured cards: 3 + 2 = 5 power, HP unchanged (7).
    const s = run(withCards(['SEC_212'], { spaceArena: [{ card: 'SEC_212', capturedUnits: ['wampa', 'battlefield-marine'] }] }), { type: 'pass', player: 'player1' });
    expect(statsOf(s, 'SEC_212').power).toBe(5);
    expect(statsOf(s, 'SEC_212').hp).toBe(7);
  });

  it('SEC_212 Libertine "When Played: Choose an enemy unit and a non-leader friendly unit. The enemy unit captures the friendly unit."', () => {
    // The enemy Wampa captures player1's Marine: the Marine is under the Wampa (owned by player1). Libertine itself
    // guards nothing: 3 power.
    const answer = scripted(/Wampa/, /Battlefield Marine/);
    const s = run(withCards(['SEC_212'], { hand: ['SEC_212'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Libertine'), answer);
    expect(captured(s, 'SOR_164')).toEqual(['SOR_095']);
    expect(byId(s, 'SOR_164').capturedUnits[0]!.owner).toBe('player1');
    expect(s.player1.groundArena).toEqual([]);
    // The friendly unit offered second: the Marine and Libertine itself (a non-leader friendly unit).
    expect(answer.asked[1]!.options.map((o) => o.label).sort()).toEqual([expect.stringMatching(/^Battlefield Marine/), expect.stringMatching(/^Libertine/)]);
    expect(statsOf(s, 'SEC_212').power).toBe(3);
  });

  it('SHD_180 Detention Block Rescue "Deal 3 damage to a unit. If that unit is guarding any captured cards, deal 6 damage instead."', () => {
    // Consular Security Force (3/7) guarding a captured Wampa: 6 damage. The same unit guarding nothing: 3 damage.
    const guarding = run(withCards(['SHD_180', 'SOR_046'], { hand: ['SHD_180'] }, { groundArena: [{ card: 'SOR_046', capturedUnits: ['wampa'] }] }), play('Detention Block Rescue'), scripted(/Consular Security Force/));
    expect(byId(guarding, 'SOR_046').damage).toBe(6);
    const plain = run(withCards(['SHD_180', 'SOR_046'], { hand: ['SHD_180'] }, { groundArena: ['SOR_046'] }), play('Detention Block Rescue'), scripted(/Consular Security Force/));
    expect(byId(plain, 'SOR_046').damage).toBe(3);
  });

  it('LAW_170 Double-Cross "... Exchange control of those units. The player who takes control of the lower-cost unit creates Credit tokens equal to the difference between those units\' costs."', () => {
    // The friendly Marine (cost 2) for the enemy Wampa (cost 4): player2 takes the cheaper Marine and creates 4 - 2 = 2
    // Credits; player1 creates none.
    const s = run(withCards(['LAW_170'], { hand: ['LAW_170'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Double-Cross'), scripted(/Battlefield Marine/, /Wampa/));
    expect(cards(s, 'player1', 'groundArena')).toEqual(['SOR_164']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_095']);
    expect(s.player2.credits ?? 0).toBe(2);
    expect(s.player1.credits ?? 0).toBe(0);
    // The other way round: the friendly Wampa (4) for the enemy Thug (2): player1 takes the cheaper Thug, 2 Credits.
    const t = run(withCards(['LAW_170'], { hand: ['LAW_170'], groundArena: ['wampa'] }, { groundArena: ['underworld-thug'] }), play('Double-Cross'), scripted(/Wampa/, /Underworld Thug/));
    expect(t.player1.credits ?? 0).toBe(2);
    expect(t.player2.credits ?? 0).toBe(0);
    // Equal costs (Marine 2 for Thug 2): the difference is 0, no Credits.
    const u = run(withCards(['LAW_170'], { hand: ['LAW_170'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] }), play('Double-Cross'), scripted(/Battlefield Marine/, /Underworld Thug/));
    expect((u.player1.credits ?? 0) + (u.player2.credits ?? 0)).toBe(0);
    expect(cards(u, 'player2', 'groundArena')).toEqual(['SOR_095']);
  });
});

describe.skipIf(!!skipReason)('real cards: several units with a total of N or less remaining HP (8.4.5A)', () => {
  it('SEC_106 Dismantle the Conspiracy "A friendly unit captures any number of enemy non-leader units with a total of 7 or less remaining HP."', () => {
    // Enemies' remaining HP: Wampa 5 - 1 damage = 4, Thug 3, TIE/ln 1, Consular Security Force 7. The Marine captures the
    // Wampa (7 - 4 = 3 left), then the TIE/ln (3 - 1 = 2 left); the Thug (3) no longer fits: no more prompt.
    const answer = scripted(/Battlefield Marine/, /Wampa/, /TIE\/ln/);
    const state = withCards(['SEC_106', 'SOR_046'], { hand: ['SEC_106'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'underworld-thug', 'SOR_046'], spaceArena: ['tieln-fighter'] });
    const s = run(state, play('Dismantle the Conspiracy'), answer);
    // First unit prompt: every enemy non-leader unit fits within 7 (the Security Force's 7 too).
    expect(answer.asked[1]!.options.map((o) => o.label.replace(/ \(.*$/, '')).sort()).toEqual(['Consular Security Force', 'TIE/ln Fighter', 'Underworld Thug', 'Wampa']);
    // Second: 3 left - the Thug (3) and the TIE/ln (1).
    expect(answer.asked[2]!.options.map((o) => o.label.replace(/ \(.*$/, '')).sort()).toEqual(['TIE/ln Fighter', 'Underworld Thug']);
    expect(captured(s, 'SOR_095').sort()).toEqual(['SOR_164', 'SOR_225']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_046', 'SOR_247']);
  });

  it('SEC_106 Dismantle the Conspiracy: the player may stop at any time (none chosen: nothing captured)', () => {
    const state = withCards(['SEC_106'], { hand: ['SEC_106'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('Dismantle the Conspiracy'), scripted(/Battlefield Marine/, 'none'));
    expect(captured(s, 'SOR_095')).toEqual([]);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_247']);
  });

  it('TWI_187 Cad Bane "When Played: This unit captures up to 3 enemy non-leader units with a total of 8 or less remaining HP."', () => {
    // Thug (3): 5 left; Marine (3): 2 left; TIE/ln (1): 1 left - 3 units, the most: no fourth prompt.
    const answer = scripted(/Underworld Thug/, /Battlefield Marine/, /TIE\/ln/);
    const state = withCards(['TWI_187'], { hand: ['TWI_187'] }, { groundArena: ['underworld-thug', 'battlefield-marine', 'wampa'], spaceArena: ['tieln-fighter', 'tieln-fighter'] });
    const s = run(state, play('Cad Bane'), answer);
    expect(captured(s, 'TWI_187').sort()).toEqual(['SOR_095', 'SOR_225', 'SOR_247']);
    expect(cards(s, 'player2', 'groundArena')).toEqual(['SOR_164']);
    expect(cards(s, 'player2', 'spaceArena')).toEqual(['SOR_225']);
  });

  it('TWI_187 Cad Bane "On Attack: The defending player may rescue a card they own guarded by this unit. If they do, draw 2 cards."', () => {
    // Cad Bane guards player2's Wampa and player1's own Thug. player2 (the defending player) is asked, offered only the
    // Wampa (the card they own), rescues it (back in play exhausted); player1 draws 2.
    const state = withCards(['TWI_187'], { groundArena: [{ card: 'TWI_187', capturedUnits: ['wampa', { card: 'underworld-thug', owner: 'player1' }] }], deck: ['battlefield-marine', 'battlefield-marine', 'battlefield-marine'] });
    const answer = scripted(/Wampa/);
    const s = run(state, attack('Cad Bane', 'base'), answer);
    expect(answer.asked[0]!.player).toBe('player2');
    expect(answer.asked[0]!.options.map((o) => o.label).filter((l) => !/decline/i.test(l))).toEqual([expect.stringMatching(/^Wampa/)]);
    expect(s.player2.groundArena.map((u) => [u.card, u.exhausted])).toEqual([['SOR_164', true]]);
    expect(captured(s, 'TWI_187')).toEqual(['SOR_247']);
    expect(s.player1.hand).toHaveLength(2);
    // Declined: nothing rescued, no cards drawn.
    const t = run(state, attack('Cad Bane', 'base'), scripted(/Decline/));
    expect(captured(t, 'TWI_187').sort()).toEqual(['SOR_164', 'SOR_247']);
    expect(t.player1.hand).toHaveLength(0);
  });
});

describe.skipIf(!!skipReason)('real cards: a captor compared by cost', () => {
  it('SHD_232 Relentless Pursuit "Choose a friendly unit. It captures an enemy non-leader unit that costs the same as or less than it. If the friendly unit is a Bounty Hunter, give a Shield token to it."', () => {
    // IG-11 (cost 5, Bounty Hunter) is chosen: of the enemy Wampa (4), Thug (2) and Cad Bane (7), the Wampa and the
    // Thug are offered; the Wampa is captured; IG-11 gets a Shield token.
    const answer = scripted(/IG-11/, /Wampa/);
    const state = withCards(['SHD_232', 'SHD_170', 'TWI_187'], { hand: ['SHD_232'], groundArena: ['SHD_170', 'battlefield-marine'] }, { groundArena: ['wampa', 'underworld-thug', 'TWI_187'] });
    const s = run(state, play('Relentless Pursuit'), answer);
    expect(answer.asked[1]!.options.map((o) => o.label.replace(/ \(.*$/, '')).sort()).toEqual(['Underworld Thug', 'Wampa']);
    expect(captured(s, 'SHD_170')).toEqual(['SOR_164']);
    expect(byId(s, 'SHD_170').upgrades.map((u) => u.card)).toEqual(['shield']);
    // The Marine (cost 2, not a Bounty Hunter): only the Thug (2) fits; no Shield token.
    const t = run(state, play('Relentless Pursuit'), scripted(/Battlefield Marine/, /Underworld Thug/));
    expect(captured(t, 'SOR_095')).toEqual(['SOR_247']);
    expect(byId(t, 'SOR_095').upgrades).toEqual([]);
  });
});
