import type { Car } from '@costa/domain';
import { useEffect, useState } from 'react';
import { getCar } from './api/get-car';

export type CarState =
  | { status: 'loading' }
  | { status: 'found'; car: Car }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

export function useCar(param: string): CarState {
  const [state, setState] = useState<{ param: string; value: CarState }>({ param, value: { status: 'loading' } });
  useEffect(() => {
    let active = true;
    getCar(param).then(
      (car) => active && setState({ param, value: car ? { status: 'found', car } : { status: 'notFound' } }),
      (error: unknown) => {
        console.error('Could not load the car', param, error);
        if (active) setState({ param, value: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [param]);
  return state.param === param ? state.value : { status: 'loading' };
}
