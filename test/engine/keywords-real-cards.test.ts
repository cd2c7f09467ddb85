// The later sets' keywords on real cards (../shared/data/swu through the importer and the compiler), each scenario
// worked out by hand from the printed card and the Comprehensive Rules. Without the catalog files it says so.
import { describe, expect, it } from 'vitest';
import type { Prompt, ResolveResult } from '../../engine/api.js';
import { resolve, swuUnitStats } from '../../engine/index.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast as starterState } from './builders.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`keywords-real-cards tests did not run: ${skip}`);

/** Answers prompts in order: each answer picks the options whose label starts with (or matches) the given ones. */
function run(state: unknown, action: unknown, ...answers: (string | RegExp)[][]): { result: ResolveResult; prompts: Prompt[]; state: SwuState } {
  const { lookup } = realSwuCards();
  const choices: { prompt: string; options: string[] }[] = [];
  const prompts: Prompt[] = [];
  for (;;) {
    const result = resolve({ game: 'SWU', state, action, choices }, lookup);
    if (result.status !== 'NEEDS_CHOICE') {
      expect(prompts.length, 'every scripted answer was asked for').toBe(result.status === 'RESOLVED' ? answers.length : prompts.length);
      return { result, prompts, state: result.state as SwuState };
    }
    const prompt = result.prompt!;
    const labels = answers[prompts.length];
    if (!labels) throw new Error(`unexpected prompt: ${prompt.text} [${prompt.options.map((o) => o.label).join(' | ')}]`);
    prompts.push(prompt);
    choices.push({ prompt: prompt.id, options: labels.map((l) => prompt.options.find((o) => (typeof l === 'string' ? o.label.startsWith(l) : l.test(o.label)))!.id) });
  }
}

function ok(r: { result: ResolveResult; state: SwuState }): SwuState {
  expect(r.result.unsupported ?? null).toBeNull();
  expect(r.result.errors).toEqual([]);
  expect(r.result.status).toBe('RESOLVED');
  return r.state;
}

const statsOf = (state: unknown, ref: string) => swuUnitStats(state, realSwuCards().lookup, ref)!;

/** Karabast's defaults, with the bases named by set code (the real catalog's internal names have subtitles). */
function karabast(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  return starterState({ base: 'SOR_027', ...p1 }, { base: 'SOR_029', ...p2 });
}

// Player 1 is Darth Vader, Dark Lord of the Sith (Aggression/Villainy) + Kestro City (Aggression) by default.
describe.skipIf(!!skip)('later-set keywords on real cards', () => {
  it('TWI_240 332nd Stalwart (1/2, "Coordinate - This unit gets +1/+1."): 2/3 with 3 friendly units, 1/2 with 2', () => {
    const three = karabast({ groundArena: [{ card: 'TWI_240', id: 's' }, 'SOR_095', 'SOR_247'] });
    expect(statsOf(three, 's')).toMatchObject({ power: 2, hp: 3 });
    const two = karabast({ groundArena: [{ card: 'TWI_240', id: 's' }, 'SOR_095'] }, { groundArena: ['SOR_247'] });
    expect(statsOf(two, 's')).toMatchObject({ power: 1, hp: 2 });
  });

  it('TWI_243 Republic Commando ("Coordinate - Saboteur"): with 3 units it ignores Pyke Sentinel and attacks the base', () => {
    const state = karabast({ groundArena: [{ card: 'TWI_243', id: 'rc' }, 'SOR_095', 'SOR_247'] }, { groundArena: ['SHD_029'] });
    const s = ok(run(state, { type: 'attack', player: 'player1', attacker: 'rc', target: 'base' }));
    expect(s.player2.base.damage).toBe(2);
    const two = karabast({ groundArena: [{ card: 'TWI_243', id: 'rc' }, 'SOR_095'] }, { groundArena: ['SHD_029'] });
    expect(run(two, { type: 'attack', player: 'player1', attacker: 'rc', target: 'base' }).result.status).toBe('INVALID');
  });

  it('JTL_058 Academy Graduate piloting a TIE/ln Fighter (2/1): Piloting [C=2 Vigilance] costs 2 + 2 (Vigilance missing); the TIE is 3/3 with Sentinel', () => {
    const state = karabast({ hand: ['JTL_058'], resources: 4, spaceArena: [{ card: 'SOR_225', id: 'tie' }] });
    const s = ok(run(state, { type: 'play', player: 'player1', card: 'JTL_058', as: 'upgrade', target: 'tie' }));
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(4);
    const tie = statsOf(s, 'tie');
    expect(tie).toMatchObject({ power: 3, hp: 3 });
    expect(tie.keywords.map((k) => k.name)).toEqual(['Sentinel']);
  });

  it('JTL_057 Astromech Pilot: "When played as an upgrade: You may heal 2 damage from a unit."', () => {
    const state = karabast({ hand: ['JTL_057'], resources: 4, spaceArena: [{ card: 'SOR_225', id: 'tie' }], groundArena: [{ card: 'SOR_095', id: 'bm', damage: 2 }] });
    const s = ok(run(state, { type: 'play', player: 'player1', card: 'JTL_057', as: 'upgrade', target: 'tie' }, [/^Battlefield Marine/]));
    expect(s.player1.groundArena[0]!.damage).toBe(0);
    // TIE/ln Fighter 2/1 with the Pilot's +1/+3.
    expect(statsOf(s, 'tie')).toMatchObject({ power: 3, hp: 4 });
  });

  it('TWI_037 Droideka Security (cost 6, Exploit 2, Vigilance/Villainy): 2 units defeated and Vigilance missing -> 6 - 4 + 2 = 4', () => {
    const state = karabast({ hand: ['TWI_037'], resources: 4, groundArena: ['SOR_095', 'SOR_247'] });
    const s = ok(run(state, { type: 'play', player: 'player1', card: 'TWI_037' }, [/^Battlefield Marine/, /^Underworld Thug/]));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['TWI_037']);
    expect(s.player1.resources.every((r) => r.exhausted)).toBe(true);
  });

  it('LAW_160 Hidden Hunters played this phase can\'t be attacked by the opponent', () => {
    const played = ok(run(karabast({ hand: ['LAW_160'], resources: 6 }, { groundArena: ['SOR_095'] }), { type: 'play', player: 'player1', card: 'LAW_160' }));
    expect(run(played, { type: 'attack', player: 'player2', attacker: 'SOR_095', target: 'LAW_160' }).result.status).toBe('INVALID');
    // The base is still a legal target.
    expect(ok(run(played, { type: 'attack', player: 'player2', attacker: 'SOR_095', target: 'base' })).player1.base.damage).toBe(3);
  });

  it('SEC_036 Dogmatic Shock Squad (cost 6, Vigilance/Villainy, Plot): Vader deploys, it is played from resources for 6 + 2', () => {
    const resources = [...Array.from({ length: 8 }, () => ({ card: null })), 'SEC_036'];
    const s = ok(run(karabast({ resources }), { type: 'deployLeader', player: 'player1' }, ['Resolve']));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['SEC_036']);
    // 9 resources: 8 paid (the Plot card among them, it leaves) -> 7 exhausted stay + the exhausted replacement.
    expect(s.player1.resources).toHaveLength(9);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(8);
  });

  it('a Coordinate ability the compiler can\'t read is listed as unsupported, not dropped (TWI_064 Ki-Adi-Mundi)', () => {
    const m = realSwuCards().merged.find((x) => x.card.id === 'TWI_064')!;
    const support = m.card.engineSupport as { status: string; unsupported: { sentence: string }[] };
    expect(support.status).not.toBe('EXECUTABLE');
    expect(support.unsupported.map((u) => u.sentence)).toContain('Coordinate - When an opponent plays their second card each phase: You may draw 2 cards.');
  });
});
