// The ability language's "several bound names" construct (issue 7, family "chosen"): a unit filter that excludes every
// unit bound to any of several context names ("Give a third friendly unit +1/+1": other than the two units the earlier
// parts chose). Spread into language.ts' unit filter; executed by ../../stats.ts unitMatches.
import { arr, describe, opt, str } from '../../../../core/schema.js';

/** Unit filter properties. */
export const CHOSEN_FILTER_PROPERTIES = {
  notRefs: opt(describe(arr(str(), { minItems: 2 }), '"a third friendly unit": not any unit bound to one of these context names (the units earlier parts of the same ability chose). A name that is not bound is UNSUPPORTED.')),
};
