import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import getPort from 'get-port';

export type ServedApp = { baseUrl: string; stop: () => void };

const STARTUP_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 5;

/** Polls `url` (with `init`, a GET by default) until it answers 2xx; fails if the server exits or stays silent past the timeout. */
export async function waitUntilServing(url: string, server: ChildProcess, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS} ms`);
}

/** `cwd`: the project to serve, this one by default (the benchmarks also serve a build of an earlier release). */
type StartOptions = { env?: NodeJS.ProcessEnv; quiet?: boolean; cwd?: string };

/** Signals the process group of a server started here, unless it has already ended (exited, or killed by a signal). */
export function signalGroup(server: ChildProcess, signal: NodeJS.Signals): void {
  if (!server.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal);
  } catch (error) {
    // Ended between the check and the signal.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** `next start` on an existing build in `distDir`, in a process group of its own. */
export function startServer(distDir: string, port: number, { env = process.env, quiet = false, cwd }: StartOptions = {}): ServedApp & { server: ChildProcess } {
  const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd,
    env: { ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  });
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    // next start may start workers of its own: signal the whole group.
    stop: () => signalGroup(server, 'SIGTERM'),
  };
}

/**
 * Builds the production app into `distDir` with SITE_URL set to a free loopback port, then serves it
 * with `next start` on that port: what the integration tests and the benchmarks run against.
 */
export async function buildAndServe(distDir: string, extraEnv: Record<string, string> = {}): Promise<ServedApp & { pid: number }> {
  const port = await getPort();
  const env = { ...process.env, ...extraEnv, SITE_URL: `http://127.0.0.1:${port}`, NEXT_DIST_DIR: distDir };
  buildApp(env);
  const { server, baseUrl, stop } = startServer(distDir, port, { env });
  try {
    await waitUntilServing(`${baseUrl}/api/pages.json`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop, pid: server.pid! };
}

/** `npm run build` with `env` (which names the build folder, NEXT_DIST_DIR, and SITE_URL). */
export function buildApp(env: NodeJS.ProcessEnv): void {
  const build = spawnSync('npm', ['run', 'build'], { env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}
