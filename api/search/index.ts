export type { SearchNode, TermNode } from './ast.js';
export { SearchSyntaxError } from './errors.js';
export { parseSearch } from './parser.js';
export { compileSearch } from './sql.js';
