'use client';

import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const messages: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied the page as Markdown',
  failed: 'Could not copy: use “View as Markdown” instead',
};

/**
 * Copies the page's Markdown mirror. The clipboard item is handed a promise of the text so that the
 * write happens inside the click, as Safari requires, while the mirror is still being fetched.
 */
export function CopyMarkdownButton({ markdownPath }: { markdownPath: string }) {
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    const markdown = fetch(markdownPath).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // The clipboard accepts the blob only when its type is the one it is filed under.
      return new Blob([await response.text()], { type: 'text/plain' });
    });
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown })]);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className="action" onClick={copy}>
        Copy page as Markdown
      </button>
      <span className="action-status" role="status" aria-live="polite">
        {messages[state]}
      </span>
    </>
  );
}
