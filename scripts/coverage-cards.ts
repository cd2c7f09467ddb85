// `npm run coverage:cards [-- <folder>] [--top N] [--json]`: how much of the real SWU catalog the engine runs. Reads
// ../shared/data/swu (or the folder given) with the importer's own code, so the figures are what an import stores:
// the share of EXECUTABLE cards per set and overall, and the most common sentence shapes that still fail (numbers,
// names and traits normalised so that shapes group), each with how many cards it blocks and an example.
import { resolve } from 'node:path';
import { swuAbilities } from '../prisma/import/abilities.js';
import type { MergedCard } from '../prisma/import/merge.js';
import { missingSwuFiles, readSwuCatalog } from '../prisma/import/swu-files.js';
import { compileCard } from '../engine/games/swu/compiler/index.js';
import { SWU_SETS } from '../prisma/import/sources.js';
import type { SwuAttributes } from '../prisma/attributes.js';
import { coverageReport, formatCoverage } from './coverage-report.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 40;
const dir = resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? resolve(import.meta.dirname, '..', '..', 'shared', 'data', 'swu'));

const missing = missingSwuFiles(dir);
if (missing.length > 0) {
  console.error(`coverage:cards: the SWU catalog is not at ${dir} (missing ${missing.join(', ')}). Give the folder: npm run coverage:cards -- <folder>`);
  process.exit(2);
}

const cards = readSwuCatalog(dir).map((m: MergedCard) => {
  const attributes = m.card.attributes as SwuAttributes;
  const input = { id: m.card.id, internalName: m.card.internalName, name: m.card.name, subtitle: m.card.subtitle, type: m.card.type, keywords: m.keywords, text: m.card.text, backText: attributes.backText, epicAction: attributes.epicAction };
  const stored = swuAbilities(input, attributes);
  // Hand-written cards report no failed parts: nothing of theirs went through the templates.
  const failedParts = stored.engineSupport.source === 'compiled' ? compileCard(input).failedParts : [];
  return { id: m.card.id, set: m.card.set ?? '?', name: m.card.name, status: stored.engineSupport.status, unsupported: stored.engineSupport.unsupported, failedParts };
});

const report = coverageReport(cards, SWU_SETS, top);
console.log(flag('--json') ? JSON.stringify(report, null, 2) : formatCoverage(report));
