// "This way" (wave 5): amounts read from what an earlier step of the same ability did. SOR Force Throw: "Choose a
// player. That player discards a card from their hand. Then, if you control a FORCE unit, you may deal damage to a
// unit equal to the cost of the discarded card." The discard binds the card (chosenPlayerDiscards `as`); the amount is
// its printed cost (`costOf`, wherever the card is now). Nothing discarded (an empty hand): nothing to read, the part
// does nothing (the `boundCard` condition never holds when nothing is bound).
import type { Amount, Effect } from '../../abilities/types.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';

const DISCARDED = 'discarded';

/**
 * "if <condition>, you may deal damage to <target>" with the amount left out: compiled as the same sentence with
 * "deal 1 damage", whose shape is checked and whose amount is then replaced. Undefined for any other shape.
 */
function damageWithAmount(text: string, amount: Amount, ctx: CompileContext): Effect | undefined {
  const m = /^if (.+?), you may deal damage to (.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const compiled = ctx.effect(`If ${m[1]}, you may deal 1 damage to ${m[2]}`);
  if (!compiled || compiled.do !== 'if' || compiled.else !== undefined) return undefined;
  const may = compiled.then;
  if (may.do !== 'may' || may.effect.do !== 'dealDamage' || may.effect.amount !== 1 || Object.keys(may.effect).length !== 3) return undefined;
  return { ...compiled, then: { ...may, effect: { ...may.effect, amount } } };
}

const discardedCost: EffectTemplate = (text, ctx) => {
  const m = /^choose a player\. that player discards a card from their hand\. then, (.+?) equal to the cost of the discarded card\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const then = damageWithAmount(m[1]!, { costOf: DISCARDED }, ctx);
  if (!then) return undefined;
  return { do: 'sequence', steps: [
    { do: 'chosenPlayerDiscards', as: DISCARDED },
    { do: 'if', condition: { boundCard: DISCARDED }, then },
  ] };
};

export const thisway: TemplateModule = { area: 'thisway', effects: [discardedCost] };
