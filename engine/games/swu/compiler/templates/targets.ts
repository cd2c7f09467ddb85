// Target-family sentences (issue 7): "Defeat an upgrade [that costs 2 or less / attached to a space unit]", "Take
// control of a non-leader unit", and "An opponent chooses a unit they control. Defeat that unit." Each reads its whole
// sentence or nothing.
import type { Effect, UpgradeTarget } from '../../abilities/types.js';
import { count, target, unitPhrase } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';
import { narrowingTemplate } from '../narrow.js';

/**
 * "an upgrade", "a non-unique upgrade", "an upgrade that costs 2 or less", "an upgrade attached to a space unit",
 * "an upgrade on a friendly unit": one upgrade in play (token upgrades included, 3.7.1), chosen by the controller.
 */
export function upgradePhrase(np: string): UpgradeTarget | undefined {
  const m = /^(?:a|an) (non-unique )?(upgrade|Experience token|Shield token)(?: that costs (\d+) or less)?(?: (?:attached to|on) (an? .+ unit))?$/i.exec(np.trim());
  if (!m) return undefined;
  const out: UpgradeTarget = { chooseUpgrade: true };
  const filter: NonNullable<UpgradeTarget['filter']> = {};
  const token = /^(experience|shield) token$/i.exec(m[2]!);
  // "an Experience token" / "a Shield token": the token upgrades of 3.7.5 / 3.7.6, by name.
  if (token) {
    if (m[1] || m[3]) return undefined;
    filter.name = token[1]!.toLowerCase() === 'experience' ? 'Experience' : 'Shield';
  }
  if (m[1]) filter.unique = false;
  if (m[3]) filter.maxCost = Number.parseInt(m[3], 10);
  if (Object.keys(filter).length) out.filter = filter;
  if (m[4]) {
    const unit = unitPhrase(m[4]);
    // "another unit" would mean other than this card: a filter on the host can't say "other" for an upgrade.
    if (!unit || unit.quantifier !== 'a' || unit.noun !== 'unit' || unit.filter.other) return undefined;
    out.attachedTo = unit.filter;
  }
  return out;
}

// "Defeat an upgrade." / "Defeat an upgrade that costs 2 or less." / "Defeat an upgrade attached to a space unit."
const defeatUpgrade = sentence(/defeat (an? (?:non-unique )?(?:upgrade|experience token|shield token).*)/, (m) => {
  const t = upgradePhrase(m[1]!);
  return t ? { do: 'defeatUpgrade', target: t } : undefined;
});

// "Take control of a non-leader unit." Only non-leader units: the engine does not move control of leader units (3.4.6).
const takeControl = sentence(/take control of (an? .+ unit.*)/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  // A token unit is never a leader unit (3.7), so "an enemy token unit" is non-leader too.
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || !(t.filter?.nonLeader || t.filter?.token)) return undefined;
  return { do: 'takeControl', target: t };
});

/**
 * "An opponent chooses a non-leader unit they control. Defeat that unit.": the opponent makes the choice (the target's
 * chooser), among units they control (enemy units to the ability's controller). Only a single atomic effect on the
 * chosen unit reads this way: "You may ..." would let the wrong player decline.
 */
const opponentChooses: EffectTemplate = (text, ctx: CompileContext) => {
  const m = /^an opponent chooses (an? .+?) they control\.\s+(.+)$/is.exec(text);
  if (!m) return undefined;
  const chosen = target(m[1]!, ctx);
  if (!chosen || !('choose' in chosen) || chosen.choose !== 'unit' || chosen.count || chosen.filter?.controller || chosen.filter?.other) return undefined;
  const placeholder = { do: 'exhaust', target: { choose: 'unit' } } as Extract<Effect, { do: 'exhaust' }>;
  const later = ctx.linked(placeholder, m[2]!);
  const name = 'choose' in placeholder.target ? placeholder.target.as : undefined;
  if (!later || !name || !('target' in later)) return undefined;
  const t = later.target as unknown;
  if (!t || typeof t !== 'object' || (t as { ref?: string }).ref !== name) return undefined;
  // The choice must be named exactly once, as this effect's target.
  if (JSON.stringify(later).split(`"${name}"`).length !== 2) return undefined;
  if (!['defeat', 'exhaust', 'ready', 'dealDamage', 'heal', 'returnToHand', 'giveToken'].includes(later.do)) return undefined;
  return { ...later, target: { choose: 'unit', chooser: 'opponent', filter: { ...chosen.filter, controller: 'enemy' } } } as Effect;
};

// "Defeat all Shield tokens on a unit." (Piercing Shot): the Shield tokens of one chosen unit (3.7.6).
const defeatShields = sentence(/defeat all shield tokens on (an? .+)/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count) return undefined;
  return { do: 'defeatShields', target: t };
});

/**
 * "Ready a unit with 3 or less power." / "Defeat a non-leader unit with 5 or more power." / "... deal 2 damage to a
 * friendly unit with 2 or less power": the clause narrows the one unit choice (current power, 1.11). Only here, for
 * effect targets: not in the shared phrases, where a constant ability's filter could end up reading its own power.
 */
const withPower = narrowingTemplate('with (?<n>\\d+) or (?<side>less|more) power', (m) => {
  const power = Number.parseInt(m.groups!.n!, 10);
  return m.groups!.side!.toLowerCase() === 'less' ? { maxPower: power } : { minPower: power };
}, /\bpower\b/i);

/**
 * "Attack with a unit. The defender gets -4/-0 for this attack.": the defender is not known until it is declared, so
 * the change rides on the attack (attackModifiers.defender, applied in combat.ts). Power only: a base has no power.
 */
const attackDefenderGets: EffectTemplate = (text, ctx) => {
  const m = /^(attack with [^.]+?)\.\s+the defender gets ([+-]\d+)\/[+-]0 for this attack$/i.exec(text);
  if (!m) return undefined;
  const power = Number.parseInt(m[2]!, 10);
  const first = ctx.effect(m[1]!);
  if (!first || first.do !== 'attackWith' || first.forThisAttack || power === 0) return undefined;
  return { ...first, forThisAttack: { defender: { power } } };
};

// "On Attack: The defender gets -2/-0 for this attack." ("the defender" is bound only after On Attack, compile.ts.)
const defenderGets = sentence(/the defender gets ([+-]\d+)\/[+-]0 for this attack/, (m, ctx) => {
  const t = target('the defender', ctx);
  const power = Number.parseInt(m[1]!, 10);
  return t && power !== 0 ? { do: 'modifyStats', target: t, power, duration: 'thisAttack' } : undefined;
});

// Nebula Ignition: "Defeat each unit that isn't upgraded." (an upgrade is any card attached, tokens included, 8.19)
const defeatNotUpgraded = sentence(/defeat each unit that isn't upgraded/, () => ({ do: 'defeat', target: { all: 'units', filter: { upgraded: false } } }));

/**
 * "Attack with 2 units (one at a time)." / "Attack with 2 space units.": two attacks in turn (the first ends before the
 * second is declared, 7.1.6), the second with a different unit than the first.
 */
const attackTwice: EffectTemplate = (text, ctx) => {
  const m = /^attack with (?:2|two) ((?:[a-z-]+ )*)units$/i.exec(text);
  if (!m) return undefined;
  const first = ctx.effect(`Attack with a ${m[1]}unit`);
  if (!first || first.do !== 'attackWith' || first.forThisAttack || first.as || !('choose' in first.attacker)) return undefined;
  const name = 'firstAttacker';
  const second = { ...first, attacker: { ...first.attacker, filter: { ...first.attacker.filter, notRef: name } } };
  return { do: 'sequence', steps: [{ ...first, as: name }, second] };
};

// Snapshot Reflexes: "When Played: You may attack with attached unit." (an exhausted or enemy unit can't: 1.3.2)
const attackWithAttached = sentence(/attack with attached unit/, (_m, ctx) => {
  const t = target('attached unit', ctx);
  return t && 'ref' in t ? { do: 'attackWith', attacker: t } : undefined;
});

// Hold-Out Blaster: "When Played: You may have attached unit deal 1 damage to a ground unit." (the unit is the source)
const attachedDeals = sentence(/have attached unit deal (\d+) damage to (.+)/, (m, ctx) => {
  const by = target('attached unit', ctx);
  const t = target(m[2]!, ctx);
  if (!by || !('ref' in by) || !t || !('choose' in t) || t.count) return undefined;
  return { do: 'dealDamage', target: t, amount: Number.parseInt(m[1]!, 10), by };
});

/**
 * Calm in the Storm: "give a Shield token and 2 Experience tokens to it": both kinds to the one unit already named
 * ("it", "this unit"), one kind after the other.
 */
const giveTwoKinds = sentence(/give (a|an|\d+|two) (shield|experience) tokens? and (a|an|\d+|two) (shield|experience) tokens? to (.+)/, (m, ctx) => {
  const t = target(m[5]!, ctx);
  if (!t || !('ref' in t || 'self' in t) || m[2]!.toLowerCase() === m[4]!.toLowerCase()) return undefined;
  const steps = [[m[1]!, m[2]!], [m[3]!, m[4]!]].map(([n, kind]) => {
    const amount = /^\d+$/.test(n!) ? Number.parseInt(n!, 10) : n!.toLowerCase() === 'two' ? 2 : 1;
    const token = kind!.toLowerCase() === 'shield' ? 'shield' as const : 'experience' as const;
    return amount === 1 ? { do: 'giveToken' as const, token, target: t } : { do: 'giveToken' as const, token, target: t, count: amount };
  });
  // "a Shield token" / "2 Experience tokens": the noun agrees with the number.
  const agrees = (n: string, kindText: string) => (/^(a|an)$/i.test(n)) === !/s$/i.test(kindText);
  const words = /(\S+ (?:shield|experience) tokens?) and (\S+ (?:shield|experience) tokens?)/i.exec(m[0]);
  if (!words || !agrees(m[1]!, words[1]!) || !agrees(m[3]!, words[2]!)) return undefined;
  return { do: 'sequence', steps };
});

// Cunning: "Exhaust up to 2 units." (the player may choose fewer, or none: "up to", 8.x; different units, one choice)
const upToUnits = sentence(/(exhaust|ready) up to (\d+|two|three) ((?:[a-z-]+ )*units)/, (m, ctx) => {
  const n = count(m[2]!);
  const phrase = target(`each ${m[3]!.replace(/units$/i, 'unit')}`, ctx);
  if (n === undefined || n < 2 || !phrase || !('all' in phrase)) return undefined;
  return { do: m[1]!.toLowerCase() === 'exhaust' ? 'exhaust' : 'ready', target: { choose: 'unit', count: n, optional: true, ...(phrase.filter ? { filter: phrase.filter } : {}) } };
});

// Vigilance: "Discard 6 cards from an opponent's deck." (the top cards, 1.14.3)
const discardOpponentDeck = sentence(/discard (a|\d+|two|three) cards? from an opponent's deck/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || (n === 1) !== /\bcard from/i.test(m[0])) return undefined;
  return { do: 'discardFromDeck', player: 'opponent', count: n };
});

// Aggression: "Defeat up to 2 upgrades." (any upgrades in play, tokens included; none is a legal choice)
const defeatUpToUpgrades = sentence(/defeat up to (\d+|two|three) upgrades/, (m) => {
  const n = count(m[1]!);
  return n !== undefined && n >= 2 ? { do: 'defeatUpgrade', target: { chooseUpgrade: true }, upTo: n } : undefined;
});

// Junior Senator: "return an upgrade that costs 3 or less to its owner's hand" (the upgrade phrases above).
const returnUpgrade = sentence(/return (an? (?:non-unique )?upgrade.*?) to its owner's hand/, (m) => {
  const t = upgradePhrase(m[1]!);
  return t ? { do: 'returnToHand', target: t } : undefined;
});

export const targets: TemplateModule = {
  area: 'targets',
  effects: [defeatUpgrade, takeControl, opponentChooses, defeatShields, withPower, attackDefenderGets, defenderGets, defeatNotUpgraded, attackTwice,
    attackWithAttached, attachedDeals, giveTwoKinds, upToUnits, discardOpponentDeck, defeatUpToUpgrades, returnUpgrade],
};
