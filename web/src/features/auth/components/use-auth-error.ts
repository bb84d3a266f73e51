import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { AUTH_ERROR_MESSAGES, describeAuthError } from '../auth-errors';

/** The customer-facing text of a Firebase Auth failure, in the page's language. */
export function useAuthErrorText(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const described = describeAuthError(error);
      return 'kind' in described ? i18n._(AUTH_ERROR_MESSAGES[described.kind]) : described.raw;
    },
    [i18n],
  );
}
