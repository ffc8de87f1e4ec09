import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../components/Button';
import * as styles from './UpdatePrompt.css';
import { useHasUnsavedWork } from './unsavedWork';

export const updatePromptMessages = defineMessages({
  message: { id: 'pwa.updatePrompt.message', defaultMessage: 'A new version is ready' },
  reload: { id: 'pwa.updatePrompt.reload', defaultMessage: 'Reload' },
});

/**
 * Offers the new version the service worker holds: never forced, and not shown while a note's
 * draft or an edit form has unsaved changes (unsavedWork.ts), so a reload loses nothing.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const intl = useIntl();
  const unsavedWork = useHasUnsavedWork();
  if (unsavedWork) return null;
  return (
    <div className={styles.prompt}>
      <p className={styles.text}>
        {intl.formatMessage(updatePromptMessages.message)}
        <span aria-hidden="true"> —</span>
      </p>
      <Button size="sm" variant="primary" onClick={onReload}>
        {intl.formatMessage(updatePromptMessages.reload)}
      </Button>
    </div>
  );
}
