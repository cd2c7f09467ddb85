// Ability language, part "costs": disclose (8.38) as a part of a cost inside an ability ("You may disclose Command
// Heroism. If you do, ..."). Spread into the costPart union of defs/triggers.ts; the engine side is ../../v2/disclose.ts.
import { arr, describe, int, obj, oneOfStrings, opt, type Property, type SchemaNode } from '../../../../core/schema.js';

/** The six aspects as printed (an aspect icon, 2.1). */
export const ASPECT_NAMES = ['Vigilance', 'Command', 'Aggression', 'Cunning', 'Villainy', 'Heroism'] as const;

/** Cost-part variants (spread into the `costPart` union). */
export const COST_PART_VARIANTS: SchemaNode[] = [
  obj({
    disclose: describe(arr(oneOfStrings(ASPECT_NAMES), { minItems: 1 }), 'The aspect icons to disclose, one entry per icon ("Vigilance Vigilance Villainy").'),
  }, '"Disclose <aspects>" (8.38.1): reveal any number of cards from your hand; done only if the revealed cards together have at least these icons.'),
];

/**
 * "ignoring 1 of its Vigilance, Command, Aggression, or Cunning aspect penalties" (8.1.1, 8.10.2): up to `count`
 * missing icons of these aspects add no penalty. Used by the playFromHand effect and by a play request.
 */
export const penaltyIconsNode: SchemaNode = obj({
  count: int({ minimum: 1 }),
  aspects: arr(oneOfStrings(ASPECT_NAMES), { minItems: 1 }),
}, 'Up to `count` aspect penalties (one per missing icon, 8.1.1) for icons of these aspects are ignored (8.10.2).');

/** Properties added to the playFromHand effect. */
export const PLAY_FROM_HAND_PROPERTIES: Record<string, Property> = {
  ignorePenaltyIcons: opt(penaltyIconsNode),
};
