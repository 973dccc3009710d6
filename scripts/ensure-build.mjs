// `npm start` serves the production build; this makes sure there is a current one first.
// A build is current when it was made from exactly these sources and for this address: absolute
// URLs are written into the build, and without SITE_URL the address follows PORT.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'content', 'lib', 'public', 'proxy.ts', 'next.config.ts', 'contentlayer.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts'];
const ADDRESS_VARIABLES = ['SITE_URL', 'VERCEL_PROJECT_PRODUCTION_URL', 'PORT'];
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = join(distDir, 'packwise-build-stamp.json');

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* filesUnder(join(path, entry));
}

function sourcesFingerprint() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of filesUnder(source)) hash.update(`${file}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const wanted = {
  sources: sourcesFingerprint(),
  address: Object.fromEntries(ADDRESS_VARIABLES.map((name) => [name, process.env[name] ?? ''])),
};

function reasonToBuild() {
  if (!existsSync(join(distDir, 'BUILD_ID')) || !existsSync(stampFile)) return 'there is no production build yet';
  const built = JSON.parse(readFileSync(stampFile, 'utf8'));
  if (built.sources !== wanted.sources) return 'the sources changed since the last build';
  const changed = ADDRESS_VARIABLES.filter((name) => built.address?.[name] !== wanted.address[name]);
  if (changed.length > 0) return `${changed.join(' and ')} changed since the last build, and the site's absolute URLs are built in`;
  return undefined;
}

const reason = reasonToBuild();
if (reason) {
  console.log(`Building first (npm run build): ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, JSON.stringify(wanted));
}
