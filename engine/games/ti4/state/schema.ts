// The published JSON Schema of the TI4 state format (from its one definition).
import { jsonSchema } from '../../../core/schema.js';
import { ti4StateFormat } from './format.js';

export const ti4StateJsonSchema = jsonSchema(ti4StateFormat);
