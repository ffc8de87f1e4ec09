import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { NoteSummary } from '../queries';
import * as styles from './collections.css';
import { noteListMessages as m, noteListValueMessages as v } from './messages';
import { dayText } from '../../../i18n/dateText';
import { listAnswerText, noteTitle } from '../noteText';

export interface NoteListProps {
  notes: readonly NoteSummary[];
  /** The list's accessible name (its section's heading). */
  labelledBy: string;
  /** The collection's `displayInList` option: show each note's `listAnswers`. */
  showAnswers?: boolean;
  /** The collection's `labelInListAfterAnswer` option: "7 Mood" rather than "Mood 7". */
  labelAfterAnswer?: boolean;
}

/** Notes as lists show them: the title (a link to the note), its date and entry count, and the chosen answers. */
export function NoteList({ notes, labelledBy, showAnswers = false, labelAfterAnswer = false }: NoteListProps) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {notes.map((note) => {
        const answers = showAnswers
          ? note.listAnswers.flatMap((answer) => {
              const text = listAnswerText(intl, answer, labelAfterAnswer);
              return text === null ? [] : [{ key: answer.questionId, text }];
            })
          : [];
        return (
          <li key={note._id} className={styles.row}>
            <Link to="/note/$id" params={{ id: note._id }} className={styles.rowLink}>
              <span className={styles.name} data-name>
                {noteTitle(note)}
              </span>
              <span className={styles.facts}>
                <span>{dayText(intl, note.effectiveDate)}</span>
                <span>{intl.formatMessage(v.entryCount, { count: note.entryCount })}</span>
              </span>
            </Link>
            {answers.length > 0 && (
              <ul className={styles.answers} aria-label={intl.formatMessage(m.answers)}>
                {answers.map((answer) => (
                  <li key={answer.key} className={styles.answer}>
                    {answer.text}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface PagerProps {
  page: number;
  totalPages: number;
}

/**
 * Previous and next page of a paged list, kept in the URL (`?page=2`; page 1 has none), so
 * reloading or going back lands on the same page.
 */
export function Pager({ page, totalPages }: PagerProps) {
  const intl = useIntl();
  if (totalPages <= 1 && page <= 1) return null;
  const search = (to: number) => (to <= 1 ? {} : { page: to });
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(m.pages)}>
      <span className={styles.small}>
        {intl.formatMessage(v.pageOf, { page, total: totalPages })}
      </span>
      <span className={styles.pagerLinks}>
        {page > 1 && (
          <Link to="." search={search(Math.min(page - 1, totalPages))} className={styles.link} rel="prev">
            {intl.formatMessage(m.previous)}
          </Link>
        )}
        {page < totalPages && (
          <Link to="." search={search(page + 1)} className={styles.link} rel="next">
            {intl.formatMessage(m.next)}
          </Link>
        )}
      </span>
    </nav>
  );
}

/** A page past the end of the list (an old link, notes deleted since): say so, with the way to the last page. */
export function BeyondEnd({ page, totalPages }: PagerProps) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <p className={styles.muted}>{intl.formatMessage(v.beyondEnd, { page, total: totalPages })}</p>
      <Link to="." search={totalPages <= 1 ? {} : { page: totalPages }} className={styles.link}>
        {intl.formatMessage(v.toLastPage, { total: totalPages })}
      </Link>
    </div>
  );
}
