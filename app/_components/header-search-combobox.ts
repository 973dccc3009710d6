import type { SearchHit } from '@/lib/api/schemas';
import { ANSWER_LABELS } from '@/lib/site/answer-labels';
import { routePaths } from '@/lib/site/route-paths';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';

type Hit = Pick<SearchHit, 'kind' | 'title' | 'url' | 'section' | 'excerpt' | 'description'>;

const DEBOUNCE_MS = 120;

/**
 * The header search as a WAI-ARIA combobox with a listbox popup (APG "list autocomplete"): instant
 * results from /api/search, arrow keys move, Enter opens, Escape closes. Loaded on first use and
 * attached to the server-rendered form of `HeaderSearch`, so the page itself ships none of it. The
 * input keeps focus throughout; options are reached with `aria-activedescendant`. Returns a detach.
 */
export function attachCombobox(form: HTMLFormElement, input: HTMLInputElement): () => void {
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const empty = form.querySelector<HTMLElement>('.header-search-empty');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (!list || !empty || !status) throw new Error('The header search form is missing its listbox, empty message or status');

  let hits: Hit[] = [];
  let active = -1;
  let open = document.activeElement === input;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const optionId = (index: number) => `${list.id}-option-${index}`;
  const visible = () => open && input.value.trim() !== '';

  function render() {
    const shown = visible();
    input.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    list!.hidden = !shown;
    empty!.hidden = !(shown && hits.length === 0);
    const count = `${hits.length} ${hits.length === 1 ? 'result' : 'results'} found`;
    if (status!.textContent !== (shown ? count : '')) status!.textContent = shown ? count : '';
    list!.querySelectorAll('[role="option"]').forEach((option, index) => option.setAttribute('aria-selected', String(index === active)));
  }

  /** A line of an option: what it is, the title, the section that answers, or a line of the excerpt. */
  function line(className: string, text: string) {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    return span;
  }

  // Options are not links: a listbox may not nest interactive controls. The input keeps focus.
  function renderOptions() {
    list!.replaceChildren(
      ...hits.map((hit, index) => {
        const option = document.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        const label = ANSWER_LABELS[hit.kind];
        if (label) option.append(line('option-kind', label));
        option.append(line('option-title', hit.title));
        if (hit.section) option.append(line('option-section', hit.section.heading));
        option.append(line('option-excerpt', hit.excerpt ?? hit.description));
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => openHit(hit));
        return option;
      }),
    );
  }

  /** Opens the guide at the section that answers, when the match is in its text. */
  function openHit(hit: Hit) {
    const target = new URL(hit.section?.url ?? hit.url);
    window.location.assign(`${target.pathname}${target.hash}`);
  }

  function search() {
    clearTimeout(timer);
    controller?.abort();
    const words = input.value.trim();
    // A question pasted longer than the API reads has no live results: Enter takes it to the search page, which reads it.
    if (!words || words.length > MAX_QUERY_LENGTH) {
      hits = [];
      renderOptions();
      render();
      return;
    }
    const request = new AbortController();
    controller = request;
    timer = setTimeout(async () => {
      try {
        const response = await fetch(`${routePaths.search}?q=${encodeURIComponent(words)}`, { signal: request.signal });
        if (!response.ok) return;
        const body = (await response.json()) as { results: Hit[] };
        hits = body.results;
        active = -1;
        open = true;
        renderOptions();
        render();
      } catch {
        // A newer keystroke aborted this request, or the network failed: the form still works.
      }
    }, DEBOUNCE_MS);
    render();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      open = true;
      active = (active + 1) % hits.length;
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      active = active <= 0 ? hits.length - 1 : active - 1;
    } else if (event.key === 'Enter' && visible() && active >= 0 && hits[active]) {
      event.preventDefault();
      openHit(hits[active]);
      return;
    } else if (event.key === 'Escape' && visible()) {
      // The first Escape closes the list; only a second one clears the field, as a search input does.
      event.preventDefault();
      open = false;
      active = -1;
    } else {
      return;
    }
    render();
  }

  function onFocus() {
    open = true;
    render();
  }

  function onFocusOut(event: FocusEvent) {
    if (!form.contains(event.relatedTarget as Node | null)) {
      open = false;
      render();
    }
  }

  input.addEventListener('input', search);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('focus', onFocus);
  form.addEventListener('focusout', onFocusOut);
  // Whatever was typed while this module downloaded is searched now.
  search();
  return () => {
    clearTimeout(timer);
    controller?.abort();
    input.removeEventListener('input', search);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('focus', onFocus);
    form.removeEventListener('focusout', onFocusOut);
  };
}
