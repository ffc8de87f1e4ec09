import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './collections.css';
import { commonMessages as c, editMessages as m, editValueMessages as v } from './messages';

export interface DeleteCollectionProps {
  name: string;
  noteCount: number;
  isDeleting: boolean;
  /** Deletes the collection; `deleteNotes` takes its notes with it, else they are kept outside any collection. */
  onDelete: (deleteNotes: boolean) => void;
}

/**
 * Deleting a collection, asked first in a dialog that says what becomes of its notes: delete them
 * too, or keep them (they then show under "Notes outside any collection"). Focus starts on
 * Cancel, so a stray Enter deletes nothing; Escape cancels and gives the focus back.
 */
export function DeleteCollection({ name, noteCount, isDeleting, onDelete }: DeleteCollectionProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) box.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    else if (wasAsking.current) box.current?.querySelector<HTMLButtonElement>('[data-open]')?.focus();
    wasAsking.current = asking;
  }, [asking]);

  return (
    <div ref={box}>
      {asking ? (
        <div
          role="alertdialog"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          className={styles.dialog}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setAsking(false);
            }
          }}
        >
          <h3 id={titleId} className={styles.dialogTitle}>
            {intl.formatMessage(v.deleteQuestion, { name })}
          </h3>
          <p id={bodyId} className={styles.muted}>
            {noteCount > 0 ? intl.formatMessage(v.deleteWithNotesBody, { count: noteCount }) : intl.formatMessage(m.deleteEmptyBody)}
          </p>
          <div className={styles.actions}>
            {noteCount > 0 ? (
              <>
                <Button className={styles.danger} disabled={isDeleting} aria-busy={isDeleting} onClick={() => onDelete(true)}>
                  {intl.formatMessage(v.deleteAll, { count: noteCount })}
                </Button>
                <Button disabled={isDeleting} aria-busy={isDeleting} onClick={() => onDelete(false)}>
                  {intl.formatMessage(m.deleteKeep)}
                </Button>
              </>
            ) : (
              <Button className={styles.danger} disabled={isDeleting} aria-busy={isDeleting} onClick={() => onDelete(false)}>
                {intl.formatMessage(m.deleteOnly)}
              </Button>
            )}
            <Button data-cancel onClick={() => setAsking(false)}>
              {intl.formatMessage(c.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <Button data-open onClick={() => setAsking(true)}>
          {intl.formatMessage(m.deleteCollection)}
        </Button>
      )}
    </div>
  );
}
