// The rules engine's version, stored with every saved scenario result so that a result can be told apart from one a
// later engine computes. Bump it with any change to what the engine answers; the API also adds a fingerprint of the
// engine's sources, so an edit that forgot the bump is still noticed.
export const ENGINE_VERSION = '0.1.0';
