// How a leader deploys (3.4.4): its defined deploy ability, or else its printed Epic Action when that is the
// standard one - "Epic Action: If you control N or more resources, deploy this leader." - read with its own N
// (Grand Admiral Thrawn deploys at 7 although he costs 6). Any other wording answers UNSUPPORTED, naming it.
import type { CardDefinition } from '../../api.js';
import type { DeployAbility } from './abilities/types.js';
import { displayName } from './model.js';
import type { SwuRun } from './run.js';
import { definedAbilities } from './stats.js';

/** Reminder text in parentheses says nothing the rules don't. */
const REMINDER = /\s*\([^)]*\)/g;
const STANDARD = /^Epic Action: If you control (\d+) or more resources, deploy this leader(?: \(as a unit\))?\.?$/i;
// JTL's Pilot leaders: "choose one: Deploy this leader. / Deploy this leader as an upgrade on a friendly Vehicle
// unit without a Pilot on it." - the first choice is the standard deploy.
export const PILOT_LEADER_EPIC_ACTION = /^Epic Action: If you control (\d+) or more resources, choose one:\s*Deploy this leader\.\s*Deploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it\.?$/i;

export interface LeaderDeploy {
  minResources: number;
  text: string;
  /** The Epic Action also offers deploying as an upgrade on a friendly Vehicle without a Pilot (3.4.4A). */
  asUpgrade: boolean;
}

/** The printed Epic Action without reminder text, on one line. */
export function normalizedEpicAction(text: string | null | undefined): string {
  return (text ?? '').replace(REMINDER, '').replace(/\s+/g, ' ').trim();
}

/** The leader's deploy ability, or UNSUPPORTED naming the card and its Epic Action. */
export function leaderDeploy(run: SwuRun, def: CardDefinition): LeaderDeploy {
  const defined = (definedAbilities(def) ?? []).find((a): a is DeployAbility => a.kind === 'deploy');
  if (defined) return { minResources: defined.minResources, text: defined.text, asUpgrade: false };
  const printed = normalizedEpicAction(def.epicAction);
  const m = STANDARD.exec(printed) ?? PILOT_LEADER_EPIC_ACTION.exec(printed);
  if (m) return { minResources: Number(m[1]), text: printed, asUpgrade: PILOT_LEADER_EPIC_ACTION.test(printed) };
  return run.unsupported('CARD', def.id, printed
    ? `${displayName(def)}: its Epic Action "${printed}" is not the standard deploy ability and no deploy ability is defined`
    : `${displayName(def)}: no deploy ability defined and no printed Epic Action to read it from`);
}
