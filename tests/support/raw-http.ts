import http from 'node:http';
import net from 'node:net';

export type RawRequest = { method: string; target: string; headers: Record<string, string>; body?: string };
export type RawReply = { status: number; headers: http.IncomingHttpHeaders; headerBytes: number; body: string };

const REPLY_TIMEOUT_MS = 15_000;

/**
 * A connection per request: a reused keep-alive socket that the server closes after its 5 s idle
 * timeout fails the next request with ECONNRESET, which would read as a server that did not answer.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: 16 });

/**
 * One request exactly as given, through node:http rather than fetch, which refuses the request
 * target `*`, TRACE and methods that are not in its list. A reply that does not come is an error.
 */
export function rawRequest(baseUrl: string, { method, target, headers, body }: RawRequest): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // Node frames a GET body by nothing unless told its length: the server would read it as the next request.
    const framed = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    // Past Node's own 16 KiB, so that an oversized reply is read and reported by its size, not lost as a parse error.
    const maxHeaderSize = 256 * 1024;
    const request = http.request({ agent, hostname, port, method, path: target, headers: framed, timeout: REPLY_TIMEOUT_MS, maxHeaderSize }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headerBytes: response.rawHeaders.reduce((total, part) => total + Buffer.byteLength(part) + 2, 0),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`no reply within ${REPLY_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Bytes straight onto a socket, for what node:http will not send as a request (CONNECT). Resolves with
 * the status of the reply, or null when the server closes the connection without one.
 */
export function rawExchange(baseUrl: string, bytes: string): Promise<number | null> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
    let received = '';
    socket.setTimeout(REPLY_TIMEOUT_MS, () => socket.destroy(new Error(`no reply within ${REPLY_TIMEOUT_MS} ms`)));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve(status ? Number(status) : null);
    });
  });
}
