// `npm start` (api/main.ts) as a child process on a free port, for the tests and benchmarks that need real processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './databases.js';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface MainProcess {
  child: ChildProcess;
  /** Its GraphQL URL, once it printed it. */
  url: string;
  output(): { stdout: string; stderr: string };
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** Starts api/main.ts with `env` on top of this process's environment; resolves once it says it is ready. */
export async function startMain(env: Record<string, string>, readyTimeoutMs = 90_000): Promise<MainProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const deadline = performance.now() + readyTimeoutMs;
  while (!/ready: (\S+)/.test(stderr)) {
    if (child.exitCode !== null || performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api/main.ts did not start:\n${stderr}\n${stdout}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url: /ready: (\S+)/.exec(stderr)![1]!,
    output: () => ({ stdout, stderr }),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
