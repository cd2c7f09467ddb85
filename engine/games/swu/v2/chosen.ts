// A choice of several units bound to one name (issue 7, family "chosen"): "Ready up to 3 units. Each of those units gets
// +1/+0 ...". Context names hold one id each (AbilityContext.refs, plain strings in a stored scope), so the units a
// choice with count > 1 picked are bound as "<name>#1", "<name>#2", ... in the order picked, and "<name>#" holds how
// many; the target { refs: name } reads them all back. A resumed state replays the answers (core/decisions.ts), so the
// names are bound again exactly as before.
import type { AbilityContext } from '../abilities/interpreter.js';

const key = (name: string, n: number) => `${name}#${n}`;
const countKey = (name: string) => `${name}#`;

/** Binds every picked unit under `name` (replacing what an earlier resolution of the same choice bound). */
export function bindUnits(ctx: Pick<AbilityContext, 'refs'>, name: string, picked: readonly string[]): void {
  for (let n = 1; ctx.refs[key(name, n)] !== undefined; n++) delete ctx.refs[key(name, n)];
  picked.forEach((id, i) => {
    ctx.refs[key(name, i + 1)] = id;
  });
  ctx.refs[countKey(name)] = String(picked.length);
}

/** The units bound under `name` by bindUnits (none when that choice picked none); UNSUPPORTED when nothing bound it. */
export function boundUnits(ctx: Pick<AbilityContext, 'refs' | 'run' | 'label'>, name: string): string[] {
  const count = ctx.refs[countKey(name)];
  if (count === undefined) return ctx.run.unsupported('ABILITY', ctx.label, `"each of those units" names "${name}", which no choice of several units bound`);
  return Array.from({ length: Number(count) }, (_, i) => ctx.refs[key(name, i + 1)]!).filter((id) => id !== undefined);
}
