import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isNotFound } from '../api/refusal';
import { notFoundMessages } from '../shell/notFound/NotFound';
import { shellMessages } from '../shell/shellMessages';

type TitledMatch = { status: string; error: unknown; _notFound?: boolean };

/** The page shows "Page not found": no route matched the URL, or a loader's read was refused as not found. */
const showsNotFound = (match: TitledMatch) =>
  match.status === 'notFound' || match._notFound === true || (match.status === 'error' && isNotFound(match.error));

/**
 * Keeps `document.title` on the page's title (the deepest route's `staticData.title`, or "Page not
 * found"), so tabs, history and screen readers name the page (WCAG 2.4.2); the app's name alone elsewhere.
 */
export function usePageTitle() {
  const intl = useIntl();
  const title = useMatches({
    select: (matches): MessageDescriptor | undefined =>
      matches.some((match) => showsNotFound(match as TitledMatch))
        ? notFoundMessages.heading
        : matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const appName = intl.formatMessage(shellMessages.appName);
  const text = title ? `${intl.formatMessage(title)} · ${appName}` : appName;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
