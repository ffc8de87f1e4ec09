import { Link } from '@tanstack/react-router';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { MessageScreen } from '../MessageScreen';

const messages = defineMessages({
  body: { id: 'notBuilt.screen.body', defaultMessage: 'This part of the app is not built yet.' },
  homeLink: { id: 'notBuilt.screen.homeLink', defaultMessage: 'Back to the home page' },
  signInLink: { id: 'notBuilt.screen.signInLink', defaultMessage: 'Go to sign in' },
});

/** Where the screen's one link leads; `none` on the page the link would lead to. */
export type WayBack = 'home' | 'signIn' | 'none';

export interface NotBuiltYetProps {
  /** The page's title: its area's name. */
  title: MessageDescriptor;
  wayBack: WayBack;
}

/** The honest placeholder a route shows until its area's issue builds the real screen. */
export function NotBuiltYet({ title, wayBack }: NotBuiltYetProps) {
  return (
    <MessageScreen
      heading={<FormattedMessage {...title} />}
      body={<FormattedMessage {...messages.body} />}
      action={
        wayBack === 'home' ? (
          <Link to="/">
            <FormattedMessage {...messages.homeLink} />
          </Link>
        ) : wayBack === 'signIn' ? (
          <Link to="/login">
            <FormattedMessage {...messages.signInLink} />
          </Link>
        ) : null
      }
    />
  );
}
