// `npm start` serves the production build; this makes sure there is a current one first.
// A build is current when it was made from exactly these sources and this SITE_URL.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'content', 'lib', 'public', 'proxy.ts', 'next.config.ts', 'contentlayer.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = join(distDir, 'packwise-sources.sha256');

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* filesUnder(join(path, entry));
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ''}\nVERCEL_PROJECT_PRODUCTION_URL=${process.env.VERCEL_PROJECT_PRODUCTION_URL ?? ''}\n`);
  for (const source of SOURCES) {
    for (const file of filesUnder(source)) hash.update(`${file}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const fingerprint = sourceFingerprint();
const current = existsSync(join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;

if (!current) {
  console.log('No current production build: building first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, fingerprint);
}
