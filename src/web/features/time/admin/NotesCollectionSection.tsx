import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as form from '../../../components/form/form.css';
import * as styles from './admin.css';
import type { NotesCollection } from './adminQueries';
import type { Loadable } from './AdminScreen';
import { adminMessages, notesPreferenceMessages as m } from './messages';
import { SectionLoadFailed } from './SectionLoadFailed';

/** What the choice needs of a notes collection. */
export type NotesCollectionChoice = Pick<NotesCollection, '_id' | 'name'>;

export interface NotesCollectionSectionProps {
  /** Every notes collection of the user, in the order the notes area lists them. */
  collections: Loadable<readonly NotesCollectionChoice[]>;
  /** The saved `timeTrackerNotesCollection`, if any. */
  collectionId: string | null | undefined;
  isSaving: boolean;
  onRetry: () => void;
  /** Saves the preference; null stops keeping the groups' notes in a collection. */
  onSave: (collectionId: string | null) => void;
}

/** The select's value for "None" (an option's value is a string; the preference saves null). */
const none = '';

/**
 * The notes collection in which each time group keeps its notes (`timeTrackerNotesCollection`),
 * chosen from the user's collections and saved on change. A saved id that is no longer among them
 * (the collection was deleted) stays visible as such, so the user sees it and can change it.
 */
export function NotesCollectionSection({ collections, collectionId, isSaving, onRetry, onSave }: NotesCollectionSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const selectId = useId();
  // The choice on its way to the server, shown instead of the saved one until the save is done
  // (on a failure the saved one comes back).
  const [pending, setPending] = useState<{ id: string | null } | null>(null);
  const shown = isSaving && pending ? pending.id : (collectionId ?? null);
  const list = collections.status === 'ready' ? collections.data : [];
  const gone = collectionId && !list.some((collection) => collection._id === collectionId) ? collectionId : null;

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={collections.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p id={hintId} className={styles.muted}>
        {intl.formatMessage(m.explain)}
      </p>
      {collections.status === 'loading' ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage(m.loading)}
        </p>
      ) : collections.status === 'error' ? (
        <SectionLoadFailed message={intl.formatMessage(m.loadFailed)} retry={intl.formatMessage(adminMessages.retry)} onRetry={onRetry} />
      ) : (
        <>
          {(list.length > 0 || gone) && (
            <div className={form.field}>
              <label htmlFor={selectId} className={form.label}>
                {intl.formatMessage(m.label)}
              </label>
              <select
                id={selectId}
                className={form.control}
                aria-describedby={hintId}
                value={shown ?? none}
                disabled={isSaving}
                aria-busy={isSaving}
                onChange={(event) => {
                  const id = event.target.value === none ? null : event.target.value;
                  setPending({ id });
                  onSave(id);
                }}
              >
                <option value={none}>{intl.formatMessage(m.noneOption)}</option>
                {gone && <option value={gone}>{intl.formatMessage(m.gone)}</option>}
                {list.map((collection) => (
                  <option key={collection._id} value={collection._id}>
                    {collection.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {list.length === 0 && (
            <p className={styles.muted}>
              {intl.formatMessage(m.empty)} <Link to="/notes-collections">{intl.formatMessage(m.goToNotes)}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
