// The catalog refs a state names (cards defined inline in customCards excluded): what the API loads for a request.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function cardRefsOf(state: unknown): string[] {
  if (!isObject(state)) return [];
  const inline = new Set(list(state.customCards).filter(isObject).map((c) => c.id).filter((id): id is string => typeof id === 'string'));
  const refs: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string' && !inline.has(v)) refs.push(v);
  };
  const units = (v: unknown) => list(v).filter(isObject).forEach((u) => add(u.card));
  for (const p of list(state.players).filter(isObject)) {
    list(p.strategyCards).filter(isObject).forEach((s) => add(s.card));
    for (const zone of ['actionCards', 'promissoryNotes', 'playArea', 'technologies', 'abilities', 'leaders']) list(p[zone]).filter(isObject).forEach((c) => add(c.card));
  }
  list(state.actionDiscard).filter(isObject).forEach((c) => add(c.card));
  for (const s of list(state.systems).filter(isObject)) {
    units(s.units);
    list(s.planets).filter(isObject).forEach((p) => units(p.units));
  }
  return [...new Set(refs)];
}
