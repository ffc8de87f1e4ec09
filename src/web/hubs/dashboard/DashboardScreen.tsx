import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Button } from '../../components/Button';
import { button } from '../../components/Button.css';
import * as styles from './Dashboard.css';
import { pickedIsoDay, shiftIsoDay } from './dashboardDates';
import { dayHeading } from './dayText';
import { dashboardScreenMessages as m } from './screenMessages';

export type DashboardView = 'summary' | 'all';

/** An area's card, ready to draw (the route gives it its section), in the areas' order. */
export interface DashboardCardSlot {
  area: string;
  card: ReactNode;
}

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: readonly DashboardCardSlot[] };

export interface DashboardScreenProps {
  /** YYYY-MM-DD: the day shown. */
  date: string;
  /** YYYY-MM-DD: today, in the user's zone. */
  today: string;
  view: DashboardView;
  state: DashboardState;
  onRetry: () => void;
  /** A day chosen in the date picker. */
  onPickDate: (date: string) => void;
  /** Where an empty day sends the user to add something: the pages of the areas with cards. */
  addLinks: ReadonlyArray<{ area: string; path: string; label: MessageDescriptor }>;
}

/**
 * `/dashboard/:date/:view?` (spec §2): one day across the areas. The heading names the day
 * (today, yesterday and tomorrow by those words); the day changes by the links (each day has its
 * URL), the date picker, ← and → and a sideways swipe (DashboardRoute). Each area with something
 * that day has a card with a few items and 'View all'; `view` 'all' shows every item.
 */
export function DashboardScreen({ date, today, view, state, onRetry, onPickDate, addLinks }: DashboardScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const viewParam = view === 'all' ? 'all' : undefined;
  const dayLink = [button({ variant: 'secondary' }), styles.dayLink].join(' ');

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {/* Polite: a screen reader hears the new day after ← or →, as a sighted user sees it. */}
        <h1 className={styles.heading} aria-live="polite">
          {dayHeading(intl, date, today)}
        </h1>
        <nav aria-label={text(m.days)} className={styles.days}>
          <Link
            to="/dashboard/{-$date}/{-$view}"
            params={{ date: shiftIsoDay(date, -1), view: viewParam }}
            className={dayLink}
            aria-keyshortcuts="ArrowLeft"
          >
            <span aria-hidden="true">←</span>
            {text(m.previousDay)}
          </Link>
          {date !== today ? (
            <Link to="/dashboard/{-$date}/{-$view}" params={{ date: today, view: viewParam }} className={dayLink}>
              {text(m.today)}
            </Link>
          ) : null}
          <Link
            to="/dashboard/{-$date}/{-$view}"
            params={{ date: shiftIsoDay(date, 1), view: viewParam }}
            className={dayLink}
            aria-keyshortcuts="ArrowRight"
          >
            {text(m.nextDay)}
            <span aria-hidden="true">→</span>
          </Link>
          <DatePicker date={date} label={text(m.pickDate)} onPick={onPickDate} />
        </nav>
        <p className={styles.hint}>{text(m.keys)}</p>
      </div>

      {view === 'all' ? (
        <p className={styles.allBar}>
          <span>{text(m.allHeading)}</span>
          <Link to="/dashboard/{-$date}/{-$view}" params={{ date, view: undefined }} className={styles.link}>
            {text(m.backToSummary)}
          </Link>
        </p>
      ) : null}

      {state.status === 'loading' ? (
        <p role="status">{text(m.loading)}</p>
      ) : state.status === 'error' ? (
        <div className={styles.state}>
          <p role="alert" className={styles.stateText}>
            {text(m.loadFailed)}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {text(m.retry)}
          </Button>
        </div>
      ) : state.cards.length === 0 ? (
        <section className={styles.state} aria-labelledby="dashboard-empty">
          <h2 id="dashboard-empty" className={styles.stateHeading}>
            {text(m.empty)}
          </h2>
          <p className={styles.stateText}>{text(m.emptyHint)}</p>
          <ul className={styles.addLinks}>
            {addLinks.map((link) => (
              <li key={link.area}>
                <AppLink to={link.path} className={dayLink}>
                  {text(link.label)}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className={styles.cards}>
          {state.cards.map(({ area, card }) => (
            <div key={area} className={styles.card}>
              {card}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The date field: it moves the dashboard once it names a whole day, not at each digit typed
 * (pickedIsoDay), and shows the dashboard's date again when the day changes elsewhere.
 */
function DatePicker({ date, label, onPick }: { date: string; label: string; onPick: (date: string) => void }) {
  const [draft, setDraft] = useState(date);
  const [shown, setShown] = useState(date);
  if (shown !== date) {
    setShown(date);
    setDraft(date);
  }
  return (
    <label className={styles.picker}>
      {label}
      <input
        type="date"
        required
        className={styles.dateInput}
        value={draft}
        onChange={(event) => {
          const value = event.target.value;
          setDraft(value);
          const picked = pickedIsoDay(value);
          if (picked && picked !== date) onPick(picked);
        }}
        onBlur={() => {
          if (!pickedIsoDay(draft)) setDraft(date);
        }}
      />
    </label>
  );
}
