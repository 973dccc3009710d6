// Runs under Node 24 (tools/node24), as Vercel runs a function, with Node's own type stripping:
//   node bench/serve-vercel-function.ts <port> [function folder]
// Serves the function's launcher (its Node request handler) on loopback; without a folder it answers
// 204 itself: what starting Node and listening costs, the floor a function's cold start stands on.
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const [port, folder] = process.argv.slice(2);
const noFunction: RequestListener = (_request, response) => response.writeHead(204).end();
const handler: RequestListener = folder ? createRequire(import.meta.url)(join(resolve(folder), '___next_launcher.cjs')) : noFunction;
createServer(handler).listen(Number(port), '127.0.0.1');
