// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "players" family (wave 4):
// tokens and Credit tokens another player creates, tokens created then readied, Credit tokens defeated or taken by an
// effect (3.7.13, 4.5.4), the number of friendly Credit tokens, and "An opponent chooses one:". Each expected outcome
// is worked out by hand from the printed text (quoted in the test name) and the Comprehensive Rules; the compiled
// definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (players: opponents' tokens, Credit tokens, "An opponent chooses one") did not run: ${skip}`);

const { lookup } = realCardLookup();

function run(state: object, action: object, steps: Step[] = []) {
  const r = driveReal(lookup, state, action, steps);
  expect(r.result.errors).toEqual([]);
  return r;
}

type P = 'player1' | 'player2';
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
/** The units of a player in an arena: name, whether exhausted, owner. */
const units = (s: SwuState, p: P, arena: 'groundArena' | 'spaceArena' = 'groundArena') =>
  s[p][arena].map((u) => ({ name: lookup(u.card)?.name, exhausted: u.exhausted, owner: u.owner ?? p }));
const credits = (s: SwuState, p: P) => s[p].credits ?? 0;
const NO_CREDITS = /^0 Credit tokens$/;

describe.skipIf(!!skip)('real cards: an opponent creates tokens (3.7.2, 1.5.2A)', () => {
  it('TWI_145 Jesse "When Played: An opponent creates 2 Battle Droid tokens." - player2 creates, owns and controls them', () => {
    // player1 plays Jesse; the opponent (player2) creates 2 Battle Droids: in player2's ground arena, exhausted (a
    // created token enters play exhausted, 3.7.2); player1 has only Jesse.
    const s = ok(run(karabast({ hand: ['TWI_145'] }), play('Jesse')));
    expect(units(s, 'player2')).toEqual([
      { name: 'Battle Droid', exhausted: true, owner: 'player2' },
      { name: 'Battle Droid', exhausted: true, owner: 'player2' },
    ]);
    expect(units(s, 'player1').map((u) => u.name)).toEqual(['Jesse']);
  });

  it('TWI_190 On the Doorstep "Create 3 Battle Droid tokens and ready them." - three ready Battle Droids', () => {
    // Created exhausted (3.7.2), then readied: all three ready; player2 gets none.
    const s = ok(run(karabast({ hand: ['TWI_190'] }), play('On the Doorstep')));
    expect(units(s, 'player1')).toEqual([1, 2, 3].map(() => ({ name: 'Battle Droid', exhausted: false, owner: 'player1' })));
    expect(units(s, 'player2')).toEqual([]);
    // Each readied after it was created: the log says so once per token.
    expect(s.player1.groundArena).toHaveLength(3);
  });

  it('JTL_155 They Hate That Ship "An opponent creates 2 TIE Fighter tokens and readies them. Then, play a Vehicle unit ..."', () => {
    // player2 creates two TIE Fighters (space) and they are ready; player1 has no Vehicle in hand: nothing to play.
    const s = ok(run(karabast({ hand: ['JTL_155'] }), play('They Hate That Ship')));
    expect(units(s, 'player2', 'spaceArena')).toEqual([
      { name: 'TIE Fighter', exhausted: false, owner: 'player2' },
      { name: 'TIE Fighter', exhausted: false, owner: 'player2' },
    ]);
    expect(units(s, 'player1', 'spaceArena')).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: other players create Credit tokens (3.7.13)', () => {
  it('LAW_006 Vel Sartha "Action [Exhaust]: Give an Experience token to a unit. An opponent creates a Credit token."', () => {
    // The leader's action: player1 gives an Experience token to their Wampa, then player2 (the opponent) creates a
    // Credit token: player2 1, player1 0.
    const state = karabast({ leader: 'LAW_006', groundArena: ['wampa'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Wampa/]));
    expect(credits(s, 'player2')).toBe(1);
    expect(credits(s, 'player1')).toBe(0);
    expect(s.player1.groundArena[0]!.upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Experience']);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('LAW_116 Rodian Bondsman "When Defeated: Each player creates a Credit token."', () => {
    // Both players: 1 more Credit token each (player2 had 2: 3).
    const state = karabast({ groundArena: ['LAW_116'] }, { credits: 2 });
    const s = ok(run(state, { type: 'defeat', target: 'Rodian Bondsman' }));
    expect(credits(s, 'player1')).toBe(1);
    expect(credits(s, 'player2')).toBe(3);
  });

  it('LAW_141 Targeted For Removal: attached unit gains "When Defeated: An opponent creates Credit tokens equal to this unit\'s cost."', () => {
    // On player2's Wampa (printed cost 4): when it is defeated, its controller's opponent (player1) creates 4 Credit
    // tokens; player2 creates none.
    const state = karabast({}, { groundArena: [{ card: 'wampa', upgrades: [{ card: 'LAW_141', owner: 'player1' }] }] });
    const s = ok(run(state, { type: 'defeat', target: 'Wampa' }));
    expect(credits(s, 'player1')).toBe(4);
    expect(credits(s, 'player2')).toBe(0);
  });
});

describe.skipIf(!!skip)('real cards: Credit tokens defeated, taken and counted (3.7.13, 4.5.4)', () => {
  it('LAW_106 Defiant Scrapper "When Played: You may defeat an enemy Credit token." - player2 loses one, player1 keeps theirs', () => {
    // player1 has 1 Credit (declines to pay with it), player2 has 2: after the ability player2 has 1, player1 1.
    const state = karabast({ hand: ['LAW_106'], credits: 1 }, { credits: 2 });
    const s = ok(run(state, play('Defiant Scrapper'), [NO_CREDITS, /^Resolve$/]));
    expect(credits(s, 'player2')).toBe(1);
    expect(credits(s, 'player1')).toBe(1);
  });

  it('LAW_106 Defiant Scrapper: declining defeats nothing', () => {
    const s = ok(run(karabast({ hand: ['LAW_106'] }, { credits: 2 }), play('Defiant Scrapper'), [/^Decline$/]));
    expect(credits(s, 'player2')).toBe(2);
  });

  it('LAW_191 Arvel Skeen "You may defeat a Credit token (belonging to any player). If you do, deal 1 damage to a unit or base."', () => {
    // Both players have Credit tokens: player1 chooses player2's; then 1 damage to player2's Battlefield Marine.
    const state = karabast({ hand: ['LAW_191'], credits: 1 }, { credits: 1, groundArena: ['battlefield-marine'] });
    const s = ok(run(state, play('Arvel Skeen'), [NO_CREDITS, /^Resolve$/, /^player2's Credit/, /^Battlefield Marine/]));
    expect(credits(s, 'player2')).toBe(0);
    expect(credits(s, 'player1')).toBe(1);
    expect(s.player2.groundArena[0]!.damage).toBe(1);
  });

  it('LAW_191 Arvel Skeen: his own Credit token may pay; with none anywhere, "if you do" fails and no damage is dealt (8.9.1)', () => {
    const own = ok(run(karabast({ hand: ['LAW_191'], credits: 1 }, { groundArena: ['battlefield-marine'] }), play('Arvel Skeen'), [NO_CREDITS, /^Resolve$/, /^Battlefield Marine/]));
    // Only player1 has one: no choice of whose; it is defeated.
    expect(credits(own, 'player1')).toBe(0);
    expect(own.player2.groundArena[0]!.damage).toBe(1);
    const none = ok(run(karabast({ hand: ['LAW_191'] }, { groundArena: ['battlefield-marine'] }), play('Arvel Skeen'), [/^Resolve$/]));
    expect(none.player2.groundArena[0]!.damage).toBe(0);
    expect(none.player2.base.damage).toBe(0);
  });

  it('LAW_221 Lieutenant Gorn "On Attack: Take control of an enemy Credit token."', () => {
    // player2 2 -> 1, player1 0 -> 1; Gorn (4 power) deals 4 to the base.
    const state = karabast({ groundArena: ['LAW_221'] }, { credits: 2 });
    const s = ok(run(state, attack('Lieutenant Gorn', 'base')));
    expect(credits(s, 'player2')).toBe(1);
    expect(credits(s, 'player1')).toBe(1);
    expect(s.player2.base.damage).toBe(4);
  });

  it('LAW_221 Lieutenant Gorn: an opponent without Credit tokens gives nothing', () => {
    const s = ok(run(karabast({ groundArena: ['LAW_221'] }), attack('Lieutenant Gorn', 'base')));
    expect(credits(s, 'player1')).toBe(0);
  });

  it('LAW_247 Backed by the Hutts "Create a Credit token. You may deal damage to a unit equal to the number of friendly Credit tokens."', () => {
    // player1 had 2 (not used to pay): 3 after the first sentence; player2's 3 do not count ("friendly"): 3 damage to
    // the Wampa (4/5).
    const state = karabast({ hand: ['LAW_247'], credits: 2 }, { credits: 3, groundArena: ['wampa'] });
    const s = ok(run(state, play('Backed by the Hutts'), [NO_CREDITS, /^Wampa/]));
    expect(credits(s, 'player1')).toBe(3);
    expect(s.player2.groundArena[0]!.damage).toBe(3);
  });
});

describe.skipIf(!!skip)('real cards: "An opponent chooses one:" (8.4.4): the opponent chooses, the controller resolves', () => {
  it('LAW_080 Luke Skywalker: player2 chooses "They create a Credit token. Ready this unit."', () => {
    // The opponent creates the Credit token (player2: 1) and Luke, who entered play exhausted, is readied.
    const r = run(karabast({ hand: ['LAW_080'] }, { groundArena: ['wampa'] }), play('Luke Skywalker'), [/^They create a Credit token/]);
    const s = ok(r);
    expect(r.prompts[0]!.player).toBe('player2');
    expect(r.prompts[0]!.kind).toBe('OPTION');
    expect(credits(s, 'player2')).toBe(1);
    expect(credits(s, 'player1')).toBe(0);
    expect(units(s, 'player1')).toEqual([{ name: 'Luke Skywalker', exhausted: false, owner: 'player1' }]);
  });

  it('LAW_080 Luke Skywalker: player2 chooses "You may deal 5 damage to a unit." - player1 deals it', () => {
    const r = run(karabast({ hand: ['LAW_080'] }, { groundArena: ['wampa'] }), play('Luke Skywalker'), [/^You may deal 5 damage/, /^Wampa/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player2', 'player1']);
    // Wampa (5 HP) is dealt 5: defeated. Luke stays exhausted; nobody creates a Credit token.
    expect(units(s, 'player2')).toEqual([]);
    expect(units(s, 'player1')).toEqual([{ name: 'Luke Skywalker', exhausted: true, owner: 'player1' }]);
    expect(credits(s, 'player2')).toBe(0);
  });

  it('LOF_065 Watto "On Attack: An opponent chooses one: You give an Experience token to a friendly unit. / You draw a card."', () => {
    // player2 chooses the draw: player1 (Watto's controller) draws the top card of their deck.
    const state = karabast({ groundArena: ['LOF_065'], deck: ['wampa', 'battlefield-marine'], hand: [] });
    const r = run(state, attack('Watto', 'base'), [/^You draw a card/]);
    const s = ok(r);
    expect(r.prompts[0]!.player).toBe('player2');
    expect(s.player1.hand.map((c) => lookup(c.card)?.name)).toEqual(['Wampa']);
    expect(s.player2.hand).toEqual([]);
    // Watto has 1 power.
    expect(s.player2.base.damage).toBe(1);
  });

  it('LOF_065 Watto: player2 chooses the Experience token - player1 gives it to a friendly unit', () => {
    const state = karabast({ groundArena: ['LOF_065', 'battlefield-marine'] }, { groundArena: ['wampa'] });
    const r = run(state, attack('Watto', 'base'), [/^You give an Experience/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player2', 'player1']);
    // Only friendly units are offered (Watto and the Marine, not player2's Wampa).
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Watto/), expect.stringMatching(/^Battlefield Marine/)]);
    expect(s.player1.groundArena[1]!.upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Experience']);
  });
});
