import { HeaderSearchUpgrade } from './header-search-upgrade';
import { MAX_PASTED_QUERY_LENGTH } from '@/lib/site/search-limits';
import { routePaths } from '@/lib/site/route-paths';

const FORM_ID = 'header-search';

/**
 * The header search box, rendered on the server as a plain GET form to /search/?q= that works
 * without JavaScript. It already carries the combobox's roles and states; its behaviour (instant
 * results from /api/search, arrow keys, Enter, Escape) is downloaded on first focus or input.
 */
export function HeaderSearch() {
  return (
    <form id={FORM_ID} role="search" aria-label="Quick search" action={routePaths.searchPage} method="get" className="header-search">
      <label htmlFor={`${FORM_ID}-input`} className="visually-hidden">
        Search items and guides
      </label>
      <input
        id={`${FORM_ID}-input`}
        name="q"
        type="search"
        placeholder="Search items and guides"
        autoComplete="off"
        maxLength={MAX_PASTED_QUERY_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${FORM_ID}-list`}
      />
      <ul id={`${FORM_ID}-list`} role="listbox" aria-label="Matching items and guides" className="header-search-results" hidden />
      <p className="header-search-empty" hidden>
        Nothing matches yet: press Enter for the full search.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" />
      <HeaderSearchUpgrade formId={FORM_ID} />
    </form>
  );
}
