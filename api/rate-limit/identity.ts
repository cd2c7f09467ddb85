import type { IncomingMessage } from 'node:http';
import { isIPv6, type Socket } from 'node:net';

/** Who is asking, for rate limits: the client's address, and its API key when it presented a valid one. */
export interface ClientIdentity {
  address: string;
  keyId?: string;
}

export interface IdentityOptions {
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY). 0: the socket's peer
   * is the client. Only trust what your own proxies write: a client can send any X-Forwarded-For it likes.
   */
  trustProxy: number;
}

/** IPv4 as is ("::ffff:1.2.3.4" unwrapped); IPv6 by its /64, the block one subscriber typically holds. */
export function clientAddress(raw: string): string {
  const address = raw.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function peerAddress(req: IncomingMessage, { trustProxy }: IdentityOptions): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return peer;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  // Each trusted proxy appended the address it saw: the client is that many entries from the right.
  return forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? peer;
}

/** Each connection's client address, when it is the socket's peer: a keep-alive client sends many requests on one. */
const addressBySocket = new WeakMap<Socket, string>();

/** The client's address as rate limits and write limits count it. */
export function addressOf(req: IncomingMessage, options: IdentityOptions): string {
  if (options.trustProxy > 0) return clientAddress(peerAddress(req, options));
  let address = addressBySocket.get(req.socket);
  if (address === undefined) addressBySocket.set(req.socket, (address = clientAddress(peerAddress(req, options))));
  return address;
}

/** The rate-limit buckets a request draws from: its key's when it has one, else its address's. */
export function bucketsFor(identity: ClientIdentity): string[] {
  return identity.keyId ? [`key:${identity.keyId}`] : [`addr:${identity.address}`];
}
