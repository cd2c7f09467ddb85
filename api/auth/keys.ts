// API keys: writes (saving scenarios) need one; reads never do. A key is "rk_<id>_<secret>": the id is public (it
// names the key in revisions and in `npm run keys -- list`), the secret is shown once and stored only as its SHA-256.
// The secret is 256 random bits, so a fast hash is enough: there is nothing to brute-force.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PrismaClient } from '../../prisma/generated/client.js';
import { randomBase62 } from '../random-id.js';

/** Who a request's key belongs to: the key's id and its owner (whose scenarios it may change). */
export interface ApiKeyIdentity {
  id: string;
  owner: string;
}

const TOKEN = /^rk_([0-9A-Za-z]{12})_([0-9A-Za-z]{43})$/;
export const OWNER = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export class KeyError extends Error {}

export async function createApiKey(prisma: PrismaClient, owner: string, label?: string): Promise<{ id: string; owner: string; label: string | null; token: string }> {
  if (!OWNER.test(owner)) throw new KeyError('owner is 1 to 100 characters: letters, digits and . _ @ - (starting with a letter or digit)');
  if (label !== undefined && (label.length > 200 || label.includes('\u0000'))) throw new KeyError('label is at most 200 characters');
  const id = randomBase62(12);
  const secret = randomBase62(43);
  await prisma.apiKey.create({ data: { id, owner, label: label ?? null, secretHash: hash(secret) } });
  return { id, owner, label: label ?? null, token: `rk_${id}_${secret}` };
}

/** Revokes a key at once: the next request with it is refused. Revoking twice keeps the first date. */
export async function revokeApiKey(prisma: PrismaClient, id: string): Promise<'revoked' | 'already revoked' | 'not found'> {
  const key = await prisma.apiKey.findUnique({ where: { id } });
  if (!key) return 'not found';
  if (key.revokedAt) return 'already revoked';
  await prisma.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
  return 'revoked';
}

export function listApiKeys(prisma: PrismaClient, owner?: string) {
  return prisma.apiKey.findMany({
    where: owner ? { owner } : {},
    select: { id: true, owner: true, label: true, createdAt: true, revokedAt: true },
    orderBy: [{ owner: 'asc' }, { createdAt: 'asc' }],
  });
}

/** The key a request presents (`Authorization: Bearer rk_...`), or undefined when it presents none. */
export function presentedKey(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : header.trim() || undefined;
}

/**
 * The identity behind a request's key, or null: no key, a malformed or unknown one, a wrong secret, or a revoked
 * key. One primary-key read per request that presents a key; nothing is cached, so a revocation applies at once.
 */
export function authenticator(prisma: PrismaClient): (request: { headers: IncomingHttpHeaders }) => Promise<ApiKeyIdentity | null> {
  return async (request) => {
    const token = presentedKey(request.headers);
    const match = token ? TOKEN.exec(token) : null;
    if (!match) return null;
    const [, id, secret] = match as unknown as [string, string, string];
    const key = await prisma.apiKey.findUnique({ where: { id }, select: { id: true, owner: true, secretHash: true, revokedAt: true } });
    if (!key || key.revokedAt) return null;
    const expected = Buffer.from(key.secretHash, 'hex');
    const given = Buffer.from(hash(secret), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given) ? { id: key.id, owner: key.owner } : null;
  };
}
