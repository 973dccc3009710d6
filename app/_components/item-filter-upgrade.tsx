'use client';

import { useEffect } from 'react';
import { matchesFilter } from '@/lib/items/item-filter';

/**
 * Renders nothing: makes the server-rendered filter form filter as you type, hiding the items and
 * shelves it does not keep and saying how many it keeps. Without JavaScript the form submits `?q=`
 * and the server filters the same way.
 */
export function ItemFilterUpgrade({ formId, listId, statusId }: { formId: string; listId: string; statusId: string }) {
  useEffect(() => {
    const input = document.getElementById(formId)?.querySelector('input');
    const list = document.getElementById(listId);
    const status = document.getElementById(statusId);
    if (!input || !list || !status) return;
    const filter = () => {
      let kept = 0;
      for (const shelf of list.querySelectorAll<HTMLElement>('[data-shelf]')) {
        let keptHere = 0;
        for (const item of shelf.querySelectorAll<HTMLElement>('[data-words]')) {
          item.hidden = !matchesFilter(item.dataset.words ?? '', input.value);
          if (!item.hidden) keptHere += 1;
        }
        shelf.hidden = keptHere === 0;
        kept += keptHere;
      }
      status.textContent = input.value.trim() ? `${kept} ${kept === 1 ? 'item matches' : 'items match'} “${input.value.trim()}”.` : '';
    };
    input.addEventListener('input', filter);
    // The reader may have typed before the page finished hydrating.
    if (input.value !== '') filter();
    return () => input.removeEventListener('input', filter);
  }, [formId, listId, statusId]);
  return null;
}
