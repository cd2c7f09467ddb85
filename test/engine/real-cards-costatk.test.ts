// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "costatk" family: cost
// modifiers and attack modifiers. Each expected outcome is worked out by hand from the printed text (quoted in the test
// name), the card data (costs, power/HP, aspects) and the Comprehensive Rules; the compiled definition is never read
// here.
// Cards used around them: Battlefield Marine (SOR_095, 3/3, no text), Wampa (SOR_164, 4/5, Overwhelm), Warrior Drone
// (TWI_057, 1/4, non-unique SEPARATIST, no text), Fifth Brother (SOR_131, unique, not Separatist), General Grievous
// (SEC_187, unique SEPARATIST 3/3), Val (SHD_058, 2/4, printed Bounty), Guild Target (SHD_173, upgrade +0/+0 giving
// a Bounty). Leaders: Admiral Trench (JTL_014, SEPARATIST) and The Client (LAW_016, Imperial), both Cunning
// Villainy and unique (every leader is), neither with text that acts here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, byId, choose, invalid, nextPhase, pass, play, run, skipReason, withCards } from './card-checks.js';
import { drive } from './builders.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (costatk: cost and attack modifiers) did not run: ${skipReason}`);

const spent = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;

// JTL_191 Invincible (cost 6, Cunning Villainy): both leaders used here are Cunning Villainy, so no aspect penalty
// (8.1): it costs 6, or 5 with the modifier (6.2.3).
describe.skipIf(!!skipReason)('real cards: JTL_191 Invincible "If you control a unique Separatist card, this unit costs 1 less to play"', () => {
  const invincible = (leader: string, p1Ground: string[] = [], p2Ground: string[] = []) => withCards(['JTL_191', leader, 'SEC_187', 'TWI_057', 'SOR_131'], { leader, hand: ['JTL_191'], groundArena: p1Ground, resources: 8 }, { groundArena: p2Ground });

  it('a Separatist leader (Admiral Trench, unique as every leader is) counts: 5', () => {
    expect(spent(run(invincible('JTL_014'), play('Invincible')))).toBe(5);
  });

  it('with The Client (not Separatist) and no Separatist card: 6', () => {
    expect(spent(run(invincible('LAW_016'), play('Invincible')))).toBe(6);
  });

  it('a friendly unique Separatist unit (General Grievous): 5', () => {
    expect(spent(run(invincible('LAW_016', ['SEC_187']), play('Invincible')))).toBe(5);
  });

  it('a friendly NON-unique Separatist unit (Warrior Drone) does not count: 6', () => {
    expect(spent(run(invincible('LAW_016', ['TWI_057']), play('Invincible')))).toBe(6);
  });

  it('a friendly unique unit that is not Separatist (Fifth Brother) does not count: 6', () => {
    expect(spent(run(invincible('LAW_016', ['SOR_131']), play('Invincible')))).toBe(6);
  });

  it('an ENEMY General Grievous is not a card you control: 6', () => {
    expect(spent(run(invincible('LAW_016', [], ['SEC_187']), play('Invincible')))).toBe(6);
  });
});

// JTL_092 Scramble Fighters (event, cost 7): "Create 8 TIE Fighter tokens and ready them. They can't attack bases for
// this phase." A TIE Fighter token is a 1/1 space unit (3.7). player2's Alliance X-Wing (2/3) is the enemy space unit.
describe.skipIf(!!skipReason)('real cards: JTL_092 Scramble Fighters "Create 8 TIE Fighter tokens and ready them. They can\'t attack bases for this phase."', () => {
  // After the play it is player2's turn: player2 passes, so player1 acts again (in the same phase).
  const resolvedPlay = () => run(withCards(['JTL_092'], { hand: ['JTL_092'], resources: 20 }, { spaceArena: ['alliance-xwing'] }), play('Scramble Fighters'));
  const played = () => run(resolvedPlay() as unknown as Record<string, unknown>, pass('player2'));
  const ties = (s: SwuState) => s.player1.spaceArena.filter((u) => u.card !== 'alliance-xwing');

  it('8 TIE Fighters enter play, all ready', () => {
    const s = played();
    expect(ties(s)).toHaveLength(8);
    expect(ties(s).every((u) => !u.exhausted)).toBe(true);
  });

  it('a TIE Fighter can\'t attack the enemy base this phase', () => {
    const s = played();
    const d = drive(s, attack(ties(s)[0]!.id, 'base'));
    invalid(d);
    expect(d.result.errors.map((e) => e.message).join(' ')).toMatch(/can't attack/);
  });

  it('a TIE Fighter can attack an enemy unit: 1 damage to the X-Wing', () => {
    const s = played();
    const after = run(s as unknown as Record<string, unknown>, attack(ties(s)[0]!.id, 'Alliance X-Wing'));
    expect(after.player2.spaceArena[0]!.damage).toBe(1);
  });

  it('next phase the restriction is over: a TIE Fighter attacks the base for 1', () => {
    // Both players pass (the regroup phase readies every unit, 5.5.3); player1, with the initiative, acts first.
    const s = nextPhase(resolvedPlay());
    const tie = ties(s)[0]!;
    const after = run(s as unknown as Record<string, unknown>, attack(tie.id, 'base'));
    expect(after.player2.base.damage).toBe(1);
  });
});

// SHD_138 Jango Fett (3/6): "While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm." and
// "When this unit attacks and defeats a unit: Draw a card." (player1's deck has a card to draw). Overwhelm: combat
// damage beyond the defender's remaining HP goes to its controller's base (7.5.7). Each Bounty is declined (7.5.13E).
describe.skipIf(!!skipReason)('real cards: SHD_138 Jango Fett "While attacking a unit with a Bounty, this unit gets +3/+0 and gains Overwhelm"', () => {
  const { lookup } = realCardLookup();
  const jango = (p2Ground: unknown[], extra: Record<string, unknown> = {}) => withCards(['SHD_138', 'SHD_058', 'SHD_173'], { groundArena: ['SHD_138'], deck: ['SOR_095'] }, { groundArena: p2Ground }, extra);

  it('against Val (printed Bounty, 2/4): 6 power, 4 to Val and 2 excess to player2\'s base; Val deals 2 back', () => {
    // Val's Bounty (player1's) and When Defeated (player2's) trigger together: player1 resolves first; Jango's draw
    // first, then the Bounty, declined. Val's When Defeated has no friendly unit to give Experience to.
    const s = ok(driveReal(lookup, jango(['SHD_058']), attack('Jango Fett', 'Val'), [/^You/, /^Jango Fett/, /Decline/]));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
    expect(byId(s, 'SHD_138').damage).toBe(2);
    expect(s.player1.hand.map((c) => c.card)).toEqual(['SOR_095']);
  });

  it('against a Battlefield Marine (3/3) with Guild Target (its gained "Bounty - ..." is a Bounty, 7.5.13A): 3 excess to the base', () => {
    const marine = { card: 'SOR_095', upgrades: [{ card: 'SHD_173', owner: 'player2' }] };
    const s = ok(driveReal(lookup, jango([marine]), attack('Jango Fett', 'Battlefield Marine'), [/^Jango Fett/, /Decline/]));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(3);
  });

  it('against a Wampa (4/5, no Bounty): 3 power, no Overwhelm: the Wampa survives with 3 damage, the base has none', () => {
    const s = run(jango(['SOR_164']), attack('Jango Fett', 'Wampa'));
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(s.player2.base.damage).toBe(0);
    expect(byId(s, 'SHD_138').damage).toBe(4);
  });

  it('attacking a base: 3 damage', () => {
    expect(run(jango([]), attack('Jango Fett', 'base')).player2.base.damage).toBe(3);
  });

  it('defending against Val (a unit with a Bounty) is not attacking: Jango deals 3, Val (4 HP) survives', () => {
    const s = run(jango(['SHD_058'], { activePlayer: 'player2' }), attack('Val', 'Jango Fett', 'player2'));
    expect(byId(s, 'SHD_058').damage).toBe(3);
    expect(byId(s, 'SHD_138').damage).toBe(2);
    expect(s.player1.hand).toEqual([]);
  });
});

// The same reading of a gained Bounty for SHD_117 Reputable Hunter: "If an enemy unit has a Bounty, this unit costs 1
// less to play." An enemy Battlefield Marine with Guild Target ("Attached unit gains: "Bounty - ..."") has a Bounty
// (7.5.13A), so it is 1 cheaper than with a bare Marine (the aspect penalties are the same in both states).
describe.skipIf(!!skipReason)('real cards: a Bounty gained from an upgrade is "a Bounty"', () => {
  const hunter = (marine: unknown) => withCards(['SHD_117', 'SHD_173'], { hand: ['SHD_117'], resources: 20 }, { groundArena: [marine] });
  it('SHD_117 Reputable Hunter: an enemy Marine with Guild Target makes it 1 cheaper than a bare Marine', () => {
    const bare = spent(run(hunter('SOR_095'), play('Reputable Hunter')));
    const bountied = spent(run(hunter({ card: 'SOR_095', upgrades: [{ card: 'SHD_173', owner: 'player2' }] }), play('Reputable Hunter')));
    expect(bare - bountied).toBe(1);
  });
});

// JTL_097 Leia Organa (cost 3): "When Played: You may attack with a Pilot unit or a unit with a Pilot on it. It gets
// +1/+0 and gains Restore 1 for this attack." player1 controls a Clone Pilot (JTL_108, a 2/2 PILOT unit), a Battlefield
// Marine, an Alliance X-Wing (SOR_237, 2/3) with a Clone Pilot attached as its pilot (+2/+2 as an upgrade: 4/5), and a
// bare Alliance X-Wing; player2 controls no unit, so the attacker can only attack player2's base (in the test of what
// is offered, player2 controls a Clone Pilot). player1's base has 3 damage: Restore 1 heals 1 of it (7.5.9).
describe.skipIf(!!skipReason)('real cards: JTL_097 Leia Organa "You may attack with a Pilot unit or a unit with a Pilot on it. It gets +1/+0 and gains Restore 1 for this attack."', () => {
  const { lookup } = realCardLookup();
  const leia = () => withCards(['JTL_097', 'JTL_108'], {
    hand: ['JTL_097'], resources: 20, base: { card: 'kestro-city', damage: 3 }, groundArena: ['JTL_108', 'SOR_095'],
    spaceArena: [{ card: 'SOR_237', upgrades: [{ card: 'JTL_108', owner: 'player1' }] }, 'SOR_237'],
  });
  const piloted = (s: SwuState) => s.player1.spaceArena.find((u) => u.upgrades.length > 0)!;

  it('the X-Wing with a Pilot on it attacks: 2 + 2 + 1 = 5 to the base, Restore 1 heals player1\'s base to 2', () => {
    const s = ok(driveReal(lookup, leia(), play('Leia Organa'), [/^Alliance X-Wing/, /player2's base/]));
    expect(s.player2.base.damage).toBe(5);
    expect(s.player1.base.damage).toBe(2);
    expect(piloted(s).exhausted).toBe(true);
  });

  it('the Clone Pilot unit attacks: 2 + 1 = 3 to the base, base healed to 2', () => {
    const s = ok(driveReal(lookup, leia(), play('Leia Organa'), [/^Clone Pilot/, /player2's base/]));
    expect(s.player2.base.damage).toBe(3);
    expect(s.player1.base.damage).toBe(2);
  });

  it('offered: only the Clone Pilot and the piloted X-Wing (not the Marine, the bare X-Wing, Leia, or the enemy Clone Pilot)', () => {
    const state = withCards(['JTL_097', 'JTL_108'], {
      hand: ['JTL_097'], resources: 20, groundArena: ['JTL_108', 'SOR_095'],
      spaceArena: [{ card: 'SOR_237', upgrades: [{ card: 'JTL_108', owner: 'player1' }] }, 'SOR_237'],
    }, { groundArena: ['JTL_108'] });
    const r = driveReal(lookup, state, play('Leia Organa'), [/Decline/]);
    const offered = r.prompts[0]!.options.map((o) => o.label);
    expect(offered).toHaveLength(3);
    expect(offered.filter((l) => /^Clone Pilot \(player1\)/.test(l))).toHaveLength(1);
    expect(offered.filter((l) => /^Alliance X-Wing/.test(l))).toHaveLength(1);
    expect(offered.filter((l) => /Decline/.test(l))).toHaveLength(1);
    const chosenId = r.prompts[0]!.options.find((o) => /^Alliance X-Wing/.test(o.label))!.id;
    expect(chosenId).toBe(piloted(ok(r)).id);
  });

  it('"may" declined: no attack, nothing healed', () => {
    const s = ok(driveReal(lookup, leia(), play('Leia Organa'), [/Decline/]));
    expect(s.player2.base.damage).toBe(0);
    expect(s.player1.base.damage).toBe(3);
  });
});

// LAW_046 Chirrut Imwe (8/6, Saboteur): "When Attack Ends: If this unit deals combat damage to a base, you may heal 4
// damage from another unit." player1's Wampa (4/5) has 4 damage. The ability triggers as Chirrut deals combat damage
// (ruling: When Attack Ends abilities trigger at the same time).
describe.skipIf(!!skipReason)('real cards: LAW_046 Chirrut Imwe "When Attack Ends: If this unit deals combat damage to a base, you may heal 4 damage from another unit."', () => {
  const { lookup } = realCardLookup();
  const chirrut = (p2Ground: string[] = []) => withCards(['LAW_046'], { groundArena: ['LAW_046', { card: 'SOR_164', damage: 4 }] }, { groundArena: p2Ground });

  it('attacking the base: 8 damage to it, then 4 healed from the Wampa (4 -> 0); Chirrut himself is not offered', () => {
    const r = driveReal(lookup, chirrut(), attack('Chirrut Îmwe', 'base'), [/^Wampa/]);
    const s = ok(r);
    expect(s.player2.base.damage).toBe(8);
    expect(byId(s, 'SOR_164').damage).toBe(0);
    expect(r.prompts[0]!.options.some((o) => /Chirrut/.test(o.label))).toBe(false);
  });

  it('"may" declined: the Wampa keeps its 4 damage', () => {
    const s = ok(driveReal(lookup, chirrut(), attack('Chirrut Îmwe', 'base'), [/Decline/]));
    expect(s.player2.base.damage).toBe(8);
    expect(byId(s, 'SOR_164').damage).toBe(4);
  });

  it('attacking a unit (no Overwhelm: no damage to a base): nothing to heal, no prompt', () => {
    // Chirrut deals 8 to player2's Battlefield Marine (3/3), defeated; the Marine deals 3 back.
    const s = ok(driveReal(lookup, chirrut(['SOR_095']), attack('Chirrut Îmwe', 'Battlefield Marine'), []));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(0);
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(byId(s, 'LAW_046').damage).toBe(3);
  });
});

// SEC_137 Dryden Vos (2/5): "On Attack: You may double this unit's power for this attack. If you do, this unit doesn't
// ready during the next regroup phase." Doubling reads his power as the ability resolves, temporary modifiers included
// (the card's ruling): +X/+0 for this attack with X that power. The next regroup phase is this round's: its ready step
// (5.5.1D) leaves him exhausted; the round after, he readies as usual. player2 has no unit: he attacks the base.
describe.skipIf(!!skipReason)('real cards: SEC_137 Dryden Vos "You may double this unit\'s power for this attack. If you do, this unit doesn\'t ready during the next regroup phase."', () => {
  const dryden = (upgrades: string[] = []) => withCards(['SEC_137'], { groundArena: [{ card: 'SEC_137', upgrades }], resources: 4 });

  it('doubled: 2 -> 4 damage to the base; after the regroup phase he is still exhausted, and readies the round after', () => {
    const s = run(dryden(), attack('Dryden Vos', 'base'), choose(/Resolve/));
    expect(s.player2.base.damage).toBe(4);
    const next = nextPhase(s);
    expect(byId(next, 'SEC_137').exhausted).toBe(true);
    // The resources did ready in that regroup phase: only Dryden was skipped.
    expect(next.player1.resources.every((r) => !r.exhausted)).toBe(true);
    // Round 2: player1 (with the initiative) acts first; both pass (each resources the first card offered), and this
    // regroup phase readies him.
    const passed = run(next as unknown as Record<string, unknown>, pass('player1'));
    const after = run(passed as unknown as Record<string, unknown>, pass('player2'), (p) => [p.options[0]!.id]);
    expect(after.phase).toBe('action');
    expect(byId(after, 'SEC_137').exhausted).toBe(false);
  });

  it('with an Experience token (3/6), the power read as it resolves is 3: 6 damage', () => {
    const s = run(dryden(['experience']), attack('Dryden Vos', 'base'), choose(/Resolve/));
    expect(s.player2.base.damage).toBe(6);
  });

  it('declined: 2 damage, and he readies in the regroup phase', () => {
    const s = run(dryden(), attack('Dryden Vos', 'base'), choose(/Decline/));
    expect(s.player2.base.damage).toBe(2);
    expect(byId(nextPhase(s), 'SEC_137').exhausted).toBe(false);
  });
});

// TWI_236 Grievous's Wheel Bike (upgrade, cost 4, Villainy): "While playing this upgrade on General Grievous, it costs 2
// less to play. / Attach to a non-Vehicle unit. / Attached unit gains Overwhelm." The unit is chosen with the intent to
// play it (6.2.1: "while playing" abilities are active from then), before the cost (6.2.3). player1's leader The Client
// (LAW_016) is Villainy: no aspect penalty (8.1), so it costs 4, or 2 on General Grievous (SEC_187, any player's).
describe.skipIf(!!skipReason)('real cards: TWI_236 Grievous\'s Wheel Bike "While playing this upgrade on General Grievous, it costs 2 less to play"', () => {
  const bike = (p2Ground: string[] = []) => withCards(['TWI_236', 'SEC_187', 'LAW_016'], { leader: 'LAW_016', hand: ['TWI_236'], groundArena: ['SEC_187', 'SOR_095'], spaceArena: ['SOR_237'], resources: 6 }, { groundArena: p2Ground });
  const attachedTo = (s: SwuState) => [...s.player1.groundArena, ...s.player2.groundArena].find((u) => u.upgrades.some((x) => x.card === 'TWI_236'))?.card;

  it('on the friendly General Grievous: 2 resources, attached to him', () => {
    const s = run(bike(), play("Grievous's Wheel Bike"), choose(/^General Grievous.*\(player1\)/));
    expect(spent(s)).toBe(2);
    expect(attachedTo(s)).toBe('SEC_187');
  });

  it('on a Battlefield Marine: 4 resources', () => {
    const s = run(bike(), play("Grievous's Wheel Bike"), choose(/^Battlefield Marine/));
    expect(spent(s)).toBe(4);
    expect(attachedTo(s)).toBe('SOR_095');
  });

  it('on an enemy General Grievous (any unit named so): 2 resources', () => {
    const s = run(bike(['SEC_187']), play("Grievous's Wheel Bike"), choose(/^General Grievous.*\(player2\)/));
    expect(spent(s)).toBe(2);
    expect(s.player2.groundArena[0]!.upgrades.map((x) => x.card)).toEqual(['TWI_236']);
  });

  it('the Alliance X-Wing (a Vehicle) is not offered', () => {
    let offered: string[] = [];
    run(bike(), play("Grievous's Wheel Bike"), (p) => {
      offered = p.options.map((o) => o.label);
      return [p.options[0]!.id];
    });
    expect(offered.some((l) => /X-Wing/.test(l))).toBe(false);
    expect(offered).toHaveLength(2);
  });
});

describe.skipIf(!!skipReason)('real cards: TWI_236 Grievous\'s Wheel Bike with no unit to attach to', () => {
  it('only a Vehicle in play: the play is not legal (6.2.5B)', () => {
    invalid(drive(withCards(['TWI_236', 'LAW_016'], { leader: 'LAW_016', hand: ['TWI_236'], spaceArena: ['SOR_237'], resources: 6 }), play("Grievous's Wheel Bike")));
  });
});

// SHD_126 The Darksaber (upgrade, cost 4, Command): "While playing this upgrade on a Mandalorian unit, ignore its
// aspect penalty." player1's leader The Client (Cunning Villainy) and base Kestro City (Aggression) give no Command
// icon: the penalty is 2 (8.1.1), so it costs 6, or 4 played on Paz Vizsla (LOF_153, MANDALORIAN) (8.10.2). The unit
// is chosen with the intent (6.2.1), before the cost.
describe.skipIf(!!skipReason)('real cards: SHD_126 The Darksaber "While playing this upgrade on a Mandalorian unit, ignore its aspect penalty"', () => {
  const saber = () => withCards(['SHD_126', 'LOF_153', 'LAW_016'], { leader: 'LAW_016', hand: ['SHD_126'], groundArena: ['LOF_153', 'SOR_095'], resources: 8 });

  it('on Paz Vizsla (Mandalorian): 4, no penalty', () => {
    const s = run(saber(), play('The Darksaber'), choose(/^Paz Vizsla/));
    expect(spent(s)).toBe(4);
    expect(byId(s, 'LOF_153').upgrades.map((x) => x.card)).toEqual(['SHD_126']);
  });

  it('on a Battlefield Marine (not Mandalorian): 4 + 2 penalty = 6', () => {
    const s = run(saber(), play('The Darksaber'), choose(/^Battlefield Marine/));
    expect(spent(s)).toBe(6);
  });
});
