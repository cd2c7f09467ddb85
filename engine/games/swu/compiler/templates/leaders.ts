// A leader's Epic Action to deploy (7.2.4): "If you control N or more resources, deploy this leader."
import type { LineTemplate, TemplateModule } from '../types.js';

const deploy: LineTemplate = (line, ctx) => {
  const m = /^epic action: if you control (\d+) or more resources, deploy this leader\.?$/i.exec(line);
  if (!m || ctx.host !== 'leader') return undefined;
  return [{ kind: 'deploy', id: 'deploy', text: line, minResources: Number.parseInt(m[1]!, 10) }];
};

export const leaders: TemplateModule = { area: 'leaders', lines: [deploy] };
