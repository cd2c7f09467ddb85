// Constant abilities of units in play (7.4): "+X/+Y" and keywords for this unit (optionally while a condition holds)
// or for each matching unit. The engine applies constants only from units in play, so only unit text compiles here.
import type { Ability, Condition, Grant } from '../../abilities/types.js';
import { keywordGrant, statChange, unitPhrase } from '../phrases.js';
import { bare } from '../text.js';
import type { CompileContext, LineTemplate, TemplateModule } from '../types.js';
import { condition } from './conditions.js';

function grantOf(verb: string, what: string): Grant | undefined {
  if (/^gets?$/i.test(verb)) {
    const s = statChange(what);
    if (!s) return undefined;
    return { ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}) };
  }
  const k = keywordGrant(what);
  return k ? { keyword: k } : undefined;
}

function constant(subject: string, verb: string, what: string, cond: string | undefined, line: string, ctx: CompileContext): Ability[] | undefined {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  let c: Condition | undefined;
  if (cond !== undefined) {
    c = condition(cond, ctx);
    // Constants check "you control" on printed facts only, "self" on this unit and the Force (stats.ts); nothing else.
    if (!c) return undefined;
  }
  const grant = grantOf(verb, what);
  if (!grant) return undefined;
  let affects: 'self' | { filter: NonNullable<ReturnType<typeof unitPhrase>>['filter'] };
  if (/^this unit$/i.test(subject)) affects = 'self';
  else {
    const phrase = unitPhrase(subject);
    if (!phrase || phrase.quantifier !== 'each') return undefined;
    affects = { filter: phrase.filter };
  }
  return [{ kind: 'constant', id: '', text: line, ...(c ? { condition: c } : {}), affects, grant }];
}

const SUBJECT = '(this unit|each (?:other )?.+? unit|other .+? units)';
const VERB = '(gets?|gains?)';
const WHAT = '([+-]\\d+\\/[+-]\\d+|[A-Za-z]+(?: \\d+)?)';

const whileFirst: LineTemplate = (line, ctx) => {
  const m = new RegExp(`^while ([^,]+), ${SUBJECT} ${VERB} ${WHAT}$`, 'i').exec(bare(line));
  return m ? constant(normaliseSubject(m[2]!), m[3]!, m[4]!, m[1]!, line, ctx) : undefined;
};

const plain: LineTemplate = (line, ctx) => {
  const m = new RegExp(`^${SUBJECT} ${VERB} ${WHAT}(?: while (.+))?$`, 'i').exec(bare(line));
  return m ? constant(normaliseSubject(m[1]!), m[2]!, m[3]!, m[4], line, ctx) : undefined;
};

/** "Other friendly Rebel units" reads as "each other friendly Rebel unit". */
function normaliseSubject(subject: string): string {
  const m = /^other (.+) units$/i.exec(subject);
  return m ? `each other ${m[1]} unit` : subject;
}

/** "This unit can't attack." (8.3.2): a restriction on this unit. */
const cantAttack: LineTemplate = (line, ctx) => {
  if (!/^this unit can't attack$/i.test(bare(line)) || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { cantAttack: true } }];
};

export const constants: TemplateModule = { area: 'constants', lines: [whileFirst, plain, cantAttack] };
