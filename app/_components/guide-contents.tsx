import { SOURCES_ANCHOR } from './guide-sources';
import type { Heading } from '@/lib/content/markdown';

/**
 * The id the phone's jump bar links to: the list inside the disclosure, not the disclosure itself,
 * because a browser opens a closed `<details>` when the fragment it scrolls to lies inside it (HTML
 * §details, "ancestor details revealing"). The jump bar's link opens the contents in one tap.
 */
export const CONTENTS_ANCHOR = 'contents';

/**
 * "On this page": beside the text on wide screens, always open there (globals.css); a one-line
 * disclosure below the short answer on phones, so that the answer comes first. Each section lists
 * its subsections, so a page of dated entries under years lists the entries.
 */
export function GuideContents({ headings, hasSources }: { headings: Heading[]; hasSources: boolean }) {
  return (
    <nav aria-labelledby="contents-heading" className="contents-nav">
      <details className="contents">
        <summary>
          <h2 id="contents-heading">On this page</h2>
        </summary>
        <ol id={CONTENTS_ANCHOR}>
          {headings.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text}</a>
              {heading.subheadings.length > 0 && (
                <ol>
                  {heading.subheadings.map((subheading) => (
                    <li key={subheading.id}>
                      <a href={`#${subheading.id}`}>{subheading.text}</a>
                    </li>
                  ))}
                </ol>
              )}
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
