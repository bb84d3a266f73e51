import { pageDataKeys, type RentalDiscount } from '@costa/domain';
import { useLive } from '../../../hooks/use-live';
import { subscribeDiscounts } from '../api/subscribe-discounts';

const NONE: readonly RentalDiscount[] = [];

/** The active discount tiers, shortest first, kept live; empty until loaded or when they cannot be read. */
export function useDiscounts(): { discounts: readonly RentalDiscount[]; loading: boolean } {
  const state = useLive<RentalDiscount[]>(pageDataKeys.discounts(), (next) => subscribeDiscounts(next));
  return state.status === 'ready' ? { discounts: state.data, loading: false } : { discounts: NONE, loading: state.status === 'loading' };
}
