import type { ShortAnswer } from '@/lib/content/markdown';

/** The id of a guide's short-answer callout, which the bar links to. */
export const SHORT_ANSWER_ANCHOR = 'short-answer';

/**
 * A page opened at a section, from a search hit or a shared link, lands below its short answer. This
 * bar shows it at the top of the screen, clamped to three lines, while a section of the guide is the
 * page's target (globals.css, `:target`): no script. Its link leads to the whole answer, which ends
 * the bar, as a section is then no longer the target.
 */
export function AnswerBar({ shortAnswer }: { shortAnswer: ShortAnswer }) {
  return (
    <div className="answer-bar">
      <p>
        <a href={`#${SHORT_ANSWER_ANCHOR}`}>Short answer:</a> {shortAnswer.text}
      </p>
    </div>
  );
}
