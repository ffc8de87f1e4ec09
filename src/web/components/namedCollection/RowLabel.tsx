import type { ReactNode } from 'react';
import * as page from '../page/page.css';

/** A row link's words: the thing's name (underlined when the link is pointed at) over its facts ("3 drinks"). */
export function RowLabel({ name, facts }: { name: string; facts: ReactNode }) {
  return (
    <>
      <span className={page.name} data-name>
        {name}
      </span>
      <span className={page.small}>{facts}</span>
    </>
  );
}
