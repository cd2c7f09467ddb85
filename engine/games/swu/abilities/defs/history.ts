// "The first <card> you play each round/phase costs N less" (6.2.3) as data: a cost-modifier ability that applies only
// while its controller has played no matching card yet this round/phase. Spread into language.ts; read by
// ../../v2/first-each.ts from the state's `thisPhase` history.
import { bool, describe, oneOfStrings, opt, type Property } from '../../../../core/schema.js';

/** Extra properties of cost-modifier abilities. */
export const FIRST_EACH_PROPERTIES: Record<string, Property> = {
  firstEach: opt(describe(oneOfStrings(['round', 'phase']), '"The first <card> you play each round/phase": the modifier applies only to a matching card while its player has played no matching card this round/phase (the state\'s thisPhase; a round starts with its action phase, 5.1).')),
};

/** Extra unitFilter properties. */
export const ATTACKED_FILTER_PROPERTIES: Record<string, Property> = {
  attackedThisPhase: opt(describe(bool(), '"a unit that attacked this phase": it was declared as an attacker this phase (the state\'s thisPhase attacks; any player\'s attack).')),
};
