// Free of dependencies: the survey form (browser code) imports it, and zod must stay out of the
// browser bundle, whose code-generation probe would trip the page's CSP.

/** The form's field names, shared by the form, the parser and the tests. */
export const fieldNames = {
  tripLength: 'tripLength',
  tripKind: 'tripKind',
  bagSetup: 'bagSetup',
  bagLiters: 'bagLiters',
  overpacked: 'overpacked',
  missed: 'missed',
  bagChecks: 'bagChecks',
  tip: 'tip',
  /** The ALTCHA widget's payload. */
  proof: 'altcha',
} as const;

/**
 * The honeypot, a field hidden from people, has a name of its own in every challenge: a word that
 * draws form-filling bots, and a random suffix. The challenge signs it (challenge.ts), so the server
 * knows which field to expect empty, and a bot cannot learn one fixed name to leave alone. None of
 * the words is a field browsers autofill, which would make a person's form look automatic.
 */
export const HONEYPOT_BAITS = ['website', 'homepage', 'url', 'subject', 'comment', 'referrer'] as const;
export const HONEYPOT_NAME = new RegExp(`^(?:${HONEYPOT_BAITS.join('|')})_[0-9a-f]{6}$`);

/** The honeypot a challenge names, or undefined if it names none. */
export function honeypotOf(challenge: unknown): string | undefined {
  const name = (challenge as { parameters?: { data?: { honeypot?: unknown } } } | null)?.parameters?.data?.honeypot;
  return typeof name === 'string' && HONEYPOT_NAME.test(name) ? name : undefined;
}
