'use client';

import { useEffect, useRef } from 'react';
import { routePaths } from '@/lib/site/route-paths';
import 'altcha/altcha.css';

type AltchaGlobal = { algorithms: Map<string, () => Worker> };
type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The ALTCHA widget, from the package's CSP build (`altcha/external`: no inline styles, no blob:
 * workers) with its solver as a same-origin worker file, so the page's strict policy holds.
 * It fetches a challenge on load and solves it in the background; `generation` replaces it with a
 * fresh one after a refusal.
 */
export function SurveyProof({ generation, onPayload }: { generation: number; onPayload: (payload: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widget: HTMLElement | undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onPayload(state === 'verified' && payload ? payload : null);
    };
    void import('altcha/external').then(() => {
      const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
      if (!altcha.algorithms.has('SHA-256')) altcha.algorithms.set('SHA-256', () => new Worker(routePaths.surveyWorker));
      if (!container.current) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', routePaths.surveyChallenge);
      widget.setAttribute('auto', 'onload');
      widget.setAttribute('name', 'altcha');
      widget.addEventListener('statechange', onStateChange);
      container.current.replaceChildren(widget);
    });
    return () => {
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      onPayload(null);
    };
  }, [generation, onPayload]);
  return <div ref={container} className="survey-proof" />;
}
