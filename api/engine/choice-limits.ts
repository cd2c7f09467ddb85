/** Bounds on the choices a request carries (resolve, explore, saved scenarios): enough for any real resolution. */
export const LIMITS = { choices: 500, optionsPerChoice: 100, idLength: 200 };
