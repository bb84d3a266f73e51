/** The fleet's cars as the season and extra editors offer them: every car, hidden ones too (a price may be ready before the car is shown). */
import { useMemo } from 'react';
import { useFleetCars } from '../../back-office/fleet-cars';
import type { Loaded } from './settings-data';

export interface CarOption {
  id: string;
  name: string;
  isAvailable: boolean;
}

export function useCarOptions(): Loaded<CarOption[]> {
  const fleet = useFleetCars();
  const cars = fleet.status === 'ready' ? fleet.cars : null;
  const options = useMemo(() => (cars ?? []).map(({ id, name, isAvailable }) => ({ id, name, isAvailable: isAvailable === true })), [cars]);
  if (fleet.status !== 'ready') return { status: fleet.status };
  return { status: 'ready', data: options };
}
