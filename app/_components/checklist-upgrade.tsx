'use client';

import { useEffect } from 'react';
import { checklistSelectors, checklistStorageKey } from '@/lib/checklists/checklist-markup';

/** localStorage may be missing or refuse writes (private modes, full quota): ticks then last as long as the page. */
function readTicks(key: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeTicks(key: string, ticked: string[]): void {
  try {
    if (ticked.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(ticked));
  } catch {
    // Nowhere to keep them: the boxes still work until the page is left.
  }
}

/**
 * Renders nothing: enables the checklist boxes rendered on the server (disabled there, since a page
 * without JavaScript cannot keep ticks), restores this page's ticks from localStorage, saves each
 * change, and wires the "Clear ticks" button. Ticks never leave the browser.
 */
export function ChecklistUpgrade({ pageSlug }: { pageSlug: string }) {
  useEffect(() => {
    const key = checklistStorageKey(pageSlug);
    const boxes = [...document.querySelectorAll<HTMLInputElement>(checklistSelectors.box)];
    const clear = document.querySelector<HTMLButtonElement>(checklistSelectors.clear);
    const status = document.querySelector(checklistSelectors.status);
    const show = (ticked: Set<string>) => {
      for (const box of boxes) box.checked = ticked.has(box.dataset.checklistItem ?? '');
    };
    const save = () => {
      writeTicks(key, boxes.filter((box) => box.checked).map((box) => box.dataset.checklistItem ?? ''));
      if (status) status.textContent = '';
    };
    const clearTicks = () => {
      show(new Set());
      writeTicks(key, []);
      if (status) status.textContent = 'All ticks cleared';
    };
    // Another tab of the same guide ticked something.
    const sync = (event: StorageEvent) => {
      if (event.key === key || event.key === null) show(readTicks(key));
    };

    show(readTicks(key));
    for (const box of boxes) {
      box.disabled = false;
      box.addEventListener('change', save);
    }
    if (clear) {
      clear.disabled = false;
      clear.addEventListener('click', clearTicks);
    }
    window.addEventListener('storage', sync);
    return () => {
      for (const box of boxes) box.removeEventListener('change', save);
      clear?.removeEventListener('click', clearTicks);
      window.removeEventListener('storage', sync);
    };
  }, [pageSlug]);
  return null;
}
