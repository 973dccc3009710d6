import type { ServerResponse } from 'node:http';

/** Writes a web Response to a Node response, for the one place Next hands us a Node response (pages/_error.tsx). */
export async function sendToNode(target: ServerResponse, response: Response): Promise<void> {
  target.statusCode = response.status;
  response.headers.forEach((value, name) => target.setHeader(name, value));
  target.end(await response.text());
}
