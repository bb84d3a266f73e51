/**
 * The main driver, checked at booking against the car's rental terms: old
 * enough and holding a licence long enough on the rental's first day. One
 * rule for the order page (its message before Pay Now) and `startCheckout`
 * (a `driver-requirements` refusal naming the failing field). The dates are
 * kept with the order for the hand-over, where staff see the licence itself.
 */
import { isDay } from './dates';
import type { FormErrors, FormMessage } from './forms';
import type { RentalTerms } from './rental-terms';

/** The main driver's dates as the order keeps them (`YYYY-MM-DD`). */
export interface DriverDetails {
  birthDate: string;
  licenceIssuedOn: string;
}

/** The order form's fields for them, named as `startCheckout` receives them. */
export const DRIVER_FIELDS = { birthDate: 'driverBirthDate', licenceIssuedOn: 'driverLicenceDate' } as const;
export type DriverField = (typeof DRIVER_FIELDS)[keyof typeof DRIVER_FIELDS];

/** No licence is issued before this age anywhere the boutique's customers come from. */
export const MIN_LICENCE_AGE = 16;
/** The earliest date of birth taken as typed rather than mistyped. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export const DRIVER_MESSAGES = {
  birthDateRequired: /*i18n*/ { id: 'form.driver.birth-date-required', message: 'Please enter the date of birth of the main driver.' },
  licenceDateRequired: /*i18n*/ {
    id: 'form.driver.licence-date-required',
    message: 'Please enter the date the driving licence was issued.',
  },
  birthDateInvalid: /*i18n*/ { id: 'form.driver.birth-date-invalid', message: 'Please check the date of birth.' },
  licenceDateInvalid: /*i18n*/ {
    id: 'form.driver.licence-date-invalid',
    message: 'Please check the licence date: it cannot be in the future or before the driver turned 16.',
  },
  /** With `values: { age }`. */
  tooYoung: /*i18n*/ {
    id: 'form.driver.too-young',
    message: 'The main driver of this car must be at least {age} years old on the first rental day.',
  },
  /** With `values: { years }`. */
  licenceTooRecent: /*i18n*/ {
    id: 'form.driver.licence-too-recent',
    message: 'The main driver of this car must have held a licence for at least {years} years on the first rental day.',
  },
  additionalNameRequired: /*i18n*/ { id: 'form.driver.additional-name-required', message: 'Please enter the full name of the additional driver.' },
  additionalBirthDateRequired: /*i18n*/ {
    id: 'form.driver.additional-birth-date-required',
    message: 'Please enter the date of birth of the additional driver.',
  },
  additionalLicenceDateRequired: /*i18n*/ {
    id: 'form.driver.additional-licence-date-required',
    message: "Please enter the date the additional driver's licence was issued.",
  },
  /** With `values: { age }`. */
  additionalTooYoung: /*i18n*/ {
    id: 'form.driver.additional-too-young',
    message: 'The additional driver of this car must be at least {age} years old on the first rental day.',
  },
  /** With `values: { years }`. */
  additionalLicenceTooRecent: /*i18n*/ {
    id: 'form.driver.additional-licence-too-recent',
    message: 'The additional driver of this car must have held a licence for at least {years} years on the first rental day.',
  },
} satisfies Record<string, FormMessage>;

const M = DRIVER_MESSAGES;

/**
 * Whole years from `from` to `on`, as birthdays count them: a year is
 * complete on the same month and day (someone born on 29 February turns a
 * year older on 1 March in other years).
 */
export function wholeYears(from: string, on: string): number {
  const [fy, fmd] = [Number(from.slice(0, 4)), from.slice(5)];
  const [oy, omd] = [Number(on.slice(0, 4)), on.slice(5)];
  return oy - fy - (omd < fmd ? 1 : 0);
}

/** The day someone born on `birthDate` turns `years` (29 February becomes 1 March in other years). */
function birthday(birthDate: string, years: number): string {
  const year = String(Number(birthDate.slice(0, 4)) + years).padStart(4, '0');
  const day = `${year}${birthDate.slice(4)}`;
  return isDay(day) ? day : `${year}-03-01`;
}

export interface DriverCheck {
  driver: DriverDetails;
  terms: Pick<RentalTerms, 'minDriverAge' | 'minLicenceYears'>;
  /** The rental's first day, on which the terms must be met. */
  startDate: string;
  /** Today on the coast: neither date may be later. */
  today: string;
}

/**
 * What keeps this driver from this car, by field (none: the driver may book):
 * an impossible date first, then the car's minimum age, then its minimum
 * years holding a licence, each judged on the first rental day.
 */
export function driverProblems({ driver, terms, startDate, today }: DriverCheck): FormErrors<DriverField> {
  const problems: FormErrors<DriverField> = {};
  const { birthDate, licenceIssuedOn } = driver;
  const birthValid = isDay(birthDate) && birthDate >= EARLIEST_BIRTH_DATE && birthDate <= today;
  if (!birthValid) problems.driverBirthDate = M.birthDateInvalid;
  else if (wholeYears(birthDate, startDate) < terms.minDriverAge) {
    problems.driverBirthDate = { ...M.tooYoung, values: { age: terms.minDriverAge } };
  }
  const licenceValid =
    isDay(licenceIssuedOn) && licenceIssuedOn <= today && (!birthValid || licenceIssuedOn >= birthday(birthDate, MIN_LICENCE_AGE));
  if (!licenceValid) problems.driverLicenceDate = M.licenceDateInvalid;
  else if (wholeYears(licenceIssuedOn, startDate) < terms.minLicenceYears) {
    problems.driverLicenceDate = { ...M.licenceTooRecent, values: { years: terms.minLicenceYears } };
  }
  return problems;
}

/** The order page's two fields as the order keeps them. */
export function driverDetails(values: Record<DriverField, string>): DriverDetails {
  return { birthDate: values.driverBirthDate, licenceIssuedOn: values.driverLicenceDate };
}

/** A second driver, added with an extra of kind `additional-driver` (extras.ts): named, and checked as the main driver is. */
export interface AdditionalDriver extends DriverDetails {
  name: string;
}

/** The order form's fields for the additional driver, named as `startCheckout` receives them. */
export const ADDITIONAL_DRIVER_FIELDS = {
  name: 'additionalDriverName',
  birthDate: 'additionalDriverBirthDate',
  licenceIssuedOn: 'additionalDriverLicenceDate',
} as const;
export type AdditionalDriverField = (typeof ADDITIONAL_DRIVER_FIELDS)[keyof typeof ADDITIONAL_DRIVER_FIELDS];

/** Longest name kept for the additional driver, as for the customer's. */
export const ADDITIONAL_DRIVER_NAME_MAX = 100;

/**
 * What keeps the additional driver from this car, by field: the same rule as
 * the main driver's (`driverProblems`), told of the additional driver.
 */
export function additionalDriverProblems({ driver, ...check }: Omit<DriverCheck, 'driver'> & { driver: AdditionalDriver }): FormErrors<AdditionalDriverField> {
  const problems: FormErrors<AdditionalDriverField> = {};
  if (!driver.name.trim()) problems.additionalDriverName = M.additionalNameRequired;
  const main = driverProblems({ ...check, driver });
  const of = (problem: FormMessage | undefined): FormMessage | undefined => {
    if (problem?.id === M.tooYoung.id) return { ...M.additionalTooYoung, values: problem.values };
    if (problem?.id === M.licenceTooRecent.id) return { ...M.additionalLicenceTooRecent, values: problem.values };
    return problem;
  };
  const birth = of(main.driverBirthDate);
  const licence = of(main.driverLicenceDate);
  if (birth) problems.additionalDriverBirthDate = birth;
  if (licence) problems.additionalDriverLicenceDate = licence;
  return problems;
}
