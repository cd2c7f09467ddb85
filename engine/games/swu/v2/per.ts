// "This unit gets +1/+1 for each other friendly space unit": a constant's grant multiplied by an amount read for the
// card with the ability. Read on printed facts and counters only (a keyword filter here could recurse into the
// constant abilities being computed); anything else is UNSUPPORTED.
import type { Amount, Grant } from '../abilities/types.js';
import { opponentOf } from '../model.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { unitMatches } from '../stats.js';
import { guardedCount } from './capture.js';

function amountFor(run: SwuRun, amount: Amount, controller: PlayerId, sourceId: string): number {
  if (typeof amount === 'number') return amount;
  if ('damageOn' in amount && amount.damageOn === 'self') return run.unit(sourceId)?.inst.damage ?? 0;
  // "for every 5 damage on your base" (defs/attacks-more.ts).
  if ('baseDamageEvery' in amount) return Math.floor(run.state[amount.baseDamageEvery.player === 'opponent' ? opponentOf(controller) : controller].base.damage / amount.baseDamageEvery.every);
  if ('countUnits' in amount && !amount.countUnits.keyword) {
    return run.units().filter((u) => unitMatches(run, u, amount.countUnits, controller, sourceId, {}, true)).length * (amount.times ?? 1);
  }
  if ('countCards' in amount && !amount.filter) {
    const player = amount.player === 'opponent' ? opponentOf(controller) : controller;
    return run.state[player][amount.countCards].length * (amount.times ?? 1);
  }
  // "for each captured card it's guarding" (v2/capture.ts).
  if ('capturedBy' in amount && amount.capturedBy === 'self') return guardedCount(run, sourceId);
  return run.unsupported('ABILITY', sourceId, `a constant "for each" over ${JSON.stringify(amount)} is not supported`);
}

/** The grant as it applies now: "per" resolved into plain power and HP. */
export function scaleGrant(run: SwuRun, grant: Grant, controller: PlayerId, sourceId: string): Grant {
  if (grant.per === undefined) return grant;
  const n = amountFor(run, grant.per, controller, sourceId);
  const { per: _per, ...rest } = grant;
  return { ...rest, ...(grant.power !== undefined ? { power: grant.power * n } : {}), ...(grant.hp !== undefined ? { hp: grant.hp * n } : {}) };
}
