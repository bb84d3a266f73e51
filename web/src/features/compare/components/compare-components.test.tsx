/**
 * The compare toggle and the compare card as a visitor meets them: what the
 * toggle announces, which notices it raises (through a fake toast driver),
 * what it stores, and how the card writes missing values.
 */
import { DEFAULT_RENTAL_TERMS, type Car, type CompareEntry, type Lang } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { ToastContext, type ToastDriver, type ToastRequest } from '../../../components/ui/toast-provider';
import { messages as enCompare } from '../../../../../locales/en/compare';
import { messages as enMessages } from '../../../../../locales/en/messages';
import { messages as esCompare } from '../../../../../locales/es/compare';
import { messages as esMessages } from '../../../../../locales/es/messages';
import { COMPARE_STORAGE_KEY, getCompareList, resetCompareStoreForTests, setCompareList } from '../compare-store';
import { CompareCarCard } from './compare-car-card';
import { CompareToggle } from './compare-toggle';

function buildCar(id: string, brand: string, model: string, overrides: Partial<Car> = {}): Car {
  return {
    id,
    slugKey: id.slice(0, 6).toLowerCase(),
    name: `${brand} ${model}`,
    brand,
    model,
    year: 2024,
    location: 'Marbella',
    dailyPrice: 1500,
    category: 'supercars',
    availabilityType: 'direct_booking',
    isAvailable: true,
    images: [],
    videoUrl: null,
    description: '',
    descriptionTranslations: {},
    featuresTranslations: {},
    specifications: { horsepower: 830, seatingCapacity: 2 },
    rentalTerms: DEFAULT_RENTAL_TERMS.supercars,
    createdAt: 0,
    ...overrides,
  };
}

const ferrari = buildCar('Ferr296abc', 'Ferrari', '296 GTB');
const urus = buildCar('Urus12345', 'Lamborghini', 'Urus');
const cayenne = buildCar('Cayen1234', 'Porsche', 'Cayenne');
const bentley = buildCar('Bentl1234', 'Bentley', 'Bentayga');

let toasts: ToastRequest[];
const driver: ToastDriver = { show: (request) => toasts.push(request), dismiss: () => {} };

function renderAt(lang: Lang, ui: ReactNode) {
  // The public texts and the compare page's own (its board), as that page loads them.
  const messages = lang === 'es' ? { ...esMessages, ...esCompare } : { ...enMessages, ...enCompare };
  i18n.loadAndActivate({ locale: lang, messages: messages as never });
  const page = lang === 'es' ? '/es/coches' : '/en/cars';
  const router = createMemoryRouter(
    [
      { path: page, element: ui, handle: { key: 'cars', lang } },
      { path: lang === 'es' ? '/es/comparar' : '/en/compare', element: <h1>Compare page</h1>, handle: { key: 'compare', lang } },
    ],
    { initialEntries: [page] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={driver}>
        <RouterProvider router={router} />
      </ToastContext.Provider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  toasts = [];
  localStorage.clear();
  resetCompareStoreForTests();
});

describe('the compare toggle', () => {
  it('adds the car, says so naming brand and model, and stores it', () => {
    renderAt('en', <CompareToggle car={ferrari} />);
    const toggle = screen.getByRole('button', { name: 'Compare Ferrari 296 GTB' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(toggle);

    expect(screen.getByRole('button', { name: 'In comparison: Ferrari 296 GTB' })).toHaveAttribute('aria-pressed', 'true');
    expect(toasts).toEqual([
      expect.objectContaining({ variant: 'success', title: 'Ferrari 296 GTB added to comparison', description: '1 of 3 cars selected' }),
    ]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: ferrari.id, brand: 'Ferrari', model: '296 GTB' }),
    ]);
  });

  it('takes the car out again with a removed notice', () => {
    renderAt('en', <CompareToggle car={ferrari} />);
    fireEvent.click(screen.getByRole('button', { name: /compare ferrari/i }));
    fireEvent.click(screen.getByRole('button', { name: /in comparison: ferrari/i }));

    expect(screen.getByRole('button', { name: /compare ferrari/i })).toHaveAttribute('aria-pressed', 'false');
    expect(toasts.at(-1)).toEqual(expect.objectContaining({ title: 'Ferrari 296 GTB removed from comparison' }));
    expect(getCompareList()).toEqual([]);
  });

  it('refuses a fourth car with the maximum-reached notice', () => {
    renderAt(
      'en',
      <>
        {[ferrari, urus, cayenne, bentley].map((car) => (
          <CompareToggle key={car.id} car={car} />
        ))}
      </>,
    );
    for (const name of [/ferrari/i, /urus/i, /cayenne/i]) fireEvent.click(screen.getByRole('button', { name }));
    toasts = [];

    fireEvent.click(screen.getByRole('button', { name: /bentayga/i }));

    expect(toasts).toEqual([expect.objectContaining({ variant: 'warning', title: 'You can compare up to 3 cars' })]);
    expect(screen.getByRole('button', { name: /bentayga/i })).toHaveAttribute('aria-pressed', 'false');
    expect(getCompareList().map((e) => e.id)).toEqual([ferrari.id, urus.id, cayenne.id]);
  });

  it('stops the click so the card around it does not open the car', () => {
    const openCard = jest.fn();
    renderAt(
      'en',
      <div onClick={openCard}>
        <CompareToggle car={ferrari} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /compare ferrari/i }));
    expect(openCard).not.toHaveBeenCalled();
  });

  it('opens the compare page instead of the notice when asked to redirect', async () => {
    const router = renderAt('en', <CompareToggle car={ferrari} redirect />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /compare ferrari/i }));
    });
    expect(router.state.location.pathname).toBe('/en/compare');
    expect(toasts).toEqual([]);
    expect(getCompareList().map((e) => e.id)).toEqual([ferrari.id]);
  });

  it('follows a list changed elsewhere (another tab or the compare page)', () => {
    renderAt('es', <CompareToggle car={urus} />);
    expect(screen.getByRole('button', { name: 'Comparar Lamborghini Urus' })).toHaveAttribute('aria-pressed', 'false');
    act(() => setCompareList([entryOf(urus)]));
    expect(screen.getByRole('button', { name: 'En la comparación: Lamborghini Urus' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Spanish on Spanish pages', () => {
    renderAt('es', <CompareToggle car={ferrari} />);
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Ferrari 296 GTB' }));
    expect(screen.getByRole('button', { name: /en la comparación/i })).toHaveTextContent('En la comparación');
    expect(toasts[0]).toEqual(expect.objectContaining({ title: 'Ferrari 296 GTB añadido a la comparación' }));
  });
});

function entryOf(car: Car): CompareEntry {
  return {
    id: car.id,
    name: car.name,
    brand: car.brand,
    model: car.model,
    year: car.year,
    dailyPrice: car.dailyPrice,
    image: null,
    horsepower: 830,
    seatingCapacity: 2,
    rentalTerms: car.rentalTerms,
  };
}

describe('the compare card', () => {
  const card = (entry: CompareEntry) => (
    <CompareCarCard entry={entry} position={2} cheapest={false} mostPowerful onRemove={() => {}} />
  );

  function valueOf(term: string): string {
    const dt = screen.getByText(term, { selector: 'dt' });
    return dt.nextElementSibling?.textContent ?? '';
  }

  it('shows price without decimals, horsepower in HP and seats', () => {
    renderAt('en', card({ ...entryOf(ferrari), dailyPrice: 1650 }));
    const article = screen.getByRole('article', { name: 'Car 2: Ferrari 296 GTB' });
    expect(within(article).getByText('€1,650')).toBeInTheDocument();
    expect(valueOf('Horsepower')).toContain('830 HP');
    expect(valueOf('Horsepower')).toContain('Most powerful');
    expect(valueOf('Seats')).toBe('2');
    expect(valueOf('Year')).toBe('2024');
  });

  it('writes N/A for unknown horsepower and seats', () => {
    renderAt('en', card({ ...entryOf(ferrari), horsepower: null, seatingCapacity: null }));
    expect(valueOf('Horsepower')).toContain('N/A');
    expect(valueOf('Seats')).toBe('N/A');
  });

  it('uses the local words in Spanish', () => {
    renderAt('es', card({ ...entryOf(ferrari), seatingCapacity: null }));
    expect(valueOf('Potencia')).toContain('830 CV');
    expect(valueOf('Plazas')).toBe('N/D');
  });

  it('links to the car page by slug and names the car on its remove button', () => {
    const onRemove = jest.fn();
    renderAt('en', <CompareCarCard entry={entryOf(ferrari)} position={1} cheapest mostPowerful={false} onRemove={onRemove} />);
    expect(screen.getByRole('link', { name: 'View details: Ferrari 296 GTB' })).toHaveAttribute(
      'href',
      '/en/car/ferrari-296-gtb-ferr29',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ferrari 296 GTB' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('lists the rental terms like the specifications, marking the best ones', () => {
    const entry = { ...entryOf(ferrari), rentalTerms: { ...DEFAULT_RENTAL_TERMS.supercars, depositEur: 2500 } };
    renderAt('en', <CompareCarCard entry={entry} position={1} cheapest={false} mostPowerful={false} bestTerms={{ deposit: true, km: true }} onRemove={() => {}} />);
    expect(valueOf('Deposit')).toBe('Lowest deposit€2,500');
    expect(valueOf('Mileage')).toBe('Most km200 km/day included, then €3.50/km');
    expect(valueOf('Driver')).toBe("25+ with 3 years' licence");
    expect(valueOf('Insurance excess')).toBe('€10,000');
  });

  it('writes N/A for terms not known yet (a list stored before it carried them)', () => {
    renderAt('en', card({ ...entryOf(ferrari), rentalTerms: null }));
    for (const term of ['Deposit', 'Mileage', 'Driver', 'Insurance excess']) expect(valueOf(term)).toBe('N/A');
  });

  it('writes the rental terms in Spanish', () => {
    renderAt('es', <CompareCarCard entry={entryOf(ferrari)} position={1} cheapest={false} mostPowerful={false} bestTerms={{ excess: true }} onRemove={() => {}} />);
    const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
    expect(nbsp(valueOf('Fianza'))).toBe('5000 €');
    expect(nbsp(valueOf('Kilometraje'))).toBe('200 km/día incluidos, después 3,50 €/km');
    expect(valueOf('Conductor')).toBe('Desde 25 años, con 3 años de carné');
    expect(nbsp(valueOf('Franquicia del seguro'))).toBe('Franquicia más baja10.000 €');
  });

  it('shows the stock photo when the car has none', () => {
    renderAt('en', card({ ...entryOf(ferrari), image: null }));
    expect(screen.getByRole('img', { name: 'Ferrari 296 GTB' })).toHaveAttribute('src', '/cars/default.jpg');
  });
});
