import { pageDataKeys, type Car } from '@costa/domain';
import { useLive } from '../../hooks/use-live';
import { useLang } from '../../hooks/use-route-info';
import { subscribeCar } from './api/subscribe-car';

export type CarState =
  | { status: 'loading' }
  | { status: 'found'; car: Car }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/** The car a route parameter names, kept live (a price changed by an admin shows without a reload). */
export function useCar(param: string): CarState {
  const lang = useLang();
  const state = useLive<Car | null>(pageDataKeys.car(param), (next, fail) =>
    subscribeCar(param, lang, next, (error) => {
      console.error('Could not load the car', param, error);
      fail(error);
    }),
    lang,
  );
  if (state.status !== 'ready') return state;
  return state.data ? { status: 'found', car: state.data } : { status: 'notFound' };
}
