// Every scenario of ../shared/scenarios/scenarios-swu-examples.json through the GraphQL API (HTTP, `resolve`
// mutation), each branch of its choices included: send, get NEEDS_CHOICE and its prompt, append the answer, send
// again. Initial states are written here in Karabast's format from each scenario's setup text; the expected
// outcomes are read from the scenario file and checked on the state the API returns.
//
// Two catalogs: the starter set alone (an empty database: the engine's own definitions), and, when ../shared/data is
// present, the publisher's card list imported through the catalog importer (catalog stats, starter-set abilities).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/api.js';
import { STARTER_SET } from '../engine/index.js';
import type { SwuState, UnitInstance } from '../engine/games/swu/state/types.js';
import { importPaths } from '../prisma/import/run.js';
import { resolveOnce, startTestApi, type ChoiceAnswer, type ResolvePayload, type TestApi } from './api-resolve-client.js';
import { pgliteDatabase, postgresDatabase, postgresSkipReason, type TestDatabase } from './support/databases.js';

const shared = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
const scenarioFile = join(shared, 'scenarios', 'scenarios-swu-examples.json');
const catalogFile = join(shared, 'data', 'swu', 'ffg-card-list', 'card-list.json');
const rulesFile = join(shared, 'data', 'swu', 'rules', 'comprehensive-rules-v8.0.json');
if (process.env.CI && !existsSync(scenarioFile)) throw new Error(`CI is set but ${scenarioFile} is missing`);
const skipReason = existsSync(scenarioFile) ? undefined : `${scenarioFile} not found (no ../shared in this clone): scenario tests skipped`;

interface Scenario {
  id: string;
  title: string;
  expected: Record<string, unknown>;
}
const scenarios: Scenario[] = skipReason ? [] : (JSON.parse(readFileSync(scenarioFile, 'utf8')) as Scenario[]);
function expectedOf(id: string, part?: string): Record<string, unknown> {
  const s = scenarios.find((x) => x.id === id);
  if (!s) throw new Error(`scenario ${id} is not in ${scenarioFile}`);
  return (part ? s.expected[part] : s.expected) as Record<string, unknown>;
}

type Json = Record<string, unknown>;
type PromptPayload = NonNullable<ResolvePayload['prompt']>;
type Step = [kind: string, ...labels: (string | RegExp)[]];

/** Karabast's test setup: action phase, player1 active with the initiative; the rest is Karabast's defaults. */
function karabast(player1: Json = {}, player2: Json = {}, extra: Json = {}): Json {
  return { phase: 'action', player1: { hasInitiative: true, ...player1 }, player2, ...extra };
}

// ---- names: the API returns catalog ids; scenarios speak in card names -----------------------------------------

class Names {
  private readonly byId = new Map<string, { name: string; internalName: string }>();
  add(cards: readonly Pick<CardDefinition, 'id' | 'name' | 'internalName'>[]): void {
    for (const c of cards) this.byId.set(c.id, { name: c.name, internalName: c.internalName });
  }
  name(id: string): string {
    return this.byId.get(id)?.name ?? id;
  }
  internalName(id: string): string {
    return this.byId.get(id)?.internalName ?? id;
  }
}

// ---- driving the API through prompts -----------------------------------------------------------------------------

interface Driven {
  result: ResolvePayload;
  prompts: PromptPayload[];
  /** The answers sent, as the last request carried them. */
  choices: ChoiceAnswer[];
  state: SwuState;
}

function labelsOf(prompt: PromptPayload): string {
  return prompt.options.map((o) => o.label).join(' | ');
}

function pick(prompt: PromptPayload, labels: (string | RegExp)[]): string[] {
  return labels.map((label) => {
    const found = prompt.options.find((o) => (typeof label === 'string' ? o.label === label || o.label.startsWith(label) : label.test(o.label)));
    if (!found) throw new Error(`prompt "${prompt.text}" (${prompt.kind}) has no option ${String(label)}: [${labelsOf(prompt)}]`);
    return found.id;
  });
}

/** Sends the request, answers each prompt from `steps` in order (checking its kind), until the engine is done. */
async function drive(api: TestApi, state: unknown, action: unknown, steps: Step[] = []): Promise<Driven> {
  const choices: ChoiceAnswer[] = [];
  const prompts: PromptPayload[] = [];
  for (;;) {
    const result = await resolveOnce(api, { state, action, choices });
    if (result.status !== 'NEEDS_CHOICE') {
      // A forced choice with a single legal option may be made without a prompt: the log must still show it made.
      for (const [kind, ...labels] of steps.slice(prompts.length)) {
        const made = result.log.filter((e) => e.kind === 'CHOICE_MADE').map((e) => e.text);
        for (const label of labels) {
          expect(made.some((t) => (typeof label === 'string' ? t.includes(label) : label.test(t.replace(/^player[12] chooses /, '')))),
            `${kind} ${String(label)} was chosen: ${made.join(' / ')}`).toBe(true);
        }
      }
      if (result.status === 'RESOLVED') {
        // Every result is a valid input as it is: the API's own validateState accepts it.
        const check = await api.post<{ validateState: { valid: boolean; errors: unknown[] } }>(
          'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path message } } }', { s: result.state });
        expect(check.data?.validateState, 'the resulting state validates').toEqual({ valid: true, errors: [] });
      }
      return { result, prompts, choices, state: result.state as SwuState };
    }
    const prompt = result.prompt!;
    const step = steps[prompts.length];
    if (!step) throw new Error(`unexpected prompt "${prompt.text}" (${prompt.kind}) [${labelsOf(prompt)}]`);
    const [kind, ...labels] = step;
    expect(prompt.kind, `prompt ${prompts.length + 1}: ${prompt.text}`).toBe(kind);
    prompts.push(prompt);
    choices.push({ prompt: prompt.id, options: pick(prompt, labels) });
  }
}

function resolved(d: Driven): SwuState {
  expect(d.result.errors).toEqual([]);
  expect(d.result.unsupported).toBeNull();
  expect(d.result.status).toBe('RESOLVED');
  expect(d.result.complete).toBe(true);
  return d.state;
}

// ---- reading outcomes --------------------------------------------------------------------------------------------

const P = { P1: 'player1', P2: 'player2' } as const;

function unitsIn(state: SwuState): (UnitInstance & { zone: string })[] {
  return (['player1', 'player2'] as const).flatMap((p) =>
    (['groundArena', 'spaceArena'] as const).flatMap((zone) => state[p][zone].map((u) => ({ ...u, zone }))));
}

function zoneOf(state: SwuState, names: Names, name: string): string {
  for (const p of ['player1', 'player2'] as const) {
    const ps = state[p];
    for (const zone of ['groundArena', 'spaceArena'] as const) {
      if (ps[zone].some((u) => names.name(u.card) === name)) return zone;
      if (ps[zone].some((u) => u.upgrades.some((x) => names.name(x.card) === name))) return 'attached';
    }
    for (const zone of ['hand', 'discard', 'deck'] as const) if (ps[zone].some((c) => names.name(c.card) === name)) return zone;
    if (ps.resources.some((r) => r.card && names.name(r.card) === name)) return 'resources';
  }
  return 'outsideTheGame';
}

function unitNamed(state: SwuState, names: Names, name: string): UnitInstance {
  const found = unitsIn(state).filter((u) => names.name(u.card) === name);
  if (found.length !== 1) throw new Error(`expected one ${name} in play, found ${found.length}`);
  return found[0]!;
}

/** Checks a scenario's `expected` block (units, hands, defeated, bases, zones, resources, nextActivePlayer). */
function expectOutcome(state: SwuState, names: Names, expected: Json): void {
  for (const [name, props] of Object.entries((expected.units ?? {}) as Record<string, Json>)) {
    const u = unitNamed(state, names, name);
    const damage = typeof props.damage === 'string' ? Number.parseInt(props.damage, 10) : props.damage;
    if (typeof damage === 'number') expect(u.damage, `${name} damage`).toBe(damage);
    if (typeof props.exhausted === 'boolean') expect(u.exhausted, `${name} exhausted`).toBe(props.exhausted);
    if (Array.isArray(props.upgrades)) expect(u.upgrades.map((x) => names.internalName(x.card)), `${name} upgrades`).toEqual(props.upgrades);
  }
  for (const [who, n] of Object.entries((expected.hands ?? {}) as Record<string, number>)) {
    expect(state[P[who as keyof typeof P]].hand.length, `${who} hand size`).toBe(n);
  }
  for (const full of (expected.defeated ?? []) as string[]) {
    const name = full.split(',')[0]!.trim();
    expect(zoneOf(state, names, name), `${name} defeated`).toBe('discard');
  }
  for (const [who, n] of Object.entries((expected.bases ?? {}) as Record<string, number>)) {
    expect(state[P[who as keyof typeof P]].base.damage, `${who} base damage`).toBe(n);
  }
  for (const [name, zone] of Object.entries((expected.zones ?? {}) as Record<string, string>)) {
    expect(zoneOf(state, names, name), `${name} zone`).toBe(zone);
  }
  for (const [who, n] of Object.entries((expected.resources ?? {}) as Record<string, number>)) {
    expect(state[P[who as keyof typeof P]].resources.length, `${who} resources`).toBe(n);
  }
  if (typeof expected.nextActivePlayer === 'string') {
    expect(state.activePlayer, 'next active player').toBe(P[expected.nextActivePlayer as keyof typeof P]);
  }
}

// ---- printed cards the starter set does not carry (written from the printed cards), for the starter-only run -----

function unit(id: string, internalName: string, name: string, subtitle: string | null, cost: number, power: number, hp: number, extra: Partial<CardDefinition> = {}): CardDefinition {
  return { id, internalName, name, subtitle, type: 'Unit', cost, power, hp, arena: 'Ground', aspects: [], traits: [], unique: subtitle !== null, keywords: [], ...extra };
}
const PRINTED: Record<string, CardDefinition> = {
  atst: unit('SOR_232', 'atst', 'AT-ST', null, 6, 6, 7, { aspects: ['Villainy'], traits: ['Imperial', 'Vehicle', 'Walker'], keywords: [{ name: 'Overwhelm' }], text: 'Overwhelm' }),
  'chewbacca#pykesbane': unit('SHD_050', 'chewbacca#pykesbane', 'Chewbacca', 'Pykesbane', 8, 4, 10, {
    aspects: ['Heroism', 'Vigilance'], traits: ['Underworld', 'Wookiee'], keywords: [{ name: 'Grit' }, { name: 'Smuggle', text: '[9 resources Aggression Heroism]' }],
    text: 'Grit\nWhen Played: You may defeat a unit with 5 or less remaining HP.\nSmuggle [9 resources Aggression Heroism]',
  }),
  'armed-to-the-teeth': {
    id: 'SHD_175', internalName: 'armed-to-the-teeth', name: 'Armed to the Teeth', type: 'Upgrade', cost: 2, aspects: ['Aggression'], traits: ['Supply', 'Weapon'],
    unique: false, keywords: [{ name: 'Smuggle' }], text: 'Attached unit gains: "On Attack: Give another friendly unit +2/+0 for this phase."',
  },
  'covert-strength': {
    id: 'SHD_075', internalName: 'covert-strength', name: 'Covert Strength', type: 'Event', cost: 1, aspects: ['Vigilance'], traits: ['Tactic'],
    unique: false, keywords: [{ name: 'Smuggle' }], text: 'Heal 2 damage from a unit and give an Experience token to it.',
  },
};

interface Catalog {
  name: string;
  open: () => Promise<TestDatabase>;
  /** Imports the catalog into the API's database; undefined when it cannot run here. */
  load?: (api: TestApi) => Promise<CardDefinition[]>;
  skip?: string;
  /** Inline definitions of the cards this catalog lacks or gets wrong, sent as customCards. */
  custom(...refs: string[]): CardDefinition[];
  /** The Comprehensive Rules are imported too, so log entries link to them. */
  rules?: boolean;
}

const pgSkip = await postgresSkipReason();
const starterOnly = (...refs: string[]) => refs.map((r) => PRINTED[r]!);
const catalogs: Catalog[] = [
  { name: 'PGlite, starter set only (empty catalog)', open: () => pgliteDatabase(), custom: starterOnly },
  { name: 'PostgreSQL, starter set only (empty catalog)', open: () => postgresDatabase(), skip: pgSkip, custom: starterOnly },
  {
    name: 'PGlite, imported catalog (publisher card list, Comprehensive Rules) + starter-set abilities',
    open: () => pgliteDatabase(),
    skip: existsSync(catalogFile) && existsSync(rulesFile) ? undefined : `${catalogFile} or ${rulesFile} not found`,
    rules: true,
    load: async (api) => {
      await importPaths(api.database.db, [catalogFile, rulesFile]);
      const rows = await api.database.db.prisma.card.findMany({ select: { id: true, name: true, internalName: true } });
      return rows as CardDefinition[];
    },
    custom: () => [],
  },
];

describe.skipIf(skipReason)(`SWU scenarios through the GraphQL API${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it('the file has the 8 scenarios these tests cover', () => {
    expect(scenarios.map((s) => s.id).sort()).toEqual(['GRIT-01', 'OVW-02', 'RAID-02', 'REPL-02', 'SAB-02', 'SMUG-01', 'TRIG-02', 'TRIG-08']);
  });

  describe.each(catalogs)('$name', (catalog) => {
    if (catalog.skip) {
      it.skip(`skipped: ${catalog.skip}`, () => {});
      return;
    }
    let api: TestApi;
    const names = new Names();
    beforeAll(async () => {
      api = await startTestApi(await catalog.open());
      names.add(STARTER_SET);
      names.add(Object.values(PRINTED));
      if (catalog.load) names.add(await catalog.load(api));
    });
    afterAll(async () => api?.close());

    describe('TRIG-02: both combatants defeated at once, both When Defeated in one window (7.6.10), Restore no-op', () => {
      const state = karabast(
        { groundArena: [{ card: 'yoda#old-master', damage: 3 }], deck: ['wampa', 'vanquish', 'repair'] },
        { groundArena: ['vanguard-infantry', 'battlefield-marine'], spaceArena: ['alliance-xwing'] },
        { autoSingleTarget: true },
      );
      const action = { type: 'attack', player: 'player1', attacker: 'Yoda', target: 'Vanguard Infantry' };

      it('P1 resolves first ("You"): Yoda draws for P1; P2 gives Experience to the X-Wing', async () => {
        const d = await drive(api, state, action, [['PLAYER_ORDER', 'You'], ['PLAYERS', 'You'], ['MAY', /^Alliance X-Wing/]]);
        const s = resolved(d);
        expectOutcome(s, names, expectedOf('TRIG-02'));
        expect(d.prompts[0]!.player).toBe('player1');
        // Vanguard's Experience ("you may") can go to exactly the two units left in play, or be declined.
        expect(d.prompts[2]!.player).toBe('player2');
        expect(d.prompts[2]!.options.map((o) => o.label).sort()).toEqual(['Alliance X-Wing (player2)', 'Battlefield Marine (player2)', 'Decline']);
        expect(s.player1.hand.map((c) => names.internalName(c.card))).toEqual(['wampa']);
        expect(s.player1.base.damage).toBe(0);
      });

      it('P1 lets the opponent resolve first ("Opponent"): same outcome, reversed order', async () => {
        const d = await drive(api, state, action, [['PLAYER_ORDER', 'Opponent'], ['MAY', /^Alliance X-Wing/], ['PLAYERS', 'You']]);
        expectOutcome(resolved(d), names, expectedOf('TRIG-02'));
        const order = d.result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.player);
        expect(order.slice(-2)).toEqual(['player2', 'player1']);
      });
    });

    describe('TRIG-08: a trigger that defeats a unit opens a nested window (7.6.11-7.6.12)', () => {
      const state = karabast(
        { hand: ['heroic-sacrifice'], groundArena: ['rukh#thrawns-assassin', { card: 'general-krell#heartless-tactician', upgrades: ['academy-training'] }] },
        { groundArena: ['tarfful#kashyyyk-chieftain', 'gentle-giant'] },
      );
      const action = { type: 'play', player: 'player1', card: 'Heroic Sacrifice' };
      const attack: Step[] = [['TARGET', /^Rukh/], ['DEFENDER', /^Gentle Giant/]];

      it('"You", Heroic Sacrifice\'s "defeat it" first: Krell\'s draw nests before Rukh\'s trigger, Tarfful hits Krell last', async () => {
        const d = await drive(api, state, action, [...attack, ['PLAYER_ORDER', 'You'], ['TRIGGER_ORDER', /Heroic Sacrifice/], ['MAY', 'Resolve'], ['TARGET', /^General Krell/]]);
        const s = resolved(d);
        expectOutcome(s, names, expectedOf('TRIG-08'));
        // The nested draw was offered while Gentle Giant was still in play.
        const mayIndex = d.prompts.findIndex((p) => p.kind === 'MAY');
        expect(d.prompts[mayIndex]!.player).toBe('player1');
        const log = d.result.log;
        const draw = log.findLastIndex((e) => e.kind === 'DRAW');
        const giantDefeated = log.findIndex((e) => e.kind === 'DEFEATED' && /Gentle Giant/.test(e.text));
        expect(draw).toBeGreaterThan(-1);
        expect(draw).toBeLessThan(giantDefeated);
      });

      it('"You", Rukh\'s trigger first: same outcome', async () => {
        const d = await drive(api, state, action, [...attack, ['PLAYER_ORDER', 'You'], ['TRIGGER_ORDER', /^Rukh/], ['MAY', 'Resolve'], ['TARGET', /^General Krell/]]);
        expectOutcome(resolved(d), names, expectedOf('TRIG-08'));
      });

      it('"Opponent" first: Tarfful hits Krell, then P1\'s triggers: same outcome', async () => {
        const d = await drive(api, state, action, [...attack, ['PLAYER_ORDER', 'Opponent'], ['TARGET', /^General Krell/], ['TRIGGER_ORDER', /Heroic Sacrifice/], ['MAY', 'Resolve']]);
        expectOutcome(resolved(d), names, expectedOf('TRIG-08'));
      });
    });

    describe('OVW-02: Shield vs Overwhelm; Overwhelm does nothing while defending', () => {
      it('case 2: Wampa attacks the shielded Battlefield Marine: the Shield takes it all, no excess', async () => {
        const state = karabast(
          { groundArena: ['wampa'] },
          { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }, 'partisan-insurgent', 'specforce-soldier'] },
        );
        const d = await drive(api, state, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Battlefield Marine' });
        expectOutcome(resolved(d), names, expectedOf('OVW-02', 'case2'));
      });

      it('case 3: the Marine (its Shield spent) attacks a ready Wampa: Marine defeated, no base damage', async () => {
        // The expected values (Wampa 3 damage, Marine defeated) are those of a fresh Wampa and an unshielded Marine.
        const state = karabast(
          { groundArena: ['wampa'] },
          { groundArena: ['battlefield-marine', 'partisan-insurgent', 'specforce-soldier'] },
          { activePlayer: 'player2' },
        );
        const d = await drive(api, state, { type: 'attack', player: 'player2', attacker: 'Battlefield Marine', target: 'Wampa' });
        expectOutcome(resolved(d), names, expectedOf('OVW-02', 'case3'));
      });
    });

    it('GRIT-01: Grit power is fixed when combat damage is dealt', async () => {
      const state = karabast({ groundArena: [{ card: 'scout-bike-pursuer', damage: 2 }] }, { groundArena: ['regional-governor'] }, { activePlayer: 'player2' });
      const d = await drive(api, state, { type: 'attack', player: 'player2', attacker: 'Regional Governor', target: 'Scout Bike Pursuer' });
      const s = resolved(d);
      const expected = expectedOf('GRIT-01') as { units: Record<string, Json> };
      expectOutcome(s, names, expected);
      expect(unitNamed(s, names, 'Regional Governor').damage).toBe(expected.units['Scout Bike Pursuer']!.powerBefore);
    });

    it('SAB-02: Saboteur ignores Sentinel and defeats the defender\'s Shields before combat damage', async () => {
      const state = karabast(
        { groundArena: ['resourceful-pursuers'] },
        { groundArena: [{ card: 'wampa', upgrades: ['shield', 'shield', 'resilient'] }, 'echo-base-defender'] },
      );
      const d = await drive(api, state, { type: 'attack', player: 'player1', attacker: 'Resourceful Pursuers', target: 'Wampa' });
      expectOutcome(resolved(d), names, expectedOf('SAB-02'));
    });

    it('RAID-02: printed Raid 2 and gained Raid 1 stack; the base is the only target (autoSingleTarget)', async () => {
      const state = karabast({ spaceArena: ['red-three#unstoppable', 'green-squadron-awing'] }, {}, { autoSingleTarget: true });
      const d = await drive(api, state, { type: 'attack', player: 'player1', attacker: 'Green Squadron A-Wing' });
      expectOutcome(resolved(d), names, expectedOf('RAID-02'));
    });

    describe('SMUG-01: Smuggle from resources', () => {
      const resources = [
        'collections-starhopper', 'armed-to-the-teeth', 'covert-strength', 'chewbacca#pykesbane', 'battlefield-marine',
        ...Array<string>(13).fill('atst'),
      ];
      const setup = (deck: string[]) => karabast(
        {
          resources, deck, leader: 'leia-organa#alliance-general', base: 'administrators-tower',
          groundArena: [{ card: 'wampa', damage: 4 }, 'pyke-sentinel'],
        },
        {},
        { customCards: catalog.custom('armed-to-the-teeth', 'covert-strength', 'chewbacca#pykesbane', 'atst') },
      );
      const action = { type: 'play', player: 'player1', card: 'Collections Starhopper', from: 'resources' };

      it('with an empty deck there is no replacement resource: 17 left', async () => {
        const s = resolved(await drive(api, setup([]), action));
        expectOutcome(s, names, expectedOf('SMUG-01'));
      });

      it('with Mercenary Gunship on top of the deck it replaces the Starhopper: 18 resources, 3 exhausted', async () => {
        const s = resolved(await drive(api, setup(['mercenary-gunship']), action));
        expect(zoneOf(s, names, 'Collections Starhopper')).toBe('spaceArena');
        expect(s.player1.resources).toHaveLength(18);
        expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(3);
        expect(zoneOf(s, names, 'Mercenary Gunship')).toBe('resources');
      });
    });

    it('REPL-02: the Shield prevents the defender\'s damage, the attacker still takes it; the result is resubmitted as it is', async () => {
      const state = karabast({ spaceArena: ['cartel-spacer'], hand: ['vanquish'] }, { spaceArena: [{ card: 'tieln-fighter', upgrades: ['shield'] }] });
      const first = await drive(api, state, { type: 'attack', player: 'player1', attacker: 'Cartel Spacer', target: 'TIE/ln Fighter' });
      const s1 = resolved(first);
      const after1 = expectedOf('REPL-02', 'afterFirstAttack');
      expectOutcome(s1, names, after1);
      const texts = first.result.log.map((e) => e.text).join('\n');
      for (const line of after1.chatLog as string[]) expect(texts).toContain(line);
      // The API's output goes back in unchanged: P2 (now the active player) attacks back.
      const second = await drive(api, first.result.state, { type: 'attack', player: 'player2', attacker: 'TIE/ln Fighter', target: 'Cartel Spacer' });
      expectOutcome(resolved(second), names, expectedOf('REPL-02', 'afterSecondAttack'));
    });

    // Only the imported catalog has the Comprehensive Rules to link to.
    if (catalog.rules) it('every rule a scenario log cites links to its Comprehensive Rules entry', async () => {
      const state = karabast(
        { hand: ['heroic-sacrifice'], groundArena: ['rukh#thrawns-assassin', { card: 'general-krell#heartless-tactician', upgrades: ['academy-training'] }] },
        { groundArena: ['tarfful#kashyyyk-chieftain', 'gentle-giant'] },
      );
      const action = { type: 'play', player: 'player1', card: 'Heroic Sacrifice' };
      const d = await drive(api, state, action, [['TARGET', /^Rukh/], ['DEFENDER', /^Gentle Giant/], ['PLAYER_ORDER', 'You'], ['TRIGGER_ORDER', /Heroic Sacrifice/], ['MAY', 'Resolve'], ['TARGET', /^General Krell/]]);
      const choices = d.choices;
      const res = await api.post<{ resolve: { status: string; log: { rule: { number: string; entry: { number: string } | null } | null }[] } }>(
        'mutation($input: ResolveInput!) { resolve(input: $input) { status log { rule { number entry { number } } } } }',
        { input: { game: 'SWU', state, action, choices } },
      );
      expect(res.data?.resolve.status).toBe('RESOLVED');
      const cited = (res.data?.resolve.log ?? []).flatMap((e) => (e.rule ? [e.rule] : []));
      expect(cited.length).toBeGreaterThan(10);
      expect(cited.filter((r) => r.entry?.number !== r.number).map((r) => r.number)).toEqual([]);
    });

    it('takes its cards from this catalog (a reprinted card is its original printing)', async () => {
      const s = resolved(await drive(api, karabast({ groundArena: [{ card: 'wampa', upgrades: ['shield'] }] }), { type: 'pass', player: 'player1' }));
      const wampa = s.player1.groundArena[0]!;
      expect(wampa.card).toBe('SOR_164');
      const shieldRow = await api.database.db.prisma.card.findFirst({ where: { internalName: 'shield' } });
      expect(wampa.upgrades.map((u) => u.card)).toEqual([catalog.load ? shieldRow?.id : 'shield']);
      if (catalog.load) expect(shieldRow?.id).not.toBe('shield');
    });

    it("a state in Karabast's newer export format (set codes, token names, card lists) resolves without edits", async () => {
      // REPL-02 as Karabast's exportGameState writes it: every card by set code, the Shield by its token name.
      const thugs = (n: number) => Array<string>(n).fill('SOR_247');
      const exported = {
        phase: 'action',
        karabastDefaults: false,
        player1: { leader: 'SOR_010', base: 'SOR_027', hand: ['SOR_078'], spaceArena: ['SOR_178'], deck: thugs(8), resources: thugs(20), hasInitiative: true },
        player2: { leader: 'SOR_005', base: 'SOR_029', spaceArena: [{ card: 'SOR_225', upgrades: ['shield'] }], deck: thugs(8), resources: thugs(20) },
      };
      const d = await drive(api, exported, { type: 'attack', player: 'player1', attacker: 'Cartel Spacer', target: 'TIE/ln Fighter' });
      const after1 = expectedOf('REPL-02', 'afterFirstAttack');
      expectOutcome(resolved(d), names, { units: after1.units, zones: after1.zones });
    });

    it('a state exactly as Karabast writes it (string names, resources as a number) resolves without edits', async () => {
      // What Karabast's bug-report export holds for OVW-02 case 2: every field filled, cards as names.
      const exported = {
        phase: 'action',
        player1: {
          hand: [], groundArena: [{ card: 'wampa', damage: 0, exhausted: false, upgrades: [], capturedUnits: [], owner: 'player1' }],
          spaceArena: [], discard: [], resources: 20, base: { card: 'kestro-city', damage: 0 },
          leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: false, exhausted: false, flipped: false },
          deck: Array<string>(8).fill('underworld-thug'), hasInitiative: true, hasForceToken: false, credits: 0,
        },
        player2: {
          hand: [], groundArena: ['battlefield-marine', 'partisan-insurgent'], spaceArena: [], discard: [],
          resources: 20, base: 'administrators-tower', leader: 'luke-skywalker#faithful-friend', deck: 8,
          hasInitiative: false, hasForceToken: false, credits: 0,
        },
      };
      exported.player2.groundArena[0] = { card: 'battlefield-marine', damage: 0, exhausted: false, upgrades: ['shield'] } as never;
      const d = await drive(api, exported, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Battlefield Marine' });
      expectOutcome(resolved(d), names, expectedOf('OVW-02', 'case2'));
    });
  });
});
