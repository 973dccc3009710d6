import { describe, expect, it } from 'vitest';
import { parseSurveyAnswer } from '@/lib/survey/answer-schema';
import { toCsv } from '@/lib/survey/answers-csv';
import { checkProof, newChallenge } from '@/lib/survey/challenge';
import { HONEYPOT_NAME, honeypotOf } from '@/lib/survey/field-names';
import { storeConfig } from '@/lib/survey/store/store-config';
import { testOverridesAllowed } from '@/lib/survey/survey-settings';
import { solve, validAnswer } from '../support/survey-client';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
const without = (name: string) => validAnswer.filter(([field]) => field !== name);
const replacing = (name: string, ...values: string[]): [string, string][] => [...without(name), ...values.map((value): [string, string] => [name, value])];

describe('parsing an answer', () => {
  it('accepts the complete answer, sorting multi-selects and trimming the tip', () => {
    const parsed = parseSurveyAnswer(form(replacing('overpacked', 'shoes', 'clothes')));
    expect(parsed).toEqual({
      ok: true,
      answer: { tripLength: 'week', tripKind: 'city', bagSetup: 'carry-on-and-personal-item', bagLiters: 40, overpacked: ['clothes', 'shoes'], missed: ['medicine'], bagChecks: ['measured'], tip: 'Roll, do not fold.' },
    });
  });

  it('drops control characters from the tip (PostgreSQL refuses NUL), keeping tabs and newlines', () => {
    const parsed = parseSurveyAnswer(form(replacing('tip', 'Roll\u0000 socks\u0007\r\ninto\tshoes.\u001b')));
    expect(parsed).toMatchObject({ ok: true, answer: { tip: 'Roll socks\ninto\tshoes.' } });
  });

  it.each([
    ['a C1 control (U+009B, a terminal’s CSI)', 'Roll\u009B31m socks.', 'Roll31m socks.'],
    ['a right-to-left override (U+202E)', 'Pack \u202Egnissim\u202C light.', 'Pack gnissim light.'],
    ['bidi isolates (U+2066–U+2069)', '\u2066Pack\u2069 \u2067light\u2069.\u2068', 'Pack light.'],
    ['a zero-width space before a formula', '\u200B=HYPERLINK("x")', '=HYPERLINK("x")'],
    ['a BOM, a word joiner, a soft hyphen and zero-width joiners between letters', '\uFEFFcarry\u2060\u00AD\u200Don\u200C', 'carryon'],
    ['line and paragraph separators, as newlines', 'Roll.\u2028Fold.\u2029Stack.', 'Roll.\nFold.\nStack.'],
  ])('takes %s out of the tip', (_, tip, stored) => {
    expect(parseSurveyAnswer(form(replacing('tip', tip)))).toMatchObject({ ok: true, answer: { tip: stored } });
  });

  it('keeps the zero-width joiners that draw one emoji out of several, and the text around them', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const coder = '\u{1F468}\u{1F3FD}\u200D\u{1F4BB}';
    expect(parseSurveyAnswer(form(replacing('tip', `Travel as ${family}, work as ${coder}.`)))).toMatchObject({ ok: true, answer: { tip: `Travel as ${family}, work as ${coder}.` } });
  });

  it('stores no tip when only invisible characters were sent', () => {
    expect(parseSurveyAnswer(form(replacing('tip', '\u200B\u202E\u009B')))).toMatchObject({ ok: true, answer: { tip: null } });
  });

  it('accepts the three required answers alone', () => {
    const parsed = parseSurveyAnswer(form([['tripLength', 'weekend'], ['tripKind', 'beach'], ['bagSetup', 'checked']]));
    expect(parsed).toMatchObject({ ok: true, answer: { bagLiters: null, tip: null, overpacked: [], missed: [], bagChecks: [] } });
  });

  it.each([
    ['no trip length', without('tripLength'), 'How long was the trip?'],
    ['an unknown trip kind', replacing('tripKind', 'moon'), 'What kind of trip was it?'],
    ['two bag setups', replacing('bagSetup', 'checked', 'carry-on'), 'What did you bring?'],
    ['liters as words', replacing('bagLiters', 'forty'), 'whole number of liters'],
    ['liters below the range', replacing('bagLiters', '4'), 'start at 5 liters'],
    ['liters above the range', replacing('bagLiters', '151'), 'at most 150 liters'],
    ['a repeated over-packed choice', replacing('overpacked', 'shoes', 'shoes'), 'at most once'],
    ['an unknown missed choice', replacing('missed', 'passport'), 'What did you miss?'],
    ['a 501-character tip', replacing('tip', 'x'.repeat(501)), '500 characters'],
    ['two tips', replacing('tip', 'one', 'two'), 'one packing tip'],
    ['two bag sizes', replacing('bagLiters', '30', '40'), 'one bag size'],
  ])('refuses %s, naming the question', (_, fields, message) => {
    const parsed = parseSurveyAnswer(form(fields));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join('\n')).toContain(message);
  });
});

describe('the proof of work', () => {
  const secret = 'unit-test-secret';
  it('verifies a solved challenge and names it by its nonce, with its signed fill time and honeypot', async () => {
    const challenge = await newChallenge(secret);
    const check = await checkProof(await solve(challenge), secret);
    expect(check).toEqual({ ok: true, challengeId: challenge.parameters.nonce, issuedAt: challenge.parameters.data?.issuedAt, honeypot: honeypotOf(challenge) });
    expect(honeypotOf(challenge)).toMatch(HONEYPOT_NAME);
  });

  it('refuses a challenge whose honeypot was renamed: the name is signed', async () => {
    const challenge = await newChallenge(secret);
    challenge.parameters.data = { ...challenge.parameters.data, honeypot: 'website_000000' };
    expect(await checkProof(await solve(challenge), secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['missing', async () => null, 'missing'],
    ['not base64 JSON', async () => 'not-a-payload', 'malformed'],
    ['signed with another secret', async () => solve(await newChallenge('another-secret')), 'invalid'],
    ['expired', async () => solve(await newChallenge(secret, Date.now() - 2 * 60 * 60 * 1000)), 'expired'],
    ['oversized', async () => 'A'.repeat(5000), 'malformed'],
  ])('refuses a payload that is %s', async (_, payload, reason) => {
    expect(await checkProof(await payload(), secret)).toEqual({ ok: false, reason });
  });

  it('refuses a solution whose counter was changed', async () => {
    const payload = JSON.parse(Buffer.from(await solve(await newChallenge(secret)), 'base64').toString());
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (digit: string) => (digit === '0' ? '1' : '0'));
    expect(await checkProof(Buffer.from(JSON.stringify(payload)).toString('base64'), secret)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('where answers are stored', () => {
  it.each([
    ['DATABASE_URL and SURVEY_SECRET set on Vercel', { DATABASE_URL: 'postgres://u:p@db/x', SURVEY_SECRET: 's', VERCEL: '1' }, { kind: 'postgres', url: 'postgres://u:p@db/x' }],
    ['DATABASE_URL set locally', { DATABASE_URL: 'postgres://u:p@db/x' }, { kind: 'postgres', url: 'postgres://u:p@db/x' }],
    ['on Vercel without DATABASE_URL', { VERCEL: '1', SURVEY_SECRET: 's' }, { kind: 'closed', reason: expect.stringMatching(/DATABASE_URL/) }],
    ['on Vercel without SURVEY_SECRET, whatever the database', { VERCEL: '1', DATABASE_URL: 'postgres://u:p@db/x' }, { kind: 'closed', reason: expect.stringMatching(/SURVEY_SECRET/) }],
    ['locally', {}, { kind: 'pglite', dataDir: '.data/survey' }],
    ['locally with SURVEY_DATA_DIR', { SURVEY_DATA_DIR: '/tmp/x' }, { kind: 'pglite', dataDir: '/tmp/x' }],
  ])('%s', (_, env, expected) => {
    expect(storeConfig(env)).toMatchObject(expected);
  });

  it.each([
    ['a loopback build', {}, 'http://127.0.0.1:3000', true],
    ['localhost', {}, 'http://localhost:3000', true],
    ['a public address', {}, 'https://packwise.example', false],
    ['Vercel', { VERCEL: '1' }, 'http://localhost:3000', false],
  ])('test-only difficulty and fill time are obeyed by %s: %s', (_, env, url, allowed) => {
    expect(testOverridesAllowed(env, url)).toBe(allowed);
  });
});

describe('the CSV export', () => {
  it('quotes every field, joins multi-selects and defuses spreadsheet formulas', () => {
    const csv = toCsv([
      { id: 1, challengeId: 'c', answerHash: 'h', submittedOn: '2026-11-23', tripLength: 'week', tripKind: 'city', bagSetup: 'checked', bagLiters: null, overpacked: ['clothes', 'shoes'], missed: [], bagChecks: [], tip: '=HYPERLINK("x")' },
    ]);
    expect(csv).toBe(
      'id,submittedOn,tripLength,tripKind,bagSetup,bagLiters,overpacked,missed,bagChecks,tip\r\n"1","2026-11-23","week","city","checked","","clothes;shoes","","","\'=HYPERLINK(""x"")"\r\n',
    );
  });

  const tipInCsv = (tip: string) =>
    toCsv([{ id: 1, challengeId: 'c', answerHash: 'h', submittedOn: '2026-11-23', tripLength: 'week', tripKind: 'city', bagSetup: 'checked', bagLiters: null, overpacked: [], missed: [], bagChecks: [], tip }])
      .split('\r\n')[1]!
      .match(/"(?:[^"]|"")*"$/)?.[0];

  it.each([
    ['a zero-width space before =', '\u200B=1+1', '"\'=1+1"'],
    ['a BOM and a bidi override before +', '\uFEFF\u202E+1', '"\'+1"'],
    ['a fullwidth ＝', '\uFF1DHYPERLINK("x")', '"\'\uFF1DHYPERLINK(""x"")"'],
    ['a fullwidth ＋', '\uFF0B1', '"\'\uFF0B1"'],
    ['a fullwidth －', '\uFF0D1', '"\'\uFF0D1"'],
    ['a fullwidth ＠', '\uFF20SUM(1)', '"\'\uFF20SUM(1)"'],
    ['spaces before -', '  -1', '"\'  -1"'],
    ['an ideographic space before =', '\u3000=1', '"\'\u3000=1"'],
    ['a leading tab', '\tx', '"\'\tx"'],
    ['a C1 control (an answer stored before tips were cleaned)', 'Roll\u009B31m', '"Roll31m"'],
    ['nothing in a plain tip', 'Roll, do not fold = less creasing', '"Roll, do not fold = less creasing"'],
  ])('defuses a formula behind %s, and drops invisible characters', (_, tip, cell) => {
    expect(tipInCsv(tip)).toBe(cell);
  });
});
