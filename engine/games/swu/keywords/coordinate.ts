// Coordinate (7.5.15): "Coordinate — <ability>" is the constant ability "While you control 3 or more units, this
// card gains the following ability." (A). In the ability language that is a constant ability whose condition is
// { youControl: {}, atLeast: 3 } - so the engine runs it like any constant; what this module checks is that each
// printed Coordinate has such an ability defined, so none is silently ignored. Each one is its own ability (B); the
// card keeps the keyword while the ability is off (C: it stays among the printed keywords).
import type { CardDefinition } from '../../../api.js';
import type { Ability, Condition, KeywordGrant } from '../abilities/types.js';
import { displayName } from '../model.js';
import type { SwuRun } from '../run.js';
import { definedAbilities } from '../stats.js';

/** "While you control 3 or more units": the condition a Coordinate ability is written with. */
export const COORDINATE_CONDITION: Condition = { youControl: {}, atLeast: 3 };

function isCoordinateAbility(a: Ability): boolean {
  if (a.kind !== 'constant' || !a.condition || !('youControl' in a.condition)) return false;
  const { youControl, atLeast } = a.condition;
  return atLeast === 3 && Object.keys(youControl).every((k) => k === 'controller' && youControl.controller !== 'enemy');
}

// Module-level, not a closure: this runs for every card checked in every resolution.
function coordinateCount(list: readonly KeywordGrant[]): number {
  let n = 0;
  for (const k of list) if (k.name.toLowerCase() === 'coordinate') n += 1;
  return n;
}

/**
 * UNSUPPORTED unless every Coordinate on the card has its constant ability defined (when the card has abilities
 * defined at all: without them the printed text already answers UNSUPPORTED where it matters). A Coordinate gained
 * from another card would need its ability granted with it: not supported.
 */
export function requireCoordinateDefined(run: SwuRun, def: CardDefinition, keywords: readonly KeywordGrant[], side: 'leader' | 'unit' | undefined): void {
  const printed = coordinateCount(def.keywords);
  if (printed === 0 && keywords.length === 0) return;
  if (coordinateCount(keywords) > printed) run.unsupported('RULE', 'Coordinate', `${displayName(def)} gains Coordinate: a gained Coordinate ability is not supported (rule 7.5.15)`);
  const abilities = definedAbilities(def);
  if (printed === 0 || abilities === undefined) return;
  const defined = abilities.filter((a) => (side === undefined || (a.side ?? 'unit') === side) && isCoordinateAbility(a)).length;
  if (defined < printed) {
    const text = def.keywords.find((k) => k.name.toLowerCase() === 'coordinate')?.text ?? '';
    run.unsupported('CARD', def.id, `${displayName(def)}: "Coordinate — ${text}" has no constant ability "while you control 3 or more units" defined (rule 7.5.15)`);
  }
}
