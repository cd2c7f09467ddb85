import { realSwuCards } from './test/support/real-swu-cards.js';
const r = realSwuCards();
const ex = r.merged.filter((m) => (m.card.engineSupport as any).status === 'EXECUTABLE' && (m.card.abilities as any[]).length > 0);
console.log(ex.length);
let i = 0;
for (const m of ex) { if (i++ % 5 !== Number(process.argv[2] ?? 0)) continue; console.log(m.card.id, '|', (m.card.text ?? '').replace(/\n/g, ' // '), '|', ((m.card.attributes as any).backText ?? ''), '\n   ', JSON.stringify((m.card.abilities as any[]).map(({ text, ...a }) => a))); }
