/** The car page below its photos: quick facts, rental terms, description and specifications, loaded as one part. */
import type { Car } from '@costa/domain';
import { CarDescription } from './car-description';
import { CarRentalTerms } from './car-rental-terms';
import { QuickInfo } from './quick-info';
import { SpecList } from './spec-list';

export function CarDetails({ car }: { car: Car }) {
  return (
    <>
      <QuickInfo car={car} />
      <CarRentalTerms car={car} />
      <CarDescription car={car} />
      <SpecList car={car} />
    </>
  );
}
