/**
 * The car's rental terms on its page: the deposit, the kilometres included
 * and the price of more, who may drive it and the insurance excess, as a
 * definition list laid out like the specifications.
 */
import { useLingui } from '@lingui/react/macro';
import type { Car } from '@costa/domain';
import { useRentalTermsText } from '../../../../components/car/rental-terms-text';
import { FactTable } from './fact-table';

export function CarRentalTerms({ car }: { car: Pick<Car, 'rentalTerms'> }) {
  const { t } = useLingui();
  const text = useRentalTermsText();
  return <FactTable title={t`Rental terms`} attribute="data-term" facts={text.rows(car.rentalTerms)} />;
}
