'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit } from '@/lib/api/schemas';
import { MAX_QUERY_LENGTH } from '@/lib/api/search-limits';
import { routePaths } from '@/lib/site/route-paths';

type Hit = Pick<SearchHit, 'title' | 'url'>;

const DEBOUNCE_MS = 120;

/**
 * The header search box: instant results from /api/search as a WAI-ARIA combobox (arrow keys move,
 * Enter opens, Escape closes). Without JavaScript it is a plain form that opens /search/?q=.
 */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const words = query.trim();
    if (!words) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${routePaths.search}?q=${encodeURIComponent(words)}`, { signal: controller.signal });
        if (!response.ok) return;
        const body = (await response.json()) as { results: Hit[] };
        setHits(body.results);
        setActive(-1);
        setOpen(true);
      } catch {
        // A newer keystroke aborted this request, or the network failed: the form still works.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const visible = open && query.trim() !== '';

  function openHit(hit: Hit) {
    window.location.assign(new URL(hit.url).pathname);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? hits.length - 1 : current - 1));
    } else if (event.key === 'Enter' && visible && active >= 0 && hits[active]) {
      event.preventDefault();
      openHit(hits[active]);
    } else if (event.key === 'Escape' && visible) {
      // The first Escape closes the list; only a second one clears the field, as a search input does.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form
      ref={formRef}
      role="search"
      action={routePaths.searchPage}
      method="get"
      className="header-search"
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search the guides
      </label>
      <input
        id={`${listId}-input`}
        name="q"
        type="search"
        placeholder="Search guides"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={`${listId}-list`}
        aria-activedescendant={visible && active >= 0 ? `${listId}-option-${active}` : undefined}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${listId}-list`} role="listbox" aria-label="Matching guides" className="header-search-results" hidden={!visible}>
        {hits.map((hit, index) => (
          // Options are not links: a listbox may not nest interactive controls. The input keeps focus.
          <li
            key={hit.url}
            id={`${listId}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openHit(hit)}
          >
            {hit.title}
          </li>
        ))}
      </ul>
      {visible && hits.length === 0 && <p className="header-search-empty">No guides match yet: press Enter for the full search.</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {visible ? `${hits.length} ${hits.length === 1 ? 'guide' : 'guides'} found` : ''}
      </p>
    </form>
  );
}
