import { pageDataKeys, type Extra, type ExtraCar } from '@costa/domain';
import { useLive } from '../../../hooks/use-live';
import { subscribeCarExtras } from '../api/subscribe-extras';

const NONE: readonly Extra[] = [];

/** The extras offered for the car, in staff's order, kept live; none until read or when they cannot be read. */
export function useCarExtras(car: ExtraCar): { extras: readonly Extra[]; loading: boolean } {
  const state = useLive<Extra[]>(pageDataKeys.carExtras(car.id, car.category), (next) => subscribeCarExtras(car, next));
  return state.status === 'ready' ? { extras: state.data, loading: false } : { extras: NONE, loading: state.status === 'loading' };
}
