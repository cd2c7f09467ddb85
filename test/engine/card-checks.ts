// Shared scaffolding for the per-set checks of real compiled cards (cards-<set>.test.ts): the real catalog's
// definitions go into the state as custom cards (the catalog's path), and the keyword checks turn one printed keyword
// with its printed value and the card's printed stats into a scenario whose outcome follows from the keyword's rule.
import { expect, it } from 'vitest';
import type { CardDefinition, Prompt } from '../../engine/api.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { drive, karabast, pick, resolved, stats, type Answerer, type Driven } from './builders.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';

export const skipReason = realSwuCardsSkipReason();

type Json = Record<string, unknown>;

/** The compiled catalog definitions of the named cards plus the ids mentioned in the state. */
export function withCards(ids: string[], p1: Json, p2: Json = {}, extra: Json = {}): Json {
  const defs: CardDefinition[] = [...new Set(ids)].map((id) => realSwuCards().byId(id));
  return karabast(p1, p2, { customCards: defs, ...extra });
}

/**
 * The catalog's sources give no +X/+Y for some LAW upgrades, so the engine refuses to guess one (UNSUPPORTED) and the
 * card is PARTIAL. A test of such a card's text supplies the modifier itself (+0/+0 unless given), in the state's
 * custom cards, and says so: it checks the text, not the missing modifier.
 */
export function supplyModifier(state: Json, id: string, power = 0, hp = 0): Json {
  const given = (state.customCards as CardDefinition[] | undefined) ?? [];
  const def = given.find((d) => d.id === id) ?? realSwuCards().byId(id);
  return { ...state, customCards: [...given.filter((d) => d.id !== id), { ...def, upgradePower: power, upgradeHp: hp }] };
}

export const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
export const attack = (attacker: string, target?: string, player = 'player1') => ({ type: 'attack', player, attacker, ...(target ? { target } : {}) });
export const pass = (player = 'player1') => ({ type: 'pass', player });
export const useAction = (card: string, player = 'player1') => ({ type: 'useAction', player, card });

export function run(state: Json, action: unknown, answer?: Answerer): SwuState {
  return resolved(drive(state, action, orderFirst(answer)));
}

/**
 * Simultaneous triggers of one player (7.6.9) are ordered by taking the first offered: the checks here use only
 * abilities whose outcome does not depend on that order. Other prompts go to `answer` (numbered without the orders).
 */
export function orderFirst(answer?: Answerer): Answerer {
  let skipped = 0;
  const wrapped = (p: Prompt, i: number): string[] => {
    if (p.kind === 'TRIGGER_ORDER') {
      skipped += 1;
      return [p.options[0]!.id];
    }
    if (!answer) throw new Error(`unexpected prompt ${p.id}: ${p.text} [${p.options.map((o) => o.label).join(' | ')}]`);
    return answer(p, i - skipped);
  };
  return wrapped;
}

/** Answers each prompt with the first option whose label matches one of the patterns, in order of the patterns. */
export function choose(...labels: RegExp[]): Answerer {
  return (p) => {
    for (const l of labels) {
      const o = p.options.find((x) => l.test(x.label));
      if (o) return [o.id];
    }
    throw new Error(`prompt ${p.id} (${p.text}) has none of ${labels.join(', ')}: [${p.options.map((o) => o.label).join(' | ')}]`);
  };
}

/**
 * Ends the action phase (player2 then player1 pass; each resources the first card offered in the regroup phase) and
 * returns the next action phase's state: what lasted "for this phase" is gone.
 */
export function nextPhase(s: SwuState): SwuState {
  const first = (p: Prompt) => [p.options[0]!.id];
  const a = run(s as unknown as Json, pass('player2'));
  const b = run(a as unknown as Json, pass('player1'), first);
  expect(b.phase).toBe('action');
  return b;
}

export function invalid(d: Driven): void {
  expect(d.result.status).toBe('INVALID');
}

/** The one unit with this catalog id in play, from either side. */
export function byId(s: SwuState, id: string) {
  for (const p of ['player1', 'player2'] as const) {
    for (const zone of ['groundArena', 'spaceArena'] as const) {
      const found = s[p][zone].filter((u) => u.card === id);
      if (found.length === 1) return found[0]!;
    }
  }
  throw new Error(`no single unit ${id} in play`);
}

export const statsOf = (s: SwuState, id: string) => stats(s, byId(s, id).id);

export interface KeywordCard {
  id: string;
  name: string;
  arena: 'ground' | 'space';
  power: number;
  hp: number;
  /** The keyword this check exercises, with its printed value where it has one. */
  kw: 'Raid' | 'Restore' | 'Sentinel' | 'Saboteur' | 'Overwhelm' | 'Grit' | 'Shielded' | 'Hidden' | 'Ambush';
  n?: number;
  /** Printed Raid adds to the power while attacking (for checks whose outcome depends on it). */
  raid?: number;
}

const zoneOf = (c: KeywordCard) => (c.arena === 'ground' ? 'groundArena' : 'spaceArena');

/**
 * One `it` per card: the printed keyword (rules 7.5) resolved in the smallest scenario that shows it. Bases have 30 HP;
 * player2's base is Administrator's Tower. The fodder (no abilities): Underworld Thug 2/3 ground, TIE/ln Fighter 2/1 space, Pyke
 * Sentinel 2/3 ground Sentinel, System Patrol Craft 3/4 space Sentinel, Battlefield Marine 3/3, Alliance X-Wing 2/3.
 */
export function keywordCheck(c: KeywordCard, comment: string): void {
  const zone = zoneOf(c);
  const raid = c.raid ?? 0;
  it(`${c.id} ${c.name}: ${c.kw}${c.n ? ` ${c.n}` : ''} (${comment})`, () => {
    switch (c.kw) {
      case 'Raid': {
        // 7.5.11 Raid N: +N/+0 while attacking; attacking the base deals power + N.
        const s = run(withCards([c.id], { [zone]: [c.id] }), attack(c.name, 'base'));
        expect(s.player2.base.damage).toBe(c.power + c.n!);
        expect(statsOf(s, c.id).power).toBe(c.power);
        return;
      }
      case 'Restore': {
        // 7.5.12 Restore N: on attack, heal N from its controller's base (5 damage -> 5 - N).
        const s = run(withCards([c.id], { [zone]: [c.id], base: { card: 'kestro-city', damage: 5 } }), attack(c.name, 'base'));
        expect(s.player1.base.damage).toBe(5 - c.n!);
        expect(s.player2.base.damage).toBe(c.power + raid);
        return;
      }
      case 'Sentinel': {
        // 7.5.13 Sentinel: an enemy in its arena can't attack the base or other non-Sentinel units, only it.
        const foe = c.arena === 'ground' ? 'battlefield-marine' : 'alliance-xwing';
        const foeName = c.arena === 'ground' ? 'Battlefield Marine' : 'Alliance X-Wing';
        const state = withCards([c.id], { [zone]: [foe] }, { [zone]: [c.id] });
        invalid(drive(state, attack(foeName, 'base')));
        const s = run(state, attack(foeName, c.name));
        // Marine 3 / X-Wing 2 combat damage on the Sentinel.
        const dealt = c.arena === 'ground' ? 3 : 2;
        if (dealt >= c.hp) expect(s.player2[zone]).toEqual([]);
        else expect(byId(s, c.id).damage).toBe(dealt);
        return;
      }
      case 'Saboteur': {
        // 7.5.14 Saboteur: ignores Sentinel, so the base is a legal target past a Sentinel.
        const guard = c.arena === 'ground' ? 'pyke-sentinel' : 'system-patrol-craft';
        const s = run(withCards([c.id], { [zone]: [c.id] }, { [zone]: [guard] }), attack(c.name, 'base'));
        expect(s.player2.base.damage).toBe(c.power + raid);
        return;
      }
      case 'Overwhelm': {
        // 7.5.10 Overwhelm: excess damage over the defender's remaining HP goes to its controller's base.
        const [foe, hp] = c.arena === 'ground' ? ['underworld-thug', 3] : ['tieln-fighter', 1];
        const foeName = c.arena === 'ground' ? 'Underworld Thug' : 'TIE/ln Fighter';
        const s = run(withCards([c.id], { [zone]: [c.id] }, { [zone]: [foe] }), attack(c.name, foeName));
        expect(s.player2[zone]).toEqual([]);
        expect(s.player2.base.damage).toBe(Math.max(0, c.power + raid - hp));
        return;
      }
      case 'Grit': {
        // 7.5.8 Grit: +1/+0 for each damage on it (2 damage -> power + 2).
        const s = run(withCards([c.id], { [zone]: [{ card: c.id, damage: 2 }] }), pass());
        expect(statsOf(s, c.id).power).toBe(c.power + 2);
        return;
      }
      case 'Shielded': {
        // 7.5.17 Shielded: when played, it gets a Shield token.
        const s = run(withCards([c.id], { hand: [c.id] }), play(c.name));
        const u = byId(s, c.id);
        expect(u.upgrades.map((x) => x.card)).toEqual(['shield']);
        return;
      }
      case 'Hidden': {
        // 7.5.18 Hidden: it can't be attacked the phase it was played; otherwise it can.
        const foe = c.arena === 'ground' ? 'battlefield-marine' : 'alliance-xwing';
        const foeName = c.arena === 'ground' ? 'Battlefield Marine' : 'Alliance X-Wing';
        invalid(drive(withCards([c.id], { [zone]: [foe] }, { [zone]: [{ card: c.id, enteredThisPhase: true }] }), attack(foeName, c.name)));
        const s = run(withCards([c.id], { [zone]: [foe] }, { [zone]: [c.id] }), attack(foeName, c.name));
        const dealt = c.arena === 'ground' ? 3 : 2;
        if (dealt >= c.hp) expect(s.player2[zone]).toEqual([]);
        else expect(byId(s, c.id).damage).toBe(dealt);
        return;
      }
      case 'Ambush': {
        // 7.5.1 Ambush: when played, it may ready and attack an enemy unit: power (+ Raid) on the Thug 2/3 / TIE 2/1.
        const [foe, hp] = c.arena === 'ground' ? ['underworld-thug', 3] : ['tieln-fighter', 1];
        const s = run(withCards([c.id], { hand: [c.id] }, { [zone]: [foe] }), play(c.name), (p) => [p.options.find((o) => o.label === 'Resolve' || /Thug|TIE/.test(o.label))!.id]);
        if (c.power + raid >= hp) expect(s.player2[zone]).toEqual([]);
        else expect(s.player2[zone][0]!.damage).toBe(c.power + raid);
        return;
      }
    }
  });
}

/** Answers prompt i with the option(s) matching step i ('none': no option); every step must be used. */
export function scripted(...steps: (RegExp | RegExp[] | 'none')[]): Answerer & { asked: Prompt[] } {
  const asked: Prompt[] = [];
  const answer = (p: Prompt, i: number): string[] => {
    asked.push(p);
    const step = steps[i];
    if (step === undefined) throw new Error(`unexpected prompt ${p.kind}: ${p.text} [${p.options.map((o) => o.label).join(' | ')}]`);
    if (step === 'none') return [];
    const used = new Set<string>();
    return (Array.isArray(step) ? step : [step]).map((re) => {
      const o = p.options.find((x) => re.test(x.label) && !used.has(x.id));
      if (!o) throw new Error(`prompt ${p.text} has no option ${String(re)}: [${p.options.map((x) => x.label).join(' | ')}]`);
      used.add(o.id);
      return o.id;
    });
  };
  return Object.assign(answer, { asked, steps: steps.length });
}

/**
 * Answers prompts in order; each step checks who is asked and the kind, that no option matches `notOffered`, and picks
 * one option by label. Every step must be used.
 */
export function steps(...list: { player?: string; kind: string; pick: RegExp; notOffered?: RegExp }[]): Answerer {
  return Object.assign((p: Prompt, i: number) => {
    const step = list[i];
    if (!step) throw new Error(`unexpected prompt ${p.id} ${p.kind}: ${p.text} [${p.options.map((o) => o.label).join(' | ')}]`);
    expect(p.kind).toBe(step.kind);
    if (step.player) expect(p.player).toBe(step.player);
    if (step.notOffered) expect(p.options.some((o) => step.notOffered!.test(o.label))).toBe(false);
    return pick(p, step.pick);
  }, { steps: list.length });
}
