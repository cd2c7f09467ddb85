// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) with lasting effects "for this
// phase" (7.7.3) read by compiler/templates/lasting-more.ts: a chosen unit that gets or gains ("Another friendly unit
// gets +1/+1 for this phase"), stats and a keyword on one chosen unit, two units, two keywords, and a gained ability in
// quotes ("For this phase, each friendly unit gains: "When Defeated: ..."").
// Each expected outcome is worked out by hand from the printed text (quoted in the test name) and the rules; the
// arithmetic is in the comments. Fodder: Battlefield Marine 3/3 ground (Rebel Trooper), Wampa 4/5 ground, Underworld
// Thug 2/3 ground. Units put in play by the state are ready; units played enter exhausted.
import { describe, expect, it } from 'vitest';
import { attack, byId, choose, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (lasting effects) did not run: ${skipReason}`);

const keywordsOf = (s: Parameters<typeof statsOf>[0], id: string) => statsOf(s, id).keywords.map((k) => k.name);

describe.skipIf(!!skipReason)('real cards: lasting effects for this phase', () => {
  it('LOF_126 Overpower "Give a unit +3/+3 and Overwhelm for this phase.": one unit is chosen, it gets both', () => {
    // Marine 3/3 chosen: 3+3 = 6 power, 3+3 = 6 HP, and Overwhelm. The Thug (not chosen) stays 2/3 without Overwhelm.
    let prompts = 0;
    const pick = choose(/Battlefield Marine/);
    const s = run(withCards(['LOF_126'], { hand: ['LOF_126'], groundArena: ['battlefield-marine', 'underworld-thug'] }), play('Overpower'), (p, i) => {
      prompts += 1;
      return pick(p, i);
    });
    expect(prompts).toBe(1);
    expect(statsOf(s, 'SOR_095').power).toBe(6);
    expect(statsOf(s, 'SOR_095').hp).toBe(6);
    expect(keywordsOf(s, 'SOR_095')).toContain('Overwhelm');
    expect(statsOf(s, 'SOR_247').power).toBe(2);
    expect(keywordsOf(s, 'SOR_247')).not.toContain('Overwhelm');
  });

  it('LAW_151 Profiteering Hunter "When Played: Another friendly unit gets +1/+1 for this phase."', () => {
    // The Marine (3/3) is the only other friendly unit: 3+1 = 4 / 3+1 = 4. The Hunter itself stays 1/3.
    const s = run(withCards(['LAW_151'], { hand: ['LAW_151'], groundArena: ['battlefield-marine'] }), play('Profiteering Hunter'), choose(/Battlefield Marine/));
    expect(statsOf(s, 'SOR_095').power).toBe(4);
    expect(statsOf(s, 'SOR_095').hp).toBe(4);
    expect(statsOf(s, 'LAW_151').power).toBe(1);
    expect(statsOf(s, 'LAW_151').hp).toBe(3);
  });

  it('SEC_048 Captain Rex "When Played/...: Give this unit and an enemy unit Sentinel for this phase."', () => {
    // Rex and the one enemy unit (Wampa) both gain Sentinel; the friendly Marine does not.
    const s = run(withCards(['SEC_048'], { hand: ['SEC_048'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Captain Rex'), choose(/Wampa/));
    expect(keywordsOf(s, 'SEC_048')).toContain('Sentinel');
    expect(keywordsOf(s, 'SOR_164')).toContain('Sentinel');
    expect(keywordsOf(s, 'SOR_095')).not.toContain('Sentinel');
  });

  it('LAW_182 Weazel "On Attack: Another friendly unit gains Raid 2 for this phase."', () => {
    // Weazel (2/3) attacks the base: 2 damage. The Marine gains Raid 2 for the phase (+2/+0 while attacking, 8.x Raid).
    const s = run(withCards(['LAW_182'], { groundArena: ['LAW_182', 'battlefield-marine'] }), attack('Weazel', 'base'), choose(/Battlefield Marine/));
    expect(s.player2.base.damage).toBe(2);
    expect(keywordsOf(s, 'SOR_095')).toContain('Raid');
    expect(keywordsOf(s, 'LAW_182')).not.toContain('Raid');
  });

  it('TWI_103 Pyrrhic Assault "For this phase, each friendly unit gains: "When Defeated: Deal 2 damage to an enemy unit.""', () => {
    // player1's Marine (3/3) gains the ability. player2's Wampa (4/5) then attacks it: the Marine takes 4 >= 3 and is
    // defeated; it deals 3 back, so the Wampa has 3 damage. The gained When Defeated (LKI, 7.6.4) deals 2 to an enemy
    // unit: the Thug (2/3) is chosen, 2 damage. The Wampa keeps 3.
    const played = run(withCards(['TWI_103'], { hand: ['TWI_103'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa', 'underworld-thug'] }), play('Pyrrhic Assault'));
    const s = run(played as never, attack('Wampa', 'Battlefield Marine', 'player2'), choose(/Underworld Thug/));
    expect(s.player1.groundArena).toEqual([]);
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(byId(s, 'SOR_247').damage).toBe(2);
  });
});
