import { useEffect, type RefObject } from 'react';

/**
 * Puts the caret in a form's first field when the form appears, so typing can start at once
 * (the login's username, the code after the password step). Not on later renders.
 */
export function useInitialFocus(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
