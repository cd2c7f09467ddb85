// "if you are not stressed", "if that ship has ...": checked when an ability would trigger or be used, and again
// when it resolves.
import type { Ship, XwRun } from './model.js';
import type { Condition } from './types.js';

export function conditionHolds(run: XwRun, condition: Condition | undefined, self: Ship, subject: Ship | undefined): boolean {
  if (!condition) return true;
  const pick = (ref: string) => (ref === 'self' ? self : ref === 'subject' ? subject : undefined);
  if (condition.notStressed) {
    const s = pick(condition.notStressed);
    if (!s || run.stressed(s)) return false;
  }
  if (condition.has) {
    const s = pick(condition.has.ship);
    if (!s || !s.tokens.some((t) => condition.has!.tokens.includes(t))) return false;
  }
  return true;
}
