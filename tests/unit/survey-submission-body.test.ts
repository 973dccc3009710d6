import { describe, expect, it } from 'vitest';
import { submitSurvey } from '@/lib/survey/submit-survey';

const origin = 'http://127.0.0.1:3000';

/** A same-origin form POST whose body is `body`, as the route handler receives it. */
const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(`${origin}/survey/submit`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { origin, host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded', ...headers },
  } as RequestInit & { duplex: 'half' });

const encoded = (text: string) => new TextEncoder().encode(text);

describe('reading the submitted form', () => {
  it('a body that breaks off half-way (the client went away) → 400 unreadable, not an unhandled error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoded('tripLength=week&'));
        controller.error(new Error('socket hang up'));
      },
    });
    expect(await submitSurvey(post(body))).toMatchObject({ outcome: 'unreadable', status: 400 });
  });

  it('a body that grows past the limit without announcing its length → 413, read no further', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(encoded('x'.repeat(4096)));
      },
    });
    expect(await submitSurvey(post(body))).toMatchObject({ outcome: 'too-large', status: 413 });
    expect(pulls).toBeLessThan(10);
  });
});
