import { Link } from '@tanstack/react-router';
import { defineMessages, FormattedMessage } from 'react-intl';
import { MessageScreen } from '../../components/MessageScreen';
import { areaNames, type AreaId } from './areas';

const messages = defineMessages({
  body: { id: 'notBuilt.screen.body', defaultMessage: 'This part of the app is not built yet.' },
  homeLink: { id: 'notBuilt.screen.homeLink', defaultMessage: 'Back to the home page' },
  signInLink: { id: 'notBuilt.screen.signInLink', defaultMessage: 'Go to sign in' },
});

/** Where the screen's one link leads; `none` on the page the link would lead to. */
export type WayBack = 'home' | 'signIn' | 'none';

export interface NotBuiltYetProps {
  area: AreaId;
  wayBack: WayBack;
}

/** The honest placeholder every route shows until its area's issue builds the real screen. */
export function NotBuiltYet({ area, wayBack }: NotBuiltYetProps) {
  return (
    <MessageScreen
      heading={<FormattedMessage {...areaNames[area]} />}
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
