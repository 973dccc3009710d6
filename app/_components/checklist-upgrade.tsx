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
 * change, counts what is ticked, and wires "Clear ticks" (usable once something is ticked), its undo
 * and "Print checklist". Ticks never leave the browser.
 */
export function ChecklistUpgrade({ pageSlug }: { pageSlug: string }) {
  useEffect(() => {
    const key = checklistStorageKey(pageSlug);
    const boxes = [...document.querySelectorAll<HTMLInputElement>(checklistSelectors.box)];
    const clear = document.querySelector<HTMLButtonElement>(checklistSelectors.clear);
    const undo = document.querySelector<HTMLButtonElement>(checklistSelectors.undo);
    const print = document.querySelector<HTMLButtonElement>(checklistSelectors.print);
    const count = document.querySelector(checklistSelectors.count);
    const status = document.querySelector(checklistSelectors.status);
    let beforeClear: Set<string> | null = null;
    const tickedKeys = () => boxes.filter((box) => box.checked).map((box) => box.dataset.checklistItem ?? '');
    const showCount = () => {
      const ticked = tickedKeys().length;
      if (count) count.textContent = `${ticked} of ${boxes.length} packed`;
      if (clear) clear.disabled = ticked === 0;
    };
    // Printing without a mark prints the checklist alone (globals.css), as the browser's own menu does.
    const printChecklist = () => window.print();
    const show = (ticked: Set<string>) => {
      for (const box of boxes) box.checked = ticked.has(box.dataset.checklistItem ?? '');
      showCount();
    };
    const offerUndo = (ticks: Set<string> | null) => {
      beforeClear = ticks;
      if (undo) undo.hidden = ticks === null;
    };
    const save = () => {
      writeTicks(key, tickedKeys());
      showCount();
      offerUndo(null);
      if (status) status.textContent = '';
    };
    const clearTicks = () => {
      const ticked = new Set(tickedKeys());
      show(new Set());
      writeTicks(key, []);
      offerUndo(ticked.size > 0 ? ticked : null);
      if (status) status.textContent = 'All ticks cleared';
      // "Clear ticks" is disabled now: the keyboard goes on to its undo.
      undo?.focus();
    };
    const undoClear = () => {
      if (!beforeClear) return;
      show(beforeClear);
      writeTicks(key, tickedKeys());
      offerUndo(null);
      if (status) status.textContent = 'Ticks restored';
    };
    // Another tab of the same guide ticked something.
    const sync = (event: StorageEvent) => {
      if (event.key === key || event.key === null) show(readTicks(key));
    };

    for (const box of boxes) {
      box.disabled = false;
      box.addEventListener('change', save);
    }
    show(readTicks(key));
    clear?.addEventListener('click', clearTicks);
    undo?.addEventListener('click', undoClear);
    if (print) {
      print.disabled = false;
      print.addEventListener('click', printChecklist);
    }
    window.addEventListener('storage', sync);
    return () => {
      for (const box of boxes) box.removeEventListener('change', save);
      clear?.removeEventListener('click', clearTicks);
      undo?.removeEventListener('click', undoClear);
      print?.removeEventListener('click', printChecklist);
      window.removeEventListener('storage', sync);
    };
  }, [pageSlug]);
  return null;
}
