// Ability language, part "this unit enters play ready": a unit's printed "(If <condition>,) this unit enters play
// ready." (SEC Corellian Hounds, LAW Rose Tico, LAW Salacious Crumb). Checked as the unit is played (6.2.5): it is
// put into play ready instead of exhausted. The engine side is ../../v2/enters-ready.ts.
import { describe, opt, ref, type Property } from '../../../../core/schema.js';

export const ENTERS_READY_PROPERTIES: Record<string, Property> = {
  condition: opt(describe(ref('condition'), '"If you control Jabba the Hutt, ...": checked as the unit is played, before it is in play.')),
};

export const ENTERS_READY_DESCRIPTION = '"This unit enters play ready" (6.2.5): the unit is played ready instead of exhausted, when the condition (if any) holds as it is played. Another way into play (a rescue) with this text is UNSUPPORTED.';
