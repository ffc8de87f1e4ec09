import { useState } from 'react';
import { useExtraAuth } from '../../auth/AuthProvider';
import { PasswordLoginForm } from './PasswordLoginForm';
import { useLeaveWhen } from './useLeaveWhen';

/**
 * /password-login: the extra password login (spec §4). Once in, it goes to the guard's
 * `search.redirect` (validated) or the password groups.
 */
export function PasswordLoginRoute() {
  const { view, login } = useExtraAuth();
  const [submitted, setSubmitted] = useState(false);
  useLeaveWhen(view.isLoggedIn, '/password-groups');
  return (
    <PasswordLoginForm
      isSubmitting={view.isSubmitting}
      errorMessageId={submitted ? view.errorMessageId : null}
      onSubmit={(extraPassword) => {
        setSubmitted(true);
        login(extraPassword);
      }}
    />
  );
}
