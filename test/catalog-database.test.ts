import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../prisma/database.js';
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from '../prisma/migrate.js';
import { SWU_KEYWORDS } from '../engine/games/swu/glossary.js';
import { GLOSSARIES } from '../prisma/glossary.js';
import {
  emptyPostgresDatabase,
  REPO_ROOT,
  sharedDataDir,
  pgliteDatabase, postgresDatabase, postgresSkipReason, type TestDatabase } from './support/databases.js';

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  logs: string | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

async function migrationRows(db: Database): Promise<MigrationRow[]> {
  return db.prisma.$queryRawUnsafe<MigrationRow[]>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
}

const pgSkip = await postgresSkipReason();

const backends: { name: string; skip?: string; open: () => Promise<TestDatabase> }[] = [
  { name: 'PGlite', open: () => pgliteDatabase() },
  { name: 'PostgreSQL', skip: pgSkip, open: () => postgresDatabase() },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`openDatabase on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ''}`, () => {
    const opened: TestDatabase[] = [];
    afterAll(async () => {
      for (const t of opened) await t.drop();
    });

    it('applies every committed migration and records it the way Prisma does', async () => {
      const t = await backend.open();
      opened.push(t);
      const files = await readMigrations();
      expect(files.length).toBeGreaterThan(0);
      const rows = await migrationRows(t.db);
      expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
      for (const row of rows) {
        const bytes = await readFile(join(DEFAULT_MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
        expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(row.finished_at).not.toBeNull();
        expect(row.rolled_back_at).toBeNull();
        expect(row.logs).toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }
      expect(t.db.kind).toBe(backend.name === 'PGlite' ? 'pglite' : 'postgres');
      await expect(t.db.ping()).resolves.toBeUndefined();
    });

    it('seeds the games and each game\'s whole glossary', async () => {
      const t = opened[0]!;
      const games = await t.db.prisma.game.findMany({ orderBy: { id: 'asc' } });
      expect(games.map((g) => g.id)).toEqual(['SWU', 'TI4', 'XWING']);
      for (const [gameId, glossary] of Object.entries(GLOSSARIES)) {
        const keywords = await t.db.prisma.keyword.findMany({ where: { gameId } });
        expect(keywords.map((k) => k.name).sort(), gameId).toEqual(glossary.map((k) => k.name).sort());
      }
      expect(GLOSSARIES.SWU).toBe(SWU_KEYWORDS);
    });
  });
}

describe('start-up errors', () => {
  it('names an unusable DATA_DIR', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rules-api-')), 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(openDatabase({ databaseUrl: '', dataDir: file })).rejects.toMatchObject({
      name: 'DatabaseOpenError',
      code: 'DATA_DIR_UNUSABLE',
      message: expect.stringContaining(file) as unknown,
    });
  });

  it('rejects a DATABASE_URL that is not PostgreSQL, and names an unreachable server without its password', async () => {
    await expect(openDatabase({ databaseUrl: 'mysql://x@localhost/db' })).rejects.toMatchObject({ code: 'DATABASE_URL_INVALID' });
    const error = (await openDatabase({ databaseUrl: 'postgresql://u:secret@127.0.0.1:1/db' }).catch((e: unknown) => e)) as Error & {
      code: string;
    };
    expect(error.code).toBe('DATABASE_UNREACHABLE');
    expect(error.message).toContain('127.0.0.1:1');
    expect(error.message).not.toContain('secret');
  });

  it('finds the shared data folder next to the repo, or says there is none', () => {
    const dir = sharedDataDir();
    if (dir !== undefined) {
      expect(isAbsolute(dir)).toBe(true);
      expect(dir).toBe(join(REPO_ROOT, '..', 'shared', 'data'));
    } else {
      expect(existsSync(join(REPO_ROOT, '..', 'shared', 'data'))).toBe(false);
    }
  });
});

describe('embedded database on disk', () => {
  it('creates WAL segments without zero-filling them, and what it wrote after a new segment survives a reopen', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-wal-'));
    try {
      const db = await openDatabase({ databaseUrl: '', dataDir });
      expect(await db.prisma.$queryRawUnsafe('SHOW wal_init_zero')).toEqual([{ wal_init_zero: 'off' }]);
      const walFile = async () => (await db.prisma.$queryRawUnsafe<{ file: string }[]>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS file'))[0]!.file;
      const before = await walFile();
      // The next write goes to a segment created now: sparse on disk, its unwritten part read back as zeros.
      await db.prisma.$queryRawUnsafe('SELECT pg_switch_wal()::text');
      await db.prisma.game.update({ where: { id: 'SWU' }, data: { name: 'Written after a WAL switch' } });
      expect(await walFile()).not.toBe(before);
      await db.close();
      const again = await openDatabase({ databaseUrl: '', dataDir });
      expect((await again.prisma.game.findUniqueOrThrow({ where: { id: 'SWU' } })).name).toBe('Written after a WAL switch');
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(pgSkip)('PostgreSQL start-up', () => {
  it('re-opening applies nothing and writes nothing; concurrent starts do not collide', async () => {
    const first = await postgresDatabase();
    try {
      const before = await migrationRows(first.db);
      const logs: string[] = [];
      const again = await Promise.all(
        [0, 1, 2].map(() => openDatabase({ databaseUrl: first.url, log: (msg) => logs.push(msg) })),
      );
      for (const db of again) await db.close();
      expect(logs.filter((m) => m === 'migration applied' || m === 'database seeded')).toEqual([]);
      expect(await migrationRows(first.db)).toEqual(before);
    } finally {
      await first.drop();
    }
  });

  it('concurrent first starts on an empty database apply each migration once', async () => {
    const bare = await emptyPostgresDatabase();
    try {
      const dbs = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: bare.url })));
      const rows = await migrationRows(dbs[0]!);
      expect(rows.map((r) => r.migration_name)).toEqual((await readMigrations()).map((m) => m.name));
      expect(await dbs[0]!.prisma.keyword.count()).toBe(Object.values(GLOSSARIES).reduce((n, g) => n + g.length, 0));
      for (const db of dbs) await db.close();
    } finally {
      await bare.drop();
    }
  });

});

// The real Prisma CLI must agree with our runner in both directions. Needs ../shared/tools/prisma-offline (set up).
const offlineTool = join(REPO_ROOT, '..', 'shared', 'tools', 'prisma-offline');
const cliSkip =
  pgSkip ??
  (existsSync(join(offlineTool, 'node_modules'))
    ? undefined
    : process.env.CI
      ? undefined // CI runs the setup first; if it is missing there, let the test fail loudly
      : `prisma-offline not set up at ${offlineTool} (run its setup)`);

function prisma(args: string[], url: string): { status: number | null; out: string } {
  const r = spawnSync('npx', ['prisma', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url, PRISMA_SCHEMA_ENGINE_BINARY: join(offlineTool, 'schema-engine') },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.skipIf(cliSkip)(`prisma migrate CLI agrees with the runner${cliSkip ? ` (skipped: ${cliSkip})` : ''}`, () => {
  it('`prisma migrate status` says our database is up to date', async () => {
    const t = await postgresDatabase();
    try {
      const r = prisma(['migrate', 'status'], t.url!);
      expect(r.out).toContain('Database schema is up to date');
      expect(r.status).toBe(0);
    } finally {
      await t.drop();
    }
  });

  it('a database deployed by `prisma migrate deploy` opens without re-applying anything', async () => {
    const bare = await emptyPostgresDatabase();
    try {
      const r = prisma(['migrate', 'deploy'], bare.url);
      expect(r.status, r.out).toBe(0);
      const logs: string[] = [];
      const db = await openDatabase({ databaseUrl: bare.url, log: (m) => logs.push(m) });
      expect(logs).not.toContain('migration applied');
      expect((await migrationRows(db)).length).toBe((await readMigrations()).length);
      await db.close();
    } finally {
      await bare.drop();
    }
  });
});

/** A migrations folder holding the committed migrations before `name` (a catalog as an older release left it). */
function migrationsBefore(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const entry of readdirSync(DEFAULT_MIGRATIONS_DIR)) {
    if (entry < name || entry === 'migration_lock.toml') cpSync(join(DEFAULT_MIGRATIONS_DIR, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}

describe('migration card_attributes_by_game keeps the SWU data', () => {
  const old = migrationsBefore('20261123235218_card_attributes_by_game');
  afterAll(() => rmSync(old, { recursive: true, force: true }));
  const OLD_ROW = `INSERT INTO "Card" (id, "gameId", set, number, "internalName", name, subtitle, type, rarity, cost, power, hp,
      "upgradePower", "upgradeHp", arenas, aspects, traits, "unique", "doubleSided", text, "backText", "deployBox", "epicAction",
      artist, sources, "contentHash")
    VALUES ('SOR_045', 'SWU', 'SOR', '045', 'yoda#old-master', 'Yoda', 'Old Master', 'Unit', 'Legendary', 4, 2, 4, NULL, NULL,
      '{Ground}', '{Vigilance,Heroism}', '{Force,Jedi}', true, false, 'Restore 2', NULL, NULL, NULL, 'Someone', '{swudb}', 'h')`;

  async function migrated(openOld: () => Promise<Database>, openNew: () => Promise<Database>) {
    const before = await openOld();
    await before.prisma.$executeRawUnsafe(OLD_ROW);
    await before.close();
    const after = await openNew();
    try {
      return await after.prisma.card.findUniqueOrThrow({ where: { id: 'SOR_045' } });
    } finally {
      await after.close();
    }
  }

  const expected = {
    id: 'SOR_045', set: 'SOR', number: '045', name: 'Yoda', cost: 4, unique: true, text: 'Restore 2', searchText: 'restore 2',
    attributes: {
      rarity: 'Legendary', power: 2, hp: 4, upgradePower: null, upgradeHp: null, arenas: ['Ground'], aspects: ['Vigilance', 'Heroism'],
      traits: ['Force', 'Jedi'], doubleSided: false, backText: null, deployBox: null, epicAction: null, artist: 'Someone',
    },
  };

  const TAGS = ['arena:ground', 'aspect:heroism', 'aspect:vigilance', 'rarity:legendary', 'trait:force', 'trait:jedi'];

  it('on PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-migrate-'));
    try {
      const row = await migrated(
        () => openDatabase({ databaseUrl: '', dataDir, migrationsDir: old }),
        () => openDatabase({ databaseUrl: '', dataDir }),
      );
      expect(row).toMatchObject(expected);
      expect([...row.searchTags].sort()).toEqual(TAGS);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(pgSkip)('on PostgreSQL', async () => {
    const { url, drop } = await emptyPostgresDatabase();
    try {
      const row = await migrated(() => openDatabase({ databaseUrl: url, migrationsDir: old }), () => openDatabase({ databaseUrl: url }));
      expect(row).toMatchObject(expected);
      expect([...row.searchTags].sort()).toEqual(TAGS);
    } finally {
      await drop();
    }
  });
});
