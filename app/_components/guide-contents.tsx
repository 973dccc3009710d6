import { SOURCES_ANCHOR } from './guide-sources';
import type { Heading } from '@/lib/content/markdown';

/** The id the phone's jump bar links to. */
export const CONTENTS_ANCHOR = 'contents';

/**
 * "On this page": beside the text on wide screens, always open there (globals.css); a one-line
 * disclosure below the short answer on phones, so that the answer comes first.
 */
export function GuideContents({ headings, hasSources }: { headings: Heading[]; hasSources: boolean }) {
  return (
    <nav id={CONTENTS_ANCHOR} aria-labelledby="contents-heading" className="contents-nav">
      <details className="contents">
        <summary>
          <h2 id="contents-heading">On this page</h2>
        </summary>
        <ol>
          {headings.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
          <li>
            <a href="#faq">Frequently asked questions</a>
          </li>
          {hasSources && (
            <li>
              <a href={`#${SOURCES_ANCHOR}`}>Sources</a>
            </li>
          )}
        </ol>
      </details>
    </nav>
  );
}
