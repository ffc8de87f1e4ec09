import { useIntl } from 'react-intl';
import type { LogEntry } from '../../../../machines/commandLineMachine';
import type { OutputLine } from '../../../domain/commandLine/outcome';
import * as styles from './CommandLine.css';

function Line({ line, isError }: { line: OutputLine; isError: boolean }) {
  const intl = useIntl();
  if (line.kind === 'message') {
    return <li className={isError ? styles.errorLine : styles.messageLine}>{intl.formatMessage(line.message, line.message.values)}</li>;
  }
  return (
    <li className={[styles.item, line.depth === 1 ? styles.nested : ''].join(' ')}>
      <span className={styles.itemIndex}>{line.index === undefined ? '' : `${line.index}.`}</span>
      <span>{line.text}</span>
      <span className={styles.itemDetail}>{line.detail ?? ''}</span>
    </li>
  );
}

/** One run: the line as typed (an answer masked), then what the command answered. */
export function OutputEntry({ entry }: { entry: LogEntry }) {
  const isError = entry.outcome.status === 'error';
  return (
    <li>
      <p className={styles.echo}>
        <span aria-hidden="true">› </span>
        {entry.echo}
      </p>
      {entry.outcome.lines.length > 0 && (
        <ul className={styles.lines}>
          {entry.outcome.lines.map((line, i) => (
            <Line key={i} line={line} isError={isError} />
          ))}
        </ul>
      )}
    </li>
  );
}
