import { defineMessages, useIntl } from 'react-intl';
import type { ToastView } from '../../../machines/toastMachine';
import { IconButton } from '../components/IconButton';
import { CloseIcon } from '../components/icons';
import { useToastView } from './ToastProvider';
import * as styles from './Toaster.css';

export const toasterMessages = defineMessages({
  region: { id: 'shell.toaster.region', defaultMessage: 'Notifications' },
  dismiss: { id: 'shell.toaster.dismiss', defaultMessage: 'Dismiss notification' },
});

/**
 * Shows the toast on screen, top centre (spec §9). Two live regions exist from the start (a
 * region added together with its text is often not announced): a polite one for info and
 * success, role=alert for warnings and errors. Pointer or focus on a toast pauses its clock.
 */
export function Toaster() {
  const intl = useIntl();
  const { current, dismiss, pause, resume } = useToastView();

  const render = (toast: ToastView) => (
    <div
      key={toast.id}
      className={styles.toast[toast.kind]}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
    >
      <span className={styles.message}>{toast.message}</span>
      <IconButton label={intl.formatMessage(toasterMessages.dismiss)} icon={<CloseIcon size={18} />} onClick={() => dismiss(toast.id)} />
    </div>
  );

  return (
    <section aria-label={intl.formatMessage(toasterMessages.region)} className={styles.region}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {current && !current.isUrgent && render(current)}
      </div>
      <div role="alert" aria-atomic="true">
        {current && current.isUrgent && render(current)}
      </div>
    </section>
  );
}
