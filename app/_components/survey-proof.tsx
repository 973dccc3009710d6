'use client';

import { useEffect, useRef } from 'react';
import { fieldNames, honeypotOf } from '@/lib/survey/field-names';
import { routePaths } from '@/lib/site/route-paths';
import 'altcha/altcha.css';

type AltchaGlobal = { algorithms: Map<string, () => Worker> };
type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** Where the check stands: ready with this form's honeypot, or unavailable with the server's reason. */
export type ProofStatus = { kind: 'loading' } | { kind: 'ready'; honeypot: string } | { kind: 'unavailable'; message: string };

type Fetched = { ok: true; challenge: string; honeypot: string } | { ok: false; message: string };

const UNREACHABLE = 'Your browser could not reach Packwise to start the check that a person is answering. Check your connection, then try again.';

/** The challenge, fetched here rather than by the widget: the form needs the honeypot it names, and the reason when there is none (a closed survey answers 503 with it). */
async function fetchChallenge(): Promise<Fetched> {
  try {
    const response = await fetch(routePaths.surveyChallenge, { cache: 'no-store' });
    const text = await response.text();
    if (!response.ok) return { ok: false, message: text || UNREACHABLE };
    const honeypot = honeypotOf(JSON.parse(text));
    return honeypot ? { ok: true, challenge: text, honeypot } : { ok: false, message: UNREACHABLE };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}

/**
 * The ALTCHA widget, from the package's CSP build (`altcha/external`: no inline styles, no blob:
 * workers) with its solver as a same-origin worker file, so the page's strict policy holds.
 * It solves a fresh challenge in the background; `generation` replaces it after a refusal, and an
 * expired one is replaced the same way (the widget would otherwise solve the expired one again).
 */
export function SurveyProof({
  generation,
  onPayload,
  onStatus,
  onExpired,
}: {
  generation: number;
  onPayload: (payload: string | null) => void;
  onStatus: (status: ProofStatus) => void;
  onExpired: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widget: HTMLElement | undefined;
    let cancelled = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onPayload(state === 'verified' && payload ? payload : null);
      if (state === 'expired') onExpired();
    };
    onStatus({ kind: 'loading' });
    void Promise.all([fetchChallenge(), import('altcha/external')]).then(([fetched]) => {
      if (cancelled || !container.current) return;
      if (!fetched.ok) {
        onStatus({ kind: 'unavailable', message: fetched.message });
        return;
      }
      onStatus({ kind: 'ready', honeypot: fetched.honeypot });
      const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
      if (!altcha.algorithms.has('SHA-256')) altcha.algorithms.set('SHA-256', () => new Worker(routePaths.surveyWorker));
      widget = document.createElement('altcha-widget');
      // A challenge given as JSON is solved as it is, without a fetch of the widget's own.
      widget.setAttribute('challenge', fetched.challenge);
      widget.setAttribute('auto', 'onload');
      widget.setAttribute('name', fieldNames.proof);
      widget.addEventListener('statechange', onStateChange);
      container.current.replaceChildren(widget);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      onPayload(null);
    };
  }, [generation, onPayload, onStatus, onExpired]);
  return <div ref={container} className="survey-proof" />;
}
