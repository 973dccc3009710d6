import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, MCPServerStreamableHttp, OpenAIProvider, Runner, setTracingDisabled } from '@openai/agents';
import { handedObject, handedText, joinedText, type ClientUnderTest, type HandedOn, type Session, type ToolCall } from './client-under-test';
import { startModelStandIn, type ModelStandIn } from './model-stand-in';

const PROMPT = 'Call every tool you are asked to, then say done.';
const resolveBin = (path: string) => createRequire(import.meta.url).resolve(path);

/** A session against a model stand-in: the client talks to the stand-in, which records what it got. */
async function withStandIn(calls: ToolCall[], drive: (standIn: ModelStandIn) => Promise<void>, handedOn: (received: unknown) => HandedOn): Promise<Session> {
  const standIn = await startModelStandIn(calls);
  try {
    await drive(standIn);
    return { tools: standIn.offered, results: calls.map((_, index) => handedOn(standIn.received[index])) };
  } finally {
    await standIn.close();
  }
}

/** A CLI run with a home of its own, so nothing reads or writes the real home's settings. */
function runCli(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, cwd, timeout: 150_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} failed: ${error.message}\n${stdout}\n${stderr}`)) : resolve(),
    );
  });
}

/** Runs `session` with a CLI's home in a fresh temporary folder, and its environment pointing there; the folder goes afterwards. */
async function inCliHome(prefix: string, session: (home: string, env: NodeJS.ProcessEnv) => Promise<void>): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), prefix));
  const env = { NODE_ENV: 'production' as const, PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1', CI: '1' };
  try {
    await session(home, env);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** Anthropic's tool_result content: a string, or text blocks (Claude Code sends structured content as JSON text). */
function anthropicContent(received: unknown): HandedOn {
  const text = typeof received === 'string' ? received : joinedText(received);
  return text.trimStart().startsWith('{') && !text.includes('\n\n') ? { form: 'object', text } : handedText(text);
}

/** Gemini's functionResponse.response: Gemini CLI wraps text as `{ output }`, anything else is an object. */
function geminiResponse(received: unknown): HandedOn {
  const response = (received ?? {}) as Record<string, unknown>;
  const keys = Object.keys(response);
  if (keys.length === 1 && typeof response[keys[0]!] === 'string') return handedText(response[keys[0]!] as string);
  return handedObject(response);
}

export const modelLoopClients: ClientUnderTest[] = [
  {
    name: 'OpenAI Agents (@openai/agents)',
    session: (mcpUrl, calls) =>
      withStandIn(
        calls,
        async (standIn) => {
          setTracingDisabled(true);
          const server = new MCPServerStreamableHttp({ url: mcpUrl, name: 'packwise' });
          await server.connect();
          try {
            const modelProvider = new OpenAIProvider({ baseURL: `${standIn.url}/v1`, apiKey: 'stand-in', useResponses: false });
            const agent = new Agent({ name: 'traveler assistant', instructions: PROMPT, mcpServers: [server], model: 'gpt-4.1' });
            await new Runner({ modelProvider, tracingDisabled: true }).run(agent, PROMPT);
          } finally {
            await server.close();
          }
        },
        (received) => (typeof received === 'string' ? handedText(received) : handedObject(received)),
      ),
  },
  {
    name: 'Claude Code (@anthropic-ai/claude-code)',
    session: (mcpUrl, calls) =>
      withStandIn(
        calls,
        (standIn) =>
          inCliHome('packwise-claude-', async (home, env) => {
            const config = join(home, 'mcp.json');
            writeFileSync(config, JSON.stringify({ mcpServers: { packwise: { type: 'http', url: mcpUrl } } }));
            const tools = ['search_answers', 'get_page', 'list_pages', 'list_changes', 'check_item', 'check_bag'].map((tool) => `mcp__packwise__${tool}`).join(',');
            await runCli(
              resolveBin('@anthropic-ai/claude-code/bin/claude.exe'),
              ['-p', PROMPT, '--mcp-config', config, '--strict-mcp-config', '--allowedTools', tools, '--output-format', 'json', '--model', 'claude-sonnet-4-5'],
              {
                ...env,
                ANTHROPIC_BASE_URL: standIn.url,
                ANTHROPIC_API_KEY: 'stand-in',
                CLAUDE_CONFIG_DIR: join(home, '.claude'),
                DISABLE_TELEMETRY: '1',
                DISABLE_AUTOUPDATER: '1',
                DISABLE_ERROR_REPORTING: '1',
                CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
              },
              home,
            );
          }),
        anthropicContent,
      ),
  },
  {
    name: 'Gemini CLI (@google/gemini-cli)',
    session: (mcpUrl, calls) =>
      withStandIn(
        calls,
        (standIn) =>
          inCliHome('packwise-gemini-', async (home, env) => {
            mkdirSync(join(home, '.gemini'));
            const settings = {
              mcpServers: { packwise: { httpUrl: mcpUrl, trust: true } },
              security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: false } },
              privacy: { usageStatisticsEnabled: false },
              telemetry: { enabled: false },
              general: { disableAutoUpdate: true, disableUpdateNag: true },
            };
            writeFileSync(join(home, '.gemini', 'settings.json'), JSON.stringify(settings));
            await runCli(
              process.execPath,
              [resolveBin('@google/gemini-cli/bundle/gemini.js'), '-p', PROMPT, '--yolo', '--model', 'gemini-2.5-flash', '--output-format', 'json'],
              { ...env, GEMINI_API_KEY: 'stand-in', GOOGLE_GEMINI_BASE_URL: standIn.url, GEMINI_CLI_NO_RELAUNCH: 'true' },
              home,
            );
          }),
        geminiResponse,
      ),
  },
];
