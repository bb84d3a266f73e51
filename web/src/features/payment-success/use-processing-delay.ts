import { useEffect, useState } from 'react';
import { PAYMENT_PROCESSING_MS } from './constants';

/** True for the first `PAYMENT_PROCESSING_MS` after mount: the payment "being processed". */
export function useProcessingDelay(duration = PAYMENT_PROCESSING_MS): boolean {
  const [processing, setProcessing] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setProcessing(false), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);
  return processing;
}
