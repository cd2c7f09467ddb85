// Keywords whose lines carry abilities of their own (engine: keywords/coordinate.ts, keywords/piloting.ts):
// - "Coordinate — X" (7.5.15A): X, active "while you control 3 or more units" - a constant with that condition
//   (a triggered or action X is granted to the card itself by such a constant; a keyword X is granted likewise);
// - on a unit with Piloting, its upgrade text ("Attached unit ...", "When played as an upgrade: ...") works only
//   while it is attached: the ability as an upgrade's, marked side "upgrade" (7.5.17).
// Must come before the plain keyword lines, which compile "Coordinate — X" to nothing.
import type { Ability } from '../../abilities/types.js';
import { COORDINATE_CONDITION } from '../../keywords/coordinate.js';
import { normalizedEpicAction, PILOT_LEADER_EPIC_ACTION } from '../../leaders.js';
import { keywordList } from '../text.js';
import type { LineTemplate, TemplateModule } from '../types.js';

const coordinate: LineTemplate = (line, ctx) => {
  const list = keywordList(line);
  if (!list || list.length !== 1 || list[0]!.name !== 'Coordinate' || !list[0]!.text) return undefined;
  if (!ctx.card.keywords.some((k) => k.name === 'Coordinate')) return undefined;
  // Not compiled, a Coordinate is not silently dropped: it is a constant ability the engine can't run (7.5.15A). On a
  // leader's leader side, constant abilities of the leader itself are not applied by the engine yet.
  return coordinateAbilities(line, list[0]!.text, ctx) ?? [{ kind: 'unsupported', id: '', text: line, relevant: ['constant'] }];
};

function coordinateAbilities(line: string, inner: string, ctx: Parameters<LineTemplate>[1]): Ability[] | undefined {
  if (ctx.side === 'leader') return undefined;
  const granted = keywordList(inner);
  if (granted) {
    if (granted.some((k) => k.text !== null)) return undefined;
    return granted.map((k): Ability => ({ kind: 'constant', id: '', text: line, condition: COORDINATE_CONDITION, affects: 'self', grant: { keyword: { name: k.name, ...(k.value !== null ? { value: k.value } : {}) } } }));
  }
  // "Each other friendly unit gets +1/+1 and gains Overwhelm" is one line of two abilities: each gets the condition.
  const abilities = ctx.abilities(inner)?.map((ability): Ability | undefined => {
    if (ability.kind === 'constant') return ability.condition ? undefined : { ...ability, text: line, condition: COORDINATE_CONDITION };
    if (ability.kind === 'triggered' || ability.kind === 'action' || ability.kind === 'replacement') {
      return { kind: 'constant', id: '', text: line, condition: COORDINATE_CONDITION, affects: 'self', grant: { ability: { ...ability, id: `coordinate-${ability.id || 'ability'}` } } };
    }
    return undefined;
  });
  return abilities?.every((a) => a !== undefined) ? (abilities as Ability[]) : undefined;
}

const PLAYED_AS_UPGRADE = /^when played as an upgrade:/i;

const pilotText: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'unit' || !ctx.card.keywords.some((k) => k.name === 'Piloting')) return undefined;
  if (!/^(attached unit|if attached unit)\b/i.test(line) && !PLAYED_AS_UPGRADE.test(line)) return undefined;
  const ability = ctx.ability(line.replace(PLAYED_AS_UPGRADE, 'When Played:'), 'upgrade');
  return ability ? [{ ...ability, text: line, side: 'upgrade' }] : undefined;
};

// JTL's Pilot leaders: "Epic Action: If you control N or more resources, choose one: / Deploy this leader. / Deploy
// this leader as an upgrade on a friendly Vehicle unit without a Pilot on it." The engine deploys the leader as a
// unit from the printed Epic Action (leaders.ts); deploying it as an upgrade (3.4.4A) is not supported yet.
const pilotLeaderDeploy: LineTemplate = (line, ctx) => {
  if (ctx.host !== 'leader' || !PILOT_LEADER_EPIC_ACTION.test(normalizedEpicAction(ctx.card.epicAction))) return undefined;
  if (/^epic action: if you control \d+ or more resources, choose one:?$/i.test(line) || /^deploy this leader\.?$/i.test(line)) return [];
  if (/^deploy this leader as an upgrade\b/i.test(line)) return [{ kind: 'unsupported', id: '', text: line, relevant: ['action'], rule: '3.4.4A' }];
  return undefined;
};

export const keywordAbilities: TemplateModule = { area: 'keyword abilities', lines: [coordinate, pilotText, pilotLeaderDeploy] };
