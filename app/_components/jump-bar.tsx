import { CONTENTS_ANCHOR } from './guide-contents';

/** On phones, a bar fixed at the bottom of the screen that reaches the contents and the checklist from anywhere in a long guide. */
export function JumpBar({ checklistId }: { checklistId: string | null }) {
  return (
    <nav aria-label="Jump to" className="jump-bar">
      <a href={`#${CONTENTS_ANCHOR}`}>Contents</a>
      {checklistId && <a href={`#${checklistId}`}>Checklist</a>}
      <a href="#main">Top</a>
    </nav>
  );
}
