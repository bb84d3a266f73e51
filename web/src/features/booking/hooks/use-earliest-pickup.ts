/**
 * The first pickup sold online as of now (the domain's `earliestPickup`,
 * `minNoticeHours` after now: the settings' notice, which the caller reads). Null while the page hydrates: the
 * server's HTML knows no "now" of the visitor's, so the hours it disables
 * appear once the page is interactive, as a transition, and are worked out
 * again every minute the page stays open.
 */
import { earliestPickup, type PickupMoment } from '@costa/domain';
import { startTransition, useEffect, useState } from 'react';

const REFRESH_MS = 60_000;

export function useEarliestPickup(hours: number): PickupMoment | null {
  const [earliest, setEarliest] = useState<PickupMoment | null>(null);
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setEarliest((previous) => {
          const next = earliestPickup(Date.now(), hours);
          return previous && previous.date === next.date && previous.time === next.time ? previous : next;
        }),
      );
    update();
    const timer = setInterval(update, REFRESH_MS);
    return () => clearInterval(timer);
  }, [hours]);
  return earliest;
}
