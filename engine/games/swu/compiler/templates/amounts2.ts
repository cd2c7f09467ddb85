// Damage and defeat whose amount comes from something else (issue 7, family "amounts2"): "On Attack: Deal 1 damage to
// the defender (if it's a unit) for each different cost among cards in your discard pile." (SHD Fennec Shand) and
// "Defeat a unit with cost equal to or less than the number of Villainy aspect icons among friendly units." (SEC Evil
// is Everywhere). Each template reads the whole sentence or nothing.
import type { Effect } from '../../abilities/types.js';
import { target } from '../phrases.js';
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';
import { forEachAmount } from './amounts.js';

/**
 * SHD Fennec Shand: "Deal 1 damage to the defender (if it's a unit) for each different cost among cards in your discard
 * pile." (errata: "defending unit"). The defender is a unit still in play or nothing is dealt (a base is not damaged);
 * the count is read as the damage is dealt, each printed cost once (ruling: printed cost). The ability deals it, not
 * the unit (1.9.2).
 */
const defenderPerDifferentCost = sentence(/deal 1 damage to the defender for each different cost among cards in your discard pile/, (_m, ctx) => {
  const defender = ctx.named?.['the defender'];
  if (!defender) return undefined;
  const deal: Effect = { do: 'dealDamage', target: { ref: defender }, amount: { differentCostsInDiscard: true } };
  return { do: 'if', condition: { unitInPlay: defender }, then: deal };
});

/**
 * SEC Evil is Everywhere: "Defeat a unit with cost equal to or less than the number of Villainy aspect icons among
 * friendly units.": the units offered are those whose printed cost (ruling) is at most the icons counted as the choice
 * is made (each printed icon, a card may print one aspect twice).
 */
const defeatCostAtMostIcons = sentence(/defeat (an? [^.]*?unit) with cost equal to or less than the number of (\w+ aspect icon)s among (friendly units|units you control)/, (m, ctx) => {
  const tg = target(m[1]!, ctx);
  const amount = forEachAmount(`${m[2]} among ${m[3]}`, {});
  if (!tg || !amount || !('choose' in tg) || tg.choose !== 'unit' || (tg.count ?? 1) !== 1 || tg.optional || tg.filter?.maxCost !== undefined) return undefined;
  return { do: 'defeat', target: { ...tg, filter: { ...tg.filter, maxCostAmount: amount } } };
});

export const amounts2: TemplateModule = {
  area: 'amounts2',
  lines: [],
  effects: [defenderPerDifferentCost, defeatCostAtMostIcons],
};
