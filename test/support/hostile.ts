// The requests that once stalled the server (issue 10), shared by the regression tests and `npm run bench`.

/** A state at the engine's limits: 500 units in each arena (about 60 KB of JSON); ids `${prefix}a0`, `${prefix}b0`… */
export function maxState(prefix = 'u') {
  const units = (p: string, card: string) => Array.from({ length: 500 }, (_, i) => ({ card, id: `${prefix}${p}${i}` }));
  return { phase: 'action', player1: { groundArena: units('a', 'battlefield-marine') }, player2: { groundArena: units('b', 'battlefield-marine'), spaceArena: units('x', 'alliance-xwing') } };
}

/** 1.7 KB: each fragment spreads the next one twice, 40 levels (2^40 fields if expanded). */
export function fragmentBomb(card = 'card(id: "x")'): string {
  const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Card { name ${i < 39 ? `...F${i + 1} ...F${i + 1}` : ''} }`).join(' ');
  return `{ ${card} { ...F0 } } ${fragments}`;
}

/** 200 aliased lookups of unknown 200-character names (46 KB), each a miss that would score suggestions. */
export function aliasedMisses(count = 200): string {
  return `{ ${Array.from({ length: count }, (_, i) => `m${i}: card(name: "${String(i).padEnd(200, 'z')}") { id }`).join(' ')} }`;
}

/** 60 aliased resolves of one state given as $input. */
export function aliasedResolves(count = 60): string {
  return `mutation($input: ResolveInput!) { ${Array.from({ length: count }, (_, i) => `r${i}: resolve(input: $input) { status state }`).join(' ')} }`;
}
