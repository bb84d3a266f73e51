import { pageDataKeys, type BlockedRange } from '@costa/domain';
import { useLive } from '../../../hooks/use-live';
import { subscribeBlockedRanges } from '../api/subscribe-blocked-ranges';

export interface BlockedRangesState {
  ranges: readonly BlockedRange[];
  loading: boolean;
}

const NONE: readonly BlockedRange[] = [];

/** A car's blocked days, kept up to date while the page is open (a block added meanwhile greys its days at once). */
export function useBlockedRanges(carId: string): BlockedRangesState {
  const state = useLive<BlockedRange[]>(pageDataKeys.blockedRanges(carId), (next) => subscribeBlockedRanges(carId, next));
  return state.status === 'ready' ? { ranges: state.data, loading: false } : { ranges: NONE, loading: state.status === 'loading' };
}
