import type { Heading, Root, RootContent } from 'mdast';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { defineMessages, useIntl } from 'react-intl';
import remarkGfm from 'remark-gfm';
import * as styles from './Markdown.css';

const messages = defineMessages({
  taskDone: { id: 'notes.markdown.taskDone', defaultMessage: 'Done' },
  taskOpen: { id: 'notes.markdown.taskOpen', defaultMessage: 'Not done' },
});

/** A task list's box (`- [x] …`): read-only, and named so a screen reader says its state. */
function TaskBox({ checked }: { checked: boolean }) {
  const intl = useIntl();
  return <input type="checkbox" checked={checked} disabled readOnly aria-label={intl.formatMessage(checked ? messages.taskDone : messages.taskOpen)} />;
}

// react-markdown builds React elements from the Markdown syntax tree: raw HTML in the text is
// shown as text, never parsed (no rehype-raw), and `defaultUrlTransform` drops link and image
// URLs outside http(s), mailto, tel and relative ones (a `javascript:` link renders without a
// target), so an entry cannot run script whatever it holds.
type Node = Root | RootContent;

function headingsIn(node: Node): Heading[] {
  const own = node.type === 'heading' ? [node] : [];
  return 'children' in node ? [...own, ...(node.children as RootContent[]).flatMap(headingsIn)] : own;
}

/**
 * A remark step: an entry's largest heading becomes level 1 and the rest keep their distance
 * from it, so "## Plan" then "### Steps" read as the entry's first and second levels (the
 * components below then place them under the page's own headings without a gap).
 */
function headingsFromTheTop() {
  return (tree: Root) => {
    const headings = headingsIn(tree);
    const top = Math.min(...headings.map((heading) => heading.depth));
    for (const heading of headings) heading.depth = (heading.depth - top + 1) as Heading['depth'];
  };
}

const components: Components = {
  // Links leave the app in a new tab and tell the target nothing about it.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  // Headings inside an entry sit under the page's own; shift them down so the outline stays whole.
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h4 {...props} />,
  h3: ({ node: _node, ...props }) => <h5 {...props} />,
  h4: ({ node: _node, ...props }) => <h6 {...props} />,
  input: ({ node: _node, type, checked }) => (type === 'checkbox' ? <TaskBox checked={checked === true} /> : null),
  // Code and tables scroll sideways on a phone instead of widening the page; a scrolling box
  // takes focus so the keyboard can scroll it too.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
  table: ({ node: _node, ...props }) => (
    <div className={styles.tableScroll} tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

/** Markdown (with GitHub's tables, task lists and strikethrough) rendered safely. */
export function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm, headingsFromTheTop]} components={components} urlTransform={defaultUrlTransform}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
