/**
 * The translate actions of the manager: the fixed RS3 car,
 * and the batch over every car that needs translation, one car at a
 * time with 2 s between cars. A car that fails is logged and listed and the
 * batch goes on; "not configured" stops it at once, since every car would
 * fail the same way. The admin can stop a running batch; it stops after the
 * car in flight (a call cannot be taken back) and skips the wait.
 */
import {
  BATCH_DELAY_MS,
  needsTranslation,
  RS3_CAR_ID,
  type TranslatableCar,
} from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import type { CallFailure } from '../../../lib/call-failure';
import { translateCar } from '../api/translate-car';
import { failureMessage, isNotConfigured } from '../translation-messages';

type BatchCar = TranslatableCar & { id: string; name: string };

export interface BatchFailure {
  id: string;
  name: string;
  message: string;
}

export interface BatchProgress {
  status: 'running' | 'stopping' | 'finished' | 'stopped';
  total: number;
  /** Cars whose call has answered (translated or failed). */
  done: number;
  /** The car being translated; null while waiting between cars or once over. */
  current: string | null;
  waiting: boolean;
  failures: BatchFailure[];
}

/** Resolves after `ms`, or at once when `wake` is called. */
function pause(ms: number, register: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    register(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function useTranslationBatch(onNotConfigured: () => void) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [batch, setBatch] = useState<BatchProgress | null>(null);
  const [rs3Busy, setRs3Busy] = useState(false);
  const stopRequested = useRef(false);
  const wake = useRef<(() => void) | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page stops the batch: nobody would see its progress.
      mounted.current = false;
      stopRequested.current = true;
      wake.current?.();
    };
  }, []);

  const say = useCallback(
    (failure: CallFailure) => i18n._(failureMessage(failure)),
    [i18n],
  );

  const translateRs3 = useCallback(async () => {
    setRs3Busy(true);
    const outcome = await translateCar(RS3_CAR_ID);
    if (!mounted.current) return;
    setRs3Busy(false);
    if (outcome.ok) {
      toast.success(t`RS3 translations completed successfully!`);
      return;
    }
    if (isNotConfigured(outcome)) onNotConfigured();
    const error = say(outcome);
    toast.error(t`Failed to translate RS3: ${error}`);
  }, [onNotConfigured, say, t, toast]);

  const translateAll = useCallback(
    async (cars: readonly BatchCar[]) => {
      const queue = cars.filter(needsTranslation);
      if (queue.length === 0) {
        toast.info(t`Nothing to translate`, t`Every car already has its description and features in all languages.`);
        return;
      }
      stopRequested.current = false;
      const failures: BatchFailure[] = [];
      let done = 0;
      const update = (patch: Partial<BatchProgress>) =>
        mounted.current && setBatch((previous) => ({ ...(previous as BatchProgress), ...patch }));
      setBatch({ status: 'running', total: queue.length, done: 0, current: queue[0]!.name, waiting: false, failures: [] });

      for (const [index, car] of queue.entries()) {
        if (stopRequested.current) break;
        update({ current: car.name, waiting: false });
        const outcome = await translateCar(car.id);
        done += 1;
        if (!outcome.ok) {
          if (isNotConfigured(outcome)) {
            onNotConfigured();
            update({ status: 'stopped', done, current: null, waiting: false, failures });
            const error = say(outcome);
            toast.error(t`Failed to translate cars: ${error}`);
            return;
          }
          console.error(`Batch translation: ${car.name} (${car.id}) failed; going on with the next car`, outcome);
          failures.push({ id: car.id, name: car.name, message: say(outcome) });
        }
        update({ done, failures: [...failures], current: null });
        if (index < queue.length - 1 && !stopRequested.current) {
          update({ waiting: true });
          await pause(BATCH_DELAY_MS, (wakeUp) => (wake.current = wakeUp));
          wake.current = null;
        }
      }
      if (!mounted.current) return;

      const total = queue.length;
      if (stopRequested.current && done < total) {
        update({ status: 'stopped', current: null, waiting: false });
        toast.info(t`Batch translation stopped`, t`${done} of ${total} cars were processed before you stopped.`);
        return;
      }
      update({ status: 'finished', current: null, waiting: false });
      if (failures.length === 0) {
        toast.success(t`All car translations completed successfully!`);
      } else {
        const names = failures.map((failure) => failure.name).join(', ');
        const failed = failures.length;
        toast.error(t`Failed to translate cars: ${failed} of ${total} could not be translated (${names}).`);
      }
    },
    [onNotConfigured, say, t, toast],
  );

  const stop = useCallback(() => {
    stopRequested.current = true;
    setBatch((previous) => (previous && previous.status === 'running' ? { ...previous, status: 'stopping' } : previous));
    wake.current?.();
  }, []);

  const running = batch?.status === 'running' || batch?.status === 'stopping';
  return { batch, running, rs3Busy, translateRs3, translateAll, stop };
}
