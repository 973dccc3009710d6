import { execFile } from 'node:child_process';
import { join } from 'node:path';

// Installed with the other clients of the matrix (tests/clients/package.json, `npm run clients:install`).
const INSPECTOR = join('tests', 'clients', 'node_modules', '.bin', 'mcp-inspector');

type ContentBlock = { type: string; text?: string };
export type InspectorRun = {
  exitCode: number;
  result?: {
    content: ContentBlock[];
    structuredContent?: unknown;
    isError?: boolean;
    tools?: { name: string; inputSchema: Record<string, unknown>; outputSchema?: object; annotations?: object }[];
  };
  error?: { code: string; message: string };
};

/** The last line of a stream, as JSON: the Inspector ends with its one JSON object. */
function lastJsonLine(stream: string): object {
  const line = stream.trim().split('\n').at(-1) ?? '';
  try {
    return line ? (JSON.parse(line) as object) : {};
  } catch {
    return { error: { code: 'not JSON', message: stream } };
  }
}

/**
 * The MCP Inspector's CLI, a client nobody here wrote, against `mcpUrl`, with `home` as its home (it
 * keeps its catalog, client config and OAuth state under ~/.mcp-inspector). With `--format json` it
 * prints `{ result }` on stdout and, when something failed, `{ error }` on stderr, with an exit code
 * per failure (5: the tool returned isError). It checks structured content against the tool's
 * `outputSchema` itself and fails the call when they disagree.
 */
export function runInspector(mcpUrl: string, home: string, ...args: string[]): Promise<InspectorRun> {
  const argv = ['--cli', mcpUrl, '--transport', 'http', '--format', 'json', ...args];
  return new Promise((resolve) => {
    execFile(INSPECTOR, argv, { env: { ...process.env, HOME: home }, timeout: 25_000 }, (error, stdout, stderr) => {
      const exitCode = typeof error?.code === 'number' ? error.code : error ? -1 : 0;
      resolve({ exitCode, ...lastJsonLine(stdout), ...lastJsonLine(stderr) });
    });
  });
}
