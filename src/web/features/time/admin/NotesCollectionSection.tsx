import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './admin.css';
import { notesPreferenceMessages as m, notesPreferenceValueMessages as v } from './messages';

export interface NotesCollectionSectionProps {
  /** The saved `timeTrackerNotesCollection`, if any. */
  collectionId: string | null | undefined;
  isSaving: boolean;
  /** Saves the preference; null stops keeping the groups' notes in a collection. */
  onSave: (collectionId: string | null) => void;
}

/**
 * The notes collection in which each time group keeps its notes (`timeTrackerNotesCollection`).
 * The notes area is not built yet, so there is no collection to choose from: the section says so,
 * shows what is saved (an account brought from elsewhere may have one) and can clear it.
 */
export function NotesCollectionSection({ collectionId, isSaving, onSave }: NotesCollectionSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(m.explain)}</p>
      {collectionId ? (
        <>
          <p>{intl.formatMessage(v.current, { id: collectionId })}</p>
          <div className={styles.buttons}>
            <Button disabled={isSaving} aria-busy={isSaving} onClick={() => onSave(null)}>
              {intl.formatMessage(m.clear)}
            </Button>
          </div>
        </>
      ) : (
        <p>{intl.formatMessage(m.none)}</p>
      )}
    </section>
  );
}
