// The ability language as a JSON Schema (draft 2020-12), for tools that write card abilities (the catalog's ability
// column, custom cards in a state), derived from the language's one definition.
import { jsonSchema } from '../../../core/schema.js';
import { swuAbilityLanguage } from './language.js';

export const swuAbilityJsonSchema = jsonSchema(swuAbilityLanguage);
