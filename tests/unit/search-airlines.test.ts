import { describe, expect, it } from 'vitest';
import { rankedAnswers } from '@/lib/api/ranked-answers';

/** Issue 39: a search that asks about an airline's bags answers with that airline's allowances first. */

const firstAnswer = (query: string) => {
  const [first] = rankedAnswers(query, 10).answers;
  return first && { kind: first.kind, slug: first.slug };
};

describe('search for an airline’s allowance', () => {
  it.each([
    ['ryanair cabin bag size', 'FR'],
    ['delta personal item', 'DL'],
    ['will a 22x14x9 fit on easyjet', 'U2'],
    ['British Airways hand luggage weight', 'BA'],
    ['ryanair', 'FR'],
    ['Qantas', 'QF'],
  ])('%j answers with that airline first', (query, iata) => {
    expect(firstAnswer(query)).toEqual({ kind: 'airline', slug: iata });
  });

  it('reads a name inside a place’s name, or a place among other words, as the place', () => {
    expect(rankedAnswers('bear spray on a plane to alaska', 10).answers.some((answer) => answer.kind === 'airline')).toBe(false);
    expect(rankedAnswers('carry on rules united kingdom', 10).answers.some((answer) => answer.kind === 'airline')).toBe(false);
  });

  it('puts the thing asked about first when a query names an item and an airline', () => {
    const answers = rankedAnswers('can I take a guitar on southwest carry on', 10).answers;
    expect(answers.findIndex((answer) => answer.kind === 'airline' && answer.slug === 'WN')).toBeGreaterThan(0);
  });

  it('reads an airline’s name as the airline, not as the item it also spells: “spirit” asked about bags is Spirit Airlines', () => {
    expect(firstAnswer('how much does it cost to check a bag on spirit')).toEqual({ kind: 'airline', slug: 'NK' });
    expect(rankedAnswers('spirit checked bag fee', 10).answers.some((answer) => answer.kind === 'item')).toBe(false);
    expect(firstAnswer('can I bring spirits in my checked bag')).toEqual({ kind: 'item', slug: 'spirits' });
  });
});
