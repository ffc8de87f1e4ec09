import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/**
 * Text for assistive technology only, e.g. a label whose meaning an icon already shows. With a
 * `role` (`alert`, `status`) it is a live region whose words only a screen reader says.
 */
export function VisuallyHidden({ children, id, role }: { children: ReactNode; id?: string; role?: 'alert' | 'status' }) {
  return (
    <span className={visuallyHidden} id={id} role={role}>
      {children}
    </span>
  );
}
