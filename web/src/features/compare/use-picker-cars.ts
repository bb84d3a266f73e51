/**
 * The picker's cars for one visit of the compare page: nothing is read until
 * `load()` (a picker opening); every picker on the page then shares the one
 * answer. A failed read is read again by the next `load()`.
 */
import type { Car } from '@costa/domain';
import { useCallback, useState } from 'react';
import { useAsync } from '../../hooks/use-async';
import { getPickerCars } from './api/get-picker-cars';

export type PickerCarsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; cars: Car[] }
  | { status: 'error'; error: unknown };

export interface PickerCars {
  state: PickerCarsState;
  /** Starts the read unless it is under way or done; after a failure, reads again. */
  load: () => void;
}

export function usePickerCars(): PickerCars {
  const [wanted, setWanted] = useState(false);
  const read = useAsync(wanted ? 'compare picker cars' : null, getPickerCars);
  const failed = read.status === 'error';
  const { retry } = read;
  const load = useCallback(() => (failed ? retry() : setWanted(true)), [failed, retry]);
  const state: PickerCarsState = !wanted
    ? { status: 'idle' }
    : read.status === 'ready'
      ? { status: 'ready', cars: read.data }
      : read.status === 'error'
        ? { status: 'error', error: read.error }
        : { status: 'loading' };
  return { state, load };
}
