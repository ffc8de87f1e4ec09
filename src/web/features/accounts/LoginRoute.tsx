import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { LoginForm } from './LoginForm';
import { useLeaveWhen } from './useLeaveWhen';

// Only a 2FA user sees the code step: it loads while their login is sent, not with the screen.
const loadTwoFactorStep = () => import('./TwoFactorStep');
const TwoFactorStep = lazy(async () => ({ default: (await loadTwoFactorStep()).TwoFactorStep }));

/**
 * /login and /Auth: the auth view-model drawn as the login form or, for a 2FA user, the code
 * step. Once logged in it goes to the guard's `search.redirect` (validated) or home.
 */
export function LoginRoute() {
  const { view, login, editForm, enterCode, submitCode, cancelLogin } = useAuth();
  // The machine's error may belong to another screen (a failed sign-up); show only our own.
  const [submitted, setSubmitted] = useState(false);
  useLeaveWhen(view.isLoggedIn, '/');
  const error = submitted ? view : { errorMessageId: null };

  if (view.isAwaitingCode) {
    return (
      <Suspense>
        <TwoFactorStep
          code={view.code}
          isSubmitting={view.isSubmitting}
          errorMessageId={view.errorMessageId}
          onCodeChange={enterCode}
          onSubmit={submitCode}
          onCancel={cancelLogin}
        />
      </Suspense>
    );
  }
  return (
    <LoginForm
      isSubmitting={view.isSubmitting}
      errorMessageId={error.errorMessageId}
      onEdit={editForm}
      onSubmit={(credentials) => {
        setSubmitted(true);
        void loadTwoFactorStep().catch(() => {}); // offline: the step loads (or fails) when drawn
        login(credentials);
      }}
    />
  );
}
