// Entry of an engine thread (api/engine/threads.ts): TypeScript is loaded through tsx in this thread too, as
// `npm start` does in the main one. Plain JavaScript, so that a worker can start from it under any runner.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
