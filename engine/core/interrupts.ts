// Control flow of one resolution. The engine runs an action to completion in direct style; when a player must
// decide and the request carries no answer yet, it throws NeedChoice and the whole resolution is replayed later
// from the start with the answer appended (the API is stateless). These are the only exceptions the engine throws
// on purpose; anything else is a bug.
import type { EngineError, Prompt, Unsupported } from '../api.js';

export class NeedChoice {
  constructor(readonly prompt: Prompt) {}
}

export class NotSupported {
  constructor(readonly unsupported: Unsupported) {}
}

/** The request itself is at fault: illegal action, bad answer, unknown card. */
export class Invalid {
  constructor(readonly errors: EngineError[]) {}
}

export function unsupported(kind: Unsupported['kind'], ref: string, reason: string): never {
  throw new NotSupported({ kind, ref, reason });
}

export function invalid(code: string, path: string, message: string): never {
  throw new Invalid([{ code, path, message }]);
}

/** The game ended (a base was defeated): nothing more resolves (SWU 5.6.2). */
export class GameEnded {
  constructor(readonly losers: string[]) {}
}
