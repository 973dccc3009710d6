import { Socket } from 'node:net';
import pg from 'pg';

/** A dead server must fail a request quickly (the traveler gets the 503 page), not hang it. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * PostgreSQL cancels a statement that runs longer (a lock wait, an overloaded server) and answers
 * with an error. Shorter than SILENT_SERVER_MS, so a server that is alive answers first. Set with SET
 * on each new connection, not node-postgres's statement_timeout option: that one travels in the
 * startup packet, which PgBouncer-based poolers (Neon's and Supabase's pooled addresses) refuse with
 * "unsupported startup parameter".
 */
export const STATEMENT_TIMEOUT_MS = 3_000;

/**
 * How long a connection in use may hear nothing from the server (a paused or hung server, a network
 * that drops packets) before it is closed. Closing it, rather than node-postgres's query_timeout,
 * fails the request once and at once: after a query_timeout the connection keeps its unanswered
 * query, so the transaction's ROLLBACK waits behind it for a second timeout, and the connection
 * would go back to the pool mid-transaction. A closed connection leaves the pool; PostgreSQL rolls
 * back its transaction when it sees it gone.
 */
export const SILENT_SERVER_MS = 5_000;

/** The connection's socket (plain or TLS), whose silence is timed. */
const socketOf = (client: pg.Client) => (client.connection.stream instanceof Socket ? client.connection.stream : undefined);

/** Closes the connection once its socket has been silent for the time set on it (setTimeout), from the moment it connects. */
function hangUpWhenSilent(client: pg.Client): void {
  const socket = socketOf(client);
  socket?.on('timeout', () => void client.end().catch(() => undefined));
  socket?.setTimeout(SILENT_SERVER_MS);
}

/** The pool behind the PostgreSQL store: at most CONNECT_TIMEOUT_MS to connect, SILENT_SERVER_MS to answer. */
export function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    max: 10,
    // The pool hands a new connection out once this has finished; if it fails, the request gets the error.
    onConnect: async (client) => {
      if (client instanceof pg.Client) hangUpWhenSilent(client);
      await client.query(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    },
  });
  // An idle connection that the server drops emits 'error' on the pool; unheard, it would crash the
  // process. The next query gets a fresh connection or fails with an error the caller handles.
  pool.on('error', () => undefined);
  // Only while a request holds the connection: an idle one in the pool is silent by right.
  pool.on('acquire', (client) => socketOf(client)?.setTimeout(SILENT_SERVER_MS));
  pool.on('release', (_error, client) => socketOf(client)?.setTimeout(0));
  return pool;
}
