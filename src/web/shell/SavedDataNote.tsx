import { isSameDay } from 'date-fns';
import { defineMessages, useIntl } from 'react-intl';
import { OfflineIcon } from '../components/icons';
import { dayText, formatLocalClockTime } from '../i18n/dateText';
import * as styles from './SavedDataNote.css';

export const savedDataNoteMessages = defineMessages<{ savedToday: { time: string }; savedEarlier: { day: string; time: string } }>({
  savedToday: { id: 'shell.savedDataNote.savedToday', defaultMessage: 'Offline — showing what was saved at {time}' },
  savedEarlier: { id: 'shell.savedDataNote.savedEarlier', defaultMessage: 'Offline — showing what was saved on {day} at {time}' },
});

export interface SavedDataNoteProps {
  /** When the oldest data on screen was fetched, while it is shown because the network is gone; null otherwise. */
  savedAt: Date | null;
  /** Today, for telling a time from a day and time (tests and stories fix it). */
  now?: Date;
}

/**
 * The quiet note of offline reading (DESIGN §8): the screen shows saved data because the network
 * is gone, and since when. Never blocks; the role=status wrapper is always rendered so the note is
 * announced when it appears.
 */
export function SavedDataNote({ savedAt, now = new Date() }: SavedDataNoteProps) {
  const intl = useIntl();
  return (
    <div role="status">
      {savedAt && (
        <p className={styles.note}>
          <OfflineIcon size={16} />
          {isSameDay(savedAt, now)
            ? intl.formatMessage(savedDataNoteMessages.savedToday, { time: formatLocalClockTime(savedAt) })
            : intl.formatMessage(savedDataNoteMessages.savedEarlier, { day: dayText(intl, savedAt), time: formatLocalClockTime(savedAt) })}
        </p>
      )}
    </div>
  );
}
