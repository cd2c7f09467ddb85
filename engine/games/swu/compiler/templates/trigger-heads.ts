// More trigger heads as data (`on: 'event'`, run by v2/watchers.ts): "When this unit attacks and defeats a unit",
// "When you play a card using Smuggle", "When you play an upgrade on this unit"; and a Bounty an upgrade gives. Each reads its
// text completely or not at all.
import type { TriggerSpec } from '../../abilities/types.js';
import { target, unitPhrase } from '../phrases.js';
import type { CompileContext, EffectTemplate, HeadResult, HeadTemplate, LineTemplate, Relevance, TemplateModule } from '../types.js';

type DataSpec = Extract<TriggerSpec, { on: 'event' }>;

const data = (when: DataSpec, relevant: Relevance = 'constant'): HeadResult => ({ kind: 'triggered', when, relevant });
const data2 = (when: TriggerSpec): HeadResult => ({ kind: 'triggered', when, relevant: 'attack' });

const isUnitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

const moreHeads: HeadTemplate = (head, ctx) => {
  const h = head.trim().replace(/\s+/g, ' ').toLowerCase();
  // "A unit 'attacks and defeats a unit' if it defeats the defender at any point during the attack" (rulings, 1.18.1).
  // "a unit" only: "a non-leader unit" would filter the defeated unit, which the spec does not express.
  if (h === 'when this unit attacks and defeats a unit') return isUnitHost(ctx) ? data({ on: 'event', event: 'attacksAndDefeats', relation: 'self' }, 'attack') : undefined;
  // "When a friendly unit attacks and defeats a unit": "that friendly unit" in the effect is the attacker (compile.ts).
  if (h === 'when a friendly unit attacks and defeats a unit') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'attacksAndDefeats', filter: { controller: 'friendly' } });
  // Damage to a base: "When damage is dealt to your base", "When an enemy unit deals combat damage to your base",
  // "When a friendly unit deals 3 or more combat damage to an enemy base".
  if (h === 'when damage is dealt to your base') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'dealtDamage', toBase: 'yours' });
  const deals = /^when (a friendly|an enemy) unit deals (?:(\d+) or more )?combat damage to (your|an enemy|a) base$/.exec(h);
  if (deals && ctx.host !== 'event') {
    const toBase = deals[3] === 'your' ? 'yours' : deals[3] === 'a' ? 'any' : 'enemy';
    return data({ on: 'event', event: 'dealsDamage', combat: true, toBase, filter: { controller: deals[1] === 'a friendly' ? 'friendly' : 'enemy' }, ...(deals[2] ? { atLeast: Number.parseInt(deals[2], 10) } : {}) });
  }
  // "When an enemy unit attacks your base", "When an enemy ground unit attacks your base".
  const attacksBase = /^when (an enemy(?: ground| space)? unit) attacks your base$/.exec(h);
  if (attacksBase && ctx.host !== 'event') {
    const phrase = unitPhrase(attacksBase[1]!);
    if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a') return undefined;
    return data({ on: 'event', event: 'attacks', toBase: 'yours', filter: phrase.filter });
  }
  // "When a friendly unit is defeated while attacking".
  if (h === 'when a friendly unit is defeated while attacking') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'defeated', whileAttacking: true, filter: { controller: 'friendly' } });
  // "When an opponent draws 1 or more cards during the action phase" (one draw instruction, however many cards).
  const draws = /^when (you|an opponent|a player) draws? 1 or more cards during the action phase$/.exec(h);
  if (draws && ctx.host !== 'event') {
    const controller = draws[1] === 'you' ? 'friendly' : draws[1] === 'an opponent' ? 'enemy' : undefined;
    return data({ on: 'event', event: 'drew', phase: 'action', ...(controller ? { filter: { controller } } : {}) });
  }
  // "When you use the Force" (8.37.4): the subject is the player's base, standing for the player (controller only).
  if (h === 'when you use the force') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'usedForce', filter: { controller: 'friendly' } });
  // "When this unit deals combat damage to a unit [while attacking]" (Dorsal Turret's gained ability): "that unit" is the
  // damaged unit (compile.ts binds the pronoun to `dealtTo`).
  const dealsToUnit = /^when this unit deals combat damage to a unit( while attacking)?$/.exec(h);
  if (dealsToUnit) return isUnitHost(ctx) ? data2({ on: 'dealsCombatDamage', to: 'unit', ...(dealsToUnit[1] ? { whileAttacking: true } : {}) }) : undefined;
  // ("When played using Smuggle" is a When Played ability, 7.6.13C: templates/costs.ts.)
  // A Pilot's "When played as a unit" (7.5.17): its own When Played abilities work only when it is played as a unit
  // (played as an upgrade, only its "upgrade" side abilities are there: stats.ts attachedAbilities).
  if (h === 'when played as a unit') return ctx.host === 'unit' && ctx.card.keywords.some((k) => k.name === 'Piloting') ? { kind: 'triggered', when: { on: 'played' }, relevant: 'played' } : undefined;
  // "When you play a card using SMUGGLE" (a leader's, either side): any card you play with Smuggle (7.5.14).
  if (h === 'when you play a card using smuggle') return ctx.host === 'event' ? undefined : data({ on: 'event', event: 'played', smuggled: true, filter: { controller: 'friendly' } });
  // "When you play an upgrade on this unit": an upgrade you play attached to this unit (a Pilot played as one too).
  if (h === 'when you play an upgrade on this unit') {
    return isUnitHost(ctx) ? data({ on: 'event', event: 'played', relation: 'attachedToSelf', cardType: 'upgrade', filter: { controller: 'friendly' } }) : undefined;
  }
  return undefined;
};

/**
 * 'Attached unit gains: "Bounty - Draw 2 cards."': the quoted ability is compiled for the unit (host 'unit') while the
 * card is the upgrade, whose card data does not list the Bounty it gives (keywords.ts trusts only listed keywords).
 * The gained Bounty is the unit's own ability, collected by an opponent when it is defeated or captured (10.1-10.2).
 */
const gainedBounty: LineTemplate = (line, ctx) => {
  const m = /^bounty\s*[-\u2014\u2013]\s*(.+?)\.?$/is.exec(line.trim());
  if (!m || ctx.host !== 'unit' || !/upgrade/i.test(ctx.card.type)) return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? [{ kind: 'triggered', id: '', text: `Bounty — ${m[1]!}`, when: { on: 'bounty' }, resolvedBy: 'opponent', effect }] : undefined;
};

/**
 * "At the start of the regroup phase, defeat it." / "At the start of the next regroup phase, ...": a delayed effect
 * (7.7.4) waiting for the regroup phase to start (5.5.1A). "it" keeps naming what an earlier part chose (the delayed
 * effect binds it when created; if that unit leaves play it is a new copy and is no longer named, 8.5.4).
 */
const atStartOfRegroup: EffectTemplate = (text, ctx) => {
  const m = /^at the start of the (?:next )?regroup phase, (.+?)\.?$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[1]!)) return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? { do: 'delay', when: { event: 'regroupStarted' }, effect, text: text.trim().replace(/\.$/, '') } : undefined;
};

/** "its owner takes control of it", "that token unit's owner takes control of it" (8.27.1): "it" is an earlier choice. */
const ownerTakesControl: EffectTemplate = (text, ctx) => {
  const m = /^(?:its|that unit's|that token unit's) owner takes control of (it|that unit)\.?$/i.exec(text.trim());
  if (!m || !ctx.pronoun) return undefined;
  const tg = target(m[1]!, ctx);
  return tg && 'ref' in tg ? { do: 'ownerTakesControl', target: tg } : undefined;
};

/**
 * "<ability>. Use this ability only once each round." (8.32.3): the ability with its limit (v2/once-per-round.ts).
 * Only where the engine knows when it is "used": a triggered ability that is "You may <X>" as a whole (used once X is
 * chosen) or has no choice to decline at all (used when it resolves), and an action with no "you may" (used when
 * activated). Anything else ("You may X. If you do, Y", a cost to pay) stays unread.
 */
const oncePerRound: LineTemplate = (line, ctx) => {
  const m = /^(.+?)\s*use this ability only once each round\.?$/is.exec(line.trim());
  if (!m || !/\.$/.test(m[1]!.trim())) return undefined;
  const inner = ctx.ability(m[1]!.trim());
  if (!inner || (inner.kind !== 'triggered' && inner.kind !== 'action') || inner.limit || ('resolvedBy' in inner && inner.resolvedBy)) return undefined;
  const body = inner.effect.do === 'may' && inner.kind === 'triggered' ? inner.effect.effect : inner.effect;
  if (/"do":"(may|pay|ifYouDo|chooseOptions)"|"optional":true/.test(JSON.stringify(body))) return undefined;
  return [{ ...inner, id: '', text: line, limit: 'oncePerRound' }];
};

export const triggerHeads: TemplateModule = { area: 'trigger-heads', lines: [gainedBounty, oncePerRound], heads: [moreHeads], effects: [atStartOfRegroup, ownerTakesControl] };
