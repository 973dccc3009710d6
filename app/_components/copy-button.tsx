'use client';

import { useState } from 'react';
import { checklistSelectors } from '@/lib/checklists/checklist-markup';

/** What a copy button puts on the clipboard: the page's address, its Markdown mirror, or its checklist as plain lines. */
export type CopyWhat = 'link' | 'markdown' | 'checklist';

type CopyState = 'idle' | 'copied' | 'failed';

const labels: Record<CopyWhat, { button: string; copied: string; failed: string }> = {
  link: { button: 'Copy link', copied: 'Copied the link', failed: 'Could not copy: the address bar has the link' },
  markdown: { button: 'Copy page as Markdown', copied: 'Copied the page as Markdown', failed: 'Could not copy: use “View as Markdown” instead' },
  checklist: { button: 'Copy checklist', copied: 'Copied the checklist', failed: 'Could not copy: select the list and copy it instead' },
};

/** The checklist as lines a notes app keeps: the guide's title, each heading, then "- " and each item, ticked or not. */
function checklistText(): string {
  const lines: string[] = [document.querySelector('h1')?.textContent?.trim() ?? ''];
  for (const node of document.querySelectorAll(`${checklistSelectors.list} :is(h2, h3), ${checklistSelectors.box}`)) {
    if (node instanceof HTMLInputElement) lines.push(`- ${node.closest('label')?.textContent?.trim() ?? ''}`);
    else lines.push(`\n${node.textContent?.trim() ?? ''}`);
  }
  return `${lines.join('\n')}\n`;
}

async function textToCopy(what: CopyWhat, path: string): Promise<Blob> {
  const text =
    what === 'link'
      ? new URL(path, location.origin).href
      : what === 'checklist'
        ? checklistText()
        : await fetch(path).then(async (response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.text();
          });
  // The clipboard accepts the blob only when its type is the one it is filed under.
  return new Blob([text], { type: 'text/plain' });
}

/**
 * Copies the page's link, Markdown mirror or checklist. The clipboard item is handed a promise of the
 * text so that the write happens inside the click, as Safari requires, while the mirror is fetched.
 */
export function CopyButton({ what, path }: { what: CopyWhat; path: string }) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': textToCopy(what, path) })]);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="copy-action">
      <button type="button" className="action" onClick={copy}>
        {labels[what].button}
      </button>
      <span className="action-status" role="status" aria-live="polite">
        {state === 'idle' ? '' : labels[what][state]}
      </span>
    </span>
  );
}
