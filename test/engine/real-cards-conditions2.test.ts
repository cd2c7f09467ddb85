// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for conditions read by the compiler
// this wave: "If <something about the game>, this unit costs N less to play." (compiler/templates/restrictions.ts,
// 6.2.3), checked as the card is played from the hand: each pair of states differs only in that condition, so the
// difference in resources spent is the modifier itself, whatever the aspect penalties of the default leader and base add
// to both; "If you control <name> or <name>" (templates/conditions-more.ts); "If it (doesn't) share(s) an aspect with
// your base" on a discarded card (conditions/holds.ts). Each expected outcome is worked out by hand from the printed
// text (quoted in the test name) and the rules.
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/api.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, play, run, skipReason, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (conditions, wave 4) did not run: ${skipReason}`);

const spent = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;
/** Home One has Ambush: its attack is declined, the cost is what is measured. */
const decline = (p: Prompt) => [p.options.find((o) => o.id === 'decline')!.id];

describe.skipIf(!!skipReason)('real cards: "If ..., this unit costs N less to play"', () => {
  it('SHD_091 Jabba\'s Rancor "If you control Jabba the Hutt (as a leader or unit), this unit costs 1 less to play." - a Jabba unit', () => {
    // Same hand, board and resources; player1 controls Jabba the Hutt, Cunning Daimyo (SOR_181) in one and a Wampa in the
    // other. The Rancor's When Played then deals 3 to another friendly ground unit and 3 to an enemy ground unit (both
    // prompts answered with the only choice).
    const withJabba = withCards(['SHD_091', 'SOR_181'], { hand: ['SHD_091'], groundArena: ['SOR_181'], resources: 20 }, { groundArena: ['battlefield-marine'] });
    const without = withCards(['SHD_091'], { hand: ['SHD_091'], groundArena: ['wampa'], resources: 20 }, { groundArena: ['battlefield-marine'] });
    const first = (p: { options: { id: string }[] }) => [p.options[0]!.id];
    const a = run(withJabba, play("Jabba's Rancor"), first);
    const b = run(without, play("Jabba's Rancor"), first);
    expect(spent(b) - spent(a)).toBe(1);
    // 8 printed; never below what the printed cost and the penalties ask minus 1.
    expect(spent(a)).toBeGreaterThanOrEqual(7);
  });

  it('JTL_204 Home One "If an opponent controls 3 or more space units, this unit costs 3 less to play." - 3 against 2', () => {
    const three = withCards(['JTL_204'], { hand: ['JTL_204'], resources: 20 }, { spaceArena: ['alliance-xwing', 'alliance-xwing', 'alliance-xwing'] });
    const two = withCards(['JTL_204'], { hand: ['JTL_204'], resources: 20 }, { spaceArena: ['alliance-xwing', 'alliance-xwing'] });
    expect(spent(run(two, play('Home One'), decline)) - spent(run(three, play('Home One'), decline))).toBe(3);
  });

  it('JTL_204 Home One: the opponent\'s ground units do not count', () => {
    const ground = withCards(['JTL_204'], { hand: ['JTL_204'], resources: 20 }, { spaceArena: ['alliance-xwing', 'alliance-xwing'], groundArena: ['wampa', 'battlefield-marine'] });
    const two = withCards(['JTL_204'], { hand: ['JTL_204'], resources: 20 }, { spaceArena: ['alliance-xwing', 'alliance-xwing'] });
    expect(spent(run(ground, play('Home One'), decline))).toBe(spent(run(two, play('Home One'), decline)));
  });
});

describe.skipIf(!!skipReason)('real cards: "If you control <name> or <name>"', () => {
  const firespray = (p1: Record<string, unknown>, ids: string[] = []) => withCards(['SOR_184', ...ids], { hand: ['SOR_184'], resources: 20, ...p1 });
  const ready = (s: SwuState) => s.player1.spaceArena.find((u) => u.card === 'SOR_184')!.exhausted === false;

  it('SOR_184 Fett\'s Firespray "When Played: If you control Boba Fett or Jango Fett (as a leader or unit), ready this unit." - Boba Fett', () => {
    // Boba Fett, For a Price (LAW_214) in play: the Firespray enters play exhausted (units do) and its When Played
    // readies it.
    expect(ready(run(firespray({ groundArena: ['LAW_214'] }, ['LAW_214']), play("Fett's Firespray")))).toBe(true);
  });

  it('SOR_184 Fett\'s Firespray: Jango Fett, Wily Mercenary (LAW_087) counts too', () => {
    expect(ready(run(firespray({ groundArena: ['LAW_087'] }, ['LAW_087']), play("Fett's Firespray")))).toBe(true);
  });

  it('SOR_184 Fett\'s Firespray: with neither, it stays exhausted', () => {
    expect(ready(run(firespray({ groundArena: ['wampa'] }), play("Fett's Firespray")))).toBe(false);
  });
});

describe.skipIf(!!skipReason)('real cards: "If it (doesn\'t) share(s) an aspect with your base"', () => {
  // player1's base is Kestro City (Aggression). Sabine Wren 4/4 attacks player2's base; player2 has a Wampa 4/5.
  const sabine = (deck: string[]) => withCards(['TWI_195'], { base: 'kestro-city', groundArena: ['TWI_195'], deck }, { groundArena: ['wampa'] });

  it('TWI_195 Sabine Wren "On Attack: You may discard a card from your deck. If it doesn\'t share an aspect with your base, deal 2 damage to a ground unit." - Command/Heroism discarded', () => {
    // Battlefield Marine (Command, Heroism) shares nothing with Aggression: 2 damage to the Wampa; Sabine deals 4 to the
    // base.
    const s = run(sabine(['battlefield-marine']), attack('TWI_195', 'base'), (p: Prompt, i: number) => (i === 0 ? [p.options.find((o) => o.id !== 'decline')!.id] : [p.options.find((o) => /Wampa/.test(o.label))!.id]));
    expect(s.player1.discard.map((c) => c.card)).toEqual(['SOR_095']);
    expect(s.player2.groundArena[0]!.damage).toBe(2);
    expect(s.player2.base.damage).toBe(4);
  });

  it('TWI_195 Sabine Wren: a discarded Wampa (Aggression) shares the base\'s aspect, so no damage', () => {
    const s = run(sabine(['wampa']), attack('TWI_195', 'base'), (p: Prompt) => [p.options.find((o) => o.id !== 'decline')!.id]);
    expect(s.player1.discard.map((c) => c.card)).toEqual(['SOR_164']);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
  });
});
