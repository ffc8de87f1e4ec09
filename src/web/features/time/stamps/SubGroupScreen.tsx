import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStampViewModel } from '../../../../../machines/timeStampMachine';
import type { TimeStampPage } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { Clock } from '../clock/Clock';
import type { Ticker } from '../clock/ticker';
import { NotSentMark } from '../../../outbox/NotSentMark';
import { formatDuration, formatLocalDateTime } from '../../../i18n/dateText';
import { subGroupPageMessages as m, stampValueMessages as v } from './messages';
import * as styles from './Stamps.css';

export interface SubGroupScreenProps {
  name: string;
  /** The sub group's stamp machine: stamp in or out here. */
  stampView: TimeStampViewModel;
  onStart: () => void;
  onStop: () => void;
  stamps: { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: TimeStampPage; pageNumber: number };
  onRetry: () => void;
  /** Link search for a page number. */
  ticker?: Ticker;
  /** The running stamp's start or stop waits on this device: marked "Not sent yet". */
  isUnsent?: boolean;
}

/** /sub-group/:subGroupId: stamp in or out, and its stamps, latest first, a page at a time. */
export function SubGroupScreen({ name, stampView, onStart, onStop, stamps, onRetry, ticker, isUnsent = false }: SubGroupScreenProps) {
  const intl = useIntl();
  const markId = useId();
  const running = stampView.step === 'active' && stampView.stamp;
  const errorText = stampView.errorMessageId ? intl.formatMessage({ id: stampView.errorMessageId }) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{name}</h1>
      <div className={styles.row}>
        {running ? (
          <>
            <Clock startTime={running.startTime} size="large" ticker={ticker} />
            {isUnsent ? <NotSentMark id={markId} /> : null}
            <Button variant="primary" className={styles.bigButton} disabled={stampView.isBusy} onClick={onStop} aria-describedby={isUnsent ? markId : undefined}>
              {intl.formatMessage(stampView.isBusy ? m.busy : m.stop)}
            </Button>
          </>
        ) : (
          <>
            <Button variant="primary" className={styles.bigButton} disabled={stampView.isBusy} onClick={onStart} aria-describedby={isUnsent ? markId : undefined}>
              {intl.formatMessage(stampView.isBusy ? m.busy : m.start)}
            </Button>
            {isUnsent ? <NotSentMark id={markId} /> : null}
          </>
        )}
      </div>
      <p role="alert" className={styles.error}>
        {errorText}
      </p>

      <section aria-labelledby="sub-group-stamps">
        <h2 id="sub-group-stamps">{intl.formatMessage(m.listHeading)}</h2>
        {stamps.status === 'loading' ? (
          <p role="status">{intl.formatMessage(m.loading)}</p>
        ) : stamps.status === 'error' ? (
          <div className={styles.row}>
            <p role="alert">{intl.formatMessage(m.loadFailed)}</p>
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        ) : stamps.page.timeStamps.length === 0 ? (
          <p>{intl.formatMessage(m.empty)}</p>
        ) : (
          <>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell}>{intl.formatMessage(m.startColumn)}</th>
                  <th className={styles.cell}>{intl.formatMessage(m.endColumn)}</th>
                  <th className={styles.cell}>{intl.formatMessage(m.durationColumn)}</th>
                  <th className={styles.cell}>
                    <span className={styles.muted}>{intl.formatMessage(m.edit)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {stamps.page.timeStamps.map((stamp) => {
                  const start = formatLocalDateTime(stamp.startTime);
                  return (
                    <tr key={stamp._id}>
                      <td className={styles.cell}>{start}</td>
                      <td className={styles.cell}>{stamp.endTime ? formatLocalDateTime(stamp.endTime) : intl.formatMessage(m.runningNow)}</td>
                      <td className={styles.cell}>
                        {stamp.ended ? formatDuration(stamp.durationInMs) : <Clock startTime={stamp.startTime} ticker={ticker} />}
                      </td>
                      <td className={styles.cell}>
                        <Link
                          to="/time-stamp/$stampId"
                          params={{ stampId: stamp._id }}
                          className={styles.link}
                          aria-label={intl.formatMessage(v.editNamed, { start })}
                        >
                          {intl.formatMessage(m.edit)}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {stamps.page.totalPages > 1 ? (
              <nav aria-label={intl.formatMessage(m.pagination)} className={styles.row}>
                {stamps.pageNumber > 1 ? (
                  <Link to="." search={{ page: stamps.pageNumber - 1 }} className={styles.link}>
                    {intl.formatMessage(m.previous)}
                  </Link>
                ) : null}
                <span>{intl.formatMessage(v.page, { page: stamps.pageNumber, total: stamps.page.totalPages })}</span>
                {stamps.pageNumber < stamps.page.totalPages ? (
                  <Link to="." search={{ page: stamps.pageNumber + 1 }} className={styles.link}>
                    {intl.formatMessage(m.next)}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
