/**
 * The fleet editor's rental terms as staff meet them: a car's terms shown
 * for editing, an out-of-range term refused in the staff's language under its
 * field, a new car's category filling in the terms not typed yet, and the
 * terms sent to `saveCar` with the rest of the car.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { buildCar } from '../../../../../tests/builders';
import { ToastContext } from '../../../components/ui/toast-provider';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esStaff } from '../../../../../locales/es/staff';
import { theme } from '../../../theme/theme';
import { saveCar } from '../api/fleet-data';
import { CarEditor } from './car-editor';

jest.mock('../api/fleet-data', () => ({ saveCar: jest.fn(), addCarPhoto: jest.fn() }));
const save = jest.mocked(saveCar);

const CATALOGS = { en: { ...enPublic, ...enStaff }, es: { ...esPublic, ...esStaff } };
const ROMA = buildCar({ id: 'RomaTest01', name: 'Ferrari Roma', images: ['/photos/roma-front.jpg'] });

function renderEditor(car: typeof ROMA | null, lang: 'en' | 'es' = 'en') {
  act(() => i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] as never }));
  const path = `/${lang}/admin/fleet`;
  const router = createMemoryRouter([{ path, element: <CarEditor car={car} onClose={() => {}} /> }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastContext.Provider value={{ show: () => {}, dismiss: () => {} }}>
          <RouterProvider router={router} />
        </ToastContext.Provider>
      </ThemeProvider>
    </I18nProvider>,
  );
}

const number = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

function chooseCategory(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Category/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

beforeEach(() => save.mockReset());

describe('the rental terms of the fleet editor', () => {
  it("shows the car's terms in a group of their own", () => {
    renderEditor(ROMA);
    const group = screen.getByRole('group', { name: 'Rental terms' });
    expect(group).toContainElement(number(/^Deposit \(EUR\)/));
    expect(number(/^Deposit \(EUR\)/).value).toBe('5000');
    expect(number(/^Km included per day/).value).toBe('200');
    expect(number(/^Price per extra km \(EUR\)/).value).toBe('3.5');
    expect(number(/^Price per extra km \(EUR\)/)).toHaveAttribute('inputmode', 'decimal');
    expect(number(/^Minimum driver age/).value).toBe('25');
    expect(number(/^Minimum driver age/)).toHaveAttribute('inputmode', 'numeric');
    expect(number(/^Years holding a licence/).value).toBe('3');
    expect(number(/^Insurance excess \(EUR\)/).value).toBe('10000');
  });

  it('refuses a driver age out of range in the staff language, under the field, and focuses it on saving', async () => {
    renderEditor(ROMA, 'es');
    const age = number(/^Edad mínima del conductor/);
    fireEvent.change(age, { target: { value: '17' } });
    fireEvent.blur(age);
    expect(await screen.findByText('Un número entero de 18 a 99')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription('Un número entero de 18 a 99');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar coche' }));
    await waitFor(() => expect(document.activeElement).toBe(age));
    expect(save).not.toHaveBeenCalled();
  });

  it("fills a new car's terms from its category, keeping what staff typed, and follows a change of category", async () => {
    renderEditor(null);
    expect(number(/^Deposit \(EUR\)/).value).toBe('');
    fireEvent.change(number(/^Insurance excess \(EUR\)/), { target: { value: '7500' } });

    chooseCategory('Supercars');
    await waitFor(() => expect(number(/^Deposit \(EUR\)/).value).toBe('5000'));
    expect(number(/^Km included per day/).value).toBe('200');
    expect(number(/^Price per extra km \(EUR\)/).value).toBe('3.5');
    expect(number(/^Minimum driver age/).value).toBe('25');
    expect(number(/^Years holding a licence/).value).toBe('3');
    expect(number(/^Insurance excess \(EUR\)/).value).toBe('7500');

    fireEvent.change(number(/^Km included per day/), { target: { value: '180' } });
    chooseCategory('Electric & hybrid');
    await waitFor(() => expect(number(/^Deposit \(EUR\)/).value).toBe('2000'));
    expect(number(/^Minimum driver age/).value).toBe('23');
    expect(number(/^Km included per day/).value).toBe('180');
    expect(number(/^Insurance excess \(EUR\)/).value).toBe('7500');
  });

  it("leaves an existing car's terms alone when its category changes", async () => {
    renderEditor(ROMA);
    chooseCategory('Convertibles');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Convertibles'));
    expect(number(/^Deposit \(EUR\)/).value).toBe('5000');
  });

  it('sends the terms to saveCar with the rest of the car', async () => {
    save.mockResolvedValue({ carId: ROMA.id, slug: 'ferrari-roma-romate' });
    renderEditor(ROMA);
    fireEvent.change(number(/^Deposit \(EUR\)/), { target: { value: '4500' } });
    fireEvent.change(number(/^Price per extra km \(EUR\)/), { target: { value: '2.75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save car' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      ROMA.id,
      expect.objectContaining({
        name: 'Ferrari Roma',
        rentalTerms: { depositEur: 4500, includedKmPerDay: 200, extraKmEur: 2.75, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 10000 },
      }),
    );
  });
});
