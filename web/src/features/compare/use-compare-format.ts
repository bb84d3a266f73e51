/**
 * How the compare page writes a car's values: price per day in EUR
 * without decimals, horsepower as "{n} HP", seats as a number; an unknown
 * value is "N/A" (the rental terms are `rental-terms-text`'s words).
 */
import { formatEUR } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLang } from '../../hooks/use-route-info';

export interface CompareFormat {
  price: (amount: number) => string;
  horsepower: (horsepower: number | null) => string;
  seats: (seats: number | null) => string;
  year: (year: number) => string;
  /** What a value the car does not state reads as. */
  unknown: string;
}

export function useCompareFormat(): CompareFormat {
  const lang = useLang();
  const { t } = useLingui();
  return useMemo(() => {
    const notAvailable = t({ message: 'N/A', comment: 'A value the car does not state (horsepower, seats)' });
    return {
      price: (amount) => (amount > 0 ? formatEUR(amount, lang, 0) : notAvailable),
      horsepower: (horsepower) => (horsepower === null ? notAvailable : t`${horsepower} HP`),
      seats: (seats) => (seats === null ? notAvailable : String(seats)),
      year: (year) => (year > 0 ? String(year) : notAvailable),
      unknown: notAvailable,
    };
  }, [lang, t]);
}
