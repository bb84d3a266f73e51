/**
 * The submit cycle the auth forms share: the form is busy while its request
 * runs, a failure becomes the message under the form, and nothing typed is
 * lost. `stayBusy` keeps the form busy after a success that leaves the page.
 */
import { useState } from 'react';

export function useFormSubmit(onBusyChange?: (busy: boolean) => void) {
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  const run = async (action: () => Promise<void>, describe: (failure: unknown) => string, { stayBusy = false } = {}) => {
    setError('');
    setLoading(true);
    onBusyChange?.(true);
    let succeeded = false;
    try {
      await action();
      succeeded = true;
    } catch (failure) {
      setError(describe(failure));
    } finally {
      if (!(succeeded && stayBusy)) {
        setLoading(false);
        onBusyChange?.(false);
      }
    }
  };

  return { error, setError, loading, run };
}
