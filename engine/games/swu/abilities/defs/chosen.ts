// The ability language's "several bound names" construct (issue 7, family "chosen"): a unit filter that excludes every
// unit bound to any of several context names ("Give a third friendly unit +1/+1": other than the two units the earlier
// parts chose). Spread into language.ts' unit filter; executed by ../../stats.ts unitMatches.
import { arr, describe, obj, opt, str } from '../../../../core/schema.js';

/** Unit filter properties. */
export const CHOSEN_FILTER_PROPERTIES = {
  notRefs: opt(describe(arr(str(), { minItems: 2 }), '"a third friendly unit": not any unit bound to one of these context names (the units earlier parts of the same ability chose). A name that is not bound is UNSUPPORTED.')),
};

/**
 * Target variants (spread into the `target` union): "Each of those units gets +1/+0 ...", "Give each chosen unit
 * +2/+2 ...": every unit an earlier choice of several (`choose` with `count` > 1 and `as`) picked, still in play.
 */
export const CHOSEN_TARGET_VARIANTS = [
  obj({ refs: describe(str(), 'The name an earlier choice of several units (count > 1) was bound to with `as`.') }, '"each of those units" / "each chosen unit": all the units that choice picked (none if it picked none), those still in play.'),
];
