// Runs `prisma generate` on a clean clone. Generating the client is pure WebAssembly, but the CLI still checks
// PRISMA_SCHEMA_ENGINE_BINARY and tries to download the native schema engine when it is unset. Pointing it at a
// stand-in that refuses to run keeps `npm install` offline; migrate commands need ../shared/tools/prisma-offline.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const standIn = fileURLToPath(new URL('./no-schema-engine.sh', import.meta.url));
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || standIn };
const result = spawnSync('npx', ['prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
