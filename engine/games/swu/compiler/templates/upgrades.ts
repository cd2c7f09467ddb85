// Upgrade text: "Attach to a Vehicle unit." (8.19.2) and what the attached unit gains: a keyword, or an ability in
// quotes (a triggered, action or replacement ability: the kinds a unit can gain, support.ts).
import type { Ability } from '../../abilities/types.js';
import { keywordGrant, unitPhrase } from '../phrases.js';
import { bare } from '../text.js';
import type { LineTemplate, TemplateModule } from '../types.js';

const attachTo: LineTemplate = (line, ctx) => {
  const m = /^attach to (an? .+ unit)$/i.exec(bare(line));
  if (!m || ctx.host !== 'upgrade') return undefined;
  const phrase = unitPhrase(m[1]!);
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a') return undefined;
  return [{ kind: 'attachTo', id: 'attach-to', text: line, filter: phrase.filter }];
};

// A gained constant ability (3.6.8) is the attached unit's own while attached: stats.ts gainedConstants applies it.
const GAINABLE = ['triggered', 'action', 'replacement', 'constant'];

const gainsAbility: LineTemplate = (line, ctx) => {
  const m = /^attached unit gains[:,] "(.+)"\.?$/is.exec(line.trim());
  if (!m || ctx.host !== 'upgrade' || m[1]!.includes('"')) return undefined;
  return gainedGrants(m[1]!, line, ctx);
};

/** 'Attached unit gains Raid 2 and: "When Defeated: Create a Clone Trooper token."': the keywords, then the ability. */
const gainsKeywordsAndAbility: LineTemplate = (line, ctx) => {
  const m = /^attached unit gains ([^:"]+?) and:? "(.+)"\.?$/is.exec(line.trim());
  if (!m || ctx.host !== 'upgrade' || m[2]!.includes('"')) return undefined;
  const grants = m[1]!.split(/\s*,\s*|\s+and\s+/).map(keywordGrant);
  const gained = gainedGrants(m[2]!, line, ctx);
  if (!gained || grants.some((g) => !g)) return undefined;
  return [...grants.map((keyword, i): Ability => ({ kind: 'constant', id: `grant-keyword-${i + 1}`, text: line, affects: 'self', grant: { keyword: keyword! } })), ...gained];
};

/**
 * 'Attached unit can't ready. It gains: "When the regroup phase starts: Deal 2 damage to your base."': the first
 * sentence is read on its own (what the upgrade does to the attached unit), then "it" (the attached unit) gains.
 */
const thenItGains: LineTemplate = (line, ctx) => {
  const m = /^(attached unit [^".:]+)\. it gains:? "(.+)"\.?$/is.exec(line.trim());
  if (!m || ctx.host !== 'upgrade' || m[2]!.includes('"')) return undefined;
  const first = ctx.abilities(`${m[1]!}.`);
  const gained = gainedGrants(m[2]!, line, ctx);
  if (!first?.length || !gained || first.some((a) => a.kind !== 'constant' || a.affects !== 'self')) return undefined;
  return [...first.map((a, i): Ability => ({ ...a, id: `line-${i + 1}`, text: line })), ...gained];
};

function gainedGrants(quoted: string, line: string, ctx: Parameters<LineTemplate>[1]): Ability[] | undefined {
  const text = quoted.trim();
  // One quoted line may be several abilities ("On Attack/When Defeated: ...", 7.6.2 a shared effect): each is gained.
  const gained = ctx.abilities(text, 'unit');
  if (!gained?.length || gained.some((g) => !GAINABLE.includes(g.kind))) return undefined;
  const one = gained.length === 1;
  return gained.map((g, i): Ability => {
    const ability: Ability = { ...g, id: `${ctx.card.id}-gained${one ? '' : `-${i + 1}`}`, text: `${one ? text : g.text} (${ctx.card.name})` };
    return { kind: 'constant', id: one ? 'grant' : `grant-${i + 1}`, text: line, affects: 'self', grant: { ability } };
  });
}

const gainsKeywords: LineTemplate = (line, ctx) => {
  const m = /^attached unit gains (.+)$/i.exec(bare(line));
  if (!m || ctx.host !== 'upgrade' || m[1]!.startsWith(':')) return undefined;
  const names = m[1]!.split(/\s*,\s*|\s+and\s+/);
  const grants = names.map(keywordGrant);
  if (grants.some((g) => !g)) return undefined;
  return grants.map((keyword, i): Ability => ({ kind: 'constant', id: `grant-${i + 1}`, text: line, affects: 'self', grant: { keyword: keyword! } }));
};

/**
 * A Pilot's "When this upgrade attaches to a unit: Give a Shield token to that unit.": the engine attaches an upgrade
 * only when it is played (no effect moves or attaches one otherwise), so this is its When Played as an upgrade, with
 * "that unit" the unit it attached to (the name an upgrade's When Played binds, compile.ts namedByHeads). An effect
 * that attaches upgrades another way must fire this too.
 */
const whenAttaches: LineTemplate = (line, ctx) => {
  const m = /^when this upgrade attaches to a unit:\s*(.+)$/is.exec(line.trim());
  if (!m || /\b(?:it|its|attached unit)\b/i.test(m[1]!)) return undefined;
  // On a Pilot unit (7.5.17) the line is its upgrade side's: read as an upgrade's, kept for while it is attached.
  if (ctx.host === 'unit' && ctx.card.keywords.some((k) => k.name === 'Piloting')) {
    const pilot = ctx.ability(line, 'upgrade');
    return pilot ? [{ ...pilot, text: line, side: 'upgrade' }] : undefined;
  }
  if (ctx.host !== 'upgrade') return undefined;
  const inner = ctx.ability(`When Played: ${m[1]!.replace(/\bthat unit\b/g, 'attached unit')}`);
  return inner?.kind === 'triggered' && inner.when.on === 'played' ? [{ ...inner, id: '', text: line }] : undefined;
};

export const upgrades: TemplateModule = { area: 'upgrades', lines: [attachTo, gainsAbility, gainsKeywordsAndAbility, thenItGains, gainsKeywords, whenAttaches] };
