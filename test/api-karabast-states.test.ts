// Karabast's own states (../shared/data/karabast-states, see its SOURCES.md) through the API over the real imported
// catalog: each validates unedited, except cards of the newest set (ASH), which the catalog has names only for and
// which must be the only errors; an action on each valid one answers RESOLVED, NEEDS_CHOICE or an UNSUPPORTED that
// names a card, never a format error.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPaths } from '../prisma/import/run.js';
import type { SwuState } from '../engine/games/swu/state/types.js';
import { validate } from '../engine/core/schema.js';
import { swuViewFormat } from '../engine/games/swu/view-schema.js';
import { resolveOnce, startTestApi, type TestApi } from './api-resolve-client.js';
import { pgliteDatabase, sharedDataDir, sharedDataSkipReason } from './support/databases.js';

const skip = sharedDataSkipReason();
const statesDir = skip ? '' : resolve(sharedDataDir()!, 'karabast-states');
const files = skip ? [] : readdirSync(statesDir).filter((f) => f.endsWith('.json')).sort();
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(resolve(statesDir, file), 'utf8')) as Record<string, unknown>;

// Read off the files by hand: every ref below is an Ashes (ASH) card (index-newer-sets/SWU-ASH.json lists it by name,
// with no text or stats), so the catalog cannot know it; every other ref in these files is a card of a set it has.
const ASH_REFS: Record<string, [path: string, ref: string][]> = {
  'pr-2507-fennec-shand-deployed.json': [['$.player1.leader.card', 'fennec-shand#ready-for-war']],
  'setupjson-BarrissOffeeRedeemingHerself.json': [['$.player1.hand[0]', 'barriss-offee#redeeming-herself']],
  'setupjson-CoronaFourJusticeForAlderaan.json': [
    ['$.player1.spaceArena[0]', 'corona-four#justice-for-alderaan'],
    ['$.player2.leader.card', 'grogu#charming-companion'],
  ],
  'setupjson-DomesticatedLothCat.json': [
    ['$.player1.groundArena[0]', 'domesticated-lothcat'],
    ['$.player1.groundArena[2]', 'doctor-pershing#dedicated-to-research'],
    ['$.player2.groundArena[1]', 'doctor-pershing#dedicated-to-research'],
  ],
  'setupjson-DuchesssProtector.json': [['$.player1.groundArena[0]', 'duchesss-protector']],
  'setupjson-PitDroidTeam.json': [['$.player1.groundArena[0]', 'pit-droid-team']],
  'setupjson-ReanimatedNightTrooper.json': [['$.player1.groundArena[0]', 'reanimated-night-trooper']],
};

const VALIDATE = 'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path message } view } }';

type Entry = string | { card: string };
const refOf = (e: Entry) => (typeof e === 'string' ? e : e.card);

/** Every action the player with the initiative could try first: attack with each unit, play each card, pass. */
function actionsFor(state: Record<string, unknown>): Record<string, unknown>[] {
  const p2 = state.player2 as Record<string, unknown>;
  const player = p2.hasInitiative ? 'player2' : 'player1';
  const p = state[player] as Record<string, Entry[] | undefined>;
  return [
    ...[...(p.groundArena ?? []), ...(p.spaceArena ?? [])].map((u) => ({ type: 'attack', player, attacker: refOf(u) })),
    ...(p.hand ?? []).map((c) => ({ type: 'play', player, card: refOf(c) })),
    { type: 'pass', player },
  ];
}

describe.skipIf(skip)(`Karabast states on the real catalog${skip ? ` (skipped, did not run: ${skip})` : ''}`, () => {
  let api: TestApi;
  beforeAll(async () => {
    const db = await pgliteDatabase();
    const summaries = await importPaths(db.db, [resolve(sharedDataDir()!, 'swu')]);
    expect(summaries.filter((s) => s.status === 'failed')).toEqual([]);
    api = await startTestApi(db);
  }, 240_000);
  afterAll(async () => api?.close());

  it('has the states SOURCES.md lists', () => {
    const sources = readFileSync(resolve(statesDir, 'SOURCES.md'), 'utf8');
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) expect(sources).toContain(file);
  });

  it.each(files)('%s validates unedited, or names exactly its ASH cards', async (file) => {
    const answer = await api.post<{ validateState: { valid: boolean; errors: { code: string; path: string; message: string }[]; view: unknown } }>(VALIDATE, { s: read(file) });
    const result = answer.data!.validateState;
    const expected = ASH_REFS[file] ?? [];
    expect(result.errors.map((e) => [e.code, e.path])).toEqual(expected.map(([path]) => ['UNKNOWN_CARD', path]));
    result.errors.forEach((e, i) => expect(e.message).toContain(`"${expected[i]![1]}"`));
    expect(result.valid).toBe(expected.length === 0);
    // A valid state comes with its derived view, in the published format.
    if (result.valid) expect(validate(swuViewFormat, result.view)).toEqual([]);
    else expect(result.view).toBeNull();
  });

  it.each(files.filter((f) => !ASH_REFS[f]))('%s: every first action answers without a format error', async (file) => {
    const state = read(file);
    for (const action of actionsFor(state)) {
      const result = await resolveOnce(api, { state, action });
      expect({ action, errors: result.errors }).toEqual({ action, errors: [] });
      expect(['RESOLVED', 'NEEDS_CHOICE', 'UNSUPPORTED']).toContain(result.status);
      if (result.status === 'UNSUPPORTED') {
        // Honest: it names a card of the catalog (its set code), or one of its abilities ("SOR_088:line1"), and why.
        expect(['CARD', 'ABILITY']).toContain(result.unsupported!.kind);
        expect(result.unsupported!.ref).toMatch(/^[A-Z0-9]+_\d+/);
        expect(result.unsupported!.reason.length).toBeGreaterThan(10);
      } else {
        expect((await api.post<{ validateState: { valid: boolean } }>(VALIDATE, { s: result.state })).data!.validateState.valid).toBe(true);
      }
    }
  });

  it('reads bases written without their location as the one base of that name', async () => {
    // testGameTemplate: player1's base "echo-base" is Echo Base (Hoth, SOR 024); player2's "chopper-base" with 5
    // damage is Chopper Base (Atollon, SOR 030). Passing changes no card: the answer shows how they were read.
    const result = await resolveOnce(api, { state: read('gamesetup-testGameTemplate-moff-gideon.json'), action: { type: 'pass', player: 'player1' } });
    expect(result.status).toBe('RESOLVED');
    const state = result.state as SwuState;
    expect(state.player1.base).toMatchObject({ card: 'SOR_024', damage: 0 });
    expect(state.player2.base).toMatchObject({ card: 'SOR_030', damage: 5 });
    // player1 passed; player2 has not, so the turn is theirs.
    expect(state.player1.passed).toBe(true);
    expect(state.activePlayer).toBe('player2');
  });

  it('reads a leader without its subtitle when one leader has that name, and refuses to guess between two', async () => {
    // One Grand Moff Tarkin leader (Oversector Governor, SOR 007); two Luke Skywalker leaders (Faithful Friend, SOR 005;
    // Hero of Yavin, JTL 012).
    const tarkin = await api.post<{ validateState: { valid: boolean } }>(VALIDATE, { s: { player1: { leader: 'grand-moff-tarkin', base: 'echo-base' } } });
    expect(tarkin.data!.validateState.valid).toBe(true);
    const passed = await resolveOnce(api, { state: { player1: { leader: 'grand-moff-tarkin' } }, action: { type: 'pass', player: 'player1' } });
    expect((passed.state as SwuState).player1.leader.card).toBe('SOR_007');
    const luke = await api.post<{ validateState: { valid: boolean; errors: { code: string; path: string }[] } }>(VALIDATE, { s: { player2: { leader: 'luke-skywalker' } } });
    expect(luke.data!.validateState.errors.map((e) => [e.code, e.path])).toEqual([['UNKNOWN_CARD', '$.player2.leader']]);
  });

  it('offers a Tarkin-test attacker both Wampas and the default base', async () => {
    // Pyke Sentinel (ground) may attack either of player2's two Wampas or player2's base (Karabast's default for
    // player2: Administrator's Tower); no Sentinel among them, so all three are legal.
    const result = await resolveOnce(api, { state: read('gamesetup-Tarkintests.json'), action: { type: 'attack', player: 'player1', attacker: 'pyke-sentinel' } });
    expect(result.status).toBe('NEEDS_CHOICE');
    expect(result.prompt!.kind).toBe('DEFENDER');
    const labels = result.prompt!.options.map((o) => o.label);
    expect(labels.filter((l) => /^Wampa\b/.test(l))).toHaveLength(2);
    expect(labels.filter((l) => /Administrator's Tower/.test(l))).toHaveLength(1);
    expect(labels).toHaveLength(3);
  });
});
