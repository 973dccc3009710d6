/**
 * Headers every response carries, whatever renders it: config headers in next.config.ts apply them
 * to static files and route handlers alike. The Content-Security-Policy of the HTML pages is not
 * here: it names the hashes of each page's inline scripts, so it is written per page after the build
 * (see scripts/seal-content-security-policy.ts).
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Nothing here uses these features; embedding sites cannot grant them to us either.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  // frame-ancestors 'none' says the same to browsers that read CSP; this covers the rest.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** Only meaningful over HTTPS (RFC 6797 §7.2): sent when the request arrived over it. */
export const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
