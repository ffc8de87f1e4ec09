import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import * as page from '../../../components/page/page.css';
import type { AddressState } from './addressReading';
import * as styles from './importRecipes.css';
import { importMessages as m, importValueMessages as v } from './importMessages';

/** Each address with where it stands: waiting, reading, waiting out the limit, read (its name) or why not. */
export function AddressStates({ addresses }: { addresses: ReadonlyArray<{ address: string; state: AddressState }> }) {
  const intl = useIntl();
  const headingId = useId();
  const stateText = (state: AddressState): string => {
    switch (state.state) {
      case 'waiting':
        return intl.formatMessage(m.waiting);
      case 'reading':
        return intl.formatMessage(m.readingPage);
      case 'limited':
        return intl.formatMessage(v.limited, { seconds: state.seconds });
      case 'read':
        return intl.formatMessage(v.read, { name: state.suggestion.name });
      case 'failed':
        return intl.formatMessage(messageForError(state.error, m.pageFailed));
    }
  };
  return (
    <>
      <h2 id={headingId} className={page.sectionHeading}>
        {intl.formatMessage(m.pagesHeading)}
      </h2>
      <ul className={page.list} aria-labelledby={headingId} aria-live="polite">
        {addresses.map(({ address, state }) => (
          <li key={address} className={page.row}>
            <span className={styles.source}>{address}</span>
            <span className={page.small}>{stateText(state)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
