/*
 * Headers every response carries, and the CORS and security policies in one place.
 */

/** Request headers the API reads, and so the only ones a preflight allows. */
export const CORS_ALLOWED_HEADERS = ['accept', 'authorization', 'content-type', 'if-none-match'];

/** Response headers a browser client may read across origins (rate limits, caching). */
const CORS_EXPOSED_HEADERS = ['etag', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
  'x-content-type-options': 'nosniff',
  // JSON and assets are never a page: nothing may load from them or frame them.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
  'access-control-max-age': '86400',
};

/**
 * GraphiQL's page: its scripts and styles come from this server only (no inline script; GraphiQL sets inline
 * styles), it talks to this server only, fonts and icons are data: URLs in its stylesheet, and no one may frame it.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
