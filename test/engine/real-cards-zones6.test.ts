// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the deck and discard-pile
// family, wave 6 (compiler/templates/zones6.ts, v2/zones6.ts): a card discarded from a deck or revealed from the top of
// one, then a condition on that card. Each expected outcome is worked out by hand from the printed text (quoted in the
// test name), the card stats and the rules; decks are listed top first (1.14.3: a deck is discarded from the top).
// Cards: Kestro City (player1's base, Aggression), Wampa SOR_164 (Aggression unit, cost 4), Battlefield Marine SOR_095
// (Command Heroism unit, cost 2), Underworld Thug SOR_247 (no aspect, cost 2), Daring Delve LAW_203 (Aggression event).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { drive, resolved } from './builders.js';
import { attack, byId, orderFirst, pass, play, run, scripted, skipReason, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (zones6) did not run: ${skipReason}`);

const zone = (s: SwuState, z: 'hand' | 'discard' | 'deck', p: 'player1' | 'player2' = 'player1') => s[p][z].map((c) => c.card);
const exhaustedResources = (s: SwuState, p: 'player1' | 'player2') => s[p].resources.filter((r) => r.exhausted).length;
const experience = (s: SwuState, id: string) => byId(s, id).upgrades.filter((u) => u.card === 'experience' || /experience/i.test(u.card)).length;

describe.skipIf(!!skipReason)('real cards: a card discarded from a deck, then a condition on it', () => {
  const KUIIL = 'SHD_041 Kuiil "On Attack: Discard a card from your deck. If it shares an aspect with your base, return it to your hand."';
  it(`${KUIIL}: the Wampa (Aggression) shares Kestro City's aspect and returns to hand`, () => {
    // Top card Wampa is discarded; Aggression is Kestro City's aspect, so it returns: hand [Wampa], discard empty, the
    // Marine stays on top. Kuiil (2 power) deals 2 to the enemy base; Restore 1 heals 1 of player1's base (none on it).
    const s = run(withCards(['SHD_041'], { groundArena: ['SHD_041'], deck: ['wampa', 'battlefield-marine'] }), attack('Kuiil', 'base'));
    expect(zone(s, 'hand')).toEqual(['SOR_164']);
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'deck')).toEqual(['SOR_095']);
    expect(s.player2.base.damage).toBe(2);
  });
  it(`${KUIIL}: the Marine (Command, Heroism) shares no aspect with Kestro City and stays discarded`, () => {
    const s = run(withCards(['SHD_041'], { groundArena: ['SHD_041'], deck: ['battlefield-marine', 'wampa'] }), attack('Kuiil', 'base'));
    expect(zone(s, 'hand')).toEqual([]);
    expect(zone(s, 'discard')).toEqual(['SOR_095']);
    expect(zone(s, 'deck')).toEqual(['SOR_164']);
  });
  it(`${KUIIL}: an empty deck discards nothing and nothing returns`, () => {
    const s = run(withCards(['SHD_041'], { groundArena: ['SHD_041'], deck: [] }), attack('Kuiil', 'base'));
    expect(zone(s, 'hand')).toEqual([]);
    expect(zone(s, 'discard')).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
  });

  const CHOPPER = 'SOR_188 Chopper "On Attack: Discard a card from the defending player\'s deck. If it\'s an event, exhaust a resource that player controls."';
  it(`${CHOPPER}: an event discarded exhausts one of the defending player's resources`, () => {
    // Player2's top card Daring Delve (an event) is discarded: one of player2's 20 ready resources is exhausted. No
    // other Spectre, so no Raid: Chopper deals 1 to the base.
    const s = run(withCards(['SOR_188', 'LAW_203'], { groundArena: ['SOR_188'] }, { deck: ['LAW_203', 'wampa'] }), attack('Chopper', 'base'));
    expect(zone(s, 'discard', 'player2')).toEqual(['LAW_203']);
    expect(zone(s, 'deck', 'player2')).toEqual(['SOR_164']);
    expect(exhaustedResources(s, 'player2')).toBe(1);
    expect(exhaustedResources(s, 'player1')).toBe(0);
    expect(s.player2.base.damage).toBe(1);
  });
  it(`${CHOPPER}: a unit discarded exhausts nothing`, () => {
    const s = run(withCards(['SOR_188', 'LAW_203'], { groundArena: ['SOR_188'] }, { deck: ['wampa', 'LAW_203'] }), attack('Chopper', 'base'));
    expect(zone(s, 'discard', 'player2')).toEqual(['SOR_164']);
    expect(exhaustedResources(s, 'player2')).toBe(0);
  });

  const CASSIAN = 'JTL_048 Cassian Andor (piloting) gives: "On Attack: Discard a card from the defending player\'s deck. If that card costs 3 or less, draw a card."';
  it(`${CASSIAN}: the Marine (cost 2) discarded: the attacking player draws`, () => {
    // Cassian is attached to player1's Escape Pod: the Pod attacks; player2's Marine (cost 2 <= 3) is discarded and
    // player1 draws the top of their own deck (the Thug).
    const s = run(withCards(['JTL_048', 'SEC_056'], { spaceArena: [{ card: 'SEC_056', upgrades: ['JTL_048'] }], deck: ['underworld-thug'] }, { deck: ['battlefield-marine', 'wampa'] }), attack('Escape Pod', 'base'));
    expect(zone(s, 'discard', 'player2')).toEqual(['SOR_095']);
    expect(zone(s, 'hand')).toEqual(['SOR_247']);
  });
  it(`${CASSIAN}: the Wampa (cost 4) discarded: no draw`, () => {
    const s = run(withCards(['JTL_048', 'SEC_056'], { spaceArena: [{ card: 'SEC_056', upgrades: ['JTL_048'] }], deck: ['underworld-thug'] }, { deck: ['wampa', 'battlefield-marine'] }), attack('Escape Pod', 'base'));
    expect(zone(s, 'discard', 'player2')).toEqual(['SOR_164']);
    expect(zone(s, 'hand')).toEqual([]);
    expect(zone(s, 'deck')).toEqual(['SOR_247']);
  });
});

describe.skipIf(!!skipReason)('real cards: the top card of a deck revealed, then a condition on it', () => {
  const QUAD = 'Rickety Quadjumper (LAW_115, SHD_057) "On Attack: You may reveal the top card of your deck. If it\'s not a unit, give an Experience token to another unit."';
  for (const id of ['LAW_115', 'SHD_057']) {
    it(`${id} ${QUAD}: Daring Delve (an event) revealed: the Marine gets an Experience token, the card stays on top`, () => {
      // Revealed (yes); not a unit: another unit, the only one being player1's Marine, gets the token. Deck unchanged.
      const answer = scripted(/^Resolve$/, /Battlefield Marine/);
      const s = run(withCards([id, 'LAW_203'], { spaceArena: [id], groundArena: ['battlefield-marine'], deck: ['LAW_203', 'wampa'] }), attack('Rickety Quadjumper', 'base'), answer);
      expect(experience(s, 'SOR_095')).toBe(1);
      expect(zone(s, 'deck')).toEqual(['LAW_203', 'SOR_164']);
      expect(zone(s, 'hand')).toEqual([]);
    });
    it(`${id} ${QUAD}: a unit revealed: no token`, () => {
      const s = run(withCards([id], { spaceArena: [id], groundArena: ['battlefield-marine'], deck: ['wampa'] }), attack('Rickety Quadjumper', 'base'), scripted(/^Resolve$/));
      expect(experience(s, 'SOR_095')).toBe(0);
      expect(zone(s, 'deck')).toEqual(['SOR_164']);
    });
    it(`${id} ${QUAD}: declined: nothing is revealed, so there is no "it" and no token`, () => {
      const s = run(withCards([id, 'LAW_203'], { spaceArena: [id], groundArena: ['battlefield-marine'], deck: ['LAW_203'] }), attack('Rickety Quadjumper', 'base'), scripted(/^Decline$/));
      expect(experience(s, 'SOR_095')).toBe(0);
    });
  }
});

// player1: Darth Vader (Aggression, Villainy) + Kestro City (Aggression), 20 ready resources.
const history = (left?: object[]) => ({ thisPhase: { played: [], defeated: [], attacks: [], ...(left ? { left } : {}) } });
const marineLeft = { controller: 'player1', card: 'battlefield-marine' };

describe.skipIf(!!skipReason)('real cards: "If a friendly unit left play this phase" (thisPhase.left, 8.12.1)', () => {
  const DISTURBANCE = 'LOF_216 Disturbance in the Force "If a friendly unit left play this phase, the Force is with you (create your Force token) and you may give a Shield token to a unit."';
  it(`${DISTURBANCE}: player1's Marine was defeated earlier in the phase (recorded by the engine)`, () => {
    // The Marine (3/3) attacks the Wampa (4/5) and is defeated: it left play. player2 passes. Disturbance: the Force is
    // with player1 (Force token) and the Wampa, the only unit, may get a Shield token: it does.
    const start = withCards(['LOF_216'], { hand: ['LOF_216'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }, history([]));
    const s1 = run(start, attack('Battlefield Marine', 'Wampa'));
    expect(s1.thisPhase?.left).toEqual([expect.objectContaining({ controller: 'player1', card: 'SOR_095' })]);
    const s2 = resolved(drive(s1, pass('player2')));
    const s = resolved(drive(s2, play('Disturbance in the Force'), orderFirst(scripted(/Wampa/))));
    expect(s.player1.hasForceToken).toBe(true);
    expect(byId(s, 'SOR_164').upgrades.map((u) => u.card)).toEqual(['shield']);
  });
  it(`${DISTURBANCE}: only an enemy unit left play: nothing (no Force token, no prompt)`, () => {
    const s = run(withCards(['LOF_216'], { hand: ['LOF_216'] }, { groundArena: ['wampa'] }, history([{ controller: 'player2', card: 'battlefield-marine' }])), play('Disturbance in the Force'));
    expect(s.player1.hasForceToken).toBe(false);
    expect(byId(s, 'SOR_164').upgrades).toEqual([]);
  });
  it(`${DISTURBANCE}: a state whose history does not carry "left" is UNSUPPORTED, not "nothing left play"`, () => {
    const d = drive(withCards(['LOF_216'], { hand: ['LOF_216'] }, {}, history()), play('Disturbance in the Force'), orderFirst());
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(JSON.stringify(d.result.unsupported)).toMatch(/left play/);
  });

  const LETS_TALK = 'SEC_131 Let\'s Talk (cost 9, Command) "If a friendly unit left play this phase, this event costs 3 less to play."';
  it(`${LETS_TALK}: a friendly unit left play: 9 + 2 (aspect penalty: no Command icon on Vader or Kestro City) - 3 = 8 resources`, () => {
    // No friendly unit in play: "Each friendly unit captures ..." captures nothing.
    const s = run(withCards(['SEC_131'], { hand: ['SEC_131'] }, {}, history([marineLeft])), play("Let's Talk"));
    expect(exhaustedResources(s, 'player1')).toBe(8);
  });
  it(`${LETS_TALK}: nothing left play: 9 + 2 = 11 resources`, () => {
    const s = run(withCards(['SEC_131'], { hand: ['SEC_131'] }, {}, history([])), play("Let's Talk"));
    expect(exhaustedResources(s, 'player1')).toBe(11);
  });
});
