/**
 * The compare list for components, with the product's notices:
 * already added (destructive), added (naming brand and model), removed,
 * cleared, maximum reached. `add(car, { redirect: true })` opens the compare
 * page instead of confirming with a notice.
 */
import {
  addToCompare,
  COMPARE_MAX,
  removeFromCompare,
  replaceInCompare,
  type Car,
  type CompareEntry,
  type CompareResult,
} from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNavigate } from '../../lib/router';
import { useToast } from '../../components/ui/use-toast';
import { useStore } from '../../hooks/use-store';
import { usePaths } from '../../config/paths';
import { getCompareList, getServerCompareList, setCompareList, subscribeCompare } from './compare-store';

export interface AddOptions {
  /** Go to the compare page once added, instead of the confirmation notice. */
  redirect?: boolean;
}

export interface CompareApi {
  list: readonly CompareEntry[];
  isFull: boolean;
  has: (carId: string) => boolean;
  add: (car: Car, options?: AddOptions) => CompareResult;
  replace: (slot: number, car: Car) => CompareResult;
  remove: (carId: string) => void;
  clear: () => void;
  /** Puts back an earlier list (undo of clear all), without a notice. */
  restore: (list: readonly CompareEntry[]) => void;
}

/** The list alone, for components that only read it (badges, counters). */
export function useCompareList(): readonly CompareEntry[] {
  return useStore(subscribeCompare, getCompareList, getServerCompareList);
}

/** "Ferrari 296 GTB": how the notices name a car. */
export function compareCarLabel(car: Pick<CompareEntry, 'brand' | 'model' | 'name'>): string {
  return `${car.brand} ${car.model}`.trim() || car.name;
}

export function useCompare(): CompareApi {
  const list = useCompareList();
  const toast = useToast();
  const navigate = useNavigate();
  const paths = usePaths();
  const { t } = useLingui();

  return useMemo<CompareApi>(() => {
    const max = COMPARE_MAX;

    const refused = (result: CompareResult, car: Car) => {
      const label = compareCarLabel(car);
      if (result === 'duplicate') {
        toast.destructive(t`Already in your comparison`, t`${label} is already in your comparison.`);
      } else if (result === 'full') {
        toast.warning(t`You can compare up to ${max} cars`, t`Remove a car from your comparison to add ${label}.`);
      }
    };

    const added = (car: Car, count: number) => {
      const label = compareCarLabel(car);
      toast.success(t`${label} added to comparison`, t`${count} of ${max} cars selected`);
    };

    return {
      list,
      isFull: list.length >= max,
      has: (carId) => list.some((entry) => entry.id === carId),
      add(car, { redirect = false } = {}) {
        // Read the store, not the render's list: two quick clicks must both see the first one.
        const { list: next, result } = addToCompare(getCompareList(), car);
        if (result !== 'added') {
          refused(result, car);
          return result;
        }
        setCompareList(next);
        if (redirect) void navigate(paths('compare'));
        else added(car, next.length);
        return result;
      },
      replace(slot, car) {
        const { list: next, result } = replaceInCompare(getCompareList(), slot, car);
        if (result !== 'replaced') {
          refused(result, car);
          return result;
        }
        setCompareList(next);
        added(car, next.length);
        return result;
      },
      remove(carId) {
        const current = getCompareList();
        const entry = current.find((e) => e.id === carId);
        if (!entry) return;
        setCompareList(removeFromCompare(current, carId));
        const label = compareCarLabel(entry);
        toast.info(t`${label} removed from comparison`);
      },
      clear() {
        if (getCompareList().length === 0) return;
        setCompareList([]);
        toast.info(t`Comparison cleared`);
      },
      restore(previous) {
        setCompareList(previous);
      },
    };
  }, [list, toast, navigate, paths, t]);
}
