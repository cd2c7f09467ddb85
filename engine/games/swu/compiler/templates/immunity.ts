// Restriction templates of the prevention family (issue 7, wave 4; 8.3.2 "can't"): "This unit can't be captured,
// damaged, or defeated by enemy card abilities", "isn't defeated by having no remaining HP", "Opponents can't take
// control of this unit", "Bases can't be healed", "doesn't ready during the regroup phase unless its power is 4 or
// more", "That unit can't ready while this unit is in play". Run by v2/immunity.ts.
import type { Ability, Condition, Effect, Grant } from '../../abilities/types.js';
import type { ENEMY_ABILITY_ACTS } from '../../abilities/defs/immunity.js';
import { target, unitPhrase } from '../phrases.js';
import { bare } from '../text.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { condition } from './conditions.js';

type Act = (typeof ENEMY_ABILITY_ACTS)[number];

const unitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

const ACTS: Record<string, Act> = {
  captured: 'capture', damaged: 'damage', defeated: 'defeat', exhausted: 'exhaust',
  'returned to hand': 'returnToHand', "returned to its owner's hand": 'returnToHand',
};

/** "captured, damaged, or defeated" / "defeated or returned to hand" / "exhausted" -> the acts; undefined unless all are known. */
function acts(list: string): Act[] | undefined {
  const items = list.split(/,\s*(?:or\s+)?|\s+or\s+/).map((x) => ACTS[x.trim().toLowerCase()]);
  return items.length > 0 && items.every((a) => a !== undefined) ? [...new Set(items as Act[])] : undefined;
}

/** "isn't defeated by having no remaining HP" and/or "can't be ... by enemy card abilities" -> the grant. */
function protection(text: string): Grant | undefined {
  const m = /^(isn't defeated by having no remaining hp|can't be defeated by having no remaining hp)?(?:\s*and\s*)?(?:can't be (.+?) by enemy card abilities)?$/i.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  const grant: Grant = {};
  if (m[1]) grant.notDefeatedByNoHp = true;
  if (m[2]) {
    const list = acts(m[2]);
    if (!list) return undefined;
    grant.immuneToEnemyAbilities = list;
  }
  return grant;
}

/**
 * "This unit can't be defeated or returned to hand by enemy card abilities." (JTL Chewbacca), "During the action phase,
 * this unit isn't defeated by having no remaining HP." (SOR Chirrut Îmwe), "While you have the initiative, this unit
 * isn't defeated by having no remaining HP and can't be defeated by enemy card abilities." (SEC Cassian Andor).
 */
const protectedLine: LineTemplate = (line, ctx) => {
  if (!unitHost(ctx)) return undefined;
  const m = /^(?:during the (action|regroup) phase, |while ([^,]+), )?this unit (.+)$/i.exec(bare(line));
  if (!m) return undefined;
  const grant = protection(m[3]!);
  if (!grant) return undefined;
  let cond: Condition | undefined;
  if (m[1]) cond = { duringPhase: m[1].toLowerCase() as 'action' | 'regroup' };
  else if (m[2]) cond = /^you have the initiative$/i.test(m[2].trim()) ? { hasInitiative: 'you' } : condition(m[2], ctx);
  if ((m[1] || m[2]) && !cond) return undefined;
  const ability: Ability = { kind: 'constant', id: '', text: line, ...(cond ? { condition: cond } : {}), affects: 'self', grant };
  return [ability];
};

/** "Opponents can't take control of this unit." (LAW Rey) / "Bases can't be healed." (TWI Confederate Tri-Fighter) */
const otherLines: LineTemplate = (line, ctx) => {
  if (!unitHost(ctx)) return undefined;
  const t = bare(line);
  if (/^opponents can't take control of this unit$/i.test(t)) return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { opponentsCantTakeControl: true } }];
  const sole = /^while this unit has exactly 1 friendly upgrade on it, that upgrade can't be (.+?) by enemy card abilities$/i.exec(t);
  if (sole) {
    const list = acts(sole[1]!);
    if (!list || list.some((a) => a !== 'defeat' && a !== 'returnToHand')) return undefined;
    return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { soleFriendlyUpgradeImmune: list as ('defeat' | 'returnToHand')[] } }];
  }
  if (/^bases can't be healed$/i.test(t)) return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { basesCantBeHealed: true } }];
  const m = /^this unit doesn't ready during the regroup phase(?: unless its power is (\d+) or more)?$/i.exec(t);
  if (m) return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { noRegroupReady: m[1] ? { unlessMinPower: Number.parseInt(m[1], 10) } : {} } }];
  return undefined;
};

/**
 * "For this phase, it can't be defeated by having no remaining HP." (LOF The Tragedy of Plagueis), "That unit can't
 * ready while this unit is in play." (SEC Cantwell Arrestor Cruiser), "that unit can't ready during this regroup
 * phase" (LAW Patient Hunter: the regroup phase is this phase).
 */
const restrictionEffects: EffectTemplate = (text, ctx) => {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if ((m = /^for this phase, (it|that unit) can't be defeated by having no remaining hp$/i.exec(t))) {
    const tg = target(m[1]!, ctx);
    return tg && 'ref' in tg ? { do: 'notDefeatedByNoHp', target: tg, duration: 'thisPhase' } : undefined;
  }
  if ((m = /^(it|that unit) can't ready while this unit is in play$/i.exec(t))) {
    const tg = target(m[1]!, ctx);
    return tg && 'ref' in tg && unitHost(ctx) ? { do: 'restrict', target: tg, restriction: 'cantReady', duration: 'whileSourceInPlay' } : undefined;
  }
  if ((m = /^(it|that unit) can't ready during this regroup phase$/i.exec(t))) {
    const tg = target(m[1]!, ctx);
    const effect: Effect | undefined = tg && 'ref' in tg ? { do: 'restrict', target: tg, restriction: 'cantReady', duration: 'thisPhase' } : undefined;
    return effect;
  }
  return undefined;
};

/** The grants of this module and prevention.ts: what a unit gains that way is the same as the upgrade granting it. */
const RESTRICTION_GRANTS = ['immuneToEnemyAbilities', 'notDefeatedByNoHp', 'opponentsCantTakeControl', 'preventDamage'];

/**
 * An upgrade's 'If attached unit is a Force unit, it gains: "This unit can't be exhausted by enemy card abilities."'
 * (LOF Kylo Ren's Lightsaber): the gained constant restriction is read as the upgrade's own constant ability on the
 * attached unit, with the condition read on that unit (stats.ts reads an upgrade's "self" as the attached unit). Only
 * restrictions whose "this unit" and "enemy" are that unit's (its controller's), which is what the unit gaining them means.
 */
const attachedGainsRestriction: LineTemplate = (line, ctx) => {
  const m = /^if attached unit is ((?:a|an) [a-z-]+ unit), it gains: "([^"]+)"$/i.exec(bare(line));
  if (!m || ctx.host !== 'upgrade') return undefined;
  const phrase = unitPhrase(m[1]!);
  if (!phrase || phrase.noun !== 'unit' || Object.keys(phrase.filter).some((k) => k !== 'trait')) return undefined;
  const gained = ctx.ability(m[2]!.trim(), 'unit');
  if (!gained || gained.kind !== 'constant' || gained.affects !== 'self' || gained.condition) return undefined;
  if (!Object.keys(gained.grant).every((k) => RESTRICTION_GRANTS.includes(k))) return undefined;
  return [{ kind: 'constant', id: '', text: line, condition: { self: phrase.filter }, affects: 'self', grant: gained.grant }];
};

export const immunity: TemplateModule = { area: 'immunity', lines: [protectedLine, otherLines, attachedGainsRestriction], effects: [restrictionEffects] };
