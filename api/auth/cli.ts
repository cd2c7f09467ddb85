// `npm run keys -- <command>`: API keys for writing scenarios, on the database `npm start` uses (DATA_DIR, or
// DATABASE_URL). With the embedded database, stop the server first: it has one owner at a time.
//
//   npm run keys -- create --owner <owner> [--label <text>]   prints the key once (only its hash is stored)
//   npm run keys -- revoke <key id>                           refused from the next request on
//   npm run keys -- list [--owner <owner>]
import { parseArgs } from 'node:util';
import { openDatabase } from '../../prisma/database.js';
import { runAsScript } from '../cli-entry.js';
import { createApiKey, KeyError, listApiKeys, revokeApiKey } from './keys.js';

const USAGE = 'usage: npm run keys -- create --owner <owner> [--label <text>] | revoke <key id> | list [--owner <owner>]';

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { owner: { type: 'string' }, label: { type: 'string' } } });
  const [command, ...rest] = positionals;
  if (!command || !['create', 'revoke', 'list'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if ((command === 'create' && !values.owner) || (command === 'revoke' && rest.length !== 1)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase();
  try {
    if (command === 'create') {
      const key = await createApiKey(database.prisma, values.owner!, values.label);
      console.error(`API key ${key.id} for owner "${key.owner}" (shown once; send it as "Authorization: Bearer <key>"):`);
      console.log(key.token);
      return 0;
    }
    if (command === 'revoke') {
      const outcome = await revokeApiKey(database.prisma, rest[0]!);
      console.log(`${rest[0]}: ${outcome}`);
      return outcome === 'not found' ? 1 : 0;
    }
    for (const key of await listApiKeys(database.prisma, values.owner)) {
      console.log([key.id, key.owner, key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active', key.createdAt.toISOString(), key.label ?? ''].join('\t'));
    }
    return 0;
  } catch (error) {
    if (error instanceof KeyError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runAsScript(import.meta.url, main);
