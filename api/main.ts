// `npm start`: opens the catalog database (embedded PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set),
// serves the GraphQL API and GraphiQL, and shuts down cleanly on SIGINT/SIGTERM.
import { DatabaseOpenError, openDatabase } from '../prisma/database.js';
import { jsonLogger } from './log.js';
import { createApiServer } from './server.js';

/** Exits once everything written to stdout has been flushed (a pipe would lose the last log lines otherwise). */
function exitAfterFlush(code: number): void {
  process.stdout.write('', () => process.exit(code));
}

async function main(): Promise<void> {
  const logger = jsonLogger;
  const database = await openDatabase({ log: (msg, data) => logger({ level: 'info', msg, ...data }) });
  const port = Number(process.env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    await database.close();
    throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  }
  const server = await createApiServer({ database, port, logger }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  const cards = await database.prisma.card.count();
  const where = database.kind === 'pglite' ? `embedded PGlite in ${process.env.DATA_DIR ?? './data'}` : 'PostgreSQL (DATABASE_URL)';
  console.error(
    [
      '',
      `  Rules API ready: ${server.url}  (GraphiQL in a browser, GraphQL over GET or POST)`,
      `  Health: ${server.url.replace(/\/graphql$/, '/healthz')}`,
      `  Database: ${where}, ${cards} cards`,
      ...(cards === 0
        ? [
            '  The catalog is empty (keywords work already). Import the card data with:',
            '    npm run catalog:import                         (downloads the SWU catalog)',
            '    npm run catalog:import -- ../shared/data/swu   (or from files you have; also ../shared/data/xwing, ../shared/data/ti4)',
            ...(database.kind === 'pglite' ? ['  (stop this server first: the embedded database has one owner at a time)'] : []),
          ]
        : []),
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger({ level: 'info', msg: 'shutting down', signal });
    server
      .close()
      .then(() => database.close())
      .then(
        () => {
          logger({ level: 'info', msg: 'stopped' });
          exitAfterFlush(0);
        },
        (error: unknown) => {
          logger({ level: 'error', msg: 'shutdown failed', error: String(error) });
          exitAfterFlush(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = error instanceof DatabaseOpenError ? error.code : 'STARTUP_FAILED';
  jsonLogger({ level: 'error', msg: 'could not start', code, error: error instanceof Error ? error.message : String(error) });
  exitAfterFlush(1);
});
