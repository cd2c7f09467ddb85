// The control vocabulary every game's ability language shares: sequencing, "you may", and "if you do". A game's
// language spreads these variants into its own `effect` union next to its own effects, so the words mean the same
// thing (and validate the same way) in every game.
import { arr, describe, lit, obj, opt, ref, str, type SchemaNode } from './schema.js';

/** Effect variants (tag `do`) that refer back to the game's `effect` definition. */
export function controlEffects(): SchemaNode[] {
  return [
    obj({ do: lit('sequence'), steps: arr(ref('effect'), { minItems: 1 }) }, 'Steps in order ("..., then ...").'),
    obj({ do: lit('may'), text: opt(describe(str(), 'How the choice reads in the prompt.')), effect: ref('effect') }, '"You may ...": the player chooses whether it happens.'),
    obj({ do: lit('ifYouDo'), cost: ref('effect'), then: ref('effect') }, '"... If you do, ...": `then` happens only if `cost` happened (or was replaced).'),
  ];
}
