// What a state gets when a field is missing. Karabast's test setup fills the same gaps the same way, so a
// Karabast state that relies on them means the same thing here.

/** Karabast's default leaders and bases (its test DeckBuilder). */
export const DEFAULT_LEADER = { player1: 'darth-vader#dark-lord-of-the-sith', player2: 'luke-skywalker#faithful-friend' } as const;
export const DEFAULT_BASE = { player1: 'kestro-city', player2: 'administrators-tower' } as const;

/** Karabast pads decks (and hands or decks given as a count) with this vanilla unit. */
export const FILLER_CARD = 'underworld-thug';
export const DEFAULT_DECK_SIZE = 8;
/** Karabast gives each player 20 ready resources when none are listed; ours are anonymous (card: null). */
export const DEFAULT_RESOURCE_COUNT = 20;

/** Counts above this are refused: no real game gets near it, and it keeps a hostile request from allocating millions. */
export const MAX_ZONE_SIZE = 500;

export const DEFAULT_SEED = 1;
export const DEFAULT_ROUND = 1;
