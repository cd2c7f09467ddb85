// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) that say "The Force is with you"
// (8.37.2: the player creates their Force token; 8.37.1: at most one, a second instruction is ignored). Each expected
// outcome is worked out by hand from the printed text (quoted in the test name) and the rules.
import { describe, expect, it } from 'vitest';
import {   swuUnitStats } from '../../engine/index.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (The Force is with you) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: RegExp[] = []) => driveReal(lookup, state, action, steps);

const play = (card: string) => ({ type: 'play', player: 'player1', card });
const stats = (s: object, name: string) => swuUnitStats(s, lookup, name)!;
const keywords = (s: object, name: string) => stats(s, name).keywords.map((k) => k.name);

describe.skipIf(!!skip)('real cards: The Force is with you', () => {
  it('LOF Youngling Padawan "When Played: The Force is with you (create your Force token)."', () => {
    const s = ok(run(karabast({ hand: ['youngling-padawan'] }), play('Youngling Padawan')));
    expect(s.player1.hasForceToken).toBe(true);
    // Only the controller of the ability gains it.
    expect(s.player2.hasForceToken).toBe(false);
  });

  it('8.37.1: a player who already controls their Force token ignores the instruction (still exactly one token)', () => {
    const r = run(karabast({ hand: ['youngling-padawan'], hasForceToken: true }), play('Youngling Padawan'));
    expect(ok(r).player1.hasForceToken).toBe(true);
    expect(r.result.log.some((l) => /already controls their Force token/.test(l.text))).toBe(true);
  });

  it('LOF Drain Essence "Deal 2 damage to a unit. The Force is with you (create your Force token)."', () => {
    const s = ok(run(karabast({ hand: ['drain-essence'] }, { groundArena: ['wampa'] }), play('Drain Essence'), [/^Wampa/]));
    expect(s.player2.groundArena[0]!.damage).toBe(2);
    expect(s.player1.hasForceToken).toBe(true);
  });

  it('"The Force is with you", then "use the Force" (8.37.4): the token created can pay for Ki-Adi-Mundi', () => {
    // Padawan first (gains the token), then Ki-Adi-Mundi "When Played: You may use the Force. If you do, draw 2 cards."
    const first = ok(run(karabast({ hand: ['youngling-padawan', 'kiadimundi#we-must-push-on'] }), play('Youngling Padawan')));
    const back = { ...first, player1: { ...first.player1, hasInitiative: true } };
    const s = ok(run({ ...back, activePlayer: 'player1' }, play('Ki-Adi-Mundi'), [/^Resolve$/]));
    expect(s.player1.hasForceToken).toBe(false);
    expect(s.player1.hand).toHaveLength(2);
  });

  it('LOF The Son "While the Force is with you, each friendly unit gets +2/+0." (8.37.3)', () => {
    // The Son is 6/8, Wampa 4/5; "each friendly unit" includes The Son; the enemy Battlefield Marine (3/3) is not friendly.
    const board = (force: boolean) => karabast({ groundArena: ['the-son#embodiment-of-darkness', 'wampa'], hasForceToken: force }, { groundArena: ['battlefield-marine'] });
    expect(stats(board(true), 'The Son')).toMatchObject({ power: 8, hp: 8 });
    expect(stats(board(true), 'Wampa')).toMatchObject({ power: 6, hp: 5 });
    expect(stats(board(true), 'Battlefield Marine')).toMatchObject({ power: 3, hp: 3 });
    expect(stats(board(false), 'The Son')).toMatchObject({ power: 6, hp: 8 });
    expect(stats(board(false), 'Wampa')).toMatchObject({ power: 4, hp: 5 });
    // Only its controller's Force counts: the opponent's token does not make the Force with player1.
    const theirs = karabast({ groundArena: ['the-son#embodiment-of-darkness'] }, { hasForceToken: true });
    expect(stats(theirs, 'The Son')).toMatchObject({ power: 6 });
  });

  it('LOF Jedi Sentinel "While the Force is with you, this unit gains Sentinel." - and once the Padawan creates the token', () => {
    expect(keywords(karabast({ groundArena: ['jedi-sentinel'], hasForceToken: true }), 'Jedi Sentinel')).toContain('Sentinel');
    const before = karabast({ groundArena: ['jedi-sentinel'], hand: ['youngling-padawan'] });
    expect(keywords(before, 'Jedi Sentinel')).not.toContain('Sentinel');
    // Youngling Padawan "When Played: The Force is with you": afterwards the Force is with player1.
    expect(keywords(ok(run(before, play('Youngling Padawan'))), 'Jedi Sentinel')).toContain('Sentinel');
  });
});
