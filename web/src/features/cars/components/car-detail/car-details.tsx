/** The car page below its photos: quick facts, description and specifications, loaded as one part. */
import type { Car } from '@costa/domain';
import { CarDescription } from './car-description';
import { QuickInfo } from './quick-info';
import { SpecList } from './spec-list';

export function CarDetails({ car }: { car: Car }) {
  return (
    <>
      <QuickInfo car={car} />
      <CarDescription car={car} />
      <SpecList car={car} />
    </>
  );
}
