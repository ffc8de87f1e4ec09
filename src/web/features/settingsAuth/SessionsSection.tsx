import { useId } from 'react';
import type { Session } from '../../../contract/types';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { FormAlert } from '../../components/form/FormAlert';
import { formatLocalDateTime } from '../../i18n/dateText';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';
import { confirmPasswordMessages, sessionsMessages as m, sessionValueMessages as v } from './screenMessages';
import * as styles from './SettingsAuth.css';

/** One login as GET /auth/session lists it. */
export type SessionView = Session;

export type SessionsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: SessionView[] };

export interface SessionsSectionProps {
  state: SessionsState;
  /** Ids being signed out, or 'others' while all other sessions are. */
  pending: ReadonlySet<string>;
  onRetry: () => void;
  onSignOut: (sessionId: string) => void;
  /** Signs out every other session; with the password once the server has asked for it. */
  onSignOutOthers: (currentPassword?: string) => void;
  /** The server wants the password first (the sign-in is over 5 minutes old): ask for it. */
  confirmingOthers?: boolean;
  /** Why signing out the others was refused (e.g. 'Wrong password'), in the interface language. */
  othersError?: string | null;
  onCancelOthers?: () => void;
  /** The password was edited while `othersError` was shown. */
  onEditOthers?: () => void;
  /** "Now", injectable so stories and tests show stable relative times. */
  now?: Date;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** A time shortly ago as "5 minutes ago"; anything older than a week as its date and time (i18n/dateText's YYYY-MM-DD HH:mm:ss). */
export function formatWhen(intl: IntlShape, iso: string, now: Date): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds) || Math.abs(seconds) > 7 * 86_400) return Number.isNaN(seconds) ? iso : formatLocalDateTime(iso);
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? units[units.length - 1]!;
  return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
}

/** "Chrome on Linux", from the names the server read in the session's user agent. */
export function sessionName(intl: IntlShape, session: SessionView): string {
  const { browser, os } = session;
  if (browser && os) return intl.formatMessage(v.deviceName, { browser, os });
  return browser || os || intl.formatMessage(m.unknownDevice);
}

/** This device first, then the others by their last use, most recent first. */
export function orderSessions(sessions: readonly SessionView[]): SessionView[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsed.localeCompare(a.lastUsed));
}

/** The user's live logins, with sign-out for each other one and for all others at once. */
export function SessionsSection(props: SessionsSectionProps) {
  const { state, pending, onRetry, onSignOut, onSignOutOthers, confirmingOthers = false, othersError = null, onCancelOthers, onEditOthers } = props;
  const now = props.now ?? new Date();
  const intl = useIntl();
  const headingId = useId();
  const sessions = state.status === 'ready' ? orderSessions(state.sessions) : [];
  const others = sessions.filter((session) => !session.current);
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      {state.status === 'loading' ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage(m.loading)}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className={form.actions}>
          <p className={form.alert} role="alert">
            {intl.formatMessage(m.loadFailed)}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <ul className={styles.sessionList} aria-labelledby={headingId}>
            {sessions.map((session) => {
              const label = sessionName(intl, session);
              const lastUsed = formatWhen(intl, session.lastUsed, now);
              return (
                <li key={session._id} className={styles.sessionItem}>
                  <div className={styles.sessionText}>
                    <span className={styles.device}>
                      {label}
                      {session.current ? <span className={styles.badge}>{intl.formatMessage(m.thisDevice)}</span> : null}
                    </span>
                    <time className={styles.muted} dateTime={session.created}>
                      {intl.formatMessage(v.created, { date: formatWhen(intl, session.created, now) })}
                    </time>
                    <time className={styles.muted} dateTime={session.lastUsed}>
                      {intl.formatMessage(v.lastUsed, { time: lastUsed })}
                    </time>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={intl.formatMessage(v.signOutNamed, { device: label, time: lastUsed })}
                      disabled={pending.has(session._id) || pending.has('others')}
                      aria-busy={pending.has(session._id)}
                      onClick={() => onSignOut(session._id)}
                    >
                      {intl.formatMessage(m.signOut)}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
          ) : confirmingOthers ? (
            <ConfirmPasswordForm
              lead={intl.formatMessage(confirmPasswordMessages.sessionsLead)}
              submitLabel={intl.formatMessage(m.signOutOthers)}
              isBusy={pending.has('others')}
              error={othersError}
              onSubmit={(password) => onSignOutOthers(password)}
              onCancel={() => onCancelOthers?.()}
              onEdit={() => onEditOthers?.()}
            />
          ) : (
            <>
              <FormAlert id={`${headingId}-others-alert`}>{othersError}</FormAlert>
              <div className={form.actions}>
                <Button variant="secondary" disabled={pending.has('others')} aria-busy={pending.has('others')} onClick={() => onSignOutOthers()}>
                  {intl.formatMessage(m.signOutOthers)}
                </Button>
              </div>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
