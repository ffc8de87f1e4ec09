import { useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { useLanguage } from '../../i18n/I18nProvider';
import { RegisterForm } from './RegisterForm';
import { useLeaveWhen } from './useLeaveWhen';

/** The path of the "Setup user profile" screen (decisions.md: the spec does not show it). */
export const setupProfilePath = '/setup-profile';

/**
 * /register: signs up with the auth machine and, once logged in, goes on to set up the profile.
 * The language select switches the interface at once, so the rest of the form reads in it.
 */
export function RegisterRoute() {
  const { view, signup, editForm } = useAuth();
  const { language, setLanguage } = useLanguage();
  const [submitted, setSubmitted] = useState(false);
  // Someone already signed in who opens /register goes home; a new account goes to the setup.
  useLeaveWhen(view.isLoggedIn, submitted ? setupProfilePath : '/', { ignoreRedirect: true });
  return (
    <RegisterForm
      isSubmitting={view.isSubmitting}
      errorMessageId={submitted ? view.errorMessageId : null}
      language={language}
      onLanguageChange={setLanguage}
      onEdit={editForm}
      onSubmit={(details) => {
        setSubmitted(true);
        signup({ ...details });
      }}
    />
  );
}
