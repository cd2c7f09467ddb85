// `npm run language:print` writes each data format's TypeScript types from its one definition (engine/core/schema.ts);
// `--check` fails when a generated file is out of date (run by `npm run check`).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printTypes, type Format, type PrintOptions } from '../engine/core/schema.js';
import { swuAbilityLanguage } from '../engine/games/swu/abilities/language.js';
import { ABILITY_DEFS, swuTimingFormat } from '../engine/games/swu/state/timing.js';
import { xwingStateFormat } from '../engine/games/xwing/format.js';
import { ti4AbilityLanguage } from '../engine/games/ti4/abilities/language.js';
import { TI4_ABILITY_DEFS, ti4StateFormat } from '../engine/games/ti4/state/format.js';

const GENERATED: { format: Format; file: string; source: string; options?: PrintOptions }[] = [
  { format: swuAbilityLanguage, file: '../engine/games/swu/abilities/types.ts', source: 'engine/games/swu/abilities/language.ts' },
  {
    format: swuTimingFormat, file: '../engine/games/swu/state/timing-types.ts', source: 'engine/games/swu/state/timing.ts',
    options: { external: { from: '../abilities/types.js', names: ABILITY_DEFS.filter((d) => ['effect', 'duration', 'keywordGrant', 'triggeredAbility', 'unitFilter', 'attackModifiers'].includes(d)) }, skip: [...ABILITY_DEFS, 'event', 'task', 'pendingAbility'] },
  },
  { format: xwingStateFormat, file: '../engine/games/xwing/types.ts', source: 'engine/games/xwing/format.ts and language.ts', options: { skip: ['event', 'task'] } },
  { format: ti4AbilityLanguage, file: '../engine/games/ti4/abilities/types.ts', source: 'engine/games/ti4/abilities/language.ts' },
  { format: ti4StateFormat, file: '../engine/games/ti4/state/types.ts', source: 'engine/games/ti4/state/format.ts', options: { external: { from: '../abilities/types.js', names: ['abilities', 'point', 'unitType', 'modifier', 'effect'] }, skip: TI4_ABILITY_DEFS } },
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { format, file, source } of GENERATED) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const header = `// Generated from ${source} by \`npm run language:print\`: do not edit by hand.\n// ${format.title}: ${format.description}`;
  const text = printTypes(format, header, GENERATED.find((g) => g.format === format)!.options);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // A missing file is stale.
  }
  if (current === text) continue;
  if (check) {
    console.error(`${path} is out of date: run npm run language:print`);
    stale += 1;
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
if (check && stale === 0) console.log('generated language types are up to date');
process.exit(stale > 0 ? 1 : 0);
