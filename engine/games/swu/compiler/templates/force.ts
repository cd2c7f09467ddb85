// "The Force is with you" (8.37.2): the instruction to create the player's Force token.
import type { TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

const forceIsWithYou = sentence(/the force is with you/, () => ({ do: 'theForceIsWithYou' }));

export const force: TemplateModule = { area: 'force', effects: [forceIsWithYou] };
