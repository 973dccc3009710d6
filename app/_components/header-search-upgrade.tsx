'use client';

import { useEffect } from 'react';

/**
 * Renders nothing: waits for the reader to focus or type in the header search, and only then
 * downloads the combobox behaviour and attaches it to the server-rendered form.
 */
export function HeaderSearchUpgrade({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    const input = form?.querySelector('input');
    if (!(form instanceof HTMLFormElement) || !input) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const upgrade = () => {
      input.removeEventListener('focus', upgrade);
      input.removeEventListener('input', upgrade);
      void import('./header-search-combobox').then(({ attachCombobox }) => {
        if (!cancelled) detach = attachCombobox(form, input);
      });
    };
    input.addEventListener('focus', upgrade);
    input.addEventListener('input', upgrade);
    // The reader may have reached the box before the page finished hydrating.
    if (document.activeElement === input || input.value !== '') upgrade();
    return () => {
      cancelled = true;
      input.removeEventListener('focus', upgrade);
      input.removeEventListener('input', upgrade);
      detach?.();
    };
  }, [formId]);
  return null;
}
