// "Can't ..." (8.3.2) and "costs N less/more" (6.2.3) as constant abilities and lasting effects.
import type { Ability, CardFilter, Condition, CostModifier, Effect, Grant } from '../../abilities/types.js';
import { count, target } from '../phrases.js';
import { bare } from '../text.js';
import type { LineTemplate, TemplateModule } from '../types.js';
import { condition } from './conditions.js';
import { otherCondition } from './constant-lines.js';
import { sentence } from './effects-basic.js';
import { cardPhrase } from './effects-zones.js';

const CANT: Record<string, keyof Grant> = {
  attack: 'cantAttack', 'attack bases': 'cantAttackBases', ready: 'cantReady', 'be attacked': 'cantBeAttacked', 'be defeated': 'cantBeDefeated', 'be dealt damage': 'cantBeDealtDamage', 'be healed': 'cantBeHealed',
};

// "This unit can't attack." (a unit) / "Attached unit can't ready." (an upgrade: applies to the unit it is on)
const cantLine: LineTemplate = (line, ctx) => {
  const m = /^(this unit|attached unit) can't (attack bases|attack|ready|be attacked|be defeated|be dealt damage|be healed)$/i.exec(bare(line));
  if (!m) return undefined;
  const subject = m[1]!.toLowerCase();
  if (subject === 'this unit' ? ctx.host !== 'unit' && ctx.host !== 'leaderUnit' : ctx.host !== 'upgrade') return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { [CANT[m[2]!.toLowerCase()]!]: true } }];
};

// "It can't attack for this phase." / "That unit can't ready this round." / "It can't be attacked this phase." (7.7.3)
const unitCant = sentence(/(.+?) can't (attack bases|attack|be attacked|ready) (?:for )?this (phase|round|attack)/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('ref' in t || 'self' in t || ('choose' in t && t.choose === 'unit'))) return undefined;
  const duration = ({ phase: 'thisPhase', round: 'thisRound', attack: 'thisAttack' } as const)[m[3]!.toLowerCase() as 'phase' | 'round' | 'attack'];
  return { do: 'restrict', target: t, restriction: CANT[m[2]!.toLowerCase()] as 'cantAttack', duration };
});

// "Bases can't be healed for this phase."
const basesCant = sentence(/bases can't be healed for this (phase|round)/, (m) => {
  const duration = m[1]!.toLowerCase() === 'phase' ? 'thisPhase' as const : 'thisRound' as const;
  return { do: 'sequence', steps: [
    { do: 'restrict', target: { base: 'you' }, restriction: 'cantBeHealed', duration },
    { do: 'restrict', target: { base: 'opponent' }, restriction: 'cantBeHealed', duration },
  ] };
});

function modifier(n: string, dir: string, filter: CardFilter): CostModifier | undefined {
  const amount = count(n);
  if (amount === undefined) return undefined;
  return { amount: dir.toLowerCase() === 'less' ? -amount : amount, ...(Object.keys(filter).length ? { filter } : {}) };
}

// "If you control a TROOPER unit, this unit costs 1 less to play." / "This event costs 2 less to play."
const selfCost: LineTemplate = (line, ctx) => {
  const m = /^(?:if ([^,]+), )?this (unit|event|upgrade) costs (\d+) (less|more)(?: to play)?$/i.exec(bare(line));
  if (!m || ctx.host !== m[2]!.toLowerCase()) return undefined;
  // Only conditions about the game ("you control a Trooper unit", "you control Jabba the Hutt", "an opponent controls 3
  // or more space units"): "this unit is damaged" can't be read for a card in hand.
  let c: Condition | undefined;
  if (m[1]) {
    const read = condition(m[1], ctx);
    const game = read && 'youControl' in read ? undefined : otherCondition(m[1], ctx);
    c = read && 'youControl' in read ? read : game && !game.aboutSelf ? game.c : undefined;
    if (!c) return undefined;
  }
  const mod = modifier(m[3]!, m[4]!, {});
  if (!mod) return undefined;
  const ability: Ability = { kind: 'costModifier', id: '', text: line, affects: 'self', modifier: mod, ...(c ? { condition: c } : {}) };
  return [ability];
};

// "Each TRICK event you play costs 1 less." / "Each event an opponent plays costs 1 more."
const othersCost: LineTemplate = (line, ctx) => {
  const m = /^each (.+?) (you play|an opponent plays|your opponents play) costs? (\d+) (less|more)$/i.exec(bare(line));
  if (!m || !['unit', 'leader', 'leaderUnit', 'base'].includes(ctx.host)) return undefined;
  const phrase = cardPhrase(m[1]!);
  if (!phrase || phrase.plural) return undefined;
  const mod = modifier(m[3]!, m[4]!, phrase.filter);
  if (!mod) return undefined;
  return [{ kind: 'costModifier', id: '', text: line, affects: /^you/i.test(m[2]!) ? 'you' : 'opponent', modifier: mod }];
};

// "The next unit you play this phase costs 2 less." (7.7.4A)
const nextCost = sentence(/the next (.+?) you play this phase costs (\d+) (less|more)/, (m) => {
  const phrase = cardPhrase(m[1]!);
  if (!phrase || phrase.plural) return undefined;
  const mod = modifier(m[2]!, m[3]!, phrase.filter);
  return mod ? { do: 'modifyCost', modifier: { ...mod, uses: 1 }, duration: 'thisPhase' } : undefined;
});

// "Play a unit from your hand. It costs 1 less." / "You may play an upgrade from your hand. It costs 2 less." (7.1.6)
const playCheaper = sentence(/(you may )?play (a|an) (.+?) from your hand\. it costs (\d+) less/, (m) => {
  const phrase = cardPhrase(m[3]!);
  // The modified play filters cards by type and aspect only (playFromHand): a trait or cost can't be said.
  if (!phrase || phrase.plural || Object.keys(phrase.filter).some((k) => k !== 'type' && k !== 'aspect')) return undefined;
  const play: Effect = { do: 'playFromHand', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter as { type?: string; aspect?: string } } : {}), costReduction: Number(m[4]) };
  return m[1] ? { do: 'may', effect: play } : play;
});

export const restrictions: TemplateModule = { area: 'restrictions', lines: [cantLine, selfCost, othersCost], effects: [basesCant, unitCant, nextCost, playCheaper] };
