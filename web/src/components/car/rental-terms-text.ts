/**
 * A car's rental terms in words, in the page's language: the names of the
 * four facts (deposit, kilometres, driver, excess) and their values, shared by
 * the car page, the compare page and the order summary so the three say the
 * same. Euros as the domain's `formatEUR` writes them: whole for the deposit
 * and the excess, with cents for the price of a kilometre.
 */
import { formatEUR, hasUnlimitedKm, includedKm, numberFormat, type RentalTerms } from '@costa/domain';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLang } from '../../hooks/use-route-info';

export interface RentalTermsText {
  labels: { deposit: string; mileage: string; driver: string; excess: string };
  deposit: (terms: RentalTerms) => string;
  /** "200 km/day included, then €3.50/km", or "Unlimited km". */
  mileage: (terms: RentalTerms) => string;
  /** "25+ with 3 years' licence". */
  driver: (terms: RentalTerms) => string;
  excess: (terms: RentalTerms) => string;
  /** The price of a kilometre beyond those included, with cents. */
  extraKm: (terms: RentalTerms) => string;
  /** A count of kilometres in the page's format ("2,000"). */
  km: (count: number) => string;
  unlimitedKm: string;
  /**
   * The four facts as labelled rows, keyed `deposit`, `mileage`, `driver`,
   * `excess`; with `days`, the mileage counts the kilometres those days include.
   */
  rows: (terms: RentalTerms, days?: number) => { key: string; label: string; value: string }[];
}

export function useRentalTermsText(): RentalTermsText {
  const { t } = useLingui();
  const lang = useLang();
  return useMemo(() => {
    const km = (count: number) => numberFormat(lang).format(count);
    const extraKm = (terms: RentalTerms) => formatEUR(terms.extraKmEur, lang, 2);
    const unlimitedKm = t`Unlimited km`;
    const labels = { deposit: t`Deposit`, mileage: t`Mileage`, driver: t`Driver`, excess: t`Insurance excess` };
    const deposit = (terms: RentalTerms) => formatEUR(terms.depositEur, lang, 0);
    const excess = (terms: RentalTerms) => formatEUR(terms.insuranceExcessEur, lang, 0);
    const mileage = (terms: RentalTerms) => {
      if (hasUnlimitedKm(terms)) return unlimitedKm;
      const perDay = km(terms.includedKmPerDay);
      const price = extraKm(terms);
      return t`${perDay} km/day included, then ${price}/km`;
    };
    const mileageFor = (terms: RentalTerms, days: number) => {
      if (hasUnlimitedKm(terms) || days < 1) return mileage(terms);
      const total = km(includedKm(terms, days));
      const perDay = km(terms.includedKmPerDay);
      const price = extraKm(terms);
      return t`${total} km included (${perDay} km/day), then ${price}/km`;
    };
    const driver = (terms: RentalTerms) => {
      const age = terms.minDriverAge;
      const years = terms.minLicenceYears;
      return t({
        message: plural(years, {
          0: `${age}+ with a full licence`,
          one: `${age}+ with # year's licence`,
          other: `${age}+ with # years' licence`,
        }),
      });
    };
    return {
      labels,
      deposit,
      mileage,
      driver,
      excess,
      extraKm,
      km,
      unlimitedKm,
      rows: (terms, days) => [
        { key: 'deposit', label: labels.deposit, value: deposit(terms) },
        { key: 'mileage', label: labels.mileage, value: days === undefined ? mileage(terms) : mileageFor(terms, days) },
        { key: 'driver', label: labels.driver, value: driver(terms) },
        { key: 'excess', label: labels.excess, value: excess(terms) },
      ],
    };
  }, [lang, t]);
}
