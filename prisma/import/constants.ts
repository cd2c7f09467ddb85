export const FFG_RULING_SOURCE = 'FFG card list';
export const GAME_ID = 'SWU';
