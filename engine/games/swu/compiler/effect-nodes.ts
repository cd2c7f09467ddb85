// Walking a compiled effect: the templates that bind "it", narrow a choice or add to an attack look for the objects
// of one kind in what an earlier part compiled to.

/** The objects in `effect` that `keep` accepts, in document order; not inside a gained ability (its choices and attacks are not this sequence's). */
export function effectNodes<T = Record<string, unknown>>(effect: unknown, keep: (o: Record<string, unknown>) => boolean): T[] {
  const found: T[] = [];
  const walk = (v: unknown): void => {
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (keep(o)) found.push(o as T);
    for (const [k, child] of Object.entries(o)) if (k !== 'ability' && k !== 'gain') walk(child);
  };
  walk(effect);
  return found;
}
