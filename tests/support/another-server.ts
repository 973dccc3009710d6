import getPort from 'get-port';
import { inject } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { signalGroup, startServer, waitUntilServing, type ServedApp } from '../../scripts/production-server';

export type AnotherServer = ServedApp & { pid: number; exited: Promise<void>; kill: () => void };

/**
 * The integration run's production build served once more, by a `next start` of its own with `env`
 * in place of the test server's environment: how a test runs the site under another configuration.
 */
export async function serveAnother(env: NodeJS.ProcessEnv): Promise<AnotherServer> {
  const served = startServer(inject('distDir'), await getPort(), { env, quiet: true });
  const exited = new Promise<void>((resolve) => served.server.once('exit', () => resolve()));
  try {
    await waitUntilServing(`${served.baseUrl}${routePaths.pagesIndex}`, served.server);
  } catch (error) {
    served.stop();
    throw error;
  }
  return {
    baseUrl: served.baseUrl,
    pid: served.server.pid!,
    exited,
    stop: served.stop,
    // As a crash or `kill -9` would: no exit handlers run.
    kill: () => signalGroup(served.server, 'SIGKILL'),
  };
}
