/**
 * The first pickup sold online as of now (the domain's `earliestPickup`,
 * with the settings' minimum notice). Null while the page hydrates: the
 * server's HTML knows no "now" of the visitor's, so the hours it disables
 * appear once the page is interactive, as a transition, and are worked out
 * again every minute the page stays open.
 */
import { earliestPickup, minNoticeHoursOf, type PickupMoment } from '@costa/domain';
import { startTransition, useEffect, useState } from 'react';
import { useSiteSettings } from '../../site/use-site-settings';

const REFRESH_MS = 60_000;

export function useEarliestPickup(): PickupMoment | null {
  const settings = useSiteSettings();
  const hours = minNoticeHoursOf(settings);
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
