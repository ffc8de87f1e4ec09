import type { IntlShape } from 'react-intl';

/** A form's error as a workflow reports it: a message id of the catalogues, or null for none. */
export interface FormError {
  errorMessageId: string | null;
}

/** The error in the interface language (machines carry ids, never text: machines/failureMessage.ts). */
export function errorText(intl: IntlShape, { errorMessageId }: FormError): string | null {
  return errorMessageId ? intl.formatMessage({ id: errorMessageId }) : null;
}
