// Effects the keywords need that no printed sentence says by itself (spread into the language's effect list).

export const keywordEffects = {
  /** Plot (7.5.19A): play the ability's source card from its controller's resource zone, paying its cost. */
  playWithPlot: {},
};

export const keywordEffectNotes = {
  playWithPlot: 'Plot (7.5.19): play the source card from its controller\'s resource zone, paying its cost; the top card of the deck replaces it as an exhausted resource.',
};
