/**
 * Whether machine translation is configured on the server, asked once when
 * an admin opens the page, so the manager says so before anyone clicks. A
 * translate action answering "not configured" settles it too.
 */
import { useCallback, useEffect, useState } from 'react';
import { getTranslationService } from '../api/get-translation-service';

export type TranslationServiceState = 'checking' | 'configured' | 'not-configured' | 'unknown';

export function useTranslationService(enabled: boolean) {
  const [state, setState] = useState<TranslationServiceState>('checking');
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void getTranslationService().then((outcome) => {
      if (!active) return;
      setState(outcome.ok ? (outcome.data.configured ? 'configured' : 'not-configured') : 'unknown');
    });
    return () => {
      active = false;
    };
  }, [enabled]);
  const markNotConfigured = useCallback(() => setState('not-configured'), []);
  return { state, markNotConfigured };
}
