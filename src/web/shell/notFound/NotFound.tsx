import { Link } from '@tanstack/react-router';
import { defineMessages, FormattedMessage } from 'react-intl';
import { MessageScreen } from '../../components/MessageScreen';

export const notFoundMessages = defineMessages({
  heading: { id: 'notFound.screen.heading', defaultMessage: 'Page not found' },
  body: { id: 'notFound.screen.body', defaultMessage: 'There is no page at this address. Check the link and try again.' },
  homeLink: { id: 'notFound.screen.homeLink', defaultMessage: 'Go to the home page' },
  signInLink: { id: 'notFound.screen.signInLink', defaultMessage: 'Go to sign in' },
});

export interface NotFoundProps {
  /** Signed-out visitors get the sign-in page, since home would only bounce them there. */
  signedIn: boolean;
}

/** Shown for any URL that matches no route of spec §2. */
export function NotFound({ signedIn }: NotFoundProps) {
  return (
    <MessageScreen
      heading={<FormattedMessage {...notFoundMessages.heading} />}
      body={<FormattedMessage {...notFoundMessages.body} />}
      action={
        <Link to={signedIn ? '/' : '/login'}>
          <FormattedMessage {...(signedIn ? notFoundMessages.homeLink : notFoundMessages.signInLink)} />
        </Link>
      }
    />
  );
}
