// "Attack with a unit" (with what it gets for that attack): the attackWith effect.
import type { AttackModifiers, Effect } from '../../abilities/types.js';
import { keywordGrant, statChange, target } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';

function attacker(np: string, ctx: CompileContext) {
  const t = target(np, ctx);
  return t && (('choose' in t && t.choose === 'unit' && !t.count) || 'self' in t) ? t : undefined;
}

/** "gets +2/+0", "gains Saboteur", "gets +2/+0 and gains Saboteur" -> the modifiers for this attack. */
export function attackModifiers(text: string): AttackModifiers | undefined {
  const out: AttackModifiers = {};
  for (const part of text.split(/\s+and\s+/)) {
    let m: RegExpExecArray | null;
    if ((m = /^gets ([+-]\d+\/[+-]\d+)$/i.exec(part.trim())) && out.power === undefined && out.hp === undefined) {
      const s = statChange(m[1]!)!;
      if (s.power) out.power = s.power;
      if (s.hp) out.hp = s.hp;
    } else if ((m = /^gains (.+)$/i.exec(part.trim()))) {
      const names = m[1]!.split(/\s*,\s*/);
      const grants = names.map(keywordGrant);
      if (grants.some((g) => !g)) return undefined;
      out.keywords = [...(out.keywords ?? []), ...(grants as NonNullable<ReturnType<typeof keywordGrant>>[])];
    } else {
      return undefined;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

const attackWith: EffectTemplate = (text, ctx) => {
  const m = /^attack with (.+?)(?:\.\s+(?:it|that unit) (gets .+|gains .+) for this attack|\.\s+for this attack, (?:it|that unit) (gets .+|gains .+))?$/i.exec(text);
  if (!m) return undefined;
  const a = attacker(m[1]!, ctx);
  if (!a) return undefined;
  const modText = m[2] ?? m[3];
  if (modText === undefined) return { do: 'attackWith', attacker: a };
  const forThisAttack = attackModifiers(modText);
  return forThisAttack ? ({ do: 'attackWith', attacker: a, forThisAttack } satisfies Effect) : undefined;
};

export const attack: TemplateModule = { area: 'attack', effects: [attackWith] };
