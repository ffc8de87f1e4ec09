import { defineMessages, useIntl } from 'react-intl';
import { UserIcon } from '../components/icons';
import { MenuButton } from '../components/MenuButton';

// Typed so that formatMessage insists on the {username} value.
export const userMenuMessages = defineMessages<{ label: { username: string }; signOut: Record<string, never> }>({
  label: { id: 'shell.userMenu.label', defaultMessage: 'User menu ({username})' },
  signOut: { id: 'shell.userMenu.signOut', defaultMessage: 'Sign out' },
});

export interface UserMenuProps {
  username: string;
  onSignOut: () => void;
}

/** The footer's user menu (spec §2). Its name contains the visible username (WCAG 2.5.3). */
export function UserMenu({ username, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  return (
    <MenuButton
      label={intl.formatMessage(userMenuMessages.label, { username })}
      icon={<UserIcon />}
      text={username}
      placement="top-end"
      entries={[{ key: 'signOut', label: intl.formatMessage(userMenuMessages.signOut), onSelect: onSignOut }]}
    />
  );
}
