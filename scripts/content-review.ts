// `npm run content:review`: what an editor should read again today, so the library never ages unnoticed.
// It prints a list and exits 0 whatever it finds; see lib/content/content-review.ts for the rule.
import { allPages } from '../lib/content/catalogue';
import { contentReview, RECHECK_SOURCE_EVERY_MONTHS, REVIEW_EVERY_MONTHS } from '../lib/content/content-review';

const today = new Date().toISOString().slice(0, 10);
const { guidesToReview, sourcesToRecheck } = contentReview(allPages(), today);

console.log(`Content review on ${today}\n`);
console.log(`Guides whose rules were last checked over ${REVIEW_EVERY_MONTHS} months ago: ${guidesToReview.length}`);
for (const { slug, reviewed } of guidesToReview) console.log(`  ${reviewed}  content/guides/${slug}.md`);
console.log(`\nSources last checked over ${RECHECK_SOURCE_EVERY_MONTHS} months ago: ${sourcesToRecheck.length}`);
for (const { slug, source } of sourcesToRecheck) console.log(`  ${source.checked}  ${slug}: ${source.title} (${source.url})`);
