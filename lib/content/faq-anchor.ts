import { slug } from 'github-slugger';

/** The id of a FAQ entry on its page, which search answers link to: its question as a heading's id would be, after `faq-`. */
export const faqAnchor = (question: string) => `faq-${slug(question)}`;
