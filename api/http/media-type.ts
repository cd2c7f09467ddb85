/*
 * Media types parsed as RFC 9110 writes them (type "/" subtype, then ";" parameters), never by substring: a body
 * sent as `text/plain; x=application/json` is plain text (and needs no CORS preflight), so it must not run as JSON.
 */

export interface MediaType {
  /** "application/json", lower case. */
  essence: string;
  params: Map<string, string>;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseMediaType(header: string | undefined): MediaType | undefined {
  if (!header) return undefined;
  const [head = '', ...rest] = header.split(';');
  const [type, subtype, extra] = head.trim().split('/');
  if (extra !== undefined || !type || !subtype || !TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  const params = new Map<string, string>();
  for (const part of rest) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    if (at <= 0) return undefined;
    const name = part.slice(0, at).trim().toLowerCase();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!TOKEN.test(name)) return undefined;
    params.set(name, value);
  }
  return { essence: `${type}/${subtype}`.toLowerCase(), params };
}

/** What nearly every client sends, exactly: accepted without parsing it again on every request. */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/** Why a POST body's Content-Type cannot be read as a GraphQL request, or undefined when it can. */
export function jsonBodyProblem(header: string | undefined): string | undefined {
  if (header !== undefined && PLAIN_JSON.has(header)) return undefined;
  const type = parseMediaType(header);
  if (!type) return header ? `Content-Type "${header}" is not a media type` : 'Content-Type is missing; send application/json';
  if (type.essence !== 'application/json') return `Content-Type ${type.essence} is not supported; send application/json`;
  const charset = type.params.get('charset');
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8') return `charset ${charset} is not supported; send utf-8`;
  return undefined;
}
