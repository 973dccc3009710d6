import type { CataloguePage } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';

/** The FAQ as questions a reader expands one at a time. */
export function FaqSection({ page }: { page: CataloguePage }) {
  if (page.faq.length === 0) return null;
  return (
    <section aria-labelledby="faq" className="faq">
      <h2 id="faq">Frequently asked questions</h2>
      {page.faq.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(answer) }} />
        </details>
      ))}
    </section>
  );
}
