import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from '../shell/shellMessages';

/**
 * Keeps `document.title` on the page's title (the deepest route's `staticData.title`), so tabs,
 * history and screen readers name the page (WCAG 2.4.2); the app's name alone elsewhere.
 */
export function usePageTitle() {
  const intl = useIntl();
  const title = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title });
  const appName = intl.formatMessage(shellMessages.appName);
  const text = title ? `${intl.formatMessage(title)} · ${appName}` : appName;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
