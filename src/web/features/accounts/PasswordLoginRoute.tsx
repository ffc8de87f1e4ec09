import { useState } from 'react';
import { useExtraAuth } from '../../auth/AuthProvider';
import { useHasExtraPassword } from '../../shell/useHasExtraPassword';
import { PasswordLoginForm } from './PasswordLoginForm';
import { useLeaveWhen } from './useLeaveWhen';

/**
 * /password-login: the extra password login (spec §4). Once in, it goes to the guard's
 * `search.redirect` (validated) or the password groups. A user without an extra password (the
 * signed-in user's `hasExtraPassword`) is sent to set one instead of being asked for it.
 */
export function PasswordLoginRoute() {
  const { view, login, editPassword } = useExtraAuth();
  const hasExtraPassword = useHasExtraPassword();
  const [submitted, setSubmitted] = useState(false);
  useLeaveWhen(view.isLoggedIn, '/password-groups');
  return (
    <PasswordLoginForm
      hasExtraPassword={hasExtraPassword}
      isSubmitting={view.isSubmitting}
      errorMessageId={submitted ? view.errorMessageId : null}
      onEdit={editPassword}
      onSubmit={(extraPassword) => {
        setSubmitted(true);
        login(extraPassword);
      }}
    />
  );
}
