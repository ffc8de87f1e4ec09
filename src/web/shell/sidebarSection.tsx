import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '../components/AppLink';
import * as styles from './Sidebar.css';

// Where a screen's own list goes in the sidebar (spec §2: "On note collection pages the sidebar
// lists the user's collections. On a note page it lists the notes of the collection."). The
// sidebar registers its slot element here; a screen renders <SidebarSection> and it appears
// under the area links while the screen is shown. A tiny store rather than a context, so the
// first screen's shell (AppShell) carries none of it.
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The sidebar's ref callback for its slot element. */
export function setSidebarSlot(element: HTMLElement | null): void {
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SidebarSectionLink {
  key: string;
  label: string;
  /** The app path it opens. */
  to: string;
}

export interface SidebarSectionProps {
  /** The section's heading, which also names its list. */
  label: string;
  links: SidebarSectionLink[];
  /** Shown under the heading when there are no links (e.g. while they load). */
  empty?: ReactNode;
}

/** A headed list of links in the sidebar, shown while the screen that renders it is. */
export function SidebarSection({ label, links, empty }: SidebarSectionProps) {
  const target = useSyncExternalStore(subscribe, () => slot, () => null);
  const headingId = useId();
  if (!target) return null;
  return createPortal(
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {label}
      </h3>
      {links.length === 0 ? (
        empty && <p className={styles.sectionEmpty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.key}>
              <AppLink to={link.to} exact className={styles.link}>
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>,
    target,
  );
}
