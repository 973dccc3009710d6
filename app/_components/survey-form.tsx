'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SurveyProof, type ProofStatus } from './survey-proof';
import { fieldNames } from '@/lib/survey/field-names';
import { BAG_LITERS, bagChecks, bagSetups, packingCategories, TIP_MAX_LENGTH, tripKinds, tripLengths } from '@/lib/survey/questions';
import { routePaths } from '@/lib/site/route-paths';

type Options = readonly { id: string; label: string }[];

function Choices({ name, legend, options, multiple = false, hint }: { name: string; legend: string; options: Options; multiple?: boolean; hint?: string }) {
  return (
    <fieldset className="survey-question">
      <legend>{legend}</legend>
      {hint && <p className="survey-hint">{hint}</p>}
      {options.map((option) => (
        <label key={option.id} className="survey-choice">
          <input type={multiple ? 'checkbox' : 'radio'} name={name} value={option.id} required={!multiple} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Statuses after which the proof is spent or unusable (400: missing, invalid or expired, or a body
 * that broke off, where a fresh check costs a second; 409: used), so the widget solves a new
 * challenge. After any other refusal nothing was stored and the same proof stays good: a traveler
 * told "too fast" only has to wait, not solve again.
 */
const NEEDS_NEW_PROOF = new Set([400, 409]);

const TRAP_ID = 'survey-trap';

/**
 * The survey form. It stays disabled until this script runs (without JavaScript the proof of work
 * cannot run, and the page's <noscript> note says so). Answers are sent with fetch, so a refusal
 * or an unreachable database leaves everything the traveler typed in place, with the reason shown.
 */
export function SurveyForm() {
  const [enabled, setEnabled] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tipLength, setTipLength] = useState(0);
  const [proofStatus, setProofStatus] = useState<ProofStatus>({ kind: 'loading' });
  const problemRef = useRef<HTMLDivElement>(null);
  const onPayload = useCallback((value: string | null) => setPayload(value), []);
  const renewProof = useCallback(() => setGeneration((current) => current + 1), []);

  useEffect(() => setEnabled(true), []);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!payload) {
      setProblem(
        proofStatus.kind === 'unavailable'
          ? proofStatus.message
          : 'The check that a person is answering is still running. It takes a few seconds: send again when it says it is done.',
      );
      return;
    }
    const form = event.currentTarget;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
    body.set(fieldNames.proof, payload);
    setSending(true);
    setProblem(null);
    try {
      const response = await fetch(routePaths.surveySubmit, { method: 'POST', body });
      if (response.ok) {
        window.location.assign(routePaths.surveyThanks);
        return;
      }
      setProblem(await response.text());
      if (NEEDS_NEW_PROOF.has(response.status)) renewProof();
      // Autofill can reach the hidden field too: empty it so that a person's second send goes through.
      const trap = form.querySelector<HTMLInputElement>(`#${TRAP_ID}`);
      if (trap && response.headers.get('Survey-Outcome') === 'honeypot') trap.value = '';
    } catch {
      setProblem('Your browser could not reach Packwise, so nothing was stored. Your answers are still here: check your connection and send again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="survey-form" method="post" action={routePaths.surveySubmit} onSubmit={send} aria-describedby="survey-intro">
      <p id="survey-intro" className="survey-hint">
        Questions marked “required” need an answer; the rest are optional.
      </p>
      <fieldset disabled={!enabled || sending} className="survey-fields">
        <Choices name={fieldNames.tripLength} legend="How long was your last trip? (required)" options={tripLengths} />
        <Choices name={fieldNames.tripKind} legend="What kind of trip was it? (required)" options={tripKinds} />
        <Choices name={fieldNames.bagSetup} legend="What did you bring? (required)" options={bagSetups} />
        <div className="survey-question">
          <label htmlFor="survey-liters">How many liters is your main bag? (optional)</label>
          <p className="survey-hint" id="survey-liters-hint">
            A whole number from {BAG_LITERS.min} to {BAG_LITERS.max}; it is often on the label.
          </p>
          <input id="survey-liters" name={fieldNames.bagLiters} type="number" inputMode="numeric" min={BAG_LITERS.min} max={BAG_LITERS.max} step={1} aria-describedby="survey-liters-hint" />
        </div>
        <Choices name={fieldNames.overpacked} legend="What did you over-pack?" options={packingCategories} multiple hint="Choose any that apply." />
        <Choices name={fieldNames.missed} legend="What did you miss?" options={packingCategories} multiple hint="Choose any that apply." />
        <Choices name={fieldNames.bagChecks} legend="Was your bag measured, weighed or gate-checked?" options={bagChecks} multiple hint="Choose any that apply." />
        <div className="survey-question">
          <label htmlFor="survey-tip">One packing tip for other travelers (optional)</label>
          <p className="survey-hint" id="survey-tip-hint">
            Never published: only the publisher reads tips. Please leave out names and contact details. {tipLength}/{TIP_MAX_LENGTH} characters.
          </p>
          <textarea id="survey-tip" name={fieldNames.tip} rows={3} maxLength={TIP_MAX_LENGTH} aria-describedby="survey-tip-hint" onChange={(event) => setTipLength(event.target.value.length)} />
        </div>
        {/* The honeypot, named by this form's challenge: hidden from people and from assistive technology, so only a bot fills it. */}
        {proofStatus.kind === 'ready' && (
          <div className="survey-trap" aria-hidden="true">
            <label htmlFor={TRAP_ID}>Leave this empty</label>
            <input id={TRAP_ID} name={proofStatus.honeypot} type="text" tabIndex={-1} autoComplete="off" />
          </div>
        )}
        <SurveyProof generation={generation} onPayload={onPayload} onStatus={setProofStatus} onExpired={renewProof} />
        {proofStatus.kind === 'unavailable' && (
          <p className="note" role="status">
            {proofStatus.message}{' '}
            <button type="button" onClick={renewProof}>
              Try again
            </button>
          </p>
        )}
        <button type="submit">{sending ? 'Sending…' : 'Send my answers'}</button>
      </fieldset>
      <div ref={problemRef} tabIndex={-1} role="alert" className="survey-problem">
        {problem}
      </div>
    </form>
  );
}
