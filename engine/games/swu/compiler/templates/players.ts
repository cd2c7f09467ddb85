// Other players in the text (issue 7, family "players"): tokens and Credit tokens an opponent (or each player)
// creates, tokens created and then readied, Credit tokens defeated or taken by an effect (3.7.13), the number of a
// player's Credit tokens, and "An opponent chooses one:" (the opponent picks the option, the controller resolves it).
// Each template reads its whole sentence, or nothing.
import type { Effect } from '../../abilities/types.js';
import { count, duration, keywordGrant, target } from '../phrases.js';
import { splitSentences } from '../text.js';
import type { EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

const TOKEN_NAMES = {
  'battle droid': 'battle-droid', 'clone trooper': 'clone-trooper', 'tie fighter': 'tie-fighter', 'x-wing': 'xwing', spy: 'spy', mandalorian: 'mandalorian',
} as const;

/** "An opponent creates <tokens>" / "Each opponent creates <tokens>" (one opponent in a two-player game, 1.1.1). */
const opponentCreates: EffectTemplate = (text, ctx) => {
  const m = /^(?:an|each) opponent creates (.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const made = ctx.effect(`create ${m[1]!}`);
  if (!made || (made.do !== 'createToken' && made.do !== 'createCredits' && made.do !== 'createAndReady') || made.player !== undefined) return undefined;
  if (made.do === 'createToken' && made.as) return undefined;
  // "... and readies them": the opponent readies the tokens they created.
  if (made.do === 'createAndReady' && !/ and readies them$/i.test(m[1]!)) return undefined;
  return { ...made, player: 'opponent' };
};

// "Create Credit tokens equal to this unit's cost" (the card with the ability: last-known if it left play).
const creditsEqualToCost = sentence(/create credit tokens equal to this unit's cost/, (_m, ctx) => (ctx.host === 'unit' || ctx.host === 'leaderUnit' ? { do: 'createCredits', count: { costOf: 'self' } } : undefined));

// "Create 3 Battle Droid tokens and ready them" (also read as "... and readies them" after "An opponent creates").
const createAndReady = sentence(/create (a|an|\d+|two|three) (battle droid|clone trooper|tie fighter|x-wing|spy|mandalorian) tokens? and (?:ready|readies) (them|it)/, (m) => {
  const n = count(m[1]!);
  const token = TOKEN_NAMES[m[2]!.toLowerCase() as keyof typeof TOKEN_NAMES];
  if (n === undefined || (n === 1) !== (m[3]!.toLowerCase() === 'it') || (n === 1) !== !/tokens /i.test(m[0])) return undefined;
  return n === 1 ? { do: 'createAndReady', token } : { do: 'createAndReady', token, count: n };
});

// "Each player creates a Credit token": each player, the controller first (nothing can tell the two apart, 11.4.3).
const eachPlayerCreates = sentence(/each player creates (a|\d+|two) credit tokens?/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || (n === 1) !== !/tokens$/i.test(m[0])) return undefined;
  const c = n === 1 ? {} : { count: n };
  return { do: 'sequence', steps: [{ do: 'createCredits', ...c }, { do: 'createCredits', player: 'opponent', ...c }] };
});

// "Defeat a Credit token" (any player's: the card's reminder says "belonging to any player"), "Defeat an enemy Credit
// token", "Defeat a friendly Credit token".
const defeatCredit = sentence(/defeat (a|an enemy|a friendly) credit token/, (m) => {
  const which = m[1]!.toLowerCase();
  return { do: 'defeatCredits', player: which === 'a' ? 'any' : which === 'an enemy' ? 'opponent' : 'you' };
});

// "Take control of an enemy Credit token."
const takeCredit = sentence(/take control of an enemy credit token/, () => ({ do: 'takeCredits' }));

// "Deal damage to a unit equal to the number of friendly Credit tokens."
const damageEqualCredits = sentence(/deal damage to (.+?) equal to the number of friendly credit tokens/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  return t ? { do: 'dealDamage', target: t, amount: { countCredits: 'you' } } : undefined;
});

/** Inside "An opponent chooses one:": "They <verb>" is that opponent, "You <verb>" the controller. */
const THEY_VERBS: Record<string, string> = { create: 'creates' };

function optionText(line: string): string | undefined {
  const out: string[] = [];
  for (const s of splitSentences(line)) {
    let m: RegExpExecArray | null;
    if ((m = /^they (\w+) (.+)$/is.exec(s.trim()))) {
      const verb = THEY_VERBS[m[1]!.toLowerCase()];
      if (!verb) return undefined;
      out.push(`An opponent ${verb} ${m[2]!}`);
    } else if ((m = /^you (?!may\b)(.+)$/is.exec(s.trim()))) {
      // "You draw a card" is the controller's instruction: the imperative "Draw a card".
      out.push(m[1]![0]!.toUpperCase() + m[1]!.slice(1));
    } else if (/\b(they|their|them)\b/i.test(s)) {
      return undefined;
    } else out.push(s.trim());
  }
  return out.join(' ');
}

/** "An opponent chooses one:" followed by one option per line (8.4.4): the opponent chooses, the controller resolves. */
const opponentChooses: EffectTemplate = (text, ctx) => {
  const m = /^an opponent chooses one:\n(.+)$/is.exec(text);
  if (!m) return undefined;
  const lines = m[1]!.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2) return undefined;
  const options: { label: string; effect: Effect }[] = [];
  for (const line of lines) {
    const rewritten = optionText(line);
    const effect = rewritten ? ctx.effect(rewritten) : undefined;
    if (!effect) return undefined;
    options.push({ label: line.replace(/[.\s]+$/, ''), effect });
  }
  return { do: 'chooseOptions', count: 1, chooser: 'opponent', options };
};

// "Exhaust a non-leader unit. If you do, its controller creates an X-Wing token.": the unit an earlier part chose.
const itsControllerCreates: EffectTemplate = (text, ctx) => {
  const m = /^its controller creates (.+)$/i.exec(text.trim());
  if (!m || !ctx.pronoun) return undefined;
  const made = ctx.effect(`create ${m[1]!}`);
  if (!made || made.do !== 'createToken' || made.player !== undefined || made.as) return undefined;
  return { do: 'createTokenForController', token: made.token, ...(made.count !== undefined ? { count: made.count } : {}), controllerOf: ctx.pronoun };
};

// "Choose a player. They draw 2 cards." (either player, 8.4.1).
const chooseAPlayer = sentence(/choose a player\.\s+they draw (a|\d+|two|three) cards?/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || (n === 1) !== /card$/i.test(m[0])) return undefined;
  return { do: 'choosePlayer', then: { do: 'draw', player: 'chosen', ...(n === 1 ? {} : { count: n }) } };
});

/** What "unless" needs of the effect: one unit, chosen or bound ("a unit", "it", "that unit"). */
function onOneUnit(effect: Effect | undefined): effect is Effect {
  if (!effect || !('target' in effect) || typeof effect.target !== 'object') return false;
  const t = effect.target;
  if ('choose' in t) return t.choose === 'unit' && (t.count ?? 1) === 1 && !t.optional && !t.chooser;
  return 'ref' in t || 'self' in t;
}

// "Exhaust a unit unless its controller pays 2." / "Exhaust it unless its controller pays 2." / "Deal 2 damage to that
// unit unless its controller discards a card from their hand." / "Deal 7 Damage to an enemy unit unless its controller
// says "no." If they do, draw 3 cards."
const unless: EffectTemplate = (text, ctx) => {
  const m = /^(.+?) unless its controller (pays (\d+)|discards a card from their hand|says,? ["“]([^"”]+?)[.!,]?["”])(?:\.?\s+if they do, (.+))?$/is.exec(text.trim());
  if (!m || m[1]!.includes('.')) return undefined;
  const effect = ctx.effect(m[1]!);
  if (!onOneUnit(effect) || !['dealDamage', 'exhaust', 'returnToHand', 'defeat'].includes(effect.do)) return undefined;
  const pays = m[3] ? { resources: Number.parseInt(m[3], 10) } : m[4] ? { say: m[4] } : { discard: 1 };
  const then = m[5] ? ctx.effect(m[5]) : undefined;
  if (m[5] && !then) return undefined;
  return { do: 'unlessController', effect, pays, ...(then ? { then } : {}) };
};

/** "that player" after "For each opponent," is the one opponent of a two-player game (1.1.1). */
function forThatPlayer(text: string): string {
  return text.replace(/\bthat player's base\b/gi, 'an enemy base').replace(/\ba unit that player controls\b/gi, 'a unit an opponent controls').replace(/\bthat player\b/gi, 'an opponent');
}

// "For each opponent, choose one: either deal 3 damage to that player's base, or that player discards a card from
// their hand." / "For each opponent, you may exhaust a unit that player controls." / "... a resource that player controls."
const forEachOpponent: EffectTemplate = (text, ctx) => {
  const m = /^for each opponent, (.+)$/is.exec(text.trim());
  if (!m) return undefined;
  const either = /^choose one: either (.+), or (.+)$/is.exec(m[1]!);
  if (either) {
    const options: { label: string; effect: Effect }[] = [];
    for (const part of [either[1]!, either[2]!]) {
      const effect = ctx.effect(forThatPlayer(part));
      if (!effect) return undefined;
      options.push({ label: part.trim(), effect });
    }
    return { do: 'chooseOptions', count: 1, options };
  }
  const resource = /^(you may )?exhaust a resource that player controls$/i.exec(m[1]!);
  if (resource) {
    const effect: Effect = { do: 'exhaustResources', count: 1, player: 'opponent' };
    return resource[1] ? { do: 'may', effect } : effect;
  }
  if (!/\bthat player\b/i.test(m[1]!)) return undefined;
  return ctx.effect(forThatPlayer(m[1]!));
};

// "Each opponent may ready a unit." (any unit: the opponent chooses, or chooses none).
const opponentMay = sentence(/each opponent may (ready|exhaust) (.+)/, (m, ctx) => {
  const t = target(m[2]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || t.optional || t.filter?.controller || t.filter?.other) return undefined;
  return { do: m[1]!.toLowerCase() === 'ready' ? 'ready' : 'exhaust', target: { ...t, optional: true, chooser: 'opponent' } };
});

// SEC Dedra Meero: "Choose an enemy unit. Its controller may deal 2 damage to it. If they don't, draw a card."
const controllerMayDamage: EffectTemplate = (text, ctx) => {
  const m = /^choose (an? [^.]+?)\.\s+its controller may deal (\d+) damage to it\.\s+if they don't, (.+)$/is.exec(text.trim());
  if (!m) return undefined;
  const unit = target(m[1]!, ctx);
  const effect = ctx.effect(m[3]!);
  if (!unit || !('choose' in unit) || unit.choose !== 'unit' || unit.count || unit.optional || !effect) return undefined;
  return { do: 'unlessController', unit, effect, pays: { damage: Number.parseInt(m[2]!, 10) } };
};

// TWI Political Pressure: "Choose an opponent. They may discard a random card from their hand. If they don't, create 2
// Battle Droid tokens." (the one opponent, 1.1.1)
const opponentMayDiscard = sentence(/choose an opponent\.\s+they may discard (a|\d+|two) (random )?cards? from their hand\.\s+if they don't, (.+)/, (m, ctx) => {
  const n = count(m[1]!);
  const effect = ctx.effect(m[3]!);
  if (n === undefined || (n === 1) !== !/cards from/i.test(m[0]) || !effect) return undefined;
  return { do: 'unlessController', payer: 'opponent', effect, pays: { discard: n, ...(m[2] ? { random: true } : {}) } };
});

// SEC Grand Admiral Thrawn: "An opponent may choose a non-leader unit they control. If they do, this unit captures that
// unit. If they don't, ready this unit." The opponent's choice is the first effect's target (optional, theirs to make).
const opponentMayChoose: EffectTemplate = (text, ctx) => {
  const m = /^an opponent may choose (an? [^.]+?) they control\.\s+if they do, ([^.]+)\.\s+if they don't, ([^.]+)$/is.exec(text.trim());
  if (!m) return undefined;
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || t.optional || t.filter?.controller || t.filter?.other) return undefined;
  const chosen = { ...t, filter: { ...t.filter, controller: 'enemy' as const }, optional: true, chooser: 'opponent' as const };
  const otherwise = ctx.effect(m[3]!);
  if (!otherwise) return undefined;
  // "this unit captures that unit" (the capture templates read only a unit phrase after "captures").
  const self = target('this unit', ctx);
  if (/^this unit captures that unit$/i.test(m[2]!.trim())) {
    return self ? { do: 'ifYouDo', effect: { do: 'capture', target: chosen, by: self }, then: { do: 'sequence', steps: [] }, else: otherwise } : undefined;
  }
  const placeholder = { do: 'exhaust', target: { ...t } } as Effect;
  const then = ctx.linked(placeholder, m[2]!);
  const name = 'target' in placeholder && 'as' in placeholder.target ? placeholder.target.as : undefined;
  if (!then || !name || !('target' in then) || JSON.stringify(then.target) !== `{"ref":"${name}"}`) return undefined;
  // Named only once: "that unit" is the choice itself.
  if (JSON.stringify(then).split(`"${name}"`).length !== 2) return undefined;
  return { do: 'ifYouDo', effect: { ...then, target: chosen } as Effect, then: { do: 'sequence', steps: [] }, else: otherwise };
};

// SEC Chancellor Palpatine: "create 2 Spy tokens and give those tokens Sentinel for this phase".
const createAndGrant = sentence(/create (a|an|\d+|two|three) (battle droid|clone trooper|tie fighter|x-wing|spy|mandalorian) tokens? and give (those tokens|them|it|that token) (\w+(?: \d+)?) (for this (?:phase|round))/, (m) => {
  const n = count(m[1]!);
  const token = TOKEN_NAMES[m[2]!.toLowerCase() as keyof typeof TOKEN_NAMES];
  const one = /^(it|that token)$/i.test(m[3]!);
  const keyword = keywordGrant(m[4]!);
  const lasting = duration(m[5]!);
  if (n === undefined || (n === 1) !== one || (n === 1) !== !/tokens and/i.test(m[0]) || !keyword || !lasting) return undefined;
  return { do: 'createAndGrant', token, ...(n === 1 ? {} : { count: n }), keyword, duration: lasting };
});

// LAW You Hold This: "Choose a friendly non-leader unit. An opponent takes control of it. If they do, deal 4 damage to
// another unit in the same arena." (also LAW Tobias Beckett's "... If they do, create a Credit token.")
const opponentTakesControl: EffectTemplate = (text, ctx) => {
  const m = /^choose (an? [^.]+?)\.\s+an opponent takes control of (?:it|that unit)(?:\.\s+if they do, (.+))?$/is.exec(text.trim());
  if (!m) return undefined;
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || t.optional) return undefined;
  const give: Effect = { do: 'giveControl', target: { ...t } };
  if (!m[2]) return give;
  if (splitSentences(m[2]).length > 1) return undefined;
  const then = ctx.linked(give, m[2]);
  return then ? { do: 'ifYouDo', effect: give, then } : undefined;
};

// JTL Timely Reinforcements: "Choose an opponent. For every 2 resources they control, create an X-Wing token and give it
// Sentinel for this phase."
const forEveryResources = sentence(/choose an opponent\.\s+for every (\d+|two) resources they control, (create an? .+? token and give it .+)/, (m, ctx) => {
  const by = count(m[1]!);
  const made = ctx.effect(m[2]!);
  if (!by || by < 2 || !made || made.do !== 'createAndGrant' || made.count !== undefined) return undefined;
  return { ...made, count: { floorDivide: { countCards: 'resources', player: 'opponent' }, by } };
});

// LAW Rhydonium Detonation: "Each player may return a non-leader unit to its owner's hand." (any player's unit)
const eachPlayerMayReturn = sentence(/each player may return (an? .+?) to its owner's hand/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || t.optional || t.filter?.controller || t.filter?.other) return undefined;
  return t.filter ? { do: 'eachPlayerMayReturn', filter: t.filter } : { do: 'eachPlayerMayReturn' };
});

// TWI The Clone Wars: "Pay any number of resources. Create that many Clone Trooper tokens. Each opponent creates that
// many Battle Droid tokens." ("that many" is read only here, right after the payment it counts.)
const payAnyNumber: EffectTemplate = (text) => {
  const m = /^pay any number of resources\.\s+(.+)$/is.exec(text.trim());
  if (!m) return undefined;
  const steps: Effect[] = [];
  for (const part of splitSentences(m[1]!)) {
    const made = /^(create|(?:an|each) opponent creates) that many (battle droid|clone trooper|tie fighter|x-wing|spy|mandalorian) tokens\.?$/i.exec(part.trim());
    if (!made) return undefined;
    const token = TOKEN_NAMES[made[2]!.toLowerCase() as keyof typeof TOKEN_NAMES];
    steps.push({ do: 'createToken', token, count: { x: true }, ...(/opponent/i.test(made[1]!) ? { player: 'opponent' as const } : {}) });
  }
  return { do: 'payAnyNumber', then: steps.length === 1 ? steps[0]! : { do: 'sequence', steps } };
};

// JTL All Wings Report In: "Exhaust up to 2 friendly space units. For each unit exhausted this way, create an X-Wing
// token." (8.34.1: the tokens are created together.)
const forEachExhausted: EffectTemplate = (text, ctx) => {
  const m = /^([^.]+)\.\s+for each unit exhausted this way, (create .+)$/is.exec(text.trim());
  if (!m) return undefined;
  const first = ctx.effect(m[1]!);
  const then = ctx.effect(m[2]!);
  if (!first || first.do !== 'exhaust' || !then || (then.do !== 'createToken' && then.do !== 'createCredits') || then.count !== undefined || then.player !== undefined) return undefined;
  if (then.do === 'createToken' && then.as) return undefined;
  return { do: 'forEachThisWay', effect: first, then };
};

export const players: TemplateModule = {
  area: 'players',
  effects: [
    opponentCreates, creditsEqualToCost, createAndReady, eachPlayerCreates, defeatCredit, takeCredit, damageEqualCredits, opponentChooses,
    itsControllerCreates, chooseAPlayer, unless, forEachOpponent, opponentMay,
    controllerMayDamage, opponentMayDiscard, opponentMayChoose, createAndGrant,
    opponentTakesControl, forEveryResources, eachPlayerMayReturn, payAnyNumber, forEachExhausted,
  ],
};
