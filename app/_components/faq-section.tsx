import type { CataloguePage } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { faqAnchor } from '@/lib/content/faq-anchor';

/** The FAQ as questions a reader expands one at a time. */
export function FaqSection({ page }: { page: CataloguePage }) {
  if (page.faq.length === 0) return null;
  return (
    <section aria-labelledby="faq" className="faq">
      <h2 id="faq">Frequently asked questions</h2>
      {page.faq.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          {/* The id a search answer links to: on the answer, not the entry, so a browser opens the entry to show it. */}
          <div className="prose" id={faqAnchor(question)} dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(answer) }} />
        </details>
      ))}
    </section>
  );
}
