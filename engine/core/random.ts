// Randomness only through the state's seed (mulberry32): the same seed gives the same shuffle everywhere.
export function nextRandom(seed: number): { value: number; seed: number } {
  const s = (seed + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: s };
}

/** Fisher-Yates with the seeded generator; returns the new seed. */
export function shuffleInPlace<T>(items: T[], seed: number): number {
  let current = seed;
  for (let i = items.length - 1; i > 0; i -= 1) {
    const r = nextRandom(current);
    current = r.seed;
    const j = Math.floor(r.value * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return current;
}
