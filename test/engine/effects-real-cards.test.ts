// Real cards (../shared/data/swu, compiled by the importer's own code) whose text uses token units, discard, return
// to hand, search, look at a hand, restrictions and cost modifiers, each resolved in a small scenario. The expected
// outcomes are worked out by hand from the printed text (quoted) and the rules cited, not from the compiler's output.
import { describe, expect, it } from 'vitest';
import type { CardLookup, ChoiceAnswer, Prompt, ResolveResult } from '../../engine/api.js';
import { resolve, starterCardLookup } from '../../engine/index.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`effects-real-cards tests did not run: ${skip}`);

type Json = Record<string, unknown>;
type Step = [string, ...(string | RegExp)[]];

let lookup: CardLookup = () => undefined;
/** The real catalog, then our starter set: the default leaders and bases of a Karabast state, and the token units. */
function cards(): CardLookup {
  if (!skip) {
    const real = realSwuCards().lookup;
    lookup = (ref) => real(ref) ?? starterCardLookup(ref);
  }
  return lookup;
}

const karabast = (p1: Json = {}, p2: Json = {}, extra: Json = {}): Json => ({ phase: 'action', player1: { hasInitiative: true, ...p1 }, player2: { ...p2 }, ...extra });
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });

interface Run { result: ResolveResult; prompts: Prompt[]; state: SwuState }

/** Resolves, answering prompts from a script of [kind, labels...]; an unexpected prompt fails the test. */
function run(state: Json, action: Json, ...steps: Step[]): Run {
  const choices: ChoiceAnswer[] = [];
  const prompts: Prompt[] = [];
  for (let i = 0; i < 20; i += 1) {
    const result = resolve({ game: 'SWU', state, action, choices: [...choices] }, cards());
    if (result.status !== 'NEEDS_CHOICE') {
      expect(prompts.length, 'every scripted answer was asked for').toBe(steps.length);
      return { result, prompts, state: result.state as SwuState };
    }
    const prompt = result.prompt!;
    const step = steps[prompts.length];
    if (!step) throw new Error(`unexpected prompt ${prompt.kind}: ${prompt.text} [${prompt.options.map((o) => o.label).join(' | ')}]`);
    expect(prompt.kind, prompt.text).toBe(step[0]);
    prompts.push(prompt);
    choices.push({ prompt: prompt.id, options: step.slice(1).map((label) => {
      const found = prompt.options.find((o) => (typeof label === 'string' ? o.label === label || o.label.startsWith(label) : label.test(o.label)));
      if (!found) throw new Error(`prompt ${prompt.text} has no option ${String(label)}: [${prompt.options.map((o) => o.label).join(' | ')}]`);
      return found.id;
    }) });
  }
  throw new Error('too many prompts');
}

function ok(r: Run): SwuState {
  expect(r.result.errors).toEqual([]);
  expect(r.result.unsupported ?? null).toBeNull();
  expect(r.result.status).toBe('RESOLVED');
  return r.state;
}

/** Names of the cards in a zone (or units in an arena), sorted. */
function names(zone: { card: string | null }[]): string[] {
  return zone.map((c) => (c.card ? cards()(c.card)?.name ?? c.card : '?')).sort();
}
const ready = (s: SwuState, p: 'player1' | 'player2' = 'player1') => s[p].resources.filter((r) => !r.exhausted).length;
const optionLabels = (p: Prompt) => p.options.map((o) => o.label);

describe.skipIf(!!skip)('real cards: token units (3.7)', () => {
  it('JTL_254 Dedicated Wingmen "Create 2 X-Wing tokens.": two 2/2 space units, exhausted (1.5.4B)', () => {
    const s = ok(run(karabast({ hand: ['JTL_254'] }), play('JTL_254')));
    expect(names(s.player1.spaceArena)).toEqual(['X-Wing', 'X-Wing']);
    expect(s.player1.spaceArena.every((u) => u.exhausted && u.owner === 'player1')).toBe(true);
  });

  it('TWI_237 Droid Deployment "Create 2 Battle Droid tokens." (Villainy, cost 2: Vader provides Villainy, so 2 resources)', () => {
    const s = ok(run(karabast({ hand: ['TWI_237'] }), play('TWI_237')));
    expect(names(s.player1.groundArena)).toEqual(['Battle Droid', 'Battle Droid']);
    expect(ready(s)).toBe(18);
  });

  it('TWI_251 Drop In "Create 2 Clone Trooper tokens."', () => {
    expect(names(ok(run(karabast({ hand: ['TWI_251'] }), play('TWI_251'))).player1.groundArena)).toEqual(['Clone Trooper', 'Clone Trooper']);
  });

  it('SEC_092 I Am the Senate "Create 5 spy tokens.": five 0/2 ground units', () => {
    const s = ok(run(karabast({ hand: ['SEC_092'] }), play('SEC_092')));
    expect(names(s.player1.groundArena)).toEqual(Array(5).fill('Spy'));
  });

  it('TWI_076 Death by Droids "Defeat a unit that costs 3 or less. Create 2 Battle Droid tokens."', () => {
    const r = run(karabast({ hand: ['TWI_076'] }, { groundArena: ['SOR_095', 'SOR_164'] }), play('TWI_076'), ['TARGET', /^Battlefield Marine/]);
    const s = ok(r);
    // Wampa costs 4: not offered.
    expect(optionLabels(r.prompts[0]!)).toEqual(['Battlefield Marine (player2)']);
    expect(names(s.player2.groundArena)).toEqual(['Wampa']);
    expect(names(s.player1.groundArena)).toEqual(['Battle Droid', 'Battle Droid']);
  });

  it('TWI_073 Grievous Reassembly "Heal 3 damage from a unit. Create a Battle Droid token."', () => {
    const s = ok(run(karabast({ hand: ['TWI_073'], groundArena: [{ card: 'SOR_164', damage: 4 }] }), play('TWI_073'), ['TARGET', /^Wampa/]));
    expect(s.player1.groundArena.find((u) => u.card === 'SOR_164')!.damage).toBe(1);
    expect(names(s.player1.groundArena)).toEqual(['Battle Droid', 'Wampa']);
  });

  it('JTL_099 Veteran Fleet Officer "When Played: Create an X-Wing token."', () => {
    const s = ok(run(karabast({ hand: ['JTL_099'] }), play('JTL_099')));
    expect(names(s.player1.groundArena)).toEqual(['Veteran Fleet Officer']);
    expect(names(s.player1.spaceArena)).toEqual(['X-Wing']);
  });

  it('TWI_032 Wartime Trade Official "When Defeated: Create a Battle Droid token." for its controller', () => {
    const s = ok(run(karabast({}, { groundArena: ['TWI_032'] }), { type: 'defeat', target: 'Wartime Trade Official' }));
    expect(names(s.player2.groundArena)).toEqual(['Battle Droid']);
    expect(names(s.player2.discard)).toEqual(['Wartime Trade Official']);
  });

  it('TWI_097 Captain Rex "When Played: Create 2 Clone Trooper tokens."', () => {
    const s = ok(run(karabast({ hand: ['TWI_097'] }), play('TWI_097')));
    expect(names(s.player1.groundArena)).toEqual(['Captain Rex', 'Clone Trooper', 'Clone Trooper']);
  });

  it('TWI_060 Trade Federation Shuttle "When Played: If you control a damaged unit, create a Battle Droid token."', () => {
    const damaged = ok(run(karabast({ hand: ['TWI_060'], groundArena: [{ card: 'SOR_095', damage: 1 }] }), play('TWI_060')));
    expect(names(damaged.player1.groundArena)).toEqual(['Battle Droid', 'Battlefield Marine']);
    const undamaged = ok(run(karabast({ hand: ['TWI_060'], groundArena: ['SOR_095'] }), play('TWI_060')));
    expect(names(undamaged.player1.groundArena)).toEqual(['Battlefield Marine']);
  });

  it('a created token unit is set aside when defeated (3.7.3): Battle Droids never reach the discard pile', () => {
    const s = ok(run(karabast({ hand: ['TWI_237'] }), play('TWI_237')));
    const droid = s.player1.groundArena[0]!.id;
    const gone = ok(run(s as unknown as Json, { type: 'defeat', target: droid }));
    expect(names(gone.player1.groundArena)).toEqual(['Battle Droid']);
    expect(names(gone.player1.discard)).toEqual(['Droid Deployment']);
  });
});

describe.skipIf(!!skip)('real cards: return to hand (8.24)', () => {
  it('SOR_222 Waylay "Return a non-leader unit to its owner\'s hand.": its upgrades are defeated (8.12.1)', () => {
    const s = ok(run(karabast({ hand: ['SOR_222'] }, { groundArena: [{ card: 'SOR_164', upgrades: ['SOR_120', 'experience'] }] }), play('SOR_222'), ['TARGET', /^Wampa/]));
    expect(names(s.player2.hand)).toEqual(['Wampa']);
    expect(s.player2.groundArena).toEqual([]);
    // Academy Training (a card) goes to its owner's discard pile; the Experience token is set aside.
    expect(names(s.player2.discard)).toEqual(['Academy Training']);
  });

  it('SHD_233 Evacuate "Return each non-leader unit to its owner\'s hand.": both sides; tokens set aside; leader units stay', () => {
    const state = karabast({ hand: ['SHD_233'], groundArena: ['SOR_095', 'clone-trooper'], leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: true } }, { spaceArena: ['SOR_237'] });
    const s = ok(run(state, play('SHD_233')));
    expect(names(s.player1.hand)).toEqual(['Battlefield Marine']);
    expect(names(s.player2.hand)).toEqual(['Alliance X-Wing']);
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player1.leader.deployed).toBe(true);
  });

  it('LAW_246 The Axe Forgets "Return a non-leader unit that costs 3 or less to its owner\'s hand."', () => {
    const r = run(karabast({ hand: ['LAW_246'] }, { groundArena: ['SOR_095', 'SOR_164'] }), play('LAW_246'), ['TARGET', /^Battlefield Marine/]);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Battlefield Marine (player2)']);
    expect(names(ok(r).player2.hand)).toEqual(['Battlefield Marine']);
  });

  it('SOR_202 Cantina Bouncer "When Played: You may return a non-leader unit to its owner\'s hand.": optional', () => {
    const state = karabast({ hand: ['SOR_202'] }, { groundArena: ['SOR_164'] });
    // One optional prompt: the units it may return (itself included: it is in play), and "decline".
    const yes = run(state, play('SOR_202'), ['MAY', /^Wampa/]);
    expect(optionLabels(yes.prompts[0]!)).toEqual(['Cantina Bouncer (player1)', 'Wampa (player2)', 'Decline']);
    expect(names(ok(yes).player2.hand)).toEqual(['Wampa']);
    const no = ok(run(state, play('SOR_202'), ['MAY', 'Decline']));
    expect(names(no.player2.groundArena)).toEqual(['Wampa']);
  });

  it('SOR_209 Pirated Starfighter "When Played: Return a friendly non-leader unit to its owner\'s hand.": alone, it returns itself', () => {
    const r = run(karabast({ hand: ['SOR_209'] }), play('SOR_209'), ['TARGET', /^Pirated Starfighter/]);
    const s = ok(r);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Pirated Starfighter (player1)']);
    expect(names(s.player1.hand)).toEqual(['Pirated Starfighter']);
    expect(s.player1.spaceArena).toEqual([]);
  });

  it('SOR_101 Rogue Squadron Skirmisher "When Played: Return a unit that costs 2 or less from your discard pile to your hand."', () => {
    const r = run(karabast({ hand: ['SOR_101'], discard: ['SOR_164', 'SOR_095', 'SOR_074'] }), play('SOR_101'), ['TRIGGER_ORDER', /discard pile/], ['TARGET', 'Battlefield Marine']);
    // Ambush and the When Played ability trigger together (7.6.9); with no enemy unit, Ambush does nothing (7.5.5C).
    expect(optionLabels(r.prompts[1]!)).toEqual(['Battlefield Marine']);
    const s = ok(r);
    expect(names(s.player1.hand)).toEqual(['Battlefield Marine']);
    expect(names(s.player1.discard)).toEqual(['Repair', 'Wampa']);
  });

  it('SHD_044 Razor Crest "When Played: You may return an upgrade from your discard pile to your hand."', () => {
    const r = run(karabast({ hand: ['SHD_044'], discard: ['SOR_120', 'SOR_164'] }), play('SHD_044'), ['MAY', 'Academy Training']);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Academy Training', 'Decline']);
    expect(names(ok(r).player1.hand)).toEqual(['Academy Training']);
  });

  it('SHD_209 Criminal Muscle "When Played: You may return a non-unique upgrade to its owner\'s hand."', () => {
    const state = karabast({ hand: ['SHD_209'] }, { groundArena: [{ card: 'SOR_164', upgrades: ['SOR_120', 'shield'] }] });
    const r = run(state, play('SHD_209'), ['MAY', /^Academy Training/]);
    // Both upgrades are non-unique (a Shield token too); a returned token would be set aside (3.7.3).
    expect(optionLabels(r.prompts[0]!)).toEqual(['Academy Training on Wampa', 'Shield on Wampa', 'Decline']);
    const s = ok(r);
    expect(names(s.player2.hand)).toEqual(['Academy Training']);
    expect(s.player2.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['shield']);
  });

  it('SOR_236 R2-D2 "When Played/On Attack: Look at the top card of your deck. You may put it on the bottom of your deck."', () => {
    const state = karabast({ hand: ['SOR_236'], deck: ['SOR_164', 'SOR_074', 'SOR_095'] });
    const moved = ok(run(state, play('SOR_236'), ['MAY', 'Resolve']));
    expect(moved.player1.deck.map((c) => cards()(c.card)!.name)).toEqual(['Repair', 'Battlefield Marine', 'Wampa']);
    const kept = run(state, play('SOR_236'), ['MAY', 'Decline']);
    expect(ok(kept).player1.deck.map((c) => cards()(c.card)!.name)).toEqual(['Wampa', 'Repair', 'Battlefield Marine']);
    expect(kept.result.log.some((l) => l.kind === 'LOOKED_AT' && /top card of their deck: Wampa/.test(l.text))).toBe(true);
  });

  it('SEC_105 Renewed Friendship "Return a unit from your discard pile to your hand. / Create 2 Spy tokens."', () => {
    const s = ok(run(karabast({ hand: ['SEC_105'], discard: ['SOR_164'] }), play('SEC_105'), ['TARGET', 'Wampa']));
    expect(names(s.player1.hand)).toEqual(['Wampa']);
    expect(names(s.player1.groundArena)).toEqual(['Spy', 'Spy']);
  });
});

describe.skipIf(!!skip)('real cards: search the top N (8.26)', () => {
  const deck = ['SOR_074', 'SOR_164', 'SOR_228', 'SOR_078', 'SOR_096', 'SOR_095', 'SOR_222'];

  it('SOR_123 Recruit "Search the top 5 cards of your deck for a unit, reveal it, and draw it."', () => {
    const r = run(karabast({ hand: ['SOR_123'], deck }), play('SOR_123'), ['SEARCH', 'Wampa']);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Wampa', 'Viper Probe Droid', 'Mon Mothma, Voice Of The Rebellion']);
    const s = ok(r);
    expect(names(s.player1.hand)).toEqual(['Wampa']);
    // 6th and 7th cards stay on top; the 4 other searched cards go to the bottom (8.26.2).
    expect(names(s.player1.deck.slice(0, 2))).toEqual(['Battlefield Marine', 'Waylay']);
    expect(names(s.player1.deck.slice(2))).toEqual(['Mon Mothma', 'Repair', 'Vanquish', 'Viper Probe Droid']);
  });

  it('SOR_084 Grand Moff Tarkin "When Played: Search the top 5 ... for up to 2 IMPERIAL units, reveal them, and draw them."', () => {
    const r = run(karabast({ hand: ['SOR_084'], deck: ['SOR_228', 'SOR_034', 'SOR_095', 'SOR_164', 'SOR_074'] }), play('SOR_084'), ['SEARCH', 'Viper Probe Droid', 'Del Meeko']);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Viper Probe Droid', 'Del Meeko, Providing Overwatch']);
    expect(r.prompts[0]).toMatchObject({ min: 0, max: 2 });
    expect(names(ok(r).player1.hand)).toEqual(['Del Meeko', 'Viper Probe Droid']);
  });

  it('SOR_096 Mon Mothma "When Played: Search the top 5 cards of your deck for a REBEL card, reveal it, and draw it."', () => {
    const r = run(karabast({ hand: ['SOR_096'], deck: ['SOR_164', 'SOR_095', 'SOR_101', 'SOR_228'] }), play('SOR_096'), ['SEARCH', 'Rogue Squadron Skirmisher']);
    // Battlefield Marine and Rogue Squadron Skirmisher are Rebels; Wampa and the Viper Probe Droid are not.
    expect(optionLabels(r.prompts[0]!)).toEqual(['Battlefield Marine', 'Rogue Squadron Skirmisher']);
    expect(names(ok(r).player1.hand)).toEqual(['Rogue Squadron Skirmisher']);
  });

  it('SHD_093 Remnant Reserves "... for up to 3 units ...": the player may take fewer, or none (8.26.1)', () => {
    const r = run(karabast({ hand: ['SHD_093'], deck: ['SOR_164', 'SOR_095', 'SOR_074', 'SOR_228'] }), play('SHD_093'), ['SEARCH', 'Wampa']);
    expect(r.prompts[0]).toMatchObject({ min: 0, max: 3 });
    const s = ok(r);
    expect(names(s.player1.hand)).toEqual(['Wampa']);
    expect(s.player1.deck).toHaveLength(3);
  });

  it('SOR_181 Jabba the Hutt "When Played: Search the top 8 ... for a TRICK event, reveal it, and draw it."', () => {
    const r = run(karabast({ hand: ['SOR_181'], deck: ['SOR_074', 'SOR_222', 'SOR_164', 'SHD_244'] }), play('SOR_181'), ['SEARCH', 'No Bargain']);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Waylay', 'No Bargain']);
    expect(names(ok(r).player1.hand)).toEqual(['No Bargain']);
  });

  it('LAW_136 Syndicate Spice Runner "... top 3 cards ... for an Underworld unit": only the top 3 are searched', () => {
    const r = run(karabast({ hand: ['LAW_136'], deck: ['SOR_164', 'SOR_209', 'SOR_095', 'SOR_181'] }), play('LAW_136'), ['SEARCH', 'Pirated Starfighter']);
    // Jabba (Underworld) is 4th: not searched.
    expect(optionLabels(r.prompts[0]!)).toEqual(['Pirated Starfighter']);
    const s = ok(r);
    expect(names(s.player1.deck.slice(0, 1))).toEqual(['Jabba the Hutt']);
  });

  it('SEC_128 Convene the Senate "... up to 2 Official units ... / Create a Spy token."', () => {
    const r = run(karabast({ hand: ['SEC_128'], deck: ['SOR_096', 'TWI_032', 'SOR_164'] }), play('SEC_128'), ['SEARCH', 'Mon Mothma', 'Wartime Trade Official']);
    const s = ok(r);
    expect(names(s.player1.hand)).toEqual(['Mon Mothma', 'Wartime Trade Official']);
    expect(names(s.player1.groundArena)).toEqual(['Spy']);
  });

  it('an empty deck is not searched (8.6.2): Recruit does nothing', () => {
    const s = ok(run(karabast({ hand: ['SOR_123'], deck: [] }), play('SOR_123')));
    expect(s.player1.hand).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: discard and look at a hand (1.14)', () => {
  it('SOR_200 Spark of Rebellion "Look at an opponent\'s hand and discard a card from it.": you choose', () => {
    const r = run(karabast({ hand: ['SOR_200'] }, { hand: ['SOR_164', 'SOR_074'] }), play('SOR_200'), ['DISCARD', 'Wampa']);
    expect(r.prompts[0]!.player).toBe('player1');
    const s = ok(r);
    expect(names(s.player2.hand)).toEqual(['Repair']);
    expect(names(s.player2.discard)).toEqual(['Wampa']);
  });

  it('JTL_207 Jam Communications "... discard an event from it.": only events are offered', () => {
    const r = run(karabast({ hand: ['JTL_207'] }, { hand: ['SOR_164', 'SOR_074', 'SOR_120'] }), play('JTL_207'), ['DISCARD', 'Repair']);
    expect(optionLabels(r.prompts[0]!)).toEqual(['Repair']);
    expect(names(ok(r).player2.hand)).toEqual(['Academy Training', 'Wampa']);
  });

  it('SOR_228 Viper Probe Droid "When Played: Look at an opponent\'s hand.": shown to its controller, nothing moves', () => {
    const r = run(karabast({ hand: ['SOR_228'] }, { hand: ['SOR_164', 'SOR_074'] }), play('SOR_228'));
    const s = ok(r);
    expect(names(s.player2.hand)).toEqual(['Repair', 'Wampa']);
    expect(r.result.log.some((l) => l.kind === 'LOOKED_AT' && /Wampa, Repair/.test(l.text))).toBe(true);
  });

  it('SHD_244 No Bargain "Each opponent discards a card from their hand. Draw a card.": the opponent chooses (1.14.2)', () => {
    const r = run(karabast({ hand: ['SHD_244'], deck: ['SOR_095'] }, { hand: ['SOR_164', 'SOR_074'] }), play('SHD_244'), ['DISCARD', 'Repair']);
    expect(r.prompts[0]!.player).toBe('player2');
    const s = ok(r);
    expect(names(s.player2.hand)).toEqual(['Wampa']);
    expect(names(s.player1.hand)).toEqual(['Battlefield Marine']);
  });

  it('TWI_148 Senatorial Corvette "When Defeated: Each opponent discards a card from their hand."', () => {
    const r = run(karabast({ hand: ['SOR_164', 'SOR_074'] }, { spaceArena: ['TWI_148'] }), { type: 'defeat', target: 'Senatorial Corvette' }, ['DISCARD', 'Wampa']);
    expect(r.prompts[0]!.player).toBe('player1');
    expect(names(ok(r).player1.hand)).toEqual(['Repair']);
  });

  it('LOF_194 J-Type Nubian Starship "When Defeated: Discard a card from your hand." (its controller\'s hand)', () => {
    const r = run(karabast({ spaceArena: ['LOF_194'], hand: ['SOR_164'] }, { hand: ['SOR_074'] }), { type: 'defeat', target: 'J-Type Nubian Starship' }, ['DISCARD', 'Wampa']);
    const s = ok(r);
    expect(s.player1.hand).toEqual([]);
    expect(names(s.player2.hand)).toEqual(['Repair']);
  });

  it('LAW_192 Bracca Shipbreaker "On Attack: Discard a card from your deck.": the top card (1.14.3)', () => {
    const s = ok(run(karabast({ groundArena: ['LAW_192'], deck: ['SOR_164', 'SOR_074'] }), attack('Bracca Shipbreaker', 'base')));
    expect(names(s.player1.discard)).toEqual(['Wampa']);
    expect(names(s.player1.deck)).toEqual(['Repair']);
    expect(s.player2.base.damage).toBe(4);
  });
});

describe.skipIf(!!skip)('real cards: restrictions (8.3.2)', () => {
  it('JTL_059 Corporate Defense Shuttle "This unit can\'t attack."', () => {
    const r = run(karabast({ spaceArena: ['JTL_059'] }), attack('Corporate Defense Shuttle', 'base'));
    expect(r.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('LOF_044 Loth-Wolf "Sentinel / This unit can\'t attack.": it can\'t attack, but must be attacked (Sentinel)', () => {
    expect(run(karabast({ groundArena: ['LOF_044'] }), attack('Loth-Wolf', 'base')).result.status).toBe('INVALID');
    expect(run(karabast({ groundArena: ['SOR_164'] }, { groundArena: ['LOF_044', 'SOR_095'] }), attack('Wampa', 'Battlefield Marine')).result.status).toBe('INVALID');
  });

  it('SOR_186 No Good to Me Dead "Exhaust a unit. That unit can\'t ready this round (including during the regroup phase)."', () => {
    const s1 = ok(run(karabast({ hand: ['SOR_186'] }, { groundArena: ['SOR_164', 'SOR_095'] }), play('SOR_186'), ['TARGET', /^Wampa/]));
    const s2 = ok(run(s1 as unknown as Json, { type: 'pass', player: 'player2' }));
    const s3 = ok(run(s2 as unknown as Json, { type: 'pass', player: 'player1' }, ['RESOURCE'], ['RESOURCE']));
    expect(s3.round).toBe(2);
    // The regroup phase readied everything else; the effect for this round ended with it (5.5.1E).
    expect(s3.player2.groundArena.find((u) => u.card === 'SOR_164')!.exhausted).toBe(true);
    expect(s3.effects).toEqual([]);
  });

  it('JTL_206 Fly Casual "Ready a Vehicle unit. It can\'t attack bases for this phase."', () => {
    const s1 = ok(run(karabast({ hand: ['JTL_206'], spaceArena: [{ card: 'SOR_237', exhausted: true }] }, { spaceArena: ['SOR_225'] }), play('JTL_206'), ['TARGET', /^Alliance X-Wing/]));
    const s2 = ok(run(s1 as unknown as Json, { type: 'pass', player: 'player2' }));
    expect(run(s2 as unknown as Json, attack('Alliance X-Wing', 'base')).result.status).toBe('INVALID');
    const hit = ok(run(s2 as unknown as Json, attack('Alliance X-Wing', 'TIE/ln Fighter')));
    expect(hit.player2.spaceArena).toEqual([]);
  });

  it('SOR_160 Wolffe "When Played/On Attack: Bases can\'t be healed for this phase."', () => {
    const s = ok(run(karabast({ hand: ['SOR_160'] }, { hand: ['SOR_074'], base: { card: 'administrators-tower', damage: 5 } }), play('SOR_160')));
    const healed = ok(run(s as unknown as Json, play('SOR_074', 'player2'), ['TARGET', /base/]));
    expect(healed.player2.base.damage).toBe(5);
  });
});

describe.skipIf(!!skip)('real cards: cost modifiers (6.2.3)', () => {
  it('SOR_248 Volunteer Soldier "If you control a TROOPER unit, this unit costs 1 less to play." (no aspects: no penalty)', () => {
    expect(ready(ok(run(karabast({ hand: ['SOR_248'], groundArena: ['clone-trooper'] }), play('SOR_248'))))).toBe(18);
    expect(ready(ok(run(karabast({ hand: ['SOR_248'], groundArena: ['SOR_164'] }), play('SOR_248'))))).toBe(17);
  });

  it('TWI_197 Republic Attack Pod "If you control 3 or more units, this unit costs 1 less": 6 + 4 penalty (Cunning, Heroism) - 1', () => {
    expect(ready(ok(run(karabast({ hand: ['TWI_197'], groundArena: ['SOR_095', 'SOR_095', 'SOR_164'] }), play('TWI_197'))))).toBe(11);
    expect(ready(ok(run(karabast({ hand: ['TWI_197'], groundArena: ['SOR_095', 'SOR_164'] }), play('TWI_197'))))).toBe(10);
  });

  it('SOR_034 Del Meeko "Each event an opponent plays costs 1 more.": Droid Deployment costs player1 3', () => {
    expect(ready(ok(run(karabast({ hand: ['TWI_237'] }, { groundArena: ['SOR_034'] }), play('TWI_237'))))).toBe(17);
    // Units are not events.
    expect(ready(ok(run(karabast({ hand: ['SOR_248'] }, { groundArena: ['SOR_034'] }), play('SOR_248'))))).toBe(17);
  });

  it('SOR_181 Jabba the Hutt "Each TRICK event you play costs 1 less.": Waylay costs 3 + 2 (Cunning) - 1', () => {
    const s = ok(run(karabast({ hand: ['SOR_222'], groundArena: ['SOR_181'] }, { groundArena: ['SOR_164'] }), play('SOR_222'), ['TARGET', /^Wampa/]));
    expect(ready(s)).toBe(16);
  });

  it('SEC_110 GNK Power Droid "On Attack: The next unit you play this phase costs 1 less."', () => {
    const s1 = ok(run(karabast({ groundArena: ['SEC_110'], hand: [{ card: 'SOR_248', id: 'vs1' }, { card: 'SOR_248', id: 'vs2' }] }), attack('GNK Power Droid', 'base')));
    const s2 = ok(run(s1 as unknown as Json, { type: 'pass', player: 'player2' }));
    const s3 = ok(run(s2 as unknown as Json, play('vs1')));
    expect(ready(s3)).toBe(18);
    const s4 = ok(run(ok(run(s3 as unknown as Json, { type: 'pass', player: 'player2' })) as unknown as Json, play('vs2')));
    // The second Volunteer Soldier has a Trooper (the first) in play: 3 - 1, but the GNK discount is used up.
    expect(ready(s4)).toBe(16);
  });

  it('SOR_093 Alliance Dispatcher "Action [Exhaust]: Play a unit from your hand. It costs 1 less." (Wampa: 4, Aggression provided)', () => {
    const r = run(karabast({ groundArena: ['SOR_093'], hand: ['SOR_164', 'SOR_074'] }), { type: 'useAbility', player: 'player1', card: 'Alliance Dispatcher' }, ['TARGET', 'Wampa']);
    // Only units are offered: Repair is an event.
    expect(optionLabels(r.prompts[0]!)).toEqual(["Wampa (player1's hand)"]);
    const s = ok(r);
    expect(ready(s)).toBe(17);
    expect(names(s.player1.groundArena)).toEqual(['Alliance Dispatcher', 'Wampa']);
    expect(s.player1.groundArena.find((u) => u.card === 'SOR_093')!.exhausted).toBe(true);
  });

  it('SOR_177 Bib Fortuna "Action [Exhaust]: Play an event from your hand. It costs 1 less." (Droid Deployment: 2 - 1)', () => {
    const s = ok(run(karabast({ groundArena: ['SOR_177'], hand: ['TWI_237'] }), { type: 'useAbility', player: 'player1', card: 'Bib Fortuna' }, ['TARGET', 'Droid Deployment']));
    expect(ready(s)).toBe(19);
    expect(names(s.player1.groundArena)).toEqual(['Battle Droid', 'Battle Droid', 'Bib Fortuna']);
  });

  it('LAW_058 Honor-Bound Partisan "When Defeated: The next unit you play this phase costs 1 less."', () => {
    const s1 = ok(run(karabast({ groundArena: ['LAW_058'], hand: ['SOR_164'] }), { type: 'defeat', target: 'Honor-Bound Partisan' }));
    // Wampa: cost 4, Aggression (Vader and Kestro City provide it): 4 - 1.
    expect(ready(ok(run(s1 as unknown as Json, play('SOR_164'))))).toBe(17);
  });
});

describe.skipIf(!!skip)('real cards: Credit tokens (3.7.13)', () => {
  it('LAW_244 Unmarked Credits "Create a Credit token." and LAW_248 Windfall "Create 3 Credit tokens."', () => {
    expect(ok(run(karabast({ hand: ['LAW_244'] }), play('LAW_244'))).player1.credits).toBe(1);
    expect(ok(run(karabast({ hand: ['LAW_248'] }), play('LAW_248'))).player1.credits).toBe(3);
  });

  it('LAW_232 Champion\'s KT9 Podracer "When Played: Create a Credit token."; a Credit pays 1 of a later cost', () => {
    const s1 = ok(run(karabast({ hand: ['LAW_232', 'SOR_164'], resources: 10 }), play('LAW_232')));
    expect(s1.player1.credits).toBe(1);
    // KT9 Podracer: cost 3 + 2 (Cunning missing) = 5 of 10 resources.
    expect(ready(s1)).toBe(5);
    const s2 = ok(run(ok(run(s1 as unknown as Json, { type: 'pass', player: 'player2' })) as unknown as Json, play('SOR_164'), ['CREDITS', '1 Credit token']));
    // Wampa costs 4: the Credit pays 1, three resources the rest.
    expect(ready(s2)).toBe(2);
    expect(s2.player1.credits).toBe(0);
  });
});
