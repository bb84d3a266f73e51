import { liveHeldDays, pageDataKeys, rangesOfDays, type BlockedRange, type HeldDay } from '@costa/domain';
import { useMemo, useState } from 'react';
import { useLive } from '../../../hooks/use-live';
import { subscribeBlockedRanges } from '../api/subscribe-blocked-ranges';
import { subscribeHeldDays } from '../api/subscribe-held-days';

export interface BlockedRangesState {
  /** Booked and blocked days, and the days held by other guests' checkouts in progress. */
  ranges: readonly BlockedRange[];
  /** Just the held days: taken for now, free again if the checkout is not paid. */
  held: readonly BlockedRange[];
  loading: boolean;
}

const NONE: readonly BlockedRange[] = [];

/**
 * A car's taken days, kept up to date while the page is open: a block added
 * meanwhile greys its days at once, and so does a day another guest is
 * paying for (it frees up again when their hold lapses or they cancel).
 */
export function useBlockedRanges(carId: string): BlockedRangesState {
  const state = useLive<BlockedRange[]>(pageDataKeys.blockedRanges(carId), (next) => subscribeBlockedRanges(carId, next));
  const [openedAt] = useState(() => Date.now());
  const heldState = useLive<HeldDay[]>(pageDataKeys.heldDays(carId), (next) => subscribeHeldDays(carId, openedAt, next));
  const heldTraces = heldState.status === 'ready' ? heldState.data : null;
  const held = useMemo(() => (heldTraces ? rangesOfDays(liveHeldDays(heldTraces, openedAt)) : NONE), [heldTraces, openedAt]);
  const blocked = state.status === 'ready' ? state.data : NONE;
  const ranges = useMemo(() => (held.length ? [...blocked, ...held] : blocked), [blocked, held]);
  return { ranges, held, loading: state.status === 'loading' };
}
