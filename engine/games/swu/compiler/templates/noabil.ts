// The no-abilities family (issue 7, wave 5; language in ../../abilities/defs/noabil.ts, engine in ../../v2/noabil.ts):
// - "Choose up to 3 units. Those units lose all abilities and can't gain abilities for this round." /
//   "<a unit> loses all abilities and can't gain abilities for this phase.": a lasting effect (7.7.3) under which the
//   units have no ability at all, printed or gained (8.14.1). "Loses all abilities for this phase" alone means the same
//   (8.14.2: nor can it gain any; templates/refs2.ts reads it as this); "except for ..." is not read.
// - "Attached unit loses its current abilities and can't gain abilities." (an upgrade's constant ability): while it is
//   attached the unit has no ability; "current" and "can't gain" together leave it none, whenever gained.
import type { Duration, Effect, Target } from '../../abilities/types.js';
import { duration, target } from '../phrases.js';
import { bare } from '../text.js';
import type { CompileContext, LineTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

const WHEN = '(for this (?:phase|round))';

/** A unit (or units) as the target of a lasting effect; a base or a choice of anything else is not. */
function unitTarget(np: string, ctx: CompileContext): Target | undefined {
  const t = target(np, ctx);
  return t && !('base' in t) && !('choose' in t && t.choose !== 'unit') ? t : undefined;
}

function loseAll(t: Target | undefined, when: string): Effect | undefined {
  const d: Duration | undefined = duration(when);
  return t && d ? { do: 'loseAllAbilities', target: t, duration: d } : undefined;
}

/** "Attached unit loses its current abilities and can't gain abilities." (an upgrade: none while it is attached) */
const attachedLosesAll: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'upgrade' || !/^attached unit loses its current abilities and can't gain abilities$/i.test(bare(line))) return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { loseAllAbilities: true } }];
};

export const noabil: TemplateModule = {
  area: 'noabil',
  lines: [attachedLosesAll],
  effects: [
    // "Choose up to 3 units. Those units lose all abilities and can't gain abilities for this round."
    sentence(new RegExp(`choose (up to \\d+ [^.]*?units)\\. those units lose all abilities and can't gain abilities ${WHEN}`), (m, ctx) => {
      const t = unitTarget(`each of ${m[1]!}`, ctx);
      return t && 'choose' in t ? loseAll(t, m[2]!) : undefined;
    }),
    // "A unit loses all abilities and can't gain abilities for this phase."
    sentence(new RegExp(`(.+?) loses all abilities and can't gain abilities ${WHEN}`), (m, ctx) => {
      const t = unitTarget(m[1]!, ctx);
      return t && (!('choose' in t) || (t.count ?? 1) === 1) ? loseAll(t, m[2]!) : undefined;
    }),
  ],
};
