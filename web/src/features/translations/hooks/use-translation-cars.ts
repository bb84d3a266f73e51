import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeTranslationCars, type TranslationCar } from '../api/subscribe-translation-cars';

/** The whole fleet with its translations, live; nothing is read until `enabled` (an admin is signed in). */
export function useTranslationCars(enabled: boolean): LiveState<TranslationCar[]> {
  return useLive(enabled ? 'translation-cars' : null, (next, fail) =>
    subscribeTranslationCars(next, (error) => {
      console.error('Could not load the cars for the translation grid', error);
      fail(error);
    }),
  );
}
