// Loading the cards a resolution needs from the catalog: Card rows -> engine CardDefinitions, looked up by id,
// printing set code or internal name; starter-set abilities only where the catalog has none. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDefinition } from '../engine/api.js';
import { Catalog } from '../api/catalog.js';
import { CardCache, loadCardLookup, withStarterAbilities } from '../api/engine/cards.js';
import type { PrismaClient } from '../prisma/generated/client.js';
import { keywordId } from '../prisma/seed.js';
import { pgliteDatabase, postgresDatabase, postgresSkipReason, type TestDatabase } from './support/databases.js';

const SWU_ONLY = ['power', 'hp', 'upgradePower', 'upgradeHp', 'arenas', 'aspects', 'traits'];

/** A Card row; SWU's own stats in `extra` go to its attributes, as the importer stores them. */
function row(id: string, internalName: string, extra: Record<string, unknown> = {}) {
  const [set, number] = id.split('_') as [string, string];
  const own = Object.fromEntries(Object.entries(extra).filter(([k]) => !SWU_ONLY.includes(k)));
  const stats = Object.fromEntries(Object.entries(extra).filter(([k]) => SWU_ONLY.includes(k)));
  return {
    id, gameId: 'SWU', set, number, internalName, name: internalName, type: 'Unit', sources: ['test'], contentHash: id, ...own,
    attributes: { power: null, hp: null, upgradePower: null, upgradeHp: null, arenas: ['Ground'], aspects: [], traits: [], backText: null, ...stats },
  };
}

async function fill(prisma: PrismaClient): Promise<void> {
  await prisma.card.createMany({
    data: [
      row('SOR_164', 'wampa', { name: 'Wampa', power: 4, hp: 5, cost: 4, aspects: ['Aggression'], traits: ['Creature'], text: 'Overwhelm' }),
      row('SOR_141', 'green-squadron-awing', { name: 'Green Squadron A-Wing', power: 1, hp: 3, arenas: ['Space'] }),
      row('SOR_999', 'twice', { name: 'Twice (no abilities)' }),
      row('SOR_998', 'twice', { name: 'Twice (with abilities)', abilities: [{ kind: 'constant' }] }),
      row('LOF_164', 'wampa', { name: 'Wampa (reprint)', power: 4, hp: 5 }),
      row('SOR_120', 'academy-training', { name: 'Academy Training', type: 'Upgrade', arenas: [], upgradePower: 2, upgradeHp: 2 }),
    ],
  });
  await prisma.printing.createMany({
    data: [
      { id: 'SOR_164', cardId: 'SOR_164', set: 'SOR', number: '164', variantType: 'Normal', contentHash: 'a' },
      { id: 'SOR_314', cardId: 'SOR_164', set: 'SOR', number: '314', variantType: 'Hyperspace', contentHash: 'b' },
    ],
  });
  await prisma.cardKeyword.createMany({
    data: [
      { cardId: 'SOR_164', keywordId: keywordId('SWU', 'Overwhelm'), position: 0 },
      { cardId: 'SOR_141', keywordId: keywordId('SWU', 'Raid'), position: 0, value: 2 },
    ],
  });
}

const starterDefs: Record<string, CardDefinition> = {
  wampa: { id: 'SOR_164', internalName: 'wampa', name: 'Wampa (starter)', type: 'Unit', aspects: [], traits: [], unique: false, keywords: [], abilities: [{ starter: true }] },
  shield: { id: 'shield', internalName: 'shield', name: 'Shield', type: 'Token Upgrade', aspects: [], traits: [], unique: false, keywords: [] },
};
const starter = (ref: string) => starterDefs[ref] ?? Object.values(starterDefs).find((d) => d.id === ref);

function suite(open: () => Promise<TestDatabase>) {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
    await fill(database.db.prisma);
  });
  afterAll(async () => database?.drop());

  it('maps a Card row with its keywords to a CardDefinition', async () => {
    const lookup = await loadCardLookup(database.db.prisma, 'SWU', ['wampa', 'green-squadron-awing', 'academy-training']);
    expect(lookup('wampa')).toEqual({
      id: 'SOR_164', internalName: 'wampa', name: 'Wampa', subtitle: null, type: 'Unit', cost: 4, power: 4, hp: 5,
      upgradePower: null, upgradeHp: null, arena: 'Ground', aspects: ['Aggression'], traits: ['Creature'], unique: false,
      keywords: [{ name: 'Overwhelm', value: null, text: null }], text: 'Overwhelm', backText: null,
    });
    expect(lookup('green-squadron-awing')?.keywords).toEqual([{ name: 'Raid', value: 2, text: null }]);
    expect(lookup('academy-training')).toMatchObject({ arena: null, upgradePower: 2, upgradeHp: 2 });
  });

  it('gives an X-Wing card its attributes as they are stored, for an engine that reads them', async () => {
    const attributes = { kind: 'pilot', ship: 'rz1awing', initiative: 4, shipAbility: { name: 'Vectored Thrusters', text: 'After you perform an action...' } };
    await database.db.prisma.card.create({
      data: {
        id: 'XWING:pilot:jakefarrell', gameId: 'XWING', internalName: 'jakefarrell', name: 'Jake Farrell', type: 'Pilot', cost: 4,
        unique: true, text: 'After you perform a [Barrel Roll] or [Boost] action...', attributes, sources: ['test'], contentHash: 'x',
      },
    });
    const lookup = await loadCardLookup(database.db.prisma, 'XWING', ['jakefarrell']);
    expect(lookup('jakefarrell')).toEqual({
      id: 'XWING:pilot:jakefarrell', game: 'XWING', internalName: 'jakefarrell', name: 'Jake Farrell', subtitle: null, type: 'Pilot',
      cost: 4, aspects: [], traits: [], unique: true, keywords: [], text: 'After you perform a [Barrel Roll] or [Boost] action...', attributes,
    });
    // Another game's cards are not found under SWU.
    expect((await loadCardLookup(database.db.prisma, 'SWU', ['jakefarrell']))('jakefarrell')).toBeUndefined();
  });

  it('finds a card by id, by another printing\'s set code, and by internal name', async () => {
    const lookup = await loadCardLookup(database.db.prisma, 'SWU', ['SOR_164', 'SOR_314', 'wampa']);
    expect(lookup('SOR_164')?.id).toBe('SOR_164');
    expect(lookup('SOR_314')?.id).toBe('SOR_164');
    expect(lookup('wampa')?.id).toBe('SOR_164');
  });

  it('loads only what was asked for', async () => {
    const lookup = await loadCardLookup(database.db.prisma, 'SWU', ['wampa']);
    expect(lookup('green-squadron-awing')).toBeUndefined();
    expect(lookup('')).toBeUndefined();
  });

  it('prefers, among cards sharing an internal name, the one with abilities, then the original printing', async () => {
    const lookup = await loadCardLookup(database.db.prisma, 'SWU', ['twice', 'wampa', 'LOF_164']);
    expect(lookup('twice')?.id).toBe('SOR_998');
    expect(lookup('wampa')?.id).toBe('SOR_164');
    expect(lookup('LOF_164')?.id).toBe('LOF_164');
  });

  it("takes abilities from the starter set (hand-written) over the catalog's, keeping the catalog's stats", async () => {
    const lookup = await loadCardLookup(database.db.prisma, 'SWU', ['wampa', 'shield', 'SOR_998'], starter);
    expect(lookup('wampa')).toMatchObject({ name: 'Wampa', abilities: [{ starter: true }] });
    expect(lookup('shield')?.name).toBe('Shield');
    // Hand-written definitions override what the import compiled from the text (issue 7); other cards keep theirs.
    expect(withStarterAbilities({ ...starterDefs.wampa!, abilities: ['compiled'] }, starter).abilities).toEqual([{ starter: true }]);
    expect(withStarterAbilities({ ...starterDefs.wampa!, id: 'SOR_999', internalName: 'not-a-starter', abilities: ['compiled'] }, starter).abilities).toEqual(['compiled']);
  });
}

describe('PGlite', () => suite(() => pgliteDatabase()));

const pgSkip = await postgresSkipReason();
describe.skipIf(pgSkip)(`PostgreSQL${pgSkip ? ` (skipped: ${pgSkip})` : ''}`, () => suite(() => postgresDatabase()));

describe('CardCache (PGlite)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pgliteDatabase();
    await fill(database.db.prisma);
  });
  afterAll(async () => database?.drop());

  const version = (pollMs: number) => {
    const catalog = new Catalog(database.db.prisma, pollMs);
    return () => catalog.version();
  };

  it('answers to the refs asked and to the catalog ids they resolved to, with starter abilities, frozen', async () => {
    const cache = new CardCache(database.db.prisma, 'SWU', version(0));
    const lookup = await cache.lookup(['wampa', 'SOR_314', 'nope'], starter);
    expect(lookup('wampa')?.id).toBe('SOR_164');
    expect(lookup('SOR_164')).toBe(lookup('wampa'));
    expect(lookup('SOR_314')).toBe(lookup('wampa'));
    expect(lookup('wampa')?.abilities).toEqual([{ starter: true }]);
    expect(Object.isFrozen(lookup('wampa')) && Object.isFrozen(lookup('wampa')?.keywords)).toBe(true);
    expect(lookup('nope')).toBeUndefined();
  });

  it('serves from memory while the catalog version stands (unknown refs included), and reloads once a write moves it', async () => {
    const prisma = database.db.prisma;
    const slow = new CardCache(prisma, 'SWU', version(60_000));
    const watching = new CardCache(prisma, 'SWU', version(0));
    expect((await slow.lookup(['late-card']))('late-card')).toBeUndefined();
    expect((await watching.lookup(['late-card']))('late-card')).toBeUndefined();
    const before = await new Catalog(prisma, 0).version();
    // Any write to a catalog table moves the version (a trigger), an import or not.
    await prisma.card.create({ data: row('SOR_997', 'late-card', { name: 'Late Card' }) });
    expect(await new Catalog(prisma, 0).version()).toBeGreaterThan(before);
    expect((await slow.lookup(['late-card']))('late-card')).toBeUndefined();
    expect((await watching.lookup(['late-card']))('late-card')?.id).toBe('SOR_997');
  });
});
