// Every template module, in the order they are tried (first match wins; a template matches only what it reads
// completely, so the order matters only for speed). To add an area: write templates/<area>.ts exporting a
// TemplateModule and add it here with one line.
import type { TemplateModule } from '../types.js';
import { attack } from './attack.js';
import { conditions } from './conditions.js';
import { constants } from './constants.js';
import { constantLines } from './constant-lines.js';
import { effectsBasic } from './effects-basic.js';
import { heads } from './heads.js';
import { keywordAbilities } from './keyword-abilities.js';
import { keywords } from './keywords.js';
import { lasting } from './lasting.js';
import { lastingMore } from './lasting-more.js';
import { tokens } from './tokens.js';
import { leaders } from './leaders.js';
import { modal } from './modal.js';
import { movement } from './movement.js';
import { play } from './play.js';
import { upgrades } from './upgrades.js';
import { refs2 } from './refs2.js';
import { zones } from './zones.js';
import { triggersV2 } from './triggers-v2.js';
import { effectZones } from './effects-zones.js';
import { restrictions } from './restrictions.js';
import { force } from './force.js';
import { phaseTriggers } from './phase-triggers.js';
import { triggerHeads } from './trigger-heads.js';
import { costs } from './costs.js';
import { targets } from './targets.js';
import { conditionsMore } from './conditions-more.js';
import { damage } from './damage.js';
import { attacks } from './attacks.js';
import { attacksMore } from './attacks-more.js';
import { history } from './history.js';
import { damage2 } from './damage2.js';
import { amounts } from './amounts.js';
import { zonesMore } from './zones-more.js';
import { prevention } from './prevention.js';
import { actionCosts } from './action-costs.js';
import { immunity } from './immunity.js';
import { players } from './players.js';
import { played } from './played.js';
import { capture } from './capture.js';
import { deck } from './deck.js';
import { grants } from './grants.js';
import { pilots } from './pilots.js';
import { noabil } from './noabil.js';
import { entersReadyModule } from './enters-ready.js';
import { thisway } from './thisway.js';
import { dmg6 } from './dmg6.js';
import { leaders6 } from './leaders6.js';
import { zones6 } from './zones6.js';
import { refs6 } from './refs6.js';
import { conds6 } from './conds6.js';
import { costatk } from './costatk.js';
import { multi } from './multi.js';
import { deck2 } from './deck2.js';
import { amounts2 } from './amounts2.js';
import { choose2 } from './choose2.js';

export const TEMPLATE_MODULES: readonly TemplateModule[] = [
  // First: its readings are narrower than the general ones that would otherwise match the same sentences.
  refs2,
  keywordAbilities,
  keywords,
  leaders,
  upgrades,
  constants,
  constantLines,
  heads,
  triggersV2,
  effectsBasic,
  lasting,
  lastingMore,
  attack,
  conditions,
  tokens,
  zones,
  modal,
  play,
  movement,
  effectZones,
  restrictions,
  force,
  phaseTriggers,
  triggerHeads,
  costs,
  targets,
  conditionsMore,
  damage,
  attacks,
  attacksMore,
  history,
  damage2,
  amounts,
  zonesMore,
  prevention,
  actionCosts,
  immunity,
  players,
  played,
  capture,
  deck,
  grants,
  pilots,
  noabil,
  entersReadyModule,
  thisway,
  dmg6,
  leaders6,
  zones6,
  refs6,
  conds6,
  costatk,
  multi,
  deck2,
  amounts2,
  choose2,
];
