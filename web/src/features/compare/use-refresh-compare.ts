/**
 * Once per visit of the compare page: the stored entries are checked against
 * the fleet (a read per car, at most three) so prices and names are current,
 * and a car taken off the fleet leaves the list with a notice naming it. A
 * failed check changes nothing: the stored list is still worth showing.
 */
import { refreshCompareList } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useToast } from '../../components/ui/use-toast';
import { getComparedCars } from './api/get-compared-cars';
import { getCompareList, setCompareList } from './compare-store';
import { compareCarLabel } from './use-compare';

export function useRefreshCompare(): void {
  const toast = useToast();
  const { t } = useLingui();
  // The effect's inputs are stable; the ref keeps StrictMode's second run from querying twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ids = getCompareList().map((entry) => entry.id);
    if (ids.length === 0) return;
    getComparedCars(ids).then(
      ({ cars, checked }) => {
        // The visitor may have changed the list meanwhile: refresh what is there now.
        const { list, dropped, changed } = refreshCompareList(getCompareList(), cars, checked);
        if (!changed) return;
        setCompareList(list);
        for (const entry of dropped) {
          const label = compareCarLabel(entry);
          toast.info(t`${label} is no longer available`, t`It has been removed from your comparison.`);
        }
      },
      (error: unknown) => console.warn('Could not refresh the compare list', error),
    );
  }, [toast, t]);
}
