import { DRIVER_MESSAGES, driverProblems, wholeYears } from './driver';

const terms = { minDriverAge: 25, minLicenceYears: 3 };
const today = '2026-11-27';
const startDate = '2027-07-10';
const check = (birthDate: string, licenceIssuedOn: string, t = terms) => driverProblems({ driver: { birthDate, licenceIssuedOn }, terms: t, startDate, today });

describe('whole years, as birthdays count them', () => {
  it('completes a year on the same month and day', () => {
    expect(wholeYears('2002-07-10', '2027-07-10')).toBe(25);
    expect(wholeYears('2002-07-11', '2027-07-10')).toBe(24);
  });

  it('counts 29 February as turning a year older on 1 March in other years', () => {
    expect(wholeYears('2000-02-29', '2025-02-28')).toBe(24);
    expect(wholeYears('2000-02-29', '2025-03-01')).toBe(25);
    expect(wholeYears('2000-02-29', '2028-02-29')).toBe(28);
  });
});

describe('the main driver against the car’s terms', () => {
  it('lets a driver book who meets both on the first rental day, to the day', () => {
    expect(check('2002-07-10', '2024-07-10')).toEqual({});
    expect(check('1970-01-01', '1990-05-05')).toEqual({});
  });

  it('refuses a driver too young on the first rental day, naming the age', () => {
    expect(check('2002-07-11', '2020-08-01')).toEqual({ driverBirthDate: { ...DRIVER_MESSAGES.tooYoung, values: { age: 25 } } });
    // A stricter car: a hypercar asks 30.
    expect(check('1997-08-01', '2015-01-01', { minDriverAge: 30, minLicenceYears: 5 }).driverBirthDate).toMatchObject({ values: { age: 30 } });
  });

  it('refuses a licence held too briefly, naming the years', () => {
    expect(check('1990-01-01', '2024-07-11')).toEqual({ driverLicenceDate: { ...DRIVER_MESSAGES.licenceTooRecent, values: { years: 3 } } });
    expect(check('1990-01-01', '2026-11-01', { minDriverAge: 18, minLicenceYears: 0 })).toEqual({});
  });

  it('refuses impossible dates: born in the future or before 1900, a licence from the future or before 16', () => {
    expect(check('2030-01-01', '2020-01-01').driverBirthDate).toEqual(DRIVER_MESSAGES.birthDateInvalid);
    expect(check('1899-12-31', '1950-01-01').driverBirthDate).toEqual(DRIVER_MESSAGES.birthDateInvalid);
    expect(check('1990-01-01', '2026-11-28', { minDriverAge: 18, minLicenceYears: 0 }).driverLicenceDate).toEqual(DRIVER_MESSAGES.licenceDateInvalid);
    expect(check('1990-06-01', '2006-05-31').driverLicenceDate).toEqual(DRIVER_MESSAGES.licenceDateInvalid);
    expect(check('1990-06-01', '2006-06-01')).toEqual({});
    expect(check('1990-13-01', '2010-01-01').driverBirthDate).toEqual(DRIVER_MESSAGES.birthDateInvalid);
  });
});
