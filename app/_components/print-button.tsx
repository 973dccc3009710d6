'use client';

/** What a print button prints: the guide's checklist alone on one sheet (as Ctrl+P does), or the whole guide. */
export type PrintPart = 'checklist' | 'guide';

/** Marks the page with what to print for the print stylesheet (globals.css), prints, and clears the mark. */
export function PrintButton({ part }: { part: PrintPart }) {
  function print() {
    document.documentElement.dataset.print = part;
    window.addEventListener('afterprint', () => delete document.documentElement.dataset.print, { once: true });
    window.print();
  }
  return (
    <button type="button" className="action" onClick={print}>
      {part === 'checklist' ? 'Print checklist' : 'Print guide'}
    </button>
  );
}
