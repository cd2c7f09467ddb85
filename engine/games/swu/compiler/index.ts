// The SWU text compiler: printed card text -> the ability language (abilities/language.ts), with the card's engine
// support (EXECUTABLE / PARTIAL / TEXT_ONLY and the sentences that did not compile). Pure: no Node APIs.
export { compileCard, engineSupportOf, relevanceOf } from './compile.js';
export { TEMPLATE_MODULES } from './templates/index.js';
export type { CompileContext, CompileInput, CompileResult, EngineSupport, SupportStatus, TemplateModule, UnsupportedSentence } from './types.js';
