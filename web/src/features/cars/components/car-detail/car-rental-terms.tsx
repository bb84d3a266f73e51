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
  const terms = car.rentalTerms;
  const rows = [
    { key: 'deposit', label: text.labels.deposit, value: text.deposit(terms) },
    { key: 'mileage', label: text.labels.mileage, value: text.mileage(terms) },
    { key: 'driver', label: text.labels.driver, value: text.driver(terms) },
    { key: 'excess', label: text.labels.excess, value: text.excess(terms) },
  ];

  return <FactTable title={t`Rental terms`} attribute="data-term" facts={rows} />;
}
