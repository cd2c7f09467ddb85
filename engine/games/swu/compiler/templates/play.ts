// "Play a unit from your hand. It costs 1 less." / "Play a card from your hand, ignoring its aspect penalties."
// (7.1.6, 8.10.2): a modified Play a Card action from hand.
import type { Effect } from '../../abilities/types.js';
import type { EffectTemplate, TemplateModule } from '../types.js';

type PlayFilter = NonNullable<Extract<Effect, { do: 'playFromHand' }>['filter']>;

const ASPECTS = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'];

const playFromHand: EffectTemplate = (text) => {
  const m = /^play (?:a|an) (?:(\S+) )?(unit|event|upgrade|card) from your hand(, ignoring its aspect penalties)?(?:\.\s+it costs (\d+) less)?$/i.exec(text);
  if (!m) return undefined;
  const filter: PlayFilter = {};
  const type = m[2]!.toLowerCase();
  if (type !== 'card') filter.type = type === 'unit' ? 'Unit' : type === 'event' ? 'Event' : 'Upgrade';
  if (m[1]) {
    // Only an aspect narrows what may be played here: a trait ("a Capital Ship unit") is not in the filter.
    const aspect = ASPECTS.find((a) => a.toLowerCase() === m[1]!.toLowerCase());
    if (!aspect) return undefined;
    filter.aspect = aspect;
  }
  return {
    do: 'playFromHand',
    ...(Object.keys(filter).length ? { filter } : {}),
    ...(m[3] ? { ignoreAspectPenalty: true } : {}),
    ...(m[4] ? { costReduction: Number.parseInt(m[4], 10) } : {}),
  };
};

export const play: TemplateModule = { area: 'play', effects: [playFromHand] };
