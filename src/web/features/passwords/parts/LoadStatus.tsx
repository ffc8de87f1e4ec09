import { useIntl } from 'react-intl';
import { LoadStatus as SharedLoadStatus } from '../../../components/status/LoadStatus';
import { commonMessages as m } from '../screenMessages';

/** A vault list's loading flag (spec §3), or the vault's one "could not load" with Try again. */
export function LoadStatus({ status, loadingText, onRetry }: { status: 'loading' | 'error'; loadingText: string; onRetry: () => void }) {
  const intl = useIntl();
  return <SharedLoadStatus status={status} loadingText={loadingText} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />;
}
