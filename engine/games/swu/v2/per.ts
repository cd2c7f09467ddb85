// "This unit gets +1/+1 for each other friendly space unit", "Each enemy non-leader unit gets -1/-0 for each damage on
// it", "This unit gains Raid 1 for each damage on him": a constant's grant multiplied by an amount (v2/amounts.ts),
// read for the card with the ability, with the name "affected" bound to the unit the grant applies to. Printed facts
// and counters only (a keyword or power read here could recurse into the constant abilities being computed).
import type { Grant } from '../abilities/types.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { constantScope, scopeAmountOf } from './amounts.js';

/** The name a constant's amount uses for the unit its grant applies to ("for each damage on it"). */
export const AFFECTED_REF = 'affected';

/** The grant as it applies now to `affectedId`: "per" resolved into plain power, HP and keyword values. */
export function scaleGrant(run: SwuRun, grant: Grant, controller: PlayerId, sourceId: string, affectedId: string): Grant {
  if (grant.per === undefined) return grant;
  const n = scopeAmountOf(constantScope(run, controller, sourceId, { [AFFECTED_REF]: affectedId }), grant.per);
  const { per: _per, keyword, ...rest } = grant;
  const scaled: Grant = { ...rest, ...(grant.power !== undefined ? { power: grant.power * n } : {}), ...(grant.hp !== undefined ? { hp: grant.hp * n } : {}) };
  if (keyword) {
    // "gains Raid 1 for each ...": Raid N with N the product (instances add up, 7.5.4); none at all for 0.
    if (typeof keyword.value !== 'number') return run.unsupported('ABILITY', sourceId, `a keyword without a number (${keyword.name}) can't be gained "for each"`);
    if (n > 0) scaled.keyword = { ...keyword, value: keyword.value * n };
  }
  return scaled;
}
