/**
 * A booking's rental terms in words, as the confirmation and the invoice
 * state them (in the order's language): the deposit, the kilometres this
 * rental includes and the price beyond, the driver asked for, the excess.
 */
import { formatEUR, hasUnlimitedKm, includedKm, type Lang, type RentalTerms } from '@costa/domain';
import type { MessageDescriptor } from '@lingui/core';
import { translatorFor } from '../i18n';

const M = {
  heading: /*i18n*/ { id: 'mail.terms.heading', message: 'Rental terms' },
  deposit: /*i18n*/ { id: 'mail.terms.deposit', message: 'Security deposit' },
  depositValue: /*i18n*/ { id: 'mail.terms.depositValue', message: '{amount}, held on your card at the handover and released after the return' },
  km: /*i18n*/ { id: 'mail.terms.km', message: 'Kilometres' },
  kmValue: /*i18n*/ { id: 'mail.terms.kmValue', message: '{included} km included ({perDay} km a day), then {price} per km' },
  kmUnlimited: /*i18n*/ { id: 'mail.terms.kmUnlimited', message: 'Unlimited' },
  driver: /*i18n*/ { id: 'mail.terms.driver', message: 'Main driver' },
  driverValue: /*i18n*/ {
    id: 'mail.terms.driverValue',
    message: 'At least {age} years old, with a driving licence held for at least {years, plural, one {# year} other {# years}}',
  },
  excess: /*i18n*/ { id: 'mail.terms.excess', message: 'Insurance excess' },
} satisfies Record<string, MessageDescriptor>;

export interface TermRow {
  label: string;
  value: string;
}

/** The heading and the rows of `terms` for a rental of `days` days, in `lang`. */
export function rentalTermsRows(terms: RentalTerms, days: number, lang: Lang): { heading: string; rows: TermRow[] } {
  const t = translatorFor(lang);
  const number = new Intl.NumberFormat(lang);
  return {
    heading: t(M.heading),
    rows: [
      { label: t(M.deposit), value: t(M.depositValue, { amount: formatEUR(terms.depositEur, lang) }) },
      {
        label: t(M.km),
        value: hasUnlimitedKm(terms) ? t(M.kmUnlimited) : t(M.kmValue, {
          included: number.format(includedKm(terms, days)),
          perDay: number.format(terms.includedKmPerDay),
          price: formatEUR(terms.extraKmEur, lang, 2),
        }),
      },
      { label: t(M.driver), value: t(M.driverValue, { age: terms.minDriverAge, years: terms.minLicenceYears }) },
      { label: t(M.excess), value: formatEUR(terms.insuranceExcessEur, lang) },
    ],
  };
}
