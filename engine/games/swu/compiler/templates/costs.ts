// Templates of the costs family: disclose (8.38) as a cost part read by costPart (triggers-v2.ts), so that "You may
// disclose Command Heroism. If you do, ..." and "... If you don't, ..." compile through the one "if you do" template;
// partial aspect-penalty waivers (8.10.2); resource effects (1.7); "When played using Smuggle" (7.5.14); a trait in a
// cheaper modified play; "its owner may play it for free"; "Either X or Y"; tokens after a disclose.
import type { ActionAbility, Amount, Effect } from '../../abilities/types.js';
import { cardPhrase } from './effects-zones.js';
import { ASPECT_NAMES } from '../../abilities/defs/costs.js';
import type { EffectTemplate, HeadTemplate, TemplateModule } from '../types.js';

type CostPart = NonNullable<ActionAbility['cost']['parts']>[number];

const ASPECT = `(?:${ASPECT_NAMES.join('|')})`;

/** "disclose Vigilance Vigilance Villainy" -> { disclose: [...] }: only a plain list of icons (not "and/or", not "or"). */
export function disclosePart(text: string): CostPart | undefined {
  const m = new RegExp(`^disclose (${ASPECT}(?: ${ASPECT})*)$`, 'i').exec(text.trim());
  if (!m) return undefined;
  const disclose = m[1]!.split(' ').map((a) => ASPECT_NAMES.find((n) => n.toLowerCase() === a.toLowerCase())!);
  return { disclose };
}

function aspectName(word: string): (typeof ASPECT_NAMES)[number] | undefined {
  return ASPECT_NAMES.find((n) => n.toLowerCase() === word.trim().toLowerCase());
}

/** "Vigilance, Command, Aggression, or Cunning" -> the aspects; undefined unless every item is an aspect. */
function aspectList(text: string): (typeof ASPECT_NAMES)[number][] | undefined {
  const items = text.split(/,\s*(?:or\s+)?|\s+or\s+/).map(aspectName);
  return items.length > 0 && items.every((a) => a !== undefined) ? items as (typeof ASPECT_NAMES)[number][] : undefined;
}

/**
 * LAW bases' Epic Action: "Play a card from your hand, ignoring 1 of its Vigilance, Command, Aggression, or Cunning
 * aspect penalties." (8.1.1: 2 per missing icon; 8.10.2: the ignored ones add nothing).
 */
const playIgnoringSomePenalties: EffectTemplate = (text) => {
  const m = /^play a card from your hand, ignoring (\d+) of its (.+) aspect penalties$/i.exec(text.trim());
  const aspects = m ? aspectList(m[2]!) : undefined;
  if (!m || !aspects) return undefined;
  return { do: 'playFromHand', ignorePenaltyIcons: { count: Number.parseInt(m[1]!, 10), aspects } };
};

const NUMBER: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };
const countOf = (word: string): number | undefined => NUMBER[word.toLowerCase()] ?? (/^\d+$/.test(word) ? Number.parseInt(word, 10) : undefined);

/**
 * Resource effects (1.7): "ready a resource", "ready 2 resources", "Ready up to 12 resources", "Ready 2 friendly
 * resources", "Exhaust 2 enemy resources", "put the top card of your deck into play as a resource", "resource the top
 * card of your deck", "Put this event into play as a resource", "put this unit into play as a resource and ready it",
 * "resource this unit from its owner's discard pile".
 */
const resourceEffects: EffectTemplate = (text, ctx) => {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if ((m = /^ready (up to )?(a|one|two|three|\d+) (?:friendly )?resources?$/i.exec(t))) {
    const count = countOf(m[2]!);
    return count && (count > 1 || !!m[1]) === /resources$/i.test(t) ? { do: 'readyResources', count, ...(m[1] ? { upTo: true } : {}) } : undefined;
  }
  // SEC Regulations Bureaucrat: any player's resource.
  if (/^exhaust a resource$/i.test(t)) return { do: 'exhaustResources', count: 1, player: 'chosen' };
  // SEC Emissary's Sheathipede: the opponent decides (not the ability's controller).
  if (/^each opponent may ready a resource$/i.test(t)) return { do: 'readyResources', count: 1, player: 'opponent', optional: true };
  // "Return a friendly resource to its owner's hand", "return a resource you control to its owner's hand", "Return up
  // to 2 friendly resources to their owners' hands", "defeat a friendly resource".
  if ((m = /^return (up to )?(a|one|two|\d+) (?:friendly resources?|resources? you control) to (?:its owner's hand|their owners' hands)$/i.exec(t))) {
    const count = countOf(m[2]!);
    return count && (count > 1) === /hands$/i.test(t) ? { do: 'moveResources', to: 'hand', count, ...(m[1] ? { upTo: true } : {}) } : undefined;
  }
  if (/^defeat a friendly resource$/i.test(t)) return { do: 'moveResources', to: 'discard', count: 1 };
  // "For each friendly unit, ready a friendly resource" (SEC Synara San), "For each friendly unit that was defeated this
  // phase, ready a friendly resource" (TWI San Hill).
  if ((m = /^for each (friendly unit|friendly unit that was defeated this phase), ready a friendly resource$/i.exec(t))) {
    const count: Amount = /defeated/i.test(m[1]!) ? { countThisPhase: 'defeated', filter: { controller: 'friendly' } } : { countUnits: { controller: 'friendly' } };
    return { do: 'readyResources', count };
  }
  if ((m = /^exhaust (a|one|two|three|\d+) enemy resources?$/i.exec(t))) {
    const count = countOf(m[1]!);
    return count ? { do: 'exhaustResources', count, player: 'opponent' } : undefined;
  }
  if (/^(?:put the top card of your deck into play as a resource|resource the top card of your deck)$/i.test(t)) return { do: 'resourceTopOfDeck' };
  // The ability's own card, which is then in a discard pile: an event as it resolves (7.4.2), a unit "When Defeated".
  if ((m = /^put this (event|unit|card) into play as a resource( and ready it)?$/i.exec(t))) {
    const noun = m[1]!.toLowerCase();
    const fits = noun === 'event' ? ctx.host === 'event' : noun === 'unit' ? ctx.host === 'unit' : ctx.host === 'unit' || ctx.host === 'event';
    return fits ? { do: 'resourceSelf', ...(m[2] ? { ready: true } : {}) } : undefined;
  }
  if (/^resource this unit from its owner's discard pile$/i.test(t)) return ctx.host === 'unit' ? { do: 'resourceSelf' } : undefined;
  // LAW Stockpile: both become resources (the order between them changes nothing).
  if (/^resource this event and the top card of your deck$/i.test(t)) {
    return ctx.host === 'event' ? { do: 'sequence', steps: [{ do: 'resourceSelf' }, { do: 'resourceTopOfDeck' }] } : undefined;
  }
  return undefined;
};

/**
 * "Play a Capital Ship unit from your hand. It costs 1 less." (7.1.6): a modified play of a card with a trait (the
 * restrictions module reads the same sentence with a type or an aspect only).
 */
const playTraitCheaper: EffectTemplate = (text) => {
  const m = /^(you may )?play (?:a|an) (.+?) from your hand\. it costs (\d+) less$/i.exec(text.trim());
  const phrase = m ? cardPhrase(m[2]!) : undefined;
  if (!m || !phrase || phrase.plural || !phrase.filter.trait || Object.keys(phrase.filter).some((k) => k !== 'type' && k !== 'aspect' && k !== 'trait')) return undefined;
  const play: Effect = { do: 'playFromHand', filter: phrase.filter as { type?: string; aspect?: string; trait?: string }, costReduction: Number(m[3]) };
  return m[1] ? { do: 'may', effect: play } : play;
};

/**
 * Tokens after a disclose: "create another Spy token" (one more, the same as "create a Spy token") and "create a Spy
 * token and ready it" (the created token, which entered play exhausted, 1.5.4B, is readied).
 */
const tokenVariants: EffectTemplate = (text, ctx) => {
  let m: RegExpExecArray | null;
  if ((m = /^create another (.+?) token$/i.exec(text.trim()))) return ctx.effect(`create a ${m[1]!} token`);
  if ((m = /^create (a|an) (.+?) token and ready it$/i.exec(text.trim()))) {
    const made = ctx.effect(`create ${m[1]!} ${m[2]!} token`);
    if (!made || made.do !== 'createToken' || made.count !== undefined || made.as) return undefined;
    return { do: 'sequence', steps: [{ ...made, as: 'createdToken' }, { do: 'ready', target: { ref: 'createdToken' } }] };
  }
  return undefined;
};

/** "Then, its owner may play it for free" after returning a unit to its owner's hand ("it": the earlier step's choice). */
const ownerPlaysItFree: EffectTemplate = (text, ctx) => {
  if (!/^its owner may play it for free$/i.test(text.trim()) || !ctx.pronoun) return undefined;
  return { do: 'playBoundCard', card: ctx.pronoun, by: 'owner', free: true, optional: true };
};

/**
 * "Either ready a resource or exhaust a unit." (SOR Leia Organa): the player chooses one of the two (as "Choose one:",
 * 8.4.4). Only with exactly one "or" whose sides both compile on their own.
 */
const eitherOr: EffectTemplate = (text, ctx) => {
  const m = /^either (.+)$/i.exec(text.trim());
  const parts = m ? m[1]!.split(/ or /i) : [];
  if (parts.length !== 2) return undefined;
  const options = [];
  for (const part of parts) {
    const effect = ctx.effect(part);
    if (!effect) return undefined;
    options.push({ label: part.trim().replace(/^./, (c) => c.toUpperCase()), effect });
  }
  return { do: 'chooseOptions', count: 1, options };
};

/** "When played using Smuggle" (7.5.14; a When Played ability, 7.6.13C): on a unit or an upgrade with Smuggle. */
const playedUsingSmuggle: HeadTemplate = (head, ctx) => {
  if (!/^when played using smuggle$/i.test(head.trim()) || (ctx.host !== 'unit' && ctx.host !== 'upgrade')) return undefined;
  if (!ctx.card.keywords.some((k) => k.name.toLowerCase() === 'smuggle')) return undefined;
  return { kind: 'triggered', when: { on: 'played', using: 'smuggle' }, relevant: 'played' };
};

export const costs: TemplateModule = { area: 'costs', heads: [playedUsingSmuggle], effects: [playIgnoringSomePenalties, resourceEffects, playTraitCheaper, tokenVariants, ownerPlaysItFree, eitherOr] };
