// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "players" family (wave 4):
// tokens and Credit tokens another player creates, tokens created then readied, Credit tokens defeated or taken by an
// effect (3.7.13, 4.5.4), the number of friendly Credit tokens, and "An opponent chooses one:". Each expected outcome
// is worked out by hand from the printed text (quoted in the test name) and the Comprehensive Rules; the compiled
// definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { expectSameResolution, karabast } from './builders.js';
import { supplyModifier } from './card-checks.js';
import { resolve } from '../../engine/index.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (players: opponents' tokens, Credit tokens, "An opponent chooses one") did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

type P = 'player1' | 'player2';
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
/** The units of a player in an arena: name, whether exhausted, owner. */
const units = (s: SwuState, p: P, arena: 'groundArena' | 'spaceArena' = 'groundArena') =>
  s[p][arena].map((u) => ({ name: lookup(u.card)?.name, exhausted: u.exhausted, owner: u.owner ?? p }));
const credits = (s: SwuState, p: P) => s[p].credits ?? 0;
const NO_CREDITS = /^0 Credit tokens$/;
const readyResources = (s: SwuState, p: P) => s[p].resources.filter((r) => !r.exhausted).length;
const hand = (s: SwuState, p: P) => s[p].hand.map((c) => lookup(c.card)?.name);

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
    // (+0/+0 supplied: the catalog has no modifier for it, see supplyModifier.)
    const state = supplyModifier(karabast({}, { groundArena: [{ card: 'wampa', upgrades: [{ card: 'LAW_141', owner: 'player1' }] }] }), 'LAW_141');
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

describe.skipIf(!!skip)('real cards: "its controller creates ..." and "Choose a player. They ..."', () => {
  it('JTL_016 Admiral Ackbar "Action [C=1, Exhaust]: Exhaust a non-leader unit. If you do, its controller creates an X-Wing token."', () => {
    // player1 exhausts player2's ready Wampa: player2 (its controller) creates an X-Wing (space, exhausted, 3.7.2).
    const state = karabast({ leader: 'JTL_016' }, { groundArena: ['wampa'] });
    const s = ok(run(state, { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Wampa/]));
    expect(units(s, 'player2')).toEqual([{ name: 'Wampa', exhausted: true, owner: 'player2' }]);
    expect(units(s, 'player2', 'spaceArena')).toEqual([{ name: 'X-Wing', exhausted: true, owner: 'player2' }]);
    expect(units(s, 'player1', 'spaceArena')).toEqual([]);
    // C=1: one of player1's 20 resources is exhausted.
    expect(readyResources(s, 'player1')).toBe(19);
  });

  it('JTL_016 Admiral Ackbar: his own unit gives him the X-Wing; an exhausted unit is not "exhausted" again, so no token (1.5.4E, 8.9.1)', () => {
    const own = ok(run(karabast({ leader: 'JTL_016', groundArena: ['battlefield-marine'] }), { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Battlefield Marine/]));
    expect(units(own, 'player1', 'spaceArena')).toEqual([{ name: 'X-Wing', exhausted: true, owner: 'player1' }]);
    const tired = ok(run(karabast({ leader: 'JTL_016' }, { groundArena: [{ card: 'wampa', exhausted: true }] }), { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Wampa/]));
    expect(units(tired, 'player2', 'spaceArena')).toEqual([]);
  });

  it('SOR_171 Mission Briefing "Choose a player. They draw 2 cards." - the opponent chosen draws', () => {
    const state = karabast({ hand: ['SOR_171'], deck: ['wampa', 'wampa'] }, { hand: [], deck: ['battlefield-marine', 'battlefield-marine', 'wampa'] });
    const s = ok(run(state, play('Mission Briefing'), [/^Opponent/]));
    expect(hand(s, 'player2')).toEqual(['Battlefield Marine', 'Battlefield Marine']);
    expect(hand(s, 'player1')).toEqual([]);
  });

  it('SOR_171 Mission Briefing: choosing yourself, you draw 2', () => {
    const state = karabast({ hand: ['SOR_171'], deck: ['wampa', 'battlefield-marine', 'wampa'] }, { hand: [] });
    const s = ok(run(state, play('Mission Briefing'), [/^You/]));
    expect(hand(s, 'player1')).toEqual(['Wampa', 'Battlefield Marine']);
    expect(hand(s, 'player2')).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: "... unless its controller pays 2 / says "no"" (the unit\'s controller decides, 1.6.3)', () => {
  it('SHD_227 Look the Other Way "Exhaust a unit unless its controller pays 2." - player2 pays: the Wampa stays ready', () => {
    const r = run(karabast({ hand: ['SHD_227'] }, { groundArena: ['wampa'] }), play('Look the Other Way'), [/^Wampa/, /^Yes: pay 2/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    expect(units(s, 'player2')).toEqual([{ name: 'Wampa', exhausted: false, owner: 'player2' }]);
    // player2 paid 2 of their 20 resources; player1 paid the event's 0 (+2 aspect penalty: Cunning missing) = 2.
    expect(readyResources(s, 'player2')).toBe(18);
  });

  it('SHD_227 Look the Other Way: player2 does not pay - the Wampa is exhausted and player2 keeps every resource', () => {
    const s = ok(run(karabast({ hand: ['SHD_227'] }, { groundArena: ['wampa'] }), play('Look the Other Way'), [/^Wampa/, /^No$/]));
    expect(units(s, 'player2')).toEqual([{ name: 'Wampa', exhausted: true, owner: 'player2' }]);
    expect(readyResources(s, 'player2')).toBe(20);
  });

  it('SHD_227 Look the Other Way: with 1 ready resource player2 can\'t pay 2 (not asked); with a Credit token too, they can (3.7.13)', () => {
    const poor = run(karabast({ hand: ['SHD_227'] }, { groundArena: ['wampa'], resources: 1 }), play('Look the Other Way'), [/^Wampa/]);
    expect(units(ok(poor), 'player2')).toEqual([{ name: 'Wampa', exhausted: true, owner: 'player2' }]);
    // 1 resource + 1 Credit: paying 2 needs both (the Credit is defeated, the resource exhausted).
    const s = ok(run(karabast({ hand: ['SHD_227'] }, { groundArena: ['wampa'], resources: 1, credits: 1 }), play('Look the Other Way'), [/^Wampa/, /^Yes: pay 2/]));
    expect(units(s, 'player2')).toEqual([{ name: 'Wampa', exhausted: false, owner: 'player2' }]);
    expect(credits(s, 'player2')).toBe(0);
    expect(readyResources(s, 'player2')).toBe(0);
  });

  it('SOR_233 I Am Your Father "Deal 7 Damage to an enemy unit unless its controller says "no." If they do, draw 3 cards."', () => {
    // player2 says "no": the Wampa is not dealt damage, player1 draws 3.
    const state = karabast({ hand: ['SOR_233'], deck: ['wampa', 'wampa', 'wampa', 'wampa'] }, { groundArena: ['wampa'] });
    const r = run(state, play('I Am Your Father'), [/^Wampa/, /^Yes: say "no"/]);
    const s = ok(r);
    expect(r.prompts[1]!.player).toBe('player2');
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(hand(s, 'player1')).toEqual(['Wampa', 'Wampa', 'Wampa']);
  });

  it('SOR_233 I Am Your Father: player2 doesn\'t say "no" - 7 damage defeats the Wampa (5 HP), nobody draws', () => {
    const state = karabast({ hand: ['SOR_233'], deck: ['wampa', 'wampa', 'wampa'] }, { groundArena: ['wampa', 'battlefield-marine'] });
    const r = run(state, play('I Am Your Father'), [/^Wampa/, /^No$/]);
    const s = ok(r);
    // Only enemy units are offered: player1 controls none here; player2's two are.
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Wampa/), expect.stringMatching(/^Battlefield Marine/)]);
    expect(units(s, 'player2').map((u) => u.name)).toEqual(['Battlefield Marine']);
    expect(hand(s, 'player1')).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: "For each opponent, ..." (one opponent in a two-player game, 1.1.1)', () => {
  it('SOR_145 K-2SO "When Defeated: For each opponent, choose one: either deal 3 damage to that player\'s base, or ..."', () => {
    const s = ok(run(karabast({ groundArena: ['SOR_145'] }, { hand: ['wampa'] }), { type: 'defeat', target: 'K-2SO' }, [/^deal 3 damage/]));
    expect(s.player2.base.damage).toBe(3);
    expect(hand(s, 'player2')).toEqual(['Wampa']);
  });

  it('SOR_145 K-2SO: "... or that player discards a card from their hand" - player2 chooses which card (1.14.2)', () => {
    const r = run(karabast({ groundArena: ['SOR_145'] }, { hand: ['wampa', 'battlefield-marine'] }), { type: 'defeat', target: 'K-2SO' }, [/^that player discards/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    expect(s.player2.base.damage).toBe(0);
    expect(hand(s, 'player2')).toEqual(['Wampa']);
  });

  it('TWI_185 Ziro the Hutt "When Played: For each opponent, you may exhaust a unit that player controls."', () => {
    // Only player2's units are offered (not player1's Marine); the Wampa is exhausted.
    const r = run(karabast({ hand: ['TWI_185'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Ziro the Hutt'), [/^Wampa/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Wampa/), 'Decline']);
    expect(units(s, 'player2')).toEqual([{ name: 'Wampa', exhausted: true, owner: 'player2' }]);
  });

  it('TWI_185 Ziro the Hutt "On Attack: For each opponent, you may exhaust a resource that player controls."', () => {
    const s = ok(run(karabast({ groundArena: ['TWI_185'] }, { resources: 3 }), attack('Ziro the Hutt', 'base'), [/^Resolve$/]));
    expect(readyResources(s, 'player2')).toBe(2);
    expect(readyResources(s, 'player1')).toBe(20);
    const declined = ok(run(karabast({ groundArena: ['TWI_185'] }, { resources: 3 }), attack('Ziro the Hutt', 'base'), [/^Decline$/]));
    expect(readyResources(declined, 'player2')).toBe(3);
  });
});

describe.skipIf(!!skip)('real cards: resuming at each prompt of these abilities gives the replayed result', () => {
  /** Answers like driveReal, and at each prompt also resumes the returned state with the answer (continue). */
  function resumes(state: object, action: object, steps: RegExp[]): SwuState {
    const choices: { prompt: string; options: string[] }[] = [];
    let atPrompt: ReturnType<typeof resolve> | undefined;
    for (let i = 0; i <= steps.length; i += 1) {
      const result = resolve({ game: 'SWU', state, action: action as never, choices: [...choices] }, lookup);
      if (atPrompt) expectSameResolution(resolve({ game: 'SWU', state: atPrompt.state, action: { type: 'continue' }, choices: [choices.at(-1)!] }, lookup), result);
      if (result.status !== 'NEEDS_CHOICE') {
        expect(i).toBe(steps.length);
        return result.state as SwuState;
      }
      atPrompt = result;
      const option = result.prompt!.options.find((o) => steps[i]!.test(o.label));
      expect(option, `${result.prompt!.text}: ${steps[i]}`).toBeDefined();
      choices.push({ prompt: result.prompt!.id, options: [option!.id] });
    }
    throw new Error('more prompts than steps');
  }

  it('SHD_227 Look the Other Way: target, player2 pays, player2 chooses 1 Credit token (three prompts in one step)', () => {
    const s = resumes(karabast({ hand: ['SHD_227'] }, { groundArena: ['wampa'], credits: 1 }), play('Look the Other Way'), [/^Wampa/, /^Yes: pay 2/, /^1 Credit token$/]);
    expect(credits(s, 'player2')).toBe(0);
    expect(readyResources(s, 'player2')).toBe(19);
    expect(units(s, 'player2')).toEqual([{ name: 'Wampa', exhausted: false, owner: 'player2' }]);
  });

  it('LAW_191 Arvel Skeen: may, whose Credit token, damage target', () => {
    const s = resumes(karabast({ hand: ['LAW_191'], credits: 1 }, { credits: 1, groundArena: ['battlefield-marine'] }), play('Arvel Skeen'), [NO_CREDITS, /^Resolve$/, /^player2's Credit/, /^Battlefield Marine/]);
    expect(credits(s, 'player2')).toBe(0);
  });

  it('LAW_080 Luke Skywalker and SOR_171 Mission Briefing: the opponent\'s option, a chosen player', () => {
    expect(credits(resumes(karabast({ hand: ['LAW_080'] }), play('Luke Skywalker'), [/^They create/]), 'player2')).toBe(1);
    expect(resumes(karabast({ hand: ['SOR_171'] }, { hand: [] }), play('Mission Briefing'), [/^Opponent/]).player2.hand).toHaveLength(2);
  });
});

describe.skipIf(!!skip)('"Each opponent may ready a unit." (SOR_129 Admiral Ozzel\'s last sentence) on a test event compiled from that text', () => {
  const text = 'Each opponent may ready a unit.';
  const event = { id: 'TEST_OZZEL', internalName: 'test-ozzel', name: 'Ozzel Test', type: 'Event', cost: 0, aspects: [], traits: [], unique: false, keywords: [], text, abilities: compileCard({ id: 'TEST_OZZEL', name: 'Ozzel Test', type: 'Event', keywords: [], text }).abilities };

  it('player2 (not the player of the event) chooses the unit, any unit: here player1\'s exhausted Wampa', () => {
    const state = karabast({ hand: ['test-ozzel'], groundArena: [{ card: 'wampa', exhausted: true }] }, { groundArena: [{ card: 'battlefield-marine', exhausted: true }] }, { customCards: [event] });
    const r = run(state, play('Ozzel Test'), [/^Wampa/]);
    const s = ok(r);
    expect(r.prompts[0]!.player).toBe('player2');
    expect(r.prompts[0]!.kind).toBe('MAY');
    expect(units(s, 'player1')).toEqual([{ name: 'Wampa', exhausted: false, owner: 'player1' }]);
    expect(units(s, 'player2')).toEqual([{ name: 'Battlefield Marine', exhausted: true, owner: 'player2' }]);
  });

  it('player2 may decline: nothing is readied', () => {
    const state = karabast({ hand: ['test-ozzel'] }, { groundArena: [{ card: 'battlefield-marine', exhausted: true }] }, { customCards: [event] });
    const s = ok(run(state, play('Ozzel Test'), [/^Decline$/]));
    expect(units(s, 'player2')).toEqual([{ name: 'Battlefield Marine', exhausted: true, owner: 'player2' }]);
  });
});

describe.skipIf(!!skip)('real cards: a choice the opponent makes, "If they do / If they don\'t"', () => {
  it('SEC_010 Dedra Meero "Action [C=1, Exhaust]: Choose an enemy unit. Its controller may deal 2 damage to it. If they don\'t, draw a card." - player2 deals it', () => {
    const state = karabast({ leader: 'SEC_010', deck: ['wampa'], hand: [] }, { groundArena: ['wampa'] });
    const r = run(state, { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Wampa/, /^Yes: deal 2 damage/]);
    const s = ok(r);
    // player1 chooses the Wampa, player2 (its controller) decides: 2 damage on it, and player1 draws nothing.
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    expect(s.player2.groundArena[0]!.damage).toBe(2);
    expect(hand(s, 'player1')).toEqual([]);
  });

  it('SEC_010 Dedra Meero: player2 declines - the Wampa is undamaged and player1 draws a card', () => {
    const state = karabast({ leader: 'SEC_010', deck: ['battlefield-marine'], hand: [] }, { groundArena: ['wampa'] });
    const s = ok(run(state, { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Wampa/, /^No$/]));
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(hand(s, 'player1')).toEqual(['Battlefield Marine']);
  });

  it('TWI_222 Political Pressure "Choose an opponent. They may discard a random card from their hand. If they don\'t, create 2 Battle Droid tokens."', () => {
    // player2 discards (their only card: random among one) - no tokens for player1.
    const paid = run(karabast({ hand: ['TWI_222'] }, { hand: ['wampa'] }), play('Political Pressure'), [/^Yes: discard 1 random card/]);
    const s = ok(paid);
    expect(paid.prompts[0]!.player).toBe('player2');
    expect(hand(s, 'player2')).toEqual([]);
    expect(s.player2.discard.map((c) => lookup(c.card)?.name)).toEqual(['Wampa']);
    expect(units(s, 'player1')).toEqual([]);
    // player2 declines: player1 creates 2 Battle Droids.
    const declined = ok(run(karabast({ hand: ['TWI_222'] }, { hand: ['wampa'] }), play('Political Pressure'), [/^No$/]));
    expect(hand(declined, 'player2')).toEqual(['Wampa']);
    expect(units(declined, 'player1').map((u) => u.name)).toEqual(['Battle Droid', 'Battle Droid']);
  });

  it('TWI_222 Political Pressure: an opponent with an empty hand can\'t discard - not asked, the tokens are created', () => {
    const s = ok(run(karabast({ hand: ['TWI_222'] }, { hand: [] }), play('Political Pressure')));
    expect(units(s, 'player1').map((u) => u.name)).toEqual(['Battle Droid', 'Battle Droid']);
  });

  it('SEC_193 Grand Admiral Thrawn "An opponent may choose a non-leader unit they control. If they do, this unit captures that unit."', () => {
    // player2 chooses their Battlefield Marine (only their non-leader units are offered): Thrawn captures it; Thrawn
    // stays exhausted (played units enter exhausted).
    const state = karabast({ hand: ['SEC_193'], groundArena: ['wampa'] }, { groundArena: ['battlefield-marine'] });
    const r = run(state, play('Grand Admiral Thrawn'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.player).toBe('player2');
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/), 'Decline']);
    expect(units(s, 'player2')).toEqual([]);
    const thrawn = s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Grand Admiral Thrawn')!;
    expect(thrawn.capturedUnits.map((c) => lookup(c.card)?.name)).toEqual(['Battlefield Marine']);
    expect(thrawn.exhausted).toBe(true);
  });

  it('SEC_193 Grand Admiral Thrawn: "If they don\'t, ready this unit." - declining (or having no unit) readies Thrawn', () => {
    const declined = ok(run(karabast({ hand: ['SEC_193'] }, { groundArena: ['battlefield-marine'] }), play('Grand Admiral Thrawn'), [/^Decline$/]));
    expect(units(declined, 'player1')).toEqual([{ name: 'Grand Admiral Thrawn', exhausted: false, owner: 'player1' }]);
    expect(units(declined, 'player2').map((u) => u.name)).toEqual(['Battlefield Marine']);
    const none = ok(run(karabast({ hand: ['SEC_193'] }), play('Grand Admiral Thrawn')));
    expect(units(none, 'player1')).toEqual([{ name: 'Grand Admiral Thrawn', exhausted: false, owner: 'player1' }]);
  });

  it('SEC_082 Chancellor Palpatine "When Played: If you control a leader unit, create 2 Spy tokens and give those tokens Sentinel for this phase."', () => {
    // A deployed leader: 2 Spies, each with Sentinel (a lasting effect for this phase on each).
    const state = karabast({ hand: ['SEC_082'], leader: { card: 'SEC_010', deployed: true } });
    const s = ok(run(state, play('Chancellor Palpatine')));
    const spies = s.player1.groundArena.filter((u) => lookup(u.card)?.name === 'Spy');
    expect(spies).toHaveLength(2);
    for (const spy of spies) {
      expect(s.effects.filter((e) => e.targets.includes(spy.id)).map((e) => [e.effect, e.duration])).toEqual([[{ keyword: { name: 'Sentinel' } }, 'thisPhase']]);
    }
    // Without a leader unit: nothing.
    const none = ok(run(karabast({ hand: ['SEC_082'] }), play('Chancellor Palpatine')));
    expect(none.player1.groundArena.map((u) => lookup(u.card)?.name)).toEqual(['Chancellor Palpatine']);
    expect(none.effects).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: an opponent takes control, each player may return, "for every 2 resources they control"', () => {
  it('LAW_085 You Hold This "Choose a friendly non-leader unit. An opponent takes control of it. If they do, deal 4 damage to another unit in the same arena."', () => {
    // player1 gives the Battlefield Marine to player2 (8.27.1); then 4 damage to another ground unit: the Marine is
    // not offered, the Wampa (player1's) and player2's Cell Block Guard are; player2's Guard (3/3) takes 4.
    const state = karabast({ hand: ['LAW_085'], groundArena: ['battlefield-marine', 'wampa'], spaceArena: ['alliance-xwing'] }, { groundArena: ['SOR_229'] });
    const r = run(state, play('You Hold This'), [/^Battlefield Marine/, /^Cell Block Guard/]);
    const s = ok(r);
    expect(units(s, 'player2').map((u) => u.name)).toEqual(['Battlefield Marine']);
    expect(units(s, 'player2')[0]!.owner).toBe('player1');
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Wampa/), expect.stringMatching(/^Cell Block Guard/)]);
    expect(units(s, 'player1').map((u) => u.name)).toEqual(['Wampa']);
  });

  it('LAW_002 Tobias Beckett (leader side, still PARTIAL for his unit side) "Choose a friendly unit. An opponent takes control of it. If they do, create a Credit token."', () => {
    const s = ok(run(karabast({ leader: 'LAW_002', groundArena: ['wampa'] }), { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Wampa/]));
    expect(units(s, 'player2').map((u) => u.name)).toEqual(['Wampa']);
    expect(credits(s, 'player1')).toBe(1);
    expect(credits(s, 'player2')).toBe(0);
  });

  it('LAW_096 Rhydonium Detonation "Each player may return a non-leader unit to its owner\'s hand. Then, defeat all non-leader units."', () => {
    // player1 returns their Wampa, player2 returns their Marine; the rest (player1's Cell Block Guard, player2's X-Wing)
    // are defeated.
    const state = karabast({ hand: ['LAW_096'], groundArena: ['wampa', 'SOR_229'] }, { groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const r = run(state, play('Rhydonium Detonation'), [/^Wampa/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts.map((p) => [p.player, p.kind])).toEqual([['player1', 'MAY'], ['player2', 'MAY']]);
    expect(hand(s, 'player1')).toEqual(['Wampa']);
    expect(hand(s, 'player2')).toEqual(['Battlefield Marine']);
    expect([...s.player1.groundArena, ...s.player2.groundArena, ...s.player1.spaceArena, ...s.player2.spaceArena]).toEqual([]);
    expect(s.player1.discard.map((c) => lookup(c.card)?.name).sort()).toEqual(['Cell Block Guard', 'Rhydonium Detonation']);
  });

  it('LAW_096 Rhydonium Detonation: both may choose the same unit (it returns once); a player may decline', () => {
    const state = karabast({ hand: ['LAW_096'], groundArena: ['wampa'] }, { groundArena: ['battlefield-marine'] });
    const same = ok(run(state, play('Rhydonium Detonation'), [/^Wampa/, /^Wampa/]));
    expect(hand(same, 'player1')).toEqual(['Wampa']);
    expect(same.player2.discard.map((c) => lookup(c.card)?.name)).toEqual(['Battlefield Marine']);
    const declined = ok(run(state, play('Rhydonium Detonation'), [/^Decline$/, /^Battlefield Marine/]));
    expect(hand(declined, 'player1')).toEqual([]);
    expect(hand(declined, 'player2')).toEqual(['Battlefield Marine']);
  });

  it('JTL_130 Timely Reinforcements "For every 2 resources they control, create an X-Wing token and give it Sentinel for this phase."', () => {
    // player2 controls 5 resources: 5 / 2 rounded down = 2 X-Wings for player1, each with Sentinel for this phase.
    const s = ok(run(karabast({ hand: ['JTL_130'] }, { resources: 5 }), play('Timely Reinforcements')));
    const xwings = s.player1.spaceArena.filter((u) => lookup(u.card)?.name === 'X-Wing');
    expect(xwings).toHaveLength(2);
    for (const x of xwings) expect(s.effects.filter((e) => e.targets.includes(x.id)).map((e) => [e.effect, e.duration])).toEqual([[{ keyword: { name: 'Sentinel' } }, 'thisPhase']]);
    // 1 resource: none.
    expect(ok(run(karabast({ hand: ['JTL_130'] }, { resources: 1 }), play('Timely Reinforcements'))).player1.spaceArena).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: "Pay any number of resources ... that many", "For each unit exhausted this way"', () => {
  it('TWI_125 The Clone Wars "Pay any number of resources. Create that many Clone Trooper tokens. Each opponent creates that many Battle Droid tokens."', () => {
    // 10 resources: the event costs 2 + 2 penalty (Command missing: Vader/Kestro City give none) = 4; 6 ready are left,
    // player1 pays 3: 3 Clone Troopers for player1, 3 Battle Droids for player2, 3 resources ready.
    const state = karabast({ hand: ['TWI_125'], resources: 10 });
    const r = run(state, play('The Clone Wars'), [/^3$/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(units(s, 'player1').map((u) => u.name)).toEqual(['Clone Trooper', 'Clone Trooper', 'Clone Trooper']);
    expect(units(s, 'player2').map((u) => u.name)).toEqual(['Battle Droid', 'Battle Droid', 'Battle Droid']);
    expect(readyResources(s, 'player1')).toBe(3);
  });

  it('TWI_125 The Clone Wars: Credit tokens can pay part of it (3.7.13); paying 0 creates nothing', () => {
    // 4 resources (all used by the event's cost 4) and 2 Credit tokens: up to 2 can be paid, both with Credits.
    const s = ok(run(karabast({ hand: ['TWI_125'], resources: 4, credits: 2 }), play('The Clone Wars'), [NO_CREDITS, /^2$/]));
    expect(credits(s, 'player1')).toBe(0);
    expect(units(s, 'player1').map((u) => u.name)).toEqual(['Clone Trooper', 'Clone Trooper']);
    expect(units(s, 'player2').map((u) => u.name)).toEqual(['Battle Droid', 'Battle Droid']);
    const zero = ok(run(karabast({ hand: ['TWI_125'] }), play('The Clone Wars'), [/^0$/]));
    expect([...zero.player1.groundArena, ...zero.player2.groundArena]).toEqual([]);
  });

  it('JTL_122 All Wings Report In "Exhaust up to 2 friendly space units. For each unit exhausted this way, create an X-Wing token."', () => {
    // A ready Alliance X-Wing and a ready TIE/ln Fighter exhausted: 2 X-Wing tokens.
    const s = ok(run(karabast({ hand: ['JTL_122'], spaceArena: ['alliance-xwing', 'tieln-fighter'] }), play('All Wings Report In'), [[/^Alliance X-Wing/, /^TIE\/ln Fighter/]]));
    expect(units(s, 'player1', 'spaceArena').map((u) => [u.name, u.exhausted])).toEqual([['Alliance X-Wing', true], ['TIE/ln Fighter', true], ['X-Wing', true], ['X-Wing', true]]);
  });

  it('JTL_122 All Wings Report In: an already exhausted unit is not "exhausted this way" (1.5.4E)', () => {
    // One ready, one exhausted X-Wing chosen: 1 token.
    const state = karabast({ hand: ['JTL_122'], spaceArena: ['alliance-xwing', { card: 'tieln-fighter', exhausted: true }] });
    const s = ok(run(state, play('All Wings Report In'), [[/^Alliance X-Wing/, /^TIE\/ln Fighter/]]));
    expect(units(s, 'player1', 'spaceArena').filter((u) => u.name === 'X-Wing')).toHaveLength(1);
    // Declining: none.
    const none = ok(run(karabast({ hand: ['JTL_122'], spaceArena: ['alliance-xwing'] }), play('All Wings Report In'), [/^Decline$/]));
    expect(units(none, 'player1', 'spaceArena').map((u) => u.name)).toEqual(['Alliance X-Wing']);
  });
});
