// Honesty checks: when a card's text or keyword matters but the engine can't run it, the answer is UNSUPPORTED
// naming the card, ability or rule - never a silent wrong answer.
import type { CardDefinition } from '../../api.js';
import type { KeywordGrant } from './abilities/types.js';
import type { SwuRun } from './run.js';
import { attachedAbilities, definedAbilities } from './stats.js';
import { requireCoordinateDefined } from './keywords/coordinate.js';

export type Relevance = 'constant' | 'played' | 'attack' | 'defeated' | 'action';

const KEYWORD_LINE = /^(ambush|grit|overwhelm|raid \d+|restore \d+|exploit \d+|saboteur|sentinel|shielded|smuggle\s*\[[^\]]*\]|hidden|plot|coordinate|piloting\s*\[[^\]]*\])$/i;

/** What a card's printed text does, roughly: which moments need its abilities defined. */
export function textRelevance(text: string | null | undefined): Set<Relevance> {
  const out = new Set<Relevance>();
  if (!text) return out;
  const stripped = text.replace(/\([^)]*\)/g, '');
  for (const raw of stripped.split(/\n+/)) {
    const line = raw.trim().replace(/[.\s]+$/, '');
    if (!line || KEYWORD_LINE.test(line)) continue;
    // "When Played/On Attack: ..." is one ability with several triggers: each one makes the text matter.
    const head = /^([^:]*):/.exec(line)?.[1];
    // A part we can't place ("When a friendly unit is defeated") counts as constant: it may matter at any moment.
    const split = head && !head.includes('[') ? head.split('/').map((x) => x.trim()) : [];
    const parts = split.length > 1 ? split : [line];
    for (const part of parts) out.add(partRelevance(part));
  }
  return out;
}

function partRelevance(line: string): Relevance {
  if (/^when played/i.test(line) || /^when deployed/i.test(line) || /^attach to/i.test(line)) return 'played';
  if (/^when defeated/i.test(line) || /^bounty/i.test(line)) return 'defeated';
  if (/^on attack/i.test(line)) return 'attack';
  if (/^(epic )?action/i.test(line)) return 'action';
  return 'constant';
}

/**
 * UNSUPPORTED instead of a silent wrong answer: the card's text matters at this moment but the card has no
 * abilities defined, or one of its defined abilities is marked unsupported for this moment.
 */
export function requireSupported(run: SwuRun, card: string, moment: Relevance | 'opponentPlays', side?: 'leader' | 'unit'): void {
  const def = run.def(card);
  const abilities = definedAbilities(def);
  if (abilities === undefined) {
    if (moment === 'opponentPlays') return;
    const text = side === 'unit' && /leader/i.test(def.type) ? def.backText : def.text;
    if (textRelevance(text).has(moment)) {
      run.unsupported('CARD', def.id, `${def.name}'s text matters here (${moment}) but the card has no abilities defined: "${text}"`);
    }
    return;
  }
  for (const ability of abilities) {
    if (ability.kind !== 'unsupported') continue;
    if (side && (ability.side ?? 'unit') !== side) continue;
    if ((ability.relevant as string[]).includes(moment)) {
      run.unsupported('ABILITY', `${def.id}:${ability.id}`, `${def.name}: "${ability.text}" is not supported by the engine yet${ability.rule ? ` (rule ${ability.rule})` : ''}`);
    }
  }
}

/** The keywords this engine implements (the rules texts' list); any other keyword answers UNSUPPORTED. */
export const IMPLEMENTED_KEYWORDS: readonly string[] = ['ambush', 'grit', 'overwhelm', 'raid', 'restore', 'saboteur', 'sentinel', 'shielded', 'bounty', 'smuggle', 'hidden', 'exploit', 'coordinate', 'piloting', 'plot'];

// Every unit in play is checked on every resolution: the keyword lines of a face's printed text (definitions are
// immutable) are read once per definition and text.
const linesByDef = new WeakMap<CardDefinition, Map<string, { name: string; line: string }[]>>();

function keywordLines(def: CardDefinition, text: string): { name: string; line: string }[] {
  let byText = linesByDef.get(def);
  if (!byText) linesByDef.set(def, (byText = new Map()));
  let lines = byText.get(text);
  if (!lines) {
    lines = [];
    for (const raw of text.replace(/\([^)]*\)/g, '').split(/\n+/)) {
      const line = raw.trim().replace(/[.\s]+$/, '');
      if (KEYWORD_LINE.test(line)) lines.push({ name: /^[a-z]+/i.exec(line)![0].toLowerCase(), line });
    }
    byText.set(text, lines);
  }
  return lines;
}

/** A card whose keyword the engine does not implement (Hidden, Piloting, Exploit...) can't be resolved honestly. */
export function requireKeywordsSupported(run: SwuRun, def: CardDefinition, keywords: readonly KeywordGrant[] = def.keywords, text: string | null | undefined = def.text): void {
  requireCoordinateDefined(run, def, keywords, text === def.backText && /leader/i.test(def.type) ? 'unit' : undefined);
  // A keyword line in the printed text the card data doesn't list would be silently ignored (Sentinel not enforced...).
  for (const { name, line } of keywordLines(def, text ?? '')) {
    if (!keywords.some((k) => k.name.toLowerCase() === name)) run.unsupported('CARD', def.id, `${def.name}: its text has the keyword "${line}" but the card data does not list it`);
  }
  const missing = keywords.find((k) => !IMPLEMENTED_KEYWORDS.includes(k.name.toLowerCase()));
  if (missing) run.unsupported('RULE', missing.name, `${def.name} has the keyword ${missing.name}, which the engine does not implement yet`);
}

/**
 * What an upgrade's own abilities can do here: constant abilities on its attached unit ("self"), When Played and
 * When Defeated triggers (the latter answer UNSUPPORTED when they fire, see apply.ts). Anything else printed on the
 * upgrade itself (a constant affecting other units, On Attack, replacement) would be silently ignored: UNSUPPORTED.
 */
export function requireUpgradeSupported(run: SwuRun, card: string): void {
  const def = run.def(card);
  for (const ability of attachedAbilities(def)) {
    const ignored = (ability.kind === 'constant' && ability.affects !== 'self')
      || (ability.kind === 'triggered' && !['played', 'deployed', 'defeated', 'bounty', 'captured', 'event'].includes(ability.when.on))
      || ability.kind === 'replacement';
    if (ignored) run.unsupported('ABILITY', `${def.id}:${ability.id}`, `${def.name}: "${ability.text}" - this kind of ability printed on an upgrade is not supported yet`);
  }
}

/** Gained abilities the engine uses: triggered, replacement and action. Others (a gained constant...) would be ignored. */
export function requireGainedAbilitySupported(run: SwuRun, ability: { kind: string; id: string; text: string } | undefined, holder: string): void {
  if (!ability || ['triggered', 'replacement', 'action'].includes(ability.kind)) return;
  run.unsupported('ABILITY', `gained:${ability.id}`, `${holder} gains "${ability.text}" (a ${ability.kind} ability): gained ${ability.kind} abilities are not supported yet`);
}
