import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { routePaths } from '@/lib/site/route-paths';
import { signalGroup, waitUntilServing, type ServedApp } from '../../scripts/production-server';

/** The upstream the README's blocks name; the tests put the test server's address in its place. */
const DOCUMENTED_UPSTREAM = '127.0.0.1:3000';
/** The site address the README's Caddy block names. */
const DOCUMENTED_SITE = 'packwise.example';
/** Debian's nobody/nogroup: who a proxy runs as when the tests run as root. */
const NOBODY = 65_534;
/** nginx lives in /usr/sbin, which an unprivileged user's PATH may lack. */
const PATH = `${process.env.PATH ?? ''}:/usr/sbin:/sbin`;

/** A reverse proxy from Debian's packages, as the README configures it. */
type ReverseProxy = {
  name: string;
  command: string;
  versionArgs: string[];
  /** The whole configuration file for a proxy listening on `port` in front of `upstream` (host:port). */
  config: (port: number, upstream: string) => string;
  /** How to run it with that file, `proxy.conf`, in `folder`. */
  args: (folder: string) => string[];
};

/** The fenced block of `language` in README.md, which must name the documented upstream. */
function documentedBlock(language: string): string {
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(readFileSync('README.md', 'utf8'))?.[1];
  if (!block?.includes(DOCUMENTED_UPSTREAM)) throw new Error(`README.md has no \`\`\`${language} block that proxies to ${DOCUMENTED_UPSTREAM}`);
  return block;
}

/** nginx with no daemon and every file it writes in its prefix; the README's block is its only location. */
const nginx: ReverseProxy = {
  name: 'nginx',
  command: 'nginx',
  versionArgs: ['-v'],
  // -e: the error log from the start, before the configuration is read, instead of /var/log/nginx.
  args: (folder) => ['-p', folder, '-c', 'proxy.conf', '-e', 'stderr'],
  config: (port, upstream) => `daemon off;
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
${documentedBlock('nginx').replaceAll(DOCUMENTED_UPSTREAM, upstream)}
  }
}
`,
};

/** Caddy over plain HTTP on the given port, with no admin endpoint; the README's site block as it is. */
const caddy: ReverseProxy = {
  name: 'Caddy',
  command: 'caddy',
  versionArgs: ['version'],
  args: (folder) => ['run', '--config', join(folder, 'proxy.conf'), '--adapter', 'caddyfile'],
  config: (port, upstream) => `{
	admin off
	auto_https off
	log {
		level ERROR
	}
}
${documentedBlock('caddyfile').replace(DOCUMENTED_SITE, `http://127.0.0.1:${port}`).replaceAll(DOCUMENTED_UPSTREAM, upstream)}`,
};

export const REVERSE_PROXIES = [nginx, caddy];

function requireInstalled(proxy: ReverseProxy): void {
  const version = spawnSync(proxy.command, proxy.versionArgs, { env: { ...process.env, PATH } });
  if (version.error || version.status !== 0) {
    throw new Error(`${proxy.command} is not installed: this test runs the real one from Debian's packages. Install it with \`apt-get install -y --no-install-recommends ${proxy.command}\` (as root), then run \`npm run test:proxy\` again.`);
  }
}

/**
 * `proxy` from the system's packages in front of `upstream`, configured as the README says: on a free
 * loopback port, every file it writes in a temporary folder (its working directory and home), and as
 * nobody when the tests run as root, so it needs no privilege and touches no system file.
 */
export async function serveThrough(proxy: ReverseProxy, upstream: string): Promise<ServedApp> {
  requireInstalled(proxy);
  const folder = mkdtempSync(join(tmpdir(), `packwise-${proxy.command}-`));
  const port = await getPort();
  writeFileSync(join(folder, 'proxy.conf'), proxy.config(port, new URL(upstream).host));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(folder, NOBODY, NOBODY);
  const child = spawn(proxy.command, proxy.args(folder), {
    cwd: folder,
    env: { ...process.env, PATH, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const stop = () => {
    signalGroup(child, 'SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseUrl}${routePaths.pagesIndex}`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}
