import { describe, expect, it } from 'vitest';
import { asksHow } from '@/lib/search/query/asks-how';

describe('whether a question asks how to do something', () => {
  it('reads "how do I", "how to" and texted "how do u" as asking for a way', () => {
    expect(['How do I pack a suit?', 'how to fold a shirt', 'jet lag, how do u beat it', 'How can we keep bags dry?'].every(asksHow)).toBe(true);
  });

  it('reads a question of quantity, or one that asks yes or no, as not asking how', () => {
    expect(['How much can a carry-on weigh?', 'how long is the flight', 'Is jet lag worse flying east or west?', 'showers on board'].some(asksHow)).toBe(false);
  });
});
