import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for assistive technology only, e.g. a label whose meaning an icon already shows. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={visuallyHidden} id={id}>
      {children}
    </span>
  );
}
