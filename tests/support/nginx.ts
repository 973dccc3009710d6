import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { routePaths } from '@/lib/site/route-paths';
import { signalGroup, waitUntilServing, type ServedApp } from '../../scripts/production-server';

/** The upstream the README's block names; the test puts the test server's address in its place. */
const DOCUMENTED_UPSTREAM = 'http://127.0.0.1:3000';
/** Debian's nobody/nogroup: who nginx runs as when the tests run as root. */
const NOBODY = 65_534;
/** nginx lives in /usr/sbin, which an unprivileged user's PATH may lack. */
const env = { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` };

/** The README's nginx block, the configuration it tells operators to use. */
export function documentedNginxBlock(): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync('README.md', 'utf8'))?.[1];
  if (!block?.includes(`proxy_pass ${DOCUMENTED_UPSTREAM};`)) throw new Error(`README.md has no \`\`\`nginx block with proxy_pass ${DOCUMENTED_UPSTREAM};`);
  return block;
}

function requireNginx(): void {
  const version = spawnSync('nginx', ['-v'], { env, encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error('nginx is not installed: this test runs the real one from Debian\'s packages. Install it with `apt-get install -y --no-install-recommends nginx` (as root), then run `npm run test:proxy` again.');
  }
}

/**
 * nginx from the system's packages in front of `upstream`, with `locationBlock` as its only
 * location: no daemon, on a free loopback port, every file it writes in a temporary prefix, and as
 * nobody when the tests run as root, so it needs no privilege and touches no system file.
 */
export async function serveThroughNginx(locationBlock: string, upstream: string): Promise<ServedApp> {
  requireNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'packwise-nginx-'));
  const port = await getPort();
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path client_body_temp;
  proxy_temp_path proxy_temp;
  fastcgi_temp_path fastcgi_temp;
  uwsgi_temp_path uwsgi_temp;
  scgi_temp_path scgi_temp;
  server {
    listen 127.0.0.1:${port};
${locationBlock.replaceAll(DOCUMENTED_UPSTREAM, upstream)}
  }
}
`,
  );
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(prefix, NOBODY, NOBODY);
  // -e: the error log from the start, before the configuration is read, instead of /var/log/nginx.
  const nginx = spawn('nginx', ['-p', prefix, '-c', 'nginx.conf', '-e', 'stderr'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const stop = () => {
    signalGroup(nginx, 'SIGQUIT');
    rmSync(prefix, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseUrl}${routePaths.pagesIndex}`, nginx);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}
