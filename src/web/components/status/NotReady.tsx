import { Link, type LinkProps } from '@tanstack/react-router';
import { MessageScreen } from '../MessageScreen';
import * as page from '../page/page.css';
import { LoadStatus } from './LoadStatus';

export interface NotReadyProps {
  status: 'notFound' | 'loading' | 'error';
  /** The page's heading while its thing loads or failed to. */
  heading: string;
  loadingText: string;
  failedText: string;
  onRetry: () => void;
  /** What "not found" says, and the way out of it (also shown under a failure). */
  notFound: { heading: string; body: string };
  back: { to: LinkProps['to']; text: string };
}

/** A page before the thing it shows is there: not found (with the way back), loading, or failed with Try again and the way back. */
export function NotReady({ status, heading, loadingText, failedText, onRetry, notFound, back }: NotReadyProps) {
  const backLink = (
    <Link to={back.to} className={page.link}>
      {back.text}
    </Link>
  );
  if (status === 'notFound') return <MessageScreen heading={notFound.heading} body={notFound.body} action={backLink} />;
  return (
    <div className={page.screen} aria-busy={status === 'loading'}>
      <h1 className={page.heading}>{heading}</h1>
      <LoadStatus status={status} loadingText={loadingText} failedText={failedText} onRetry={onRetry} />
      {status === 'error' ? backLink : null}
    </div>
  );
}
