import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStamp } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import { phoneQuery } from '../../../theme/breakpoints';
import { useMediaQuery } from '../../../components/useMediaQuery';
import type { Ticker } from '../clock/ticker';
import { GrowingDuration } from '../clock/GrowingDuration';
import { ActiveStampRow } from './ActiveStampRow';
import { timeHomeMessages as m, timeHomeValueMessages as v } from './messages';
import { StartStampForm, type StartStampValues } from './StartStampForm';
import * as styles from './TimeHome.css';

/** A sub group offered for a quick start (the most used, not running now). */
export interface QuickStart {
  subGroupId: string;
  name: string;
  timeGroupId: string;
  groupName: string;
}

export interface TodayTotal {
  _id: string;
  name: string;
  /** Milliseconds today, active stamps counted up to the read (`readAt`). */
  today: number;
  /** How many of its stamps run: the total grows with them. */
  running: number;
}

export type TimeHomeState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** Running stamps, the one started last first. */
      active: ReadonlyArray<{ stamp: TimeStamp; groupName: string }>;
      today: readonly TodayTotal[];
      /** When the totals were read (epoch ms). */
      readAt: number;
      quickStarts: readonly QuickStart[];
      groups: ReadonlyArray<{ _id: string; name: string }>;
      subGroups: ReadonlyArray<{ _id: string; name: string; timeGroupId: string }>;
    };

export interface TimeHomeProps {
  state: TimeHomeState;
  onRetry: () => void;
  /** Ids of stamps being stopped and sub groups being started. */
  pending: ReadonlySet<string>;
  /** Ids of stamps a change waiting on this device touches ("Not sent yet"). */
  unsent?: ReadonlySet<string>;
  onStop: (stamp: TimeStamp) => void;
  onQuickStart: (item: QuickStart) => void;
  onStart: (values: StartStampValues) => Promise<unknown>;
  isStarting: boolean;
  startError: string | null;
  ticker?: Ticker;
  /** The goals' progress (AllGoals), after today's totals. */
  goals?: ReactNode;
  /** Home's one-key shortcuts, which the user can turn off (WCAG 2.1.4); shown as on without it. */
  shortcuts?: { on: boolean; onChange: (on: boolean) => void };
}

/** The key that stops the latest stamp, and those that start the quick starts (homeShortcuts.ts). */
export const stopKey = 'S';
export const quickStartKey = (index: number) => (index < 9 ? String(index + 1) : undefined);

/**
 * The time tracker's part of Home: what runs now (ticking clocks, one-tap stop), quick start of
 * the most used sub groups, today's totals, the goals' progress and a start form. On a phone the main stamp action
 * also sits at the bottom of the screen, large, within a thumb's reach.
 */
export function TimeHome({ state, onRetry, pending, unsent, onStop, onQuickStart, onStart, isStarting, startError, ticker, shortcuts, goals }: TimeHomeProps) {
  const intl = useIntl();
  const keysOn = shortcuts?.on ?? true;
  const isPhone = useMediaQuery(phoneQuery);

  const heading = (
    <h2 id="time-home-heading" className={styles.heading}>
      {intl.formatMessage(m.heading)}
    </h2>
  );
  if (state.status === 'loading') {
    return (
      <section className={styles.section} aria-labelledby="time-home-heading" aria-busy="true">
        {heading}
        <p role="status">{intl.formatMessage(m.loading)}</p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className={styles.section} aria-labelledby="time-home-heading">
        {heading}
        <p role="alert">{intl.formatMessage(m.loadFailed)}</p>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      </section>
    );
  }

  const { active, today, readAt, quickStarts, groups, subGroups } = state;
  const isEmpty = groups.length === 0;
  const latest = active[0];
  const firstQuick = quickStarts[0];

  return (
    <section className={styles.section} aria-labelledby="time-home-heading">
      {heading}
      {isEmpty ? <p>{intl.formatMessage(m.empty)}</p> : null}

      {!isEmpty ? (
        <section className={styles.part} aria-labelledby="time-home-active">
          <h3 id="time-home-active" className={styles.subHeading}>
            {intl.formatMessage(m.activeHeading)}
          </h3>
          {active.length === 0 ? (
            <p className={styles.hint}>{intl.formatMessage(m.noneActive)}</p>
          ) : (
            <ul className={styles.list}>
              {active.map(({ stamp, groupName }, index) => (
                <ActiveStampRow
                  key={stamp._id}
                  stamp={stamp}
                  groupName={groupName}
                  isStopping={pending.has(stamp._id)}
                  isUnsent={unsent?.has(stamp._id) ?? false}
                  onStop={onStop}
                  shortcut={keysOn && index === 0 ? stopKey : undefined}
                  ticker={ticker}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {quickStarts.length > 0 ? (
        <section className={styles.part} aria-labelledby="time-home-quick">
          <h3 id="time-home-quick" className={styles.subHeading}>
            {intl.formatMessage(m.quickHeading)}
          </h3>
          <ul className={styles.quickGrid}>
            {quickStarts.map((item, index) => {
              const key = keysOn ? quickStartKey(index) : undefined;
              return (
                <li key={item.subGroupId}>
                  <Button
                    variant="secondary"
                    className={styles.quickButton}
                    disabled={pending.has(item.subGroupId)}
                    onClick={() => onQuickStart(item)}
                    aria-label={intl.formatMessage(v.start, { name: `${item.name} (${item.groupName})` })}
                    aria-keyshortcuts={key}
                  >
                    <span>
                      {item.name} <span className={styles.muted}>{item.groupName}</span>
                    </span>
                    {key ? <kbd className={styles.kbd}>{key}</kbd> : null}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {!isEmpty ? (
        <section className={styles.part} aria-labelledby="time-home-today">
          <h3 id="time-home-today" className={styles.subHeading}>
            {intl.formatMessage(m.todayHeading)}
          </h3>
          {today.length === 0 ? (
            <p className={styles.hint}>{intl.formatMessage(m.todayEmpty)}</p>
          ) : (
            <dl className={styles.totals}>
              {today.map((group) => (
                <div key={group._id} style={{ display: 'contents' }}>
                  <dt>{group.name}</dt>
                  <dd className={styles.totalValue}>
                    <GrowingDuration ms={group.today} running={group.running} since={readAt} ticker={ticker} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className={styles.hint}>
            <Link to="/time-groups" className={styles.link}>
              {intl.formatMessage(m.allGroups)}
            </Link>
          </p>
        </section>
      ) : null}

      {!isEmpty ? goals : null}

      <StartStampForm groups={groups} subGroups={subGroups} isStarting={isStarting} error={startError} onStart={onStart} />

      {!isEmpty && shortcuts ? (
        <div className={styles.part}>
          <label className={styles.switchLabel}>
            <input
              type="checkbox"
              role="switch"
              checked={shortcuts.on}
              onChange={(event) => shortcuts.onChange(event.target.checked)}
              aria-describedby="time-home-shortcuts"
            />
            {intl.formatMessage(m.shortcutsSwitch)}
          </label>
          <p id="time-home-shortcuts" className={styles.hint}>
            {intl.formatMessage(m.shortcuts)}
          </p>
        </div>
      ) : null}

      {isPhone && (latest || firstQuick) ? (
        <div className={styles.dock}>
          {latest ? (
            <Button
              variant="primary"
              className={styles.dockButton}
              disabled={pending.has(latest.stamp._id)}
              onClick={() => onStop(latest.stamp)}
            >
              {intl.formatMessage(v.stop, { name: latest.stamp.name })}
            </Button>
          ) : firstQuick ? (
            <Button
              variant="primary"
              className={styles.dockButton}
              disabled={pending.has(firstQuick.subGroupId)}
              onClick={() => onQuickStart(firstQuick)}
            >
              {intl.formatMessage(v.start, { name: firstQuick.name })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
