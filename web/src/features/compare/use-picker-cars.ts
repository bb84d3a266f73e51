/**
 * The picker's cars for one visit of the compare page: nothing is read until
 * `load()` (a picker opening); every picker on the page then shares the one
 * answer. A failed read can be tried again.
 */
import type { Car } from '@costa/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPickerCars } from './api/get-picker-cars';

export type PickerCarsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; cars: Car[] }
  | { status: 'error'; error: unknown };

export interface PickerCars {
  state: PickerCarsState;
  /** Starts the read unless it is under way or done. */
  load: () => void;
}

export function usePickerCars(): PickerCars {
  const [state, setState] = useState<PickerCarsState>({ status: 'idle' });
  const pending = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setState({ status: 'loading' });
    getPickerCars().then(
      (cars) => {
        if (mounted.current) setState({ status: 'ready', cars });
      },
      (error: unknown) => {
        console.error('Could not load the cars for the compare picker', error);
        // Let the next opening try again.
        pending.current = false;
        if (mounted.current) setState({ status: 'error', error });
      },
    );
  }, []);

  return { state, load };
}
