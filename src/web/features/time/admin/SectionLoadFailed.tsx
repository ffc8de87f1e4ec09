import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';

/**
 * A part of an admin page that could not be fetched: said as an alert, with a button to fetch it
 * again. Only that part shows it; the rest of the page stays usable.
 */
export function SectionLoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div className={form.actions}>
      <p className={form.alert} role="alert">
        {message}
      </p>
      <Button onClick={onRetry}>{retry}</Button>
    </div>
  );
}
