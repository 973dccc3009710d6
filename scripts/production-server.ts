import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import getPort from 'get-port';

export type ServedApp = { baseUrl: string; stop: () => void };

const STARTUP_TIMEOUT_MS = 60_000;

async function waitUntilServing(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/pages.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer within ${STARTUP_TIMEOUT_MS} ms`);
}

/**
 * Builds the production app into `distDir` with SITE_URL set to a free loopback port, then serves it
 * with `next start` on that port: what the integration tests and the benchmarks run against.
 */
export async function buildAndServe(distDir: string): Promise<ServedApp> {
  const port = await getPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, SITE_URL: baseUrl, NEXT_DIST_DIR: distDir };

  const build = spawnSync('npm', ['run', 'build'], { env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);

  const server = spawn('npx', ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitUntilServing(baseUrl, server);
  return {
    baseUrl,
    // npx starts next in a child process: signal the whole group.
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
