import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { checklistItemKey } from '@/lib/checklists/checklist-markup';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function hasClass(node: RootContent | ElementContent, className: string): node is Element {
  if (node.type !== 'element') return false;
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(className);
}

const isTaskList = (node: RootContent | ElementContent): boolean => hasClass(node, 'contains-task-list');
const isCheckbox = (node: ElementContent) => node.type === 'element' && node.tagName === 'input';

/**
 * A GFM task-list item (`- [ ] text`) as one label around its checkbox and text, so the whole line
 * is the touch target and names the box. The box is disabled as served: only the browser code,
 * which keeps ticks, enables it, so a page without JavaScript never offers a tick it would forget.
 */
function toChecklistItem(item: Element, taken: Set<string>): void {
  // In a loose list the box sits in the item's first paragraph.
  const holder = item.children.find((child): child is Element => child.type === 'element' && child.tagName === 'p' && child.children.some(isCheckbox)) ?? item;
  const content = holder.children.filter((child) => !isCheckbox(child));
  const [first] = content;
  if (first?.type === 'text') first.value = first.value.trimStart();
  const key = checklistItemKey(hastToString(element('span', {}, content)), taken);
  const box = element('input', { type: 'checkbox', className: ['checklist-box'], disabled: true, dataChecklistItem: key });
  holder.children = [element('label', { className: ['checklist-item'] }, [box, element('span', { className: ['checklist-text'] }, content)])];
}

const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The count of ticked lines and "Clear ticks" with its undo (filled in and wired by the browser code),
 * and where ticks are kept with "Print checklist".
 */
const checklistControls = (): Element[] => [
  element('div', { className: ['checklist-actions'] }, [
    element('span', { className: ['checklist-count'], dataChecklistCount: true }),
    element('button', { type: 'button', className: ['action'], disabled: true, dataChecklistClear: true }, [text('Clear ticks')]),
    element('button', { type: 'button', className: ['action'], hidden: true, dataChecklistUndo: true }, [text('Undo')]),
    element('span', { className: ['action-status'], role: 'status', ariaLive: 'polite', dataChecklistStatus: true }),
  ]),
  element('p', { className: ['checklist-note'] }, [
    text('Ticks are kept in this browser on this device only. '),
    element('button', { type: 'button', className: ['action'], disabled: true, dataChecklistPrint: true }, [text('Print checklist')]),
  ]),
];

/** Top-level nodes grouped into sections that each start at an h2 (the first may start without one). */
function h2Sections(children: RootContent[]): RootContent[][] {
  const sections: RootContent[][] = [[]];
  for (const node of children) {
    if (node.type === 'element' && node.tagName === 'h2') sections.push([]);
    sections[sections.length - 1].push(node);
  }
  return sections.filter((section) => section.length > 0);
}

/**
 * Packing checklists: every task list becomes a list of labelled checkboxes, and each h2 section
 * holding task lists is wrapped in `div.checklist` with its controls at its end, so the
 * print stylesheet can print just the checklist and the browser code can find it.
 */
export function rehypeChecklists() {
  return (tree: Root) => {
    const taken = new Set<string>();
    visit(tree, 'element', (node) => {
      if (hasClass(node, 'task-list-item')) toChecklistItem(node, taken);
    });
    if (taken.size === 0) return;
    tree.children = h2Sections(tree.children).flatMap((section) => {
      const holdsChecklist = section.some((node) => isTaskList(node) || (node.type === 'element' && node.children.some(isTaskList)));
      if (!holdsChecklist) return section;
      const content = section.filter((node): node is ElementContent => node.type !== 'doctype');
      return [element('div', { className: ['checklist'] }, [...content, ...checklistControls()])];
    });
  };
}

/** A rendered page's checklist: the id of the heading that opens it, for links to it, when it has one. */
export type ChecklistFound = { headingId: string | null };

/** The rendered page's checklist, or null when it holds none and the browser code has nothing to make tickable. */
export function findChecklist(tree: Root): ChecklistFound | null {
  let found: ChecklistFound | null = null;
  visit(tree, 'element', (node) => {
    if (!hasClass(node, 'checklist')) return;
    const heading = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'h2');
    found = { headingId: typeof heading?.properties.id === 'string' ? heading.properties.id : null };
    return SKIP;
  });
  return found;
}
