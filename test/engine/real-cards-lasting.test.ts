// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) with lasting effects "for this
// phase" (7.7.3) read by compiler/templates/lasting-more.ts: a chosen unit that gets or gains ("Another friendly unit
// gets +1/+1 for this phase"), stats and a keyword on one chosen unit, two units, two keywords, and a gained ability in
// quotes ("For this phase, each friendly unit gains: "When Defeated: ..."").
// Each expected outcome is worked out by hand from the printed text (quoted in the test name) and the rules; the
// arithmetic is in the comments. Fodder: Battlefield Marine 3/3 ground (Rebel Trooper), Wampa 4/5 ground, Underworld
// Thug 2/3 ground. Units put in play by the state are ready; units played enter exhausted.
import { describe, expect, it } from 'vitest';
import { attack, byId, choose, nextPhase, pass, play, run, skipReason, statsOf, withCards } from './card-checks.js';

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

  it('SOR_224 Change of Heart "Take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it."', () => {
    // player1 takes player2's Wampa: for the rest of the action phase it is in player1's ground arena. At the start of
    // the regroup phase the delayed effect (7.7.4) gives it back to its owner, player2.
    const taken = run(withCards(['SOR_224'], { hand: ['SOR_224'] }, { groundArena: ['wampa'] }), play('Change of Heart'), choose(/Wampa/));
    expect(taken.player1.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(taken.player2.groundArena).toEqual([]);
    expect(taken.delayed).toHaveLength(1);
    const back = nextPhase(taken);
    expect(back.player1.groundArena).toEqual([]);
    expect(back.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(back.delayed).toEqual([]);
  });

  it('SOR_224 Change of Heart: a taken unit that leaves play is a new object if it comes back; the delayed effect forgets it', () => {
    // player2's Wampa (4/5) has 3 damage. player1 takes it; player2 passes; the Wampa attacks player2's Marine (3/3):
    // the Marine takes 4 >= 3 and the Wampa 3 + 3 = 6 >= 5: both are defeated, the Wampa to its owner's discard pile.
    // The delayed effect no longer names it (8.12-style new object), and at the regroup phase nothing moves.
    const state = withCards(['SOR_224'], { hand: ['SOR_224'] }, { groundArena: [{ card: 'wampa', damage: 3 }, 'battlefield-marine'] });
    const taken = run(state, play('Change of Heart'), choose(/Wampa/));
    const wampa = byId(taken, 'SOR_164').id;
    expect(Object.values(taken.delayed[0]!.refs ?? {})).toContain(wampa);
    const passed = run(taken as never, pass('player2'));
    const fought = run(passed as never, attack('Wampa', 'Battlefield Marine'));
    expect(fought.player2.discard.map((c) => c.card)).toEqual(expect.arrayContaining(['SOR_164', 'SOR_095']));
    expect(Object.values(fought.delayed[0]!.refs ?? {})).not.toContain(wampa);
  });

  it('SHD_203 Zorii Bliss "On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand."', () => {
    // Zorii (4/7) attacks the base: 4 damage, player1 draws 1 card. At the start of the regroup phase player1 discards
    // one card from hand: player1's discard pile goes from 0 to 1 card.
    const attacked = run(withCards(['SHD_203'], { groundArena: ['SHD_203'] }), attack('Zorii Bliss', 'base'));
    expect(attacked.player2.base.damage).toBe(4);
    expect(attacked.delayed).toHaveLength(1);
    const before = attacked.player1.discard.length;
    const after = nextPhase(attacked);
    expect(after.player1.discard.length).toBe(before + 1);
  });

  it('SHD_131 Take Captive "A friendly unit captures an enemy non-leader unit in the same arena."', () => {
    // The Marine (ground) is chosen first; only enemy non-leader units in the ground arena may be captured: the Wampa,
    // not the space TIE/ln. The Wampa goes under the Marine (captured), leaving player2's ground arena empty.
    const offered: string[][] = [];
    const pick = choose(/Battlefield Marine/, /Wampa/);
    const s = run(withCards(['SHD_131'], { hand: ['SHD_131'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }), play('Take Captive'), (p, i) => {
      offered.push(p.options.map((o) => o.label));
      return pick(p, i);
    });
    expect(offered.some((labels) => labels.some((l) => /TIE/.test(l)))).toBe(false);
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.spaceArena).toHaveLength(1);
    expect(byId(s, 'SOR_095').capturedUnits.map((c) => c.card)).toEqual(['SOR_164']);
  });

  it('TWI_171 Grenade Strike "Deal 2 damage to a unit. You may deal 1 damage to another unit in the same arena."', () => {
    // 2 damage to the enemy Wampa (ground, 4/5): 2 damage. Then 1 damage to another ground unit: the Thug (2/3) gets 1.
    // The TIE/ln (space) and the Wampa itself are not offered for the second part.
    const second: string[] = [];
    const pick = choose(/Wampa/, /^Resolve|^Yes|MAY/i, /Underworld Thug/);
    const s = run(withCards(['TWI_171'], { hand: ['TWI_171'] }, { groundArena: ['wampa', 'underworld-thug'], spaceArena: ['tieln-fighter'] }), play('Grenade Strike'), (p, i) => {
      // The first prompt chooses the 2-damage unit (any unit); the last one that offers the Thug is the second part.
      if (p.options.some((o) => /Underworld Thug/.test(o.label))) second.splice(0, second.length, ...p.options.map((o) => o.label));
      return pick(p, i);
    });
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(second.some((l) => /TIE/.test(l))).toBe(false);
    expect(second.some((l) => /Wampa/.test(l))).toBe(false);
  });

  it('JTL_172 Twin Laser Turret: attached unit gains "On Attack: Deal 1 damage to each of up to 2 units in this arena."', () => {
    // The X-Wing (space Vehicle) carries the Turret and attacks the base. "this arena" is the space arena: the enemy
    // TIE/ln (2/1) may be chosen and is defeated by 1 damage; the ground Marine is never offered.
    const offered: string[] = [];
    const s = run(withCards(['JTL_172'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_172'] }] }, { spaceArena: ['tieln-fighter'], groundArena: ['battlefield-marine'] }), attack('Alliance X-Wing', 'base'), (p) => {
      offered.push(...p.options.map((o) => o.label));
      const tie = p.options.find((o) => /TIE/.test(o.label));
      return [tie && !/done|pass|decline/i.test(tie.label) ? tie.id : p.options.find((o) => /done|decline|no more|pass/i.test(o.label))?.id ?? p.options[p.options.length - 1]!.id];
    });
    expect(offered.some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(s.player2.spaceArena).toEqual([]);
  });

  it('SEC_192 Grand Moff Tarkin "When Played: Take control of an enemy non-leader Vehicle unit. When this unit leaves play, that unit\'s owner takes control of that unit."', () => {
    // player1 plays Tarkin (2/6) and takes player2's X-Wing (a Vehicle; the Wampa is not one). The state is then given
    // 3 damage on Tarkin; player2's Wampa (4/5) attacks him: 3 + 4 = 7 >= 6, Tarkin is defeated, and the delayed effect
    // gives the X-Wing back to player2 (its owner).
    const played = run(withCards(['SEC_192'], { hand: ['SEC_192'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }), play('Grand Moff Tarkin'), choose(/X-Wing/));
    expect(played.player1.spaceArena.map((u) => u.card)).toEqual(['SOR_237']);
    expect(played.player2.spaceArena).toEqual([]);
    const hurt = { ...played, player1: { ...played.player1, groundArena: played.player1.groundArena.map((u) => (u.card === 'SEC_192' ? { ...u, damage: 3 } : u)) } };
    const s = run(hurt as never, attack('Wampa', 'Grand Moff Tarkin', 'player2'));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player2.spaceArena.map((u) => u.card)).toEqual(['SOR_237']);
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.delayed).toEqual([]);
  });

  it('TWI_084 Kraken "On Attack: Give each friendly token unit +1/+1 for this phase."', () => {
    // Kraken (2/5) attacks the base: 2 damage. The friendly Battle Droid token (1/1) becomes 2/2; the friendly Marine
    // (not a token) stays 3/3; player2's Clone Trooper token (2/2, not friendly) stays 2/2.
    const s = run(withCards(['TWI_084'], { groundArena: ['TWI_084', 'battle-droid', 'battlefield-marine'] }, { groundArena: ['clone-trooper'] }), attack('Kraken', 'base'));
    expect(s.player2.base.damage).toBe(2);
    expect(statsOf(s, 'T_BATTLE_DROID').power).toBe(2);
    expect(statsOf(s, 'T_BATTLE_DROID').hp).toBe(2);
    expect(statsOf(s, 'SOR_095').power).toBe(3);
    expect(statsOf(s, 'T_CLONE_TROOPER').power).toBe(2);
  });

  it('SEC_091 Corporate Warmongering "Give a friendly unit +3/+3 for this phase. Give each other friendly unit +1/+1 for this phase."', () => {
    // The Marine (3/3) is chosen: 6/6. The Wampa (4/5), the other friendly unit: 5/6. The enemy Thug stays 2/3.
    const s = run(withCards(['SEC_091'], { hand: ['SEC_091'], groundArena: ['battlefield-marine', 'wampa'] }, { groundArena: ['underworld-thug'] }), play('Corporate Warmongering'), choose(/Battlefield Marine/));
    expect([statsOf(s, 'SOR_095').power, statsOf(s, 'SOR_095').hp]).toEqual([6, 6]);
    expect([statsOf(s, 'SOR_164').power, statsOf(s, 'SOR_164').hp]).toEqual([5, 6]);
    expect([statsOf(s, 'SOR_247').power, statsOf(s, 'SOR_247').hp]).toEqual([2, 3]);
  });

  it('TWI_094 Shaak Ti "Each friendly token unit gets +1/+0." and JTL_081 First Order TIE Fighter "While you control a token unit, this unit gains Raid 1."', () => {
    // A friendly Clone Trooper token (2/2): 2+1 = 3 power; the Marine (not a token) stays 3; an enemy Battle Droid token
    // (1/1) stays 1. The TIE Fighter has Raid 1 with the token, not without one.
    const s = run(withCards(['TWI_094', 'JTL_081'], { groundArena: ['TWI_094', 'clone-trooper', 'battlefield-marine'], spaceArena: ['JTL_081'] }, { groundArena: ['battle-droid'] }), attack('Battlefield Marine', 'base'));
    expect(statsOf(s, 'T_CLONE_TROOPER').power).toBe(3);
    expect(statsOf(s, 'T_BATTLE_DROID').power).toBe(1);
    expect(keywordsOf(s, 'JTL_081')).toContain('Raid');
    const none = run(withCards(['JTL_081'], { groundArena: ['battlefield-marine'], spaceArena: ['JTL_081'] }, { groundArena: ['battle-droid'] }), attack('Battlefield Marine', 'base'));
    expect(keywordsOf(none, 'JTL_081')).not.toContain('Raid');
  });

  it('TWI_211 Sly Moore "When Played: Take control of an enemy token unit and ready it. At the start of the regroup phase, that token unit\'s owner takes control of it."', () => {
    // player2's Clone Trooper token is taken (the Wampa is no token) and readied; at the regroup phase it goes back.
    const taken = run(withCards(['TWI_211'], { hand: ['TWI_211'] }, { groundArena: ['clone-trooper', 'wampa'] }), play('Sly Moore'), choose(/Clone Trooper/));
    const trooper = taken.player1.groundArena.find((u) => u.card === 'T_CLONE_TROOPER');
    expect(trooper?.exhausted).toBe(false);
    expect(taken.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    const back = nextPhase(taken);
    expect(back.player2.groundArena.map((u) => u.card).sort()).toEqual(['SOR_164', 'T_CLONE_TROOPER']);
    expect(back.player1.groundArena.map((u) => u.card)).toEqual(['TWI_211']);
  });

  it('JTL_194 Heartless Tactics "Exhaust a unit and give it -2/-0 for this phase. Then, if it has 0 power and isn\'t a leader, you may return it to its owner\'s hand."', () => {
    // The Thug (2/3): exhausted, 2 - 2 = 0 power, not a leader: it may be returned; it goes to player2's hand.
    const zero = run(withCards(['JTL_194'], { hand: ['JTL_194'] }, { groundArena: ['underworld-thug'] }), play('Heartless Tactics'), choose(/Underworld Thug/, /^Resolve|^Yes/i));
    expect(zero.player2.groundArena).toEqual([]);
    expect(zero.player2.hand.map((c) => c.card)).toContain('SOR_247');
    // The Wampa (4/5): 4 - 2 = 2 power, not 0: it stays, exhausted, with 2 power for the phase.
    const two = run(withCards(['JTL_194'], { hand: ['JTL_194'] }, { groundArena: ['wampa'] }), play('Heartless Tactics'), choose(/Wampa/));
    expect(byId(two, 'SOR_164').exhausted).toBe(true);
    expect(statsOf(two, 'SOR_164').power).toBe(2);
  });

  it('SOR_154 Rallying Cry "Each friendly unit gains RAID 2 this phase.": only units in play when it resolves (7.7.3D)', () => {
    // The Marine in play gains Raid 2. The Wampa played afterwards (same phase) does not: the CR's own example.
    const cried = run(withCards(['SOR_154'], { hand: ['SOR_154', 'wampa'], groundArena: ['battlefield-marine'] }), play('Rallying Cry'));
    expect(keywordsOf(cried, 'SOR_095')).toContain('Raid');
    const passed = run(cried as never, pass('player2'));
    const later = run(passed as never, play('Wampa'));
    expect(keywordsOf(later, 'SOR_164')).not.toContain('Raid');
    expect(keywordsOf(later, 'SOR_095')).toContain('Raid');
  });

  it('JTL_235 Commandeer "Take control of a non-leader Vehicle unit that costs 6 or less without a Pilot on it. If you do, ready it. At the start of the next regroup phase, return that unit to its owner\'s hand."', () => {
    // player2's X-Wing (Vehicle, cost 2, exhausted) is taken and readied; the TIE/ln carrying a Pilot upgrade can't be
    // chosen. At the regroup phase the X-Wing goes to its owner's (player2's) hand.
    const offered: string[] = [];
    const taken = run(withCards(['JTL_235', 'JTL_035'], { hand: ['JTL_235'] }, { spaceArena: [{ card: 'alliance-xwing', exhausted: true }, { card: 'tieln-fighter', upgrades: ['JTL_035'] }] }), play('Commandeer'), (p) => {
      offered.push(...p.options.map((o) => o.label));
      return [p.options.find((o) => /X-Wing/.test(o.label))!.id];
    });
    expect(offered.some((l) => /TIE/.test(l))).toBe(false);
    expect(taken.player1.spaceArena.map((u) => [u.card, u.exhausted])).toEqual([['SOR_237', false]]);
    const back = nextPhase(taken);
    expect(back.player1.spaceArena).toEqual([]);
    // nextPhase has each player resource the first card offered: the X-Wing came back to player2's hand first, so it
    // is in player2's hand or resources (either way back with its owner, out of play).
    expect([...back.player2.hand, ...back.player2.resources].map((c) => c.card)).toContain('SOR_237');
    expect(back.player2.spaceArena.map((u) => u.card)).toEqual(['SOR_225']);
  });

  it('JTL_210 The Mandalorian (Pilot) "When played as an upgrade: Exhaust an enemy unit in this arena.": the arena of the unit he pilots', () => {
    // Piloting the TIE/ln (space): only enemy space units may be exhausted: the X-Wing, not the ground Wampa.
    const offered: string[] = [];
    const asPilot = { type: 'play', player: 'player1', card: 'JTL_210', as: 'upgrade', target: 'TIE/ln Fighter' };
    const s = run(withCards(['JTL_210'], { hand: ['JTL_210'], spaceArena: ['tieln-fighter'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }), asPilot, (p) => {
      offered.push(...p.options.map((o) => o.label));
      return [p.options.find((o) => /X-Wing/.test(o.label))!.id];
    });
    expect(offered.some((l) => /Wampa/.test(l))).toBe(false);
    expect(byId(s, 'SOR_237').exhausted).toBe(true);
    expect(byId(s, 'SOR_164').exhausted).toBe(false);
  });

  it('LAW_168 Haymaker "Give an Experience token to a friendly unit. That unit deals damage equal to its power to an enemy unit in the same arena."', () => {
    // The Marine (3/3) gets an Experience token (+1/+1): 4 power. It deals 4 to an enemy ground unit: the Wampa (4/5)
    // has 4 damage; the space TIE/ln is not offered. The Marine takes no damage (not a fight).
    const offered: string[] = [];
    const pick = choose(/Battlefield Marine/, /Wampa/);
    const s = run(withCards(['LAW_168'], { hand: ['LAW_168'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }), play('Haymaker'), (p, i) => {
      offered.push(...p.options.map((o) => o.label));
      return pick(p, i);
    });
    expect(offered.some((l) => /TIE/.test(l))).toBe(false);
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('TWI_074 Guarding the Way "Give a unit Sentinel for this phase. If you have the initiative, also give that unit +2/+2 for this phase."', () => {
    // With the initiative: the Marine (3/3) gains Sentinel and is 3+2 = 5 / 3+2 = 5. Without it: Sentinel, still 3/3.
    const first = run(withCards(['TWI_074'], { hand: ['TWI_074'], groundArena: ['battlefield-marine'] }), play('Guarding the Way'), choose(/Battlefield Marine/));
    expect(keywordsOf(first, 'SOR_095')).toContain('Sentinel');
    expect([statsOf(first, 'SOR_095').power, statsOf(first, 'SOR_095').hp]).toEqual([5, 5]);
    const second = run(withCards(['TWI_074'], { hand: ['TWI_074'], groundArena: ['battlefield-marine'], hasInitiative: false }, { hasInitiative: true }, { activePlayer: 'player1' }), play('Guarding the Way'), choose(/Battlefield Marine/));
    expect(keywordsOf(second, 'SOR_095')).toContain('Sentinel');
    expect([statsOf(second, 'SOR_095').power, statsOf(second, 'SOR_095').hp]).toEqual([3, 3]);
  });

  it('TWI_149 Low Altitude Gunship "When Played: Choose an enemy unit. Deal 1 damage to it for each friendly Republic unit."', () => {
    // Friendly Republic units: the Gunship itself and Sly Moore (TWI_211, Republic) = 2; the Marine is not Republic.
    // The Wampa (4/5) takes 2 damage.
    const s = run(withCards(['TWI_149', 'TWI_211'], { hand: ['TWI_149'], groundArena: ['TWI_211', 'battlefield-marine'] }, { groundArena: ['wampa'] }), play('Low Altitude Gunship'), choose(/Wampa/));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('SEC_231 Implicate "Choose a unit. For this phase, it gains Sentinel and: "When this unit is attacked: Create a Spy token.""', () => {
    // The Marine gains Sentinel; player2's Wampa then attacks it: the gained ability creates one Spy token for player1.
    const chosen = run(withCards(['SEC_231'], { hand: ['SEC_231'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Implicate'), choose(/Battlefield Marine/));
    expect(keywordsOf(chosen, 'SOR_095')).toContain('Sentinel');
    const attacked = run(chosen as never, attack('Wampa', 'Battlefield Marine', 'player2'));
    expect([...attacked.player1.groundArena].map((u) => u.card)).toContain('T_SPY');
  });
});
