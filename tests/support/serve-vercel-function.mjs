// Serves one function of the Vercel build, unpacked alone (vercel-build.ts), as Vercel runs it: the
// function's launcher is a Node request handler. Plain JavaScript, so any Node runs it:
//   node tests/support/serve-vercel-function.mjs <port> [function folder]
// Without a folder it answers 204 itself: what starting Node and listening costs, the floor a
// function's cold start stands on.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const [port, folder] = process.argv.slice(2);
const handler = folder ? createRequire(import.meta.url)(join(resolve(folder), '___next_launcher.cjs')) : (_request, response) => response.writeHead(204).end();
createServer(handler).listen(Number(port), '127.0.0.1');
