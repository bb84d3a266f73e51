import { DEFAULT_RENTAL_TERMS, type Car, type CompareEntry } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, waitFor } from '@testing-library/react';
import { ToastContext, type ToastRequest } from '../../components/ui/toast-provider';
import { messages } from '../../../../locales/en/messages';
import { getComparedCars } from './api/get-compared-cars';
import { getCompareList, resetCompareStoreForTests, setCompareList } from './compare-store';
import { useRefreshCompare } from './use-refresh-compare';

jest.mock('./api/get-compared-cars', () => ({ getComparedCars: jest.fn() }));
const fetchCars = jest.mocked(getComparedCars);

function entry(id: string, brand: string, model: string, dailyPrice = 1000): CompareEntry {
  return { id, name: `${brand} ${model}`, brand, model, year: 2024, dailyPrice, image: null, horsepower: 600, seatingCapacity: 2, rentalTerms: DEFAULT_RENTAL_TERMS.supercars };
}

function carOf(e: CompareEntry, overrides: Partial<Car> = {}): Car {
  return {
    id: e.id,
    slugKey: e.id.slice(0, 6).toLowerCase(),
    name: e.name,
    brand: e.brand,
    model: e.model,
    year: e.year,
    location: 'Marbella',
    dailyPrice: e.dailyPrice,
    category: 'supercars',
    availabilityType: 'direct_booking',
    isAvailable: true,
    images: [],
    videoUrl: null,
    description: '',
    descriptionTranslations: {},
    featuresTranslations: {},
    specifications: { horsepower: 600, seatingCapacity: 2 },
    rentalTerms: DEFAULT_RENTAL_TERMS.supercars,
    createdAt: 0,
    ...overrides,
  };
}

function Probe() {
  useRefreshCompare();
  return null;
}

let toasts: ToastRequest[];

function renderProbe() {
  i18n.loadAndActivate({ locale: 'en', messages: messages as never });
  render(
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={{ show: (request) => toasts.push(request), dismiss: () => {} }}>
        <Probe />
      </ToastContext.Provider>
    </I18nProvider>,
  );
}

const roma = entry('roma01', 'Ferrari', 'Roma', 1200);
const urus = entry('urus01', 'Lamborghini', 'Urus', 1500);

beforeEach(() => {
  toasts = [];
  localStorage.clear();
  resetCompareStoreForTests();
  fetchCars.mockReset();
});

describe('refreshing the compare list on opening the page', () => {
  it('asks for the stored cars once, takes their current prices and drops the ones gone, with a notice', async () => {
    setCompareList([roma, urus]);
    fetchCars.mockResolvedValue({ cars: [carOf(urus, { dailyPrice: 1390 })], checked: ['roma01', 'urus01'] });

    renderProbe();

    await waitFor(() => expect(getCompareList()).toEqual([{ ...urus, dailyPrice: 1390 }]));
    expect(fetchCars).toHaveBeenCalledTimes(1);
    expect(fetchCars).toHaveBeenCalledWith(['roma01', 'urus01']);
    expect(toasts).toEqual([
      expect.objectContaining({ variant: 'info', title: 'Ferrari Roma is no longer available' }),
    ]);
  });

  it('keeps a car it could not check', async () => {
    setCompareList([roma, urus]);
    const answer = Promise.resolve({ cars: [carOf(urus, { dailyPrice: 1390 })], checked: ['urus01'] });
    fetchCars.mockReturnValue(answer);

    renderProbe();
    // The hook's handler was attached first, so it has run once this await returns.
    await act(async () => {
      await answer;
    });

    expect(getCompareList()).toEqual([roma, { ...urus, dailyPrice: 1390 }]);
    expect(toasts).toEqual([]);
  });

  it('changes nothing when the check fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setCompareList([roma]);
    fetchCars.mockRejectedValue(new Error('offline'));

    renderProbe();

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(getCompareList()).toEqual([roma]);
    expect(toasts).toEqual([]);
    warn.mockRestore();
  });

  it('reads nothing when the list is empty', () => {
    renderProbe();
    expect(fetchCars).not.toHaveBeenCalled();
  });
});
