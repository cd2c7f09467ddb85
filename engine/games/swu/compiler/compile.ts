// Printed card text -> ability language. Each printed line is one ability: keyword lines, whole-line templates
// (constants, "Attach to", Epic Action deploys), or "<head>: <effect>" where the head says when or how it is used.
// A line that does not compile completely becomes an `unsupported` ability naming the line and when it matters, so the
// engine answers UNSUPPORTED instead of guessing; nothing is ever half compiled.
import type { Ability, Effect } from '../abilities/types.js';
import { IMPLEMENTED_KEYWORDS } from '../support.js';
import { abilityLines, bare, headOf, isKeywordList, splitSentences } from './text.js';
import { TEMPLATE_MODULES } from './templates/index.js';
import { isPilotDeploy } from './templates/leaders.js';
import type { CompileContext, CompileInput, CompileResult, EffectTemplate, EngineSupport, HeadResult, Host, Relevance, Side, UnsupportedSentence } from './types.js';
import { effectNodes } from './effect-nodes.js';
import { ifYouDoRunnable } from './templates/pilots.js';
import { CHOSEN } from './phrases.js';

const LINE_TEMPLATES = TEMPLATE_MODULES.flatMap((m) => m.lines ?? []);
const HEAD_TEMPLATES = TEMPLATE_MODULES.flatMap((m) => m.heads ?? []);
const EFFECT_TEMPLATES = TEMPLATE_MODULES.flatMap((m) => m.effects ?? []);

/**
 * The effect templates worth trying on sentences with this lower-cased first word, in order: those without a prefix,
 * and those whose prefix could start such a sentence (over the SWU catalog, 239,960 template calls instead of 430,044).
 */
const effectTemplatesByWord = new Map<string, readonly EffectTemplate[]>();
function effectTemplatesFor(sentence: string): readonly EffectTemplate[] {
  const space = sentence.indexOf(' ');
  const word = (space < 0 ? sentence : sentence.slice(0, space)).toLowerCase();
  let templates = effectTemplatesByWord.get(word);
  if (templates === undefined) {
    templates = EFFECT_TEMPLATES.filter(({ prefix }) => {
      if (prefix === undefined) return true;
      const gap = prefix.indexOf(' ');
      return gap < 0 ? word.startsWith(prefix) : prefix.slice(0, gap) === word;
    });
    // Bounded: text compiled on request (not only the catalog's) brings words of its own.
    if (effectTemplatesByWord.size < 5000) effectTemplatesByWord.set(word, templates);
  }
  return templates;
}

/** Where each printed text of a card goes: host (what "this unit" is) and, for leaders, the side. */
function faces(card: CompileInput): { text: string | null | undefined; host: Host; side?: Side }[] {
  const type = card.type.toLowerCase();
  if (type.includes('leader')) {
    return [
      { text: card.text, host: 'leader', side: 'leader' },
      { text: card.epicAction && isPilotDeploy(card.epicAction) ? null : card.epicAction, host: 'leader', side: 'leader' },
      { text: card.backText, host: 'leaderUnit', side: 'unit' },
    ];
  }
  const host: Host = type.includes('event') ? 'event' : type.includes('upgrade') ? 'upgrade' : type.includes('base') ? 'base' : 'unit';
  // Only bases (and leaders, above) print an Epic Action. On a Pilot unit the source's "epicAction" is the upgrade box,
  // which repeats lines of the printed text in other words: compiling both would give the card each ability twice.
  return [{ text: card.text, host }, { text: host === 'base' ? card.epicAction : null, host }, { text: card.backText, host }];
}

class Compiler implements CompileContext {
  readonly failures: string[] = [];
  /** The name "it" / "that unit" refers to while a later part of a sequence compiles. */
  pronoun: string | undefined;
  excluded: readonly string[] | undefined;
  named: Readonly<Record<string, string>> | undefined;
  private names = 0;
  constructor(readonly card: CompileInput, readonly host: Host, readonly side: Side | undefined) {}

  effect(text: string): Effect | undefined {
    const before = this.failures.length;
    const sentence = bare(text);
    if (!sentence) return undefined;
    for (const template of effectTemplatesFor(sentence)) {
      const mark = this.failures.length;
      const effect = template(sentence, this);
      // "<play a card>. If you do, ...": the engine can't tell whether the play happened (v2/costs.ts runIfYouDo
      // answers UNSUPPORTED), so that reading is not one the engine runs (templates/pilots.ts).
      if (effect && !ifYouDoRunnable(effect)) continue;
      if (effect) {
        // A template that matched may have tried other readings first: those are not failures.
        this.failures.length = mark;
        return effect;
      }
    }
    const sentences = groupIfYouDo(splitSentences(text));
    if (sentences.length > 1) {
      this.failures.length = before;
      return this.chain(sentences.map((x) => x.replace(/^Then,\s*/i, '')), sentence);
    }
    // "Draw a card, then attack with a unit."
    const then = /^(.+?),\s*then,?\s+(.+)$/i.exec(sentence);
    if (then) {
      this.failures.length = before;
      return this.chain([then[1]!, then[2]!], sentence);
    }
    // "Heal 2 damage from a unit and give an Experience token to it."
    const and = /^(.+?) and ((?:give|deal|heal|exhaust|ready|defeat|draw) .+)$/i.exec(sentence);
    if (and) {
      this.failures.length = before;
      const out = this.chain([and[1]!, and[2]!], sentence);
      if (out) return out;
      // A reading that did not work out: report the sentence, not a piece of a split it may not have.
      this.failures.length = before;
    }
    // "Deal 2 damage to a friendly ground unit and 2 damage to an enemy ground unit."
    const twice = /^deal (\d+) damage to (.+?) and (\d+) damage to (.+)$/i.exec(sentence);
    if (twice) {
      this.failures.length = before;
      const out = this.chain([`deal ${twice[1]} damage to ${twice[2]}`, `deal ${twice[3]} damage to ${twice[4]}`], sentence);
      if (out) return out;
      this.failures.length = before;
    }
    // Only the smallest part that failed is worth reporting.
    if (this.failures.length === before) this.failures.push(sentence);
    return undefined;
  }

  /**
   * Parts done in order, as a sequence. A later part may name what an earlier one chose ("it", "that unit", "a
   * different unit"): the earlier part's one choice is bound to a name the later part refers to. Anything that can't be
   * bound exactly that way does not compile.
   */
  private chain(parts: string[], whole: string): Effect | undefined {
    const steps: Effect[] = [];
    let failed = false;
    const outer = this.pronoun;
    for (const [i, part] of parts.entries()) {
      const name = `${CHOSEN}${++this.names}`;
      this.pronoun = i > 0 ? name : outer;
      this.excluded = i > 0 ? excludedBy(steps[i - 1]) : undefined;
      const step = this.effect(part);
      this.pronoun = outer;
      this.excluded = undefined;
      if (!step) {
        failed = true;
        continue;
      }
      let linked: Effect = step;
      // "another unit" is other than THE unit the part before chose: with two choices there (a dealer and its target),
      // which one is not said.
      const before = steps[i - 1];
      if (before && JSON.stringify(step).includes(`"notRef":"${name}"`) && effectNodes(before, (o) => o.choose === 'unit').length > 1) {
        this.failures.push(bare(part));
        failed = true;
        continue;
      }
      // "Each of those units ...": the part before's one choice of several units, all bound to the name.
      const several = JSON.stringify(step).includes(`{"refs":"${name}"}`);
      if (several && !bindChoices(steps[i - 1], step, name)) {
        this.failures.push(bare(part));
        failed = true;
        continue;
      }
      if (!several && i > 0 && JSON.stringify(step).includes(`"${name}"`) && !bindChoice(steps[i - 1], name)) {
        const alias = aliased(steps[i - 1], step, name) ?? renamed(steps[i - 1], step, name);
        if (alias) linked = alias;
        else {
          this.failures.push(bare(part));
          failed = true;
        }
      }
      steps.push(linked);
    }
    if (failed) return undefined;
    if (steps.slice(1).some(refersBack)) {
      this.failures.push(parts.slice(1).map(bare).find((x) => /\b(other|another)\b/i.test(x)) ?? whole);
      return undefined;
    }
    return { do: 'sequence', steps };
  }

  linked(first: Effect, text: string): Effect | undefined {
    const name = `${CHOSEN}${++this.names}`;
    const outer = this.pronoun;
    this.pronoun = name;
    const later = this.effect(text);
    this.pronoun = outer;
    if (!later) return undefined;
    if (JSON.stringify(later).includes(`"${name}"`) && !bindChoice(first, name)) {
      const alias = aliased(first, later, name) ?? renamed(first, later, name);
      if (alias) return alias;
      this.failures.push(bare(text));
      return undefined;
    }
    return later;
  }

  ability(line: string, host: Host = this.host): Ability | undefined {
    const all = this.abilities(line, host);
    return all?.length === 1 ? all[0] : undefined;
  }

  abilities(line: string, host: Host = this.host): Ability[] | undefined {
    const nested = new Compiler(this.card, host, this.side);
    const out = nested.line(line, 0);
    this.failures.push(...nested.failures);
    return out.abilities.length > 0 && out.abilities.every((a) => a.kind !== 'unsupported') && !out.unsupported ? out.abilities : undefined;
  }

  /** One printed line -> its abilities, or one unsupported ability with the reason. */
  line(line: string, index: number): { abilities: Ability[]; unsupported?: UnsupportedSentence & { relevant: Relevance[] }; keywordOnly?: boolean } {
    const start = this.failures.length;
    const side = this.side ? { side: this.side } : {};
    for (const template of LINE_TEMPLATES) {
      const mark = this.failures.length;
      const abilities = template(line, this);
      if (abilities) {
        // A template that answers "unsupported" (a Coordinate whose ability did not compile) keeps the parts that failed.
        if (abilities.length === 0 || abilities.some((a) => a.kind !== 'unsupported')) this.failures.length = mark;
        // A template may say which side carries the ability (a Pilot leader's "upgrade" lines, templates/pilots.ts).
        return { abilities: abilities.map((a, i) => ({ ...a, id: a.id || `line${index + 1}${abilities.length > 1 ? `-${i + 1}` : ''}`, ...(a.side ? {} : side) })), keywordOnly: abilities.length === 0 };
      }
    }
    const parts = headOf(line);
    const heads = parts ? splitHeads(parts.head).map((h) => headResult(h, this)) : [];
    const relevant = relevanceOf(parts?.head ?? line, this.host);
    const fail = (reason: string) => ({ abilities: [], unsupported: { sentence: line, reason, relevant } });
    if (parts && heads.length > 0 && heads.every((h) => h !== undefined)) {
      // "When a friendly unit attacks: Give a Shield token to it.": "it" is the trigger's subject (v2/watchers.ts).
      const subjectIsUnit = (heads as HeadResult[]).every((h) => h.kind === 'triggered' && h.when.on === 'event'
        && (h.when.event === 'attacks' || h.when.event === 'attacked' || (h.when.event === 'played' && h.when.cardType === 'unit')
          || (h.when.event === 'attacksAndDefeats' && h.when.relation !== 'self') || (h.when.event === 'attackEnds' && h.when.relation === undefined)));
      // "When this unit deals combat damage to a unit while attacking: Defeat that unit.": the damaged unit (triggers.ts).
      const dealtToUnit = (heads as HeadResult[]).every((h) => h.kind === 'triggered' && h.when.on === 'dealsCombatDamage' && h.when.to === 'unit');
      // "When you play an upgrade on a unit: ... that unit": the unit the upgrade attached to (v2/watchers.ts refs).
      const upgradePlayed = (heads as HeadResult[]).every((h) => h.kind === 'triggered' && h.when.on === 'event' && h.when.event === 'played' && h.when.cardType === 'upgrade' && h.when.relation === undefined);
      this.pronoun = subjectIsUnit ? 'subject' : dealtToUnit ? 'dealtTo' : upgradePlayed ? 'attachedTo' : undefined;
      this.named = namedByHeads(heads as HeadResult[], this.host);
      const effect = this.effect(parts.body);
      this.pronoun = undefined;
      this.named = undefined;
      if (!effect) return fail(`no template for "${this.failures[this.failures.length - 1] ?? parts.body}"`);
      const id = (n: number) => `line${index + 1}${heads.length > 1 ? `-${n + 1}` : ''}`;
      return {
        abilities: (heads as HeadResult[]).map((h, n): Ability => h.kind === 'triggered'
          ? { kind: 'triggered', id: id(n), text: line, ...side, when: h.when, effect }
          : { kind: 'action', id: id(n), text: line, ...side, ...(h.epic ? { epic: true } : {}), cost: h.cost, effect }),
      };
    }
    // An event's whole text may read as one effect though it has a colon ("Choose one:" and its options).
    if (parts && this.host === 'event') {
      const mark = this.failures.length;
      const effect = this.effect(line);
      if (effect) return { abilities: [{ kind: 'event', id: `line${index + 1}`, text: line, effect }] };
      this.failures.length = mark;
    }
    if (parts && heads.length > 0 && this.failures.length === start) {
      this.failures.push(`${parts.head}:`);
      return fail(`no template for the trigger or cost "${parts.head}"`);
    }
    if (this.host === 'event') {
      const effect = this.effect(line);
      if (effect) return { abilities: [{ kind: 'event', id: `line${index + 1}`, text: line, effect }] };
    } else if (this.failures.length === start) {
      this.failures.push(bare(line));
    }
    return fail(`no template for "${this.failures[this.failures.length - 1] ?? line}"`);
  }
}

/**
 * What the trigger of every head binds, by the phrase that names it: "On Attack" binds the defender (triggers.ts), an
 * upgrade's "When Played" the unit it was attached to. Only a name every head binds can be read.
 */
function namedByHeads(heads: readonly HeadResult[], host: Host): Record<string, string> | undefined {
  const on = heads.map((h) => (h.kind === 'triggered' ? h.when.on : undefined));
  if (on.every((x) => x === 'attack')) return { 'the defender': 'defender' };
  // "When this unit is attacked: ... the attacker gets -2/-0 for this attack" (triggers.ts binds the attacker).
  if (on.every((x) => x === 'defense')) return { 'the attacker': 'attacker' };
  // "When this unit deals combat damage to a base: ... deal 3 damage to that base." (triggers.ts binds `dealtTo`).
  if (heads.every((h) => h.kind === 'triggered' && h.when.on === 'dealsCombatDamage' && h.when.to === 'base')) return { 'that base': 'dealtTo' };
  if (host === 'upgrade' && on.every((x) => x === 'played')) return { 'attached unit': 'attachedTo' };
  // "When this unit attacks and defeats a unit: ... the defeated unit's cost" (the trigger binds `defeated`).
  if (heads.every((h) => h.kind === 'triggered' && h.when.on === 'event' && h.when.event === 'attacksAndDefeats')) return { 'the defeated unit': 'defeated' };
  return undefined;
}

/** Names the one unit choice in `effect` (the step before "it"); false when there is not exactly one. */
function bindChoice(effect: Effect | undefined, name: string): boolean {
  if (!effect) return false;
  const choices = effectNodes(effect, (o) => o.choose === 'unit' && o.as === undefined && (o.count === undefined || o.count === 1));
  if (choices.length !== 1) return false;
  choices[0]!.as = name;
  return true;
}

/**
 * The names the one unit choice of `effect` excludes ("another friendly unit": other than an earlier part's choice, bound
 * as chosenN), for a later "a third friendly unit". Undefined unless there is exactly one unit choice and it excludes
 * only such names.
 */
function excludedBy(effect: Effect | undefined): string[] | undefined {
  if (!effect) return undefined;
  const choices = effectNodes(effect, (o) => o.choose === 'unit');
  if (choices.length !== 1 || (choices[0]!.count ?? 1) !== 1) return undefined;
  const filter = (choices[0]!.filter ?? {}) as { notRef?: string; notRefs?: string[] };
  const names = filter.notRefs ?? (filter.notRef ? [filter.notRef] : []);
  return names.length > 0 && names.every((n) => n.startsWith(CHOSEN)) ? names : undefined;
}

/**
 * "Ready up to 3 units. Each of those units gets +1/+0 ...": `later` names `name` only as { refs } (all the units), and
 * `earlier` has exactly one unit choice, of several units (count > 1): that choice is bound to `name` (mutated).
 */
function bindChoices(earlier: Effect | undefined, later: Effect, name: string): boolean {
  if (!earlier || JSON.stringify(later).split(`{"refs":"${name}"}`).join('').includes(`"${name}"`)) return false;
  const choices = effectNodes(earlier, (o) => 'choose' in o || 'chooseUpgrade' in o);
  const [only] = choices;
  if (choices.length !== 1 || only!.choose !== 'unit' || only!.as !== undefined || ((only!.count as number | undefined) ?? 1) < 2) return false;
  only!.as = name;
  return true;
}

/**
 * "Take control of an enemy token unit and ready it. At the start of the regroup phase, ... it.": the earlier part's one
 * unit choice is already bound (its own "it"); the later "it" is that same unit, under the name already given.
 */
function renamed(earlier: Effect | undefined, later: Effect, name: string): Effect | undefined {
  if (!earlier) return undefined;
  const choices = effectNodes(earlier, (o) => 'choose' in o || 'chooseUpgrade' in o);
  const [only] = choices;
  if (choices.length !== 1 || only!.choose !== 'unit' || typeof only!.as !== 'string' || (only!.count ?? 1) !== 1) return undefined;
  // Every mention of the name (a target's { ref }, a condition's powerOf / boundUnit...) becomes the name already given.
  return JSON.parse(JSON.stringify(later).split(`"${name}"`).join(`"${only!.as}"`)) as Effect;
}

/**
 * "Give an Experience token to this unit, then deal 1 damage to it.": when the earlier part chose nothing and names
 * exactly one unit that is no choice (this unit, or the unit an upgrade was attached to), "it" is that unit; the later
 * part is returned with its reference replaced. Undefined otherwise. ("the defender" is not aliased: it may be a base
 * where the printed text says "if it's a unit".)
 */
function aliased(earlier: Effect | undefined, later: Effect, name: string): Effect | undefined {
  if (!earlier) return undefined;
  const json = JSON.stringify(earlier);
  if (/"choose(Upgrade)?":/.test(json)) return undefined;
  const found: unknown[] = [];
  const walk = (v: unknown): void => {
    if (!v || typeof v !== 'object') return;
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      if (k === 'ability' || k === 'gain') continue;
      if (k === 'target' || k === 'by' || k === 'attacker') found.push(child);
      else walk(child);
    }
  };
  walk(earlier);
  if (found.length !== 1) return undefined;
  const only = JSON.stringify(found[0]);
  // A unit an earlier step of this sequence chose (bound as "chosenN" by bindChoice, units only): "Then, deal 1 damage
  // to the same unit. Then, deal 1 damage to the same unit." names it again.
  if (only !== '{"self":true}' && only !== '{"ref":"attachedTo"}' && !/^\{"ref":"chosen\d+"\}$/.test(only)) return undefined;
  const named = JSON.stringify(later).split(`{"ref":"${name}"}`).join(only);
  // "Then, attack with another Rebel unit": other than that same chosen unit; other than anything else, unreadable.
  const chosen = /^\{"ref":"(chosen\d+)"\}$/.exec(only)?.[1];
  const out = chosen ? named.split(`"notRef":"${name}"`).join(`"notRef":"${chosen}"`) : named;
  return out.includes(`"${name}"`) ? undefined : (JSON.parse(out) as Effect);
}

/**
 * "Give a friendly unit +3/+3. Give each other friendly unit +1/+1.": after an earlier step, "other" means other
 * than what that step chose, not other than this card. A filter can't say that, so such a sequence does not compile.
 */
function refersBack(effect: Effect): boolean {
  // A "this phase" history condition's "another" ("If you attacked with another Mandalorian unit this phase") is other
  // than this card (v2/history.ts), never an earlier step's choice: not counted.
  const json = JSON.stringify(effect, (_k, v: unknown) => (v && typeof v === 'object' && 'happenedThisPhase' in v ? undefined : v));
  return /"other":true/.test(json);
}

/**
 * "A. If you do, B." is one piece: B depends on A (8.9), so they compile together (templates/triggers-v2.ts). So is
 * "Play a Vehicle unit from your hand. It costs 3 less.": the second sentence modifies that play (7.1.6), as "It gets
 * +1/+0 for this attack." modifies the attack before it, and "Choose an arena. B.": B says what happens in it
 * (templates/modal.ts).
 */
function groupIfYouDo(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const last = out[out.length - 1];
    const joined = last !== undefined && (/^(if you do,|it costs \d+ less\.?$)/i.test(s) || /^choose an arena\b[^.]*\.$/i.test(last)
      || (/^(then,\s*)?attack with\b/i.test(last) && /^it gets [+-]\d+\/[+-]\d+ for this attack\.?$/i.test(s)));
    if (joined) out[out.length - 1] = `${out[out.length - 1]} ${s}`;
    else out.push(s);
  }
  return out;
}

/** "Choose one:" (and "An opponent chooses one:") takes the option lines after it (up to a keyword line or another ability with a head). */
function withOptions(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/chooses? (one|two)(, in any order)?:$/i.test(line)) {
      out.push(line);
      continue;
    }
    const options: string[] = [];
    while (i + 1 < lines.length && !headOf(lines[i + 1]!) && !isKeywordList(lines[i + 1]!)) options.push(lines[++i]!);
    out.push([line, ...options].join('\n'));
  }
  return out;
}

function splitHeads(head: string): string[] {
  // "When Played/On Attack" is one ability with two triggers; "Action [C=1, Exhaust]" has no slash to split.
  return head.includes('[') ? [head] : head.split('/').map((h) => h.trim());
}

function headResult(head: string, ctx: CompileContext): HeadResult | undefined {
  for (const template of HEAD_TEMPLATES) {
    const result = template(head, ctx);
    if (result) return result;
  }
  return undefined;
}

/** When an uncompiled line matters, read from its head: a trigger we can't place may matter at any moment. */
export function relevanceOf(head: string, host: Host): Relevance[] {
  const out = new Set<Relevance>();
  for (const part of splitHeads(head)) {
    const h = part.toLowerCase();
    if (/^when (played|deployed)\b/.test(h) || /^attach to/.test(h)) out.add('played');
    else if (/^when defeated\b/.test(h) || /^bounty\b/.test(h)) out.add('defeated');
    else if (/^on attack\b/.test(h)) out.add('attack');
    else if (/^(epic )?action\b/.test(h)) out.add('action');
    else out.add(host === 'event' ? 'played' : 'constant');
  }
  return [...out];
}

/** Keyword names the engine runs (support.ts), lower-case. */
const implemented = (name: string) => IMPLEMENTED_KEYWORDS.includes(name.toLowerCase());

/** The engine support of a card whose abilities are final (compiled or hand-written). */
export function engineSupportOf(abilities: readonly Ability[], keywords: CompileInput['keywords'], extra: readonly UnsupportedSentence[] = []): EngineSupport {
  const unsupported: UnsupportedSentence[] = [...extra];
  for (const a of abilities) {
    if (a.kind === 'unsupported' && !unsupported.some((u) => u.sentence === a.text)) unsupported.push({ sentence: a.text, reason: a.rule ?? 'not supported by the engine yet' });
  }
  const seen = new Set<string>();
  for (const k of keywords) {
    if (implemented(k.name) || seen.has(k.name.toLowerCase())) continue;
    seen.add(k.name.toLowerCase());
    unsupported.push({ sentence: k.text ? `${k.name} [${k.text}]` : k.value != null ? `${k.name} ${k.value}` : k.name, reason: `the engine does not implement the keyword ${k.name}` });
  }
  const working = abilities.filter((a) => a.kind !== 'unsupported').length + keywords.filter((k) => implemented(k.name)).length;
  const status = unsupported.length === 0 ? 'EXECUTABLE' : working === 0 ? 'TEXT_ONLY' : 'PARTIAL';
  return { status, unsupported };
}

/** Compiles a card's printed text: its abilities and an honest account of what the engine can run. */
export function compileCard(card: CompileInput): CompileResult {
  const abilities: Ability[] = [];
  const unsupported: UnsupportedSentence[] = [];
  const failedParts: string[] = [];
  const seenLines = new Set<string>();
  let index = 0;
  for (const face of faces(card)) {
    /** The event paragraph before this one, when it compiled alone into one ability (the last in `abilities`). */
    let previous: string | undefined;
    for (const line of withOptions(abilityLines(face.text))) {
      // A source may print the Epic Action both in the text and on its own: one ability.
      const key = `${face.side ?? ''}|${line.toLowerCase()}`;
      if (seenLines.has(key)) continue;
      seenLines.add(key);
      const compiler = new Compiler(card, face.host, face.side);
      const out = compiler.line(line, index++);
      // An event resolves its paragraphs in order, as one ability: a later one may name what the one before chose ("Heal
      // 3 damage from a unit. / ... If you do, heal 3 damage from another unit."). Read together when only that works.
      const together = out.unsupported && previous !== undefined ? joinedEvent(card, face.side, previous, line, abilities.at(-1)!.id) : undefined;
      if (together) {
        abilities[abilities.length - 1] = together;
        // A third paragraph may name what both chose ("Give a third friendly unit +1/+1"): read on with all of them.
        previous = together.text;
        continue;
      }
      previous = face.host === 'event' && !out.unsupported && out.abilities.length === 1 && out.abilities[0]!.kind === 'event' ? line : undefined;
      abilities.push(...out.abilities.map((a) => ({ ...a, id: uniqueId(abilities, a.id) })));
      if (out.unsupported) {
        const { sentence, reason, relevant } = out.unsupported;
        abilities.push({ kind: 'unsupported', id: uniqueId(abilities, `line${index}`), text: sentence, ...(face.side ? { side: face.side } : {}), relevant });
        unsupported.push({ sentence, reason });
        failedParts.push(...(compiler.failures.length ? compiler.failures.slice(-1) : [sentence]));
      } else if (out.abilities.some((a) => a.kind === 'unsupported')) {
        // A template answered "unsupported" for the line (a Coordinate whose ability did not compile): report why.
        failedParts.push(...compiler.failures.slice(-1));
      }
    }
  }
  return { abilities, engineSupport: engineSupportOf(abilities, card.keywords, unsupported), failedParts };
}

/** Two event paragraphs compiled as one event ability, under the first one's id; undefined unless all of it compiles. */
function joinedEvent(card: CompileInput, side: Side | undefined, first: string, second: string, id: string): Ability | undefined {
  const text = `${first} ${second}`;
  const out = new Compiler(card, 'event', side).line(text, 0);
  const [only] = out.abilities;
  if (out.unsupported || out.abilities.length !== 1 || only!.kind !== 'event') return undefined;
  return { ...only!, id, text };
}

function uniqueId(existing: readonly Ability[], id: string): string {
  let out = id;
  for (let n = 2; existing.some((a) => a.id === out); n++) out = `${id}-${n}`;
  return out;
}
