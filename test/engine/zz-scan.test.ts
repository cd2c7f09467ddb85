import { it } from 'vitest';
import { realSwuCards } from '../support/real-swu-cards.js';
it('scan', () => {
  const { merged } = realSwuCards();
  const exec = merged.filter((m) => (m.card.engineSupport as { status: string }).status === 'EXECUTABLE').length;
  console.log('EXECUTABLE', exec, 'of', merged.length);
  const counts = new Map<string, number>();
  for (const m of merged) for (const u of (m.card.engineSupport as { unsupported: { sentence: string; reason: string }[] }).unsupported) {
    const r = u.reason.replace(/\d+/g, 'N');
    if (/create|discard|return|search|can't|cost|look|reveal|bottom/i.test(r)) counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 60).map(([s, n]) => `${n} ${s}`).join('\n'));
});
