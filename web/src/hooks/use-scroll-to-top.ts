import { CAR_BOOKING_REQUEST } from '@costa/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from '../lib/router';

/** The booking-request flow changes the path but keeps the visitor where they were. */
const KEEP_SCROLL_PARAM = ['requestType', CAR_BOOKING_REQUEST] as const;

/** Scrolls to the top on every change of path, unless the new URL asks to keep the position. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    // The router decides where a page starts; the browser must not restore its own position on back/forward.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const [name, value] = KEEP_SCROLL_PARAM;
    // The history entry is already written when the new page renders; only a path change triggers this.
    if (new URLSearchParams(window.location.search).get(name) === value) return;
    window.scrollTo(0, 0);
  }, [pathname]);
}
