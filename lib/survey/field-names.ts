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
  /** The honeypot: hidden from people, tempting to form-filling bots. */
  honeypot: 'website',
  /** The ALTCHA widget's payload. */
  proof: 'altcha',
} as const;
