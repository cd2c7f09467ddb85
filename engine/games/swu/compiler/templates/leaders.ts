// A leader's Epic Action to deploy (7.2.4): "If you control N or more resources, deploy this leader."
import type { LineTemplate, TemplateModule } from '../types.js';

const deploy: LineTemplate = (line, ctx) => {
  const m = /^epic action: if you control (\d+) or more resources, deploy this leader\.?$/i.exec(line);
  if (!m || ctx.host !== 'leader') return undefined;
  return [{ kind: 'deploy', id: 'deploy', text: line, minResources: Number.parseInt(m[1]!, 10) }];
};

const PILOT_DEPLOY = /^Epic Action: If you control \d+ or more resources, choose one:\s*Deploy this leader\.\s*Deploy this leader as an upgrade on a friendly Vehicle unit without a Pilot on it\.?$/i;

/**
 * JTL's Pilot leaders: "choose one: Deploy this leader. / Deploy this leader as an upgrade on a friendly Vehicle unit
 * without a Pilot on it." The engine reads that printed Epic Action itself (leaders.ts: both choices), so it compiles
 * to no ability; a deploy ability here would hide the upgrade choice.
 */
export function isPilotDeploy(epicAction: string): boolean {
  return PILOT_DEPLOY.test(epicAction.replace(/\([^)]*\)/g, '').replace(/\s+/g, ' ').trim());
}

export const leaders: TemplateModule = { area: 'leaders', lines: [deploy] };
