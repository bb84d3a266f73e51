import type { Car, Lang } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../../lib/router';
import { buildCar } from '../../../../../../tests/builders';
import { messages as de } from '../../../../../../locales/de/messages';
import { messages as en } from '../../../../../../locales/en/messages';
import { theme } from '../../../../theme/theme';
import { CarDescription } from './car-description';
import { CarDetails } from './car-details';
import { CarRentalTerms } from './car-rental-terms';
import { QuickInfo } from './quick-info';
import { SpecList } from './spec-list';

const CATALOGS = { en, de } as const;

/** Renders on a page of `lang` (the language comes from the path, as on the site). */
function renderIn(lang: 'en' | 'de', ui: ReactNode) {
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [`/${lang}/x`] });
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

function quickValue(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('quick info', () => {
  it('shows passengers, fuel type and transmission', () => {
    const car = buildCar({ specifications: { seatingCapacity: 4, fuelType: 'Petrol', transmission: 'Manual' } });
    renderIn('en', <QuickInfo car={car} />);
    expect(quickValue('Passengers')).toBe('4');
    expect(quickValue('Fuel type')).toBe('Petrol');
    expect(quickValue('Transmission')).toBe('Manual');
  });

  it("says 'N/A' for what the car's specifications lack, and for a car without any", () => {
    const { unmount } = renderIn('en', <QuickInfo car={buildCar({ specifications: { transmission: 'Automatic' } })} />);
    expect(quickValue('Passengers')).toBe('N/A');
    expect(quickValue('Fuel type')).toBe('N/A');
    expect(quickValue('Transmission')).toBe('Automatic');
    unmount();

    renderIn('en', <QuickInfo car={buildCar({ specifications: null })} />);
    expect(screen.getAllByText('N/A')).toHaveLength(3);
  });
});

describe('rental terms', () => {
  const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
  const termValue = (name: string) => nbsp(within(screen.getByRole('region', { name: /^(Rental terms|Mietbedingungen)$/ })).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '');

  it('states deposit, kilometres, driver and excess, whole euros but the price of a kilometre', () => {
    renderIn('en', <CarRentalTerms car={buildCar()} />);
    expect(termValue('Deposit')).toBe('€5,000');
    expect(termValue('Mileage')).toBe('200 km/day included, then €3.50/km');
    expect(termValue('Driver')).toBe("25+ with 3 years' licence");
    expect(termValue('Insurance excess')).toBe('€10,000');
  });

  it('says one year of licence, none asked, and unlimited kilometres in words of their own', () => {
    const terms = { depositEur: 2000, includedKmPerDay: 300, extraKmEur: 0, minDriverAge: 21, minLicenceYears: 1, insuranceExcessEur: 4000 };
    const { unmount } = renderIn('en', <CarRentalTerms car={buildCar({ rentalTerms: terms })} />);
    expect(termValue('Driver')).toBe("21+ with 1 year's licence");
    expect(termValue('Mileage')).toBe('Unlimited km');
    unmount();

    renderIn('en', <CarRentalTerms car={buildCar({ rentalTerms: { ...terms, minLicenceYears: 0 } })} />);
    expect(termValue('Driver')).toBe('21+ with a full licence');
  });

  it('speaks German, with German number formats', () => {
    renderIn('de', <CarRentalTerms car={buildCar()} />);
    expect(screen.getByRole('heading', { name: 'Mietbedingungen' })).toBeInTheDocument();
    expect(termValue('Kaution')).toBe('5.000 €');
    expect(termValue('Kilometer')).toBe('200 km/Tag inklusive, danach 3,50 €/km');
    expect(termValue('Fahrer')).toBe('Ab 25 Jahren, Führerschein seit 3 Jahren');
    expect(termValue('Selbstbeteiligung')).toBe('10.000 €');
  });

  it('is part of the car page below the quick info', () => {
    renderIn('en', <CarDetails car={buildCar()} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Quick info', 'Rental terms']);
  });
});

describe('specification list', () => {
  const specs = {
    seatingCapacity: 2,
    transmission: 'Automatic',
    launchControl: 'Yes',
    horsepower: 1020,
    topSpeed: '340 km/h',
    engine: '',
  };

  it('lists every present specification, horsepower first and unknown keys last', () => {
    renderIn('en', <SpecList car={buildCar({ specifications: specs })} />);
    const list = screen.getByRole('region', { name: 'Specifications' });
    const terms = within(list)
      .getAllByText(/.+/, { selector: 'dt' })
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Horsepower', 'Top speed', 'Transmission', 'Seats', 'Launch control']);
    expect(screen.getByText('Horsepower').nextElementSibling).toHaveTextContent('1,020 hp');
  });

  it('names and values specifications in the page language', () => {
    renderIn('de', <SpecList car={buildCar({ specifications: specs })} />);
    expect(screen.getByRole('heading', { name: 'Technische Daten' })).toBeInTheDocument();
    expect(screen.getByText('Leistung').nextElementSibling).toHaveTextContent('1.020 PS');
    expect(screen.getByText('Getriebe').nextElementSibling).toHaveTextContent('Automatik');
  });

  it('shows nothing for a car without specifications', () => {
    const { container } = renderIn('en', <SpecList car={buildCar({ specifications: null })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('description and features', () => {
  const texts: Pick<Car, 'description' | 'descriptionTranslations' | 'featuresTranslations'> = {
    description: 'A V12 grand tourer.',
    descriptionTranslations: { en: 'A V12 grand tourer.', de: 'Ein V12-Gran-Turismo.' },
    featuresTranslations: { en: ['Carbon roof', 'Launch control'] },
  };

  it.each<[Lang & ('en' | 'de'), string, string]>([
    ['de', 'Ein V12-Gran-Turismo.', 'de'],
    ['en', 'A V12 grand tourer.', 'en'],
  ])('shows the %s description, marked with its language', (lang, text, marked) => {
    renderIn(lang, <CarDescription car={buildCar(texts)} />);
    expect(screen.getByTestId('car-description')).toHaveTextContent(text);
    expect(screen.getByTestId('car-description')).toHaveAttribute('lang', marked);
  });

  it('falls back to the English features on a German page, marked as English', () => {
    renderIn('de', <CarDescription car={buildCar(texts)} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('lang', 'en');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Carbon roof', 'Launch control']);
  });

  it('shows nothing for a car without texts', () => {
    const empty = { description: '', descriptionTranslations: {}, featuresTranslations: {} };
    const { container } = renderIn('en', <CarDescription car={buildCar(empty)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
