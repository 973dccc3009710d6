import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { signalGroup } from '../../scripts/production-server';

const VERCEL_TOOL = join(process.cwd(), 'tools', 'vercel');
const vercelCli = join(VERCEL_TOOL, 'node_modules', '.bin', 'vercel');

/** The CLI lives in its own folder (see tools/vercel/package.json): installed on first use. */
function installVercelCli(): void {
  if (existsSync(vercelCli)) return;
  const install = spawnSync('npm', ['install', '--prefix', VERCEL_TOOL, '--no-audit', '--no-fund'], { encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm install --prefix tools/vercel failed:\n${install.stdout}\n${install.stderr}`);
}

/** What `vercel build` wrote: `output` is its `.vercel/output`; `remove` deletes the whole copy. */
export type VercelBuild = { output: string; remove: () => void };

/** Vercel's own build, run offline on a copy of the committed files as a fresh clone would have them. */
export function vercelBuild(): VercelBuild {
  installVercelCli();
  const project = mkdtempSync(join(tmpdir(), 'packwise-vercel-'));
  const remove = () => rmSync(project, { recursive: true, force: true });
  try {
    for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
      mkdirSync(dirname(join(project, file)), { recursive: true });
      cpSync(file, join(project, file));
    }
    // Hard links: the same installed packages without copying a gigabyte.
    execFileSync('cp', ['-al', 'node_modules', join(project, 'node_modules')]);
    mkdirSync(join(project, '.vercel'));
    writeFileSync(join(project, '.vercel', 'project.json'), JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs' } }));
    const build = spawnSync(vercelCli, ['build', '--yes'], { cwd: project, encoding: 'utf8', env: { ...process.env, NEXT_DIST_DIR: '' } });
    if (build.status !== 0) throw new Error(`vercel build failed:\n${build.stdout}\n${build.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { output: join(project, '.vercel', 'output'), remove };
}

/**
 * The files one function deploys, as the place each lands in the function (relative path) and
 * where it is in the built project: the function folder's own files (the launcher, manifests) and
 * the traced files its `.vc-config.json` maps in from the project. Functions that Vercel bundles
 * together are symbolic links to one folder, so every route of a bundle reports the same files.
 */
export function functionFiles(output: string, route: string): Map<string, string> {
  const folder = realpathSync(join(output, 'functions', `${route}.func`));
  const project = dirname(dirname(output));
  const config = JSON.parse(readFileSync(join(folder, '.vc-config.json'), 'utf8')) as { filePathMap?: Record<string, string> };
  const files = new Map(Object.entries(config.filePathMap ?? {}).map(([inFunction, inProject]) => [inFunction, join(project, inProject)]));
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (statSync(join(folder, file)).isFile()) files.set(file, join(folder, file));
  }
  return files;
}

/** What the files of `functionFiles` weigh together. */
export const shippedBytes = (files: Map<string, string>) => [...files.values()].reduce((sum, file) => sum + statSync(file).size, 0);

/** One function's files copied into a folder of its own, as Vercel unpacks it: nothing else is there. */
export type UnpackedFunction = { folder: string; files: number; bytes: number; remove: () => void };

export function unpackFunction(output: string, route: string): UnpackedFunction {
  const folder = mkdtempSync(join(tmpdir(), 'packwise-function-'));
  const files = functionFiles(output, route);
  for (const [inFunction, source] of files) {
    mkdirSync(dirname(join(folder, inFunction)), { recursive: true });
    // Some entries are symbolic links to a package folder (Turbopack's `.next/node_modules/<name>-<hash>`): copied as links.
    cpSync(source, join(folder, inFunction), { recursive: true, verbatimSymlinks: true });
  }
  return { folder, files: files.size, bytes: shippedBytes(files), remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The environment of a Vercel function: VERCEL=1 closes the survey's store, as it is there without DATABASE_URL. */
export const ON_VERCEL: FunctionEnv = { NODE_ENV: 'production', VERCEL: '1' };

/** A function runs with NODE_ENV=production (its launcher sees to it); the rest is up to the caller. */
export type FunctionEnv = { NODE_ENV: 'production' } & Record<string, string>;

/** A fresh `node` process serving an unpacked function on `port` (or, without a folder, answering 204 itself). */
export function serveFunction(node: string, port: number, folder?: string, env: FunctionEnv = ON_VERCEL): { server: ChildProcess; baseUrl: string; stop: () => void } {
  const script = join(process.cwd(), 'tests', 'support', 'serve-vercel-function.mjs');
  const server = spawn(node, [script, String(port), ...(folder ? [folder] : [])], { env: { PATH: process.env.PATH, ...env }, stdio: 'ignore', detached: true });
  return { server, baseUrl: `http://127.0.0.1:${port}`, stop: () => signalGroup(server, 'SIGKILL') };
}
