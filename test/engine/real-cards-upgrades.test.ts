// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) whose upgrade text gives the
// attached unit an ability in quotes that the engine did not use before: a constant ability (3.6.8: "the text
// following 'gains' is considered an ability that the attached unit has while the upgrade is attached to it"), and a
// quoted line with two heads ("On Attack/When Defeated"). The gained ability is the unit's own: "this unit" is the
// attached unit, "you"/"friendly"/"enemy" are read from the unit's controller. Each expected outcome is worked out by
// hand from the printed text (quoted in the test name) and the rules, never copied from the engine. Bases have 30 HP.
// Fodder (no ability text): Battlefield Marine 3/3 ground Rebel Trooper, Underworld Thug 2/3 ground Underworld,
// Wampa 4/5 ground Creature (Overwhelm), Alliance X-Wing 2/3 space; Ezra Bridger (LAW_035) 4/5 ground Force, Raid 1.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { keywordValue } from './builders.js';
import { attack, byId, choose, nextPhase, run, skipReason, statsOf, withCards, supplyModifier } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (upgrades) did not run: ${skipReason}`);

describe('compiler: "Attached unit gains: \\"<constant ability>\\"", a two-headed gained ability, "When this upgrade attaches"', () => {
  const upgrade = (text: string) => compileCard({ id: 'T_1', name: 'Test Upgrade', type: 'Upgrade', keywords: [], text });

  it('a gained constant ability is a grant of that constant on the attached unit', () => {
    const r = upgrade('Attached unit gains: "This unit gets +1/+1 for each Trooper unit you control."');
    expect(r.failedParts).toEqual([]);
    expect(r.abilities).toMatchObject([{ kind: 'constant', affects: 'self', grant: { ability: { kind: 'constant', affects: 'self', grant: { power: 1, hp: 1, per: { countUnits: { trait: 'Trooper', controller: 'friendly' } } } } } }]);
  });

  it('"On Attack/When Defeated: ..." gives two triggered abilities', () => {
    const r = upgrade('Attached unit gains: "On Attack/When Defeated: Give an Experience token to another friendly unit."');
    expect(r.failedParts).toEqual([]);
    expect(r.abilities.map((a) => (a.kind === 'constant' ? [a.kind, a.grant.ability?.kind, a.grant.ability?.kind === 'triggered' ? a.grant.ability.when.on : undefined] : [a.kind]))).toEqual([
      ['constant', 'triggered', 'attack'],
      ['constant', 'triggered', 'defeated'],
    ]);
  });

  it('"When this upgrade attaches to a unit: ... that unit" is its When Played, "that unit" the unit it attached to', () => {
    const r = upgrade('When this upgrade attaches to a unit: Give a Shield token to that unit.');
    expect(r.failedParts).toEqual([]);
    expect(r.abilities).toMatchObject([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'giveToken', token: 'shield', target: { ref: 'attachedTo' } } }]);
  });

  it('"Attached unit gains Raid 2 and: \\"When Defeated: ...\\"" is a keyword grant and a gained triggered ability', () => {
    const r = upgrade('Attached unit gains Raid 2 and: "When Defeated: Create a Clone Trooper token."');
    expect(r.failedParts).toEqual([]);
    expect(r.abilities).toMatchObject([
      { kind: 'constant', affects: 'self', grant: { keyword: { name: 'Raid', value: 2 } } },
      { kind: 'constant', affects: 'self', grant: { ability: { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'createToken', token: 'clone-trooper' } } } },
    ]);
  });

  it('"Attached unit can\'t ready. It gains: \\"...\\"" reads both sentences', () => {
    const r = upgrade('Attached unit can\'t ready. It gains: "When the regroup phase starts: Deal 2 damage to your base."');
    expect(r.failedParts).toEqual([]);
    expect(r.abilities).toMatchObject([
      { kind: 'constant', affects: 'self', grant: { cantReady: true } },
      { kind: 'constant', affects: 'self', grant: { ability: { kind: 'triggered', when: { on: 'regroupStarts' }, effect: { do: 'dealDamage', amount: 2, target: { base: 'you' } } } } },
    ]);
  });

  it('a half-read quoted ability leaves the line unread', () => {
    const r = upgrade('Attached unit gains: "This unit gets +1/+1 for each frobnicated widget."');
    expect(r.failedParts.length).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: gained constant abilities (3.6.8)', () => {
  it('TWI_122 Squad Support (+0/+0) "Attached unit gains: \\"This unit gets +1/+1 for each Trooper unit you control.\\""', () => {
    // On the Thug (2/3, not a Trooper) with two Marines beside it: 2 Troopers -> 2 + 2 = 4 power, 3 + 2 = 5 HP: 4 to the base.
    const s = run(withCards(['TWI_122'], { groundArena: [{ card: 'underworld-thug', upgrades: ['TWI_122'] }, 'battlefield-marine', 'battlefield-marine'] }), attack('Underworld Thug', 'base'));
    expect(s.player2.base.damage).toBe(4);
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 4, hp: 5 });
  });

  it('TWI_122 Squad Support on an enemy unit: "you" is that unit\'s controller, not the upgrade\'s player', () => {
    // Player2's Thug (2/3) wears it; player2 controls one Trooper (a Marine), player1 controls two: 1 Trooper -> 3/4
    // (read from player1 it would be 4/5).
    const s = run(withCards(['TWI_122'], { groundArena: ['wampa', 'battlefield-marine', 'battlefield-marine'] }, { groundArena: [{ card: 'underworld-thug', upgrades: ['TWI_122'] }, 'battlefield-marine'] }), attack('Wampa', 'base'));
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 3, hp: 4 });
  });

  it('LOF_090 Inquisitor\'s Lightsaber (+1/+3) "Attached unit gains: \\"While attacking a Force unit, this unit gets +2/+0.\\""', () => {
    // The Thug (2/3) wears it: 3/6. Attacking Ezra (a Force unit, 4/5): 3 + 2 = 5 damage, Ezra is defeated.
    const force = run(withCards(['LOF_090', 'LAW_035'], { groundArena: [{ card: 'underworld-thug', upgrades: ['LOF_090'] }] }, { groundArena: ['LAW_035'] }), attack('Underworld Thug', 'Ezra Bridger'));
    expect(force.player2.groundArena).toEqual([]);
    // Attacking the Wampa (not a Force unit, 4/5): only 3 damage, the Wampa survives.
    const other = run(withCards(['LOF_090'], { groundArena: [{ card: 'underworld-thug', upgrades: ['LOF_090'] }] }, { groundArena: ['wampa'] }), attack('Underworld Thug', 'Wampa'));
    expect(byId(other, 'SOR_164').damage).toBe(3);
    // Attacking the base: not attacking a Force unit, 3 damage.
    expect(run(withCards(['LOF_090'], { groundArena: [{ card: 'underworld-thug', upgrades: ['LOF_090'] }] }), attack('Underworld Thug', 'base')).player2.base.damage).toBe(3);
  });

  it('JTL_141 IG-88 as a Pilot (+0/+3) "Attached unit gains: \\"While an enemy unit is damaged, this unit gets +3/+0.\\""', () => {
    // On an X-Wing (2/3 -> 2/6). Player2's Wampa has 1 damage: an enemy unit is damaged, 2 + 3 = 5 to the base.
    const damaged = run(withCards(['JTL_141'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_141'] }] }, { groundArena: [{ card: 'wampa', damage: 1 }] }), attack('Alliance X-Wing', 'base'));
    expect(damaged.player2.base.damage).toBe(5);
    // Only a friendly unit (player1's Marine) is damaged: no enemy is, so 2 to the base.
    const friendly = run(withCards(['JTL_141'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_141'] }], groundArena: [{ card: 'battlefield-marine', damage: 1 }] }, { groundArena: ['wampa'] }), attack('Alliance X-Wing', 'base'));
    expect(friendly.player2.base.damage).toBe(2);
  });

  it('SEC_104 Figure of Unity (+2/+2) "Attached unit gains: \\"While this unit is ready, each other friendly unit gains Overwhelm, Raid 1, and Restore 1.\\""', () => {
    // On a ready Ezra: the Marine attacks the base with 3 + 1 (Raid 1) = 4, and Restore 1 heals player1's base 5 -> 4.
    const ready = run(withCards(['SEC_104', 'LAW_035'], { groundArena: [{ card: 'LAW_035', upgrades: ['SEC_104'] }, 'battlefield-marine'], base: { card: 'kestro-city', damage: 5 } }), attack('Battlefield Marine', 'base'));
    expect(ready.player2.base.damage).toBe(4);
    expect(ready.player1.base.damage).toBe(4);
    // "each other": Ezra keeps only his printed Raid 1 and has no Restore.
    expect(keywordValue(ready, byId(ready, 'LAW_035').id, 'Raid')).toBe(1);
    expect(keywordValue(ready, byId(ready, 'LAW_035').id, 'Restore')).toBeUndefined();
    // Ezra exhausted: nothing is gained, 3 to the base, player1's base stays at 5.
    const tired = run(withCards(['SEC_104', 'LAW_035'], { groundArena: [{ card: 'LAW_035', upgrades: ['SEC_104'], exhausted: true }, 'battlefield-marine'], base: { card: 'kestro-city', damage: 5 } }), attack('Battlefield Marine', 'base'));
    expect(tired.player2.base.damage).toBe(3);
    expect(tired.player1.base.damage).toBe(5);
  });
});

describe.skipIf(!!skipReason)('real cards: a gained ability with two heads', () => {
  it('SHD_104 Inspiring Mentor (+1/+1) "Attached unit gains: \\"On Attack/When Defeated: Give an Experience token to another friendly unit.\\""', () => {
    // The Marine (3/3 -> 4/4) attacks the Wampa (4/5): On Attack, the Thug gets an Experience token; the Wampa deals 4,
    // the Marine (4 HP) is defeated: When Defeated, the Thug gets a second one. The Wampa takes 4 (5 HP): survives.
    const s = run(withCards(['SHD_104'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_104'] }, 'underworld-thug'] }, { groundArena: ['wampa'] }), attack('Battlefield Marine', 'Wampa'), choose(/Underworld Thug/));
    expect(byId(s, 'SOR_247').upgrades.map((u) => u.card)).toEqual(['experience', 'experience']);
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['SOR_247']);
  });
});

describe.skipIf(!!skipReason)('real cards: "When this upgrade attaches to a unit" (a Pilot played as an upgrade, 7.5.17)', () => {
  it('JTL_036 Iden Versio "Piloting [C=3 Vigilance Villainy] / When this upgrade attaches to a unit: Give a Shield token to that unit."', () => {
    // Played with Piloting on the X-Wing: she attaches to it, and the X-Wing gets one Shield token.
    const s = run(withCards(['JTL_036'], { hand: ['JTL_036'], resources: 10, spaceArena: [{ card: 'alliance-xwing', id: 'x' }] }), { type: 'play', player: 'player1', card: 'JTL_036', as: 'upgrade', target: 'x' });
    expect(s.player1.spaceArena[0]!.upgrades.map((u) => u.card).sort()).toEqual(['JTL_036', 'shield']);
    // Played as a unit she attaches to nothing: only her own Shielded gives her a Shield token; the X-Wing gets none.
    const unit = run(withCards(['JTL_036'], { hand: ['JTL_036'], resources: 10, spaceArena: [{ card: 'alliance-xwing', id: 'x' }] }), { type: 'play', player: 'player1', card: 'JTL_036' }, choose(/^As a unit/));
    expect(unit.player1.spaceArena.find((u) => u.id === 'x')!.upgrades).toEqual([]);
    expect(byId(unit, 'JTL_036').upgrades.map((u) => u.card)).toEqual(['shield']);
  });
});

describe.skipIf(!!skipReason)('real cards: keywords and a quoted ability gained together', () => {
  it('TWI_169 Clone Cohort (+0/+0) "Attached unit gains Raid 2 and: \\"When Defeated: Create a Clone Trooper token.\\""', () => {
    // The Marine (3/3) wears it: attacking the base, 3 + 2 (Raid 2) = 5.
    expect(run(withCards(['TWI_169'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['TWI_169'] }] }), attack('Battlefield Marine', 'base')).player2.base.damage).toBe(5);
    // Attacking the Wampa (4/5): 5 damage defeats it; the Wampa's 4 defeats the Marine (3 HP): When Defeated, player1
    // (the Marine's controller) creates one Clone Trooper token.
    const s = run(withCards(['TWI_169'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['TWI_169'] }] }, { groundArena: ['wampa'] }), attack('Battlefield Marine', 'Wampa'));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['T_CLONE_TROOPER']); // the Clone Trooper token's catalog id
  });
});

describe.skipIf(!!skipReason)('real cards: "Attached unit <...>. It gains: \\"<ability>\\""', () => {
  it('LAW_077 Shadow of Stygeon Prime "Attached unit can\'t ready. It gains: \\"When the regroup phase starts: Deal 2 damage to your base.\\""', () => {
    // Player2's exhausted Wampa wears it. Player1's Marine hits player2's base for 3; at the start of the regroup phase
    // the Wampa's gained ability deals 2 to its controller's base (player2): 3 + 2 = 5. In the ready step (5.5.3) the
    // Wampa stays exhausted; the Marine readies.
    // (+0/+0 supplied: the catalog has no modifier for it, see supplyModifier.)
    const s0 = run(supplyModifier(withCards(['LAW_077'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', exhausted: true, upgrades: ['LAW_077'] }] }), 'LAW_077'), attack('Battlefield Marine', 'base'));
    const s = nextPhase(s0);
    expect(s.player2.base.damage).toBe(5);
    expect(s.player1.base.damage).toBe(0);
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(byId(s, 'SOR_095').exhausted).toBe(false);
  });
});
