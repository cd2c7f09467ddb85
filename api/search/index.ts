export type { SearchNode, TermNode } from './ast.js';
export { SearchSyntaxError } from './errors.js';
export { parseSearch } from './parser.js';
export { compileSearch, usesVocabulary, canonical, EMPTY_VOCABULARY, type SearchVocabulary } from './compile.js';
