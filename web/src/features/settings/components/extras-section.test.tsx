/**
 * The extras editor as staff meet it: the list in the admin's language
 * (English where an extra has no name in it) with its price and the cars it
 * is offered for, the form's own rules, the server's refusal on the field it
 * names, the values a save sends, and deleting only once confirmed.
 */
import { EXTRA_MESSAGES, type Extra } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { ToastContext } from '../../../components/ui/toast-provider';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esStaff } from '../../../../../locales/es/staff';
import { theme } from '../../../theme/theme';
import { deleteExtra, saveExtra } from '../api/extras-data';
import { ExtrasSection } from './extras-section';

jest.mock('../api/car-options', () => ({
  useCarOptions: () => ({
    status: 'ready',
    data: [
      { id: 'roma', name: 'Ferrari Roma', isAvailable: true },
      { id: 'huracan', name: 'Lamborghini Huracán', isAvailable: true },
      { id: 'dbs', name: 'Aston Martin DBS', isAvailable: false },
      { id: 'taycan', name: 'Porsche Taycan', isAvailable: true },
    ],
  }),
}));
jest.mock('../api/extras-data', () => ({
  saveExtra: jest.fn(),
  deleteExtra: jest.fn(),
}));
const save = jest.mocked(saveExtra);
const remove = jest.mocked(deleteExtra);

const CATALOGS = { en: { ...enPublic, ...enStaff }, es: { ...esPublic, ...esStaff } };

const DRIVER: Extra = {
  id: 'driver',
  kind: 'additional-driver',
  names: { en: 'Additional driver', es: 'Conductor adicional' },
  descriptions: { en: 'A second driver, insured like the first.' },
  pricing: 'per-day',
  price: 25,
  cap: 250,
  scope: 'all',
  targets: [],
  isActive: true,
  position: 0,
};
const EXCESS: Extra = {
  id: 'excess',
  kind: 'other',
  names: { en: 'Excess reduction' },
  descriptions: {},
  pricing: 'per-rental',
  price: 40,
  cap: null,
  scope: 'category',
  targets: ['supercars'],
  isActive: false,
  position: 1,
};
const SEAT: Extra = {
  id: 'seat',
  kind: 'other',
  names: { en: 'Child seat' },
  descriptions: {},
  pricing: 'per-day',
  price: 10,
  cap: null,
  scope: 'cars',
  targets: ['roma', 'huracan', 'dbs', 'taycan'],
  isActive: true,
  position: 2,
};

const toasts = jest.fn();

function renderSection(extras: Extra[], lang: 'en' | 'es' = 'en') {
  act(() => i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] as never }));
  const path = `/${lang}/admin/settings`;
  const router = createMemoryRouter([{ path, element: <ExtrasSection extras={extras} /> }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ToastContext.Provider value={{ show: toasts, dismiss: () => {} }}>
          <RouterProvider router={router} />
        </ToastContext.Provider>
      </ThemeProvider>
    </I18nProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');
const englishName = () => within(dialog()).getByRole('textbox', { name: /^Name \(English\)/ });
const price = () => within(dialog()).getByRole('spinbutton', { name: /^Price per/ }) as HTMLInputElement;
const cap = () => within(dialog()).getByRole('spinbutton', { name: /^Most for one rental/ }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save extra' });

beforeEach(() => {
  save.mockReset();
  remove.mockReset();
  toasts.mockReset();
});

describe('the extras editor', () => {
  it('lists each extra with its price, the cars it is offered for, the additional driver it asks for and whether it is offered', () => {
    renderSection([DRIVER, EXCESS, SEAT]);
    const [driver, excess, seat] = within(screen.getByRole('list', { name: 'Extras' })).getAllByRole('listitem');
    expect(within(driver!).getByRole('heading')).toHaveTextContent('Additional driver');
    expect(driver).toHaveTextContent('Price€25 per day, at most €250');
    expect(driver).toHaveTextContent('Offered forAll cars');
    expect(driver).toHaveTextContent('Additional driverAsks for their details');
    expect(driver).toHaveTextContent('Offered');
    expect(driver).toHaveTextContent('A second driver, insured like the first.');

    expect(excess).toHaveTextContent('Price€40 per rental');
    expect(excess).toHaveTextContent('Offered forSupercars');
    expect(excess).toHaveTextContent('Additional driverNo');
    expect(excess).toHaveTextContent('Paused');
    expect(excess).toHaveTextContent('No name in Español, Deutsch, Français, and Italiano');

    expect(seat).toHaveTextContent('Price€10 per day');
    expect(seat).not.toHaveTextContent('at most');
    expect(seat).toHaveTextContent('Offered for4 cars');
  });

  it("speaks the admin's language, naming an extra in English where it has no name in it", () => {
    renderSection([DRIVER, EXCESS], 'es');
    const [driver, excess] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(driver!).getByRole('heading')).toHaveTextContent('Conductor adicional');
    expect(driver).toHaveTextContent('Precio25 € por día, como máximo 250 €');
    expect(driver).toHaveTextContent('Disponible paraTodos los coches');
    expect(within(excess!).getByRole('heading')).toHaveTextContent('Excess reduction');
    expect(excess).toHaveTextContent('En pausa');
    expect(excess).toHaveTextContent('Superdeportivos');
  });

  it('names up to three chosen cars', () => {
    renderSection([{ ...SEAT, targets: ['roma', 'dbs'] }]);
    expect(screen.getByRole('listitem')).toHaveTextContent('Offered forFerrari Roma and Aston Martin DBS');
  });

  it('says so when there are no extras', () => {
    renderSection([]);
    expect(screen.getByText('No extras yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('refuses a new extra without an English name or with a cap below the price, at their fields, before sending', async () => {
    renderSection([DRIVER]);
    fireEvent.click(screen.getByRole('button', { name: 'Add extra' }));
    expect(dialog()).toHaveAccessibleName('New extra');
    type(price(), '30');
    type(cap(), '20');
    fireEvent.click(saveButton());

    await waitFor(() => expect(englishName()).toHaveAttribute('aria-invalid', 'true'));
    expect(englishName()).toHaveAccessibleDescription('This field is required');
    expect(cap()).toHaveAttribute('aria-invalid', 'true');
    expect(cap()).toHaveAccessibleDescription(EXTRA_MESSAGES.cap.message);
    await waitFor(() => expect(document.activeElement).toBe(englishName()));
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for at least one car once the extra is offered for chosen cars', async () => {
    renderSection([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add extra' }));
    type(englishName(), 'Child seat');
    type(price(), '10');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Chosen cars' }));
    fireEvent.click(saveButton());
    const cars = await within(dialog()).findByRole('combobox', { name: /^Cars/ });
    await waitFor(() => expect(cars).toHaveAccessibleDescription('Choose from 1 to 30 cars'));
    expect(save).not.toHaveBeenCalled();
  });

  it('sends what the callable expects: the cleaned form, an empty id and no cap when none was given', async () => {
    save.mockResolvedValue({ ok: true, data: { extraId: 'new' } });
    renderSection([DRIVER, EXCESS]);
    fireEvent.click(screen.getByRole('button', { name: 'Add extra' }));
    type(englishName(), '  Child seat ');
    type(price(), '12');
    fireEvent.click(within(dialog()).getByRole('switch', { name: "Asks for an additional driver's details" }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Chosen cars' }));
    const cars = within(dialog()).getByRole('combobox', { name: /^Cars/ });
    fireEvent.mouseDown(cars);
    fireEvent.click(screen.getByRole('option', { name: 'Ferrari Roma' }));
    fireEvent.mouseDown(cars);
    fireEvent.click(screen.getByRole('option', { name: 'Aston Martin DBS (hidden)' }));
    fireEvent.click(saveButton());

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]![0];
    expect(sent).toEqual({
      id: '',
      kind: 'additional-driver',
      names: { en: 'Child seat', es: '', de: '', fr: '', it: '' },
      descriptions: { en: '', es: '', de: '', fr: '', it: '' },
      pricing: 'per-day',
      price: 12,
      scope: 'cars',
      category: '',
      carIds: ['roma', 'dbs'],
      isActive: true,
      position: 2,
    });
    expect('cap' in sent).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Extra saved' }));
  });

  it("edits an extra from its stored values, sends its id and shows the server's refusal on the field it names", async () => {
    save.mockResolvedValue({ ok: false, reason: 'invalid-input', fields: { cap: EXTRA_MESSAGES.cap } });
    renderSection([DRIVER]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Additional driver' }));
    expect(dialog()).toHaveAccessibleName('Edit extra');
    expect(englishName()).toHaveValue('Additional driver');
    expect(within(dialog()).getByRole('textbox', { name: /^Name \(Español\)/ })).toHaveValue('Conductor adicional');
    expect(within(dialog()).getByRole('switch', { name: "Asks for an additional driver's details" })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Per day' })).toBeChecked();
    expect(price()).toHaveValue(25);
    expect(cap()).toHaveValue(250);

    type(cap(), '300');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 'driver', kind: 'additional-driver', price: 25, cap: 300, scope: 'all' })),
    );
    await waitFor(() => expect(cap()).toHaveAttribute('aria-invalid', 'true'));
    expect(cap()).toHaveAccessibleDescription(EXTRA_MESSAGES.cap.message);
    await waitFor(() => expect(document.activeElement).toBe(cap()));
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', title: 'Could not save the extra' }));
  });

  it('deletes an extra only once the admin confirms', async () => {
    remove.mockResolvedValue({ ok: true, data: { deleted: true } });
    renderSection([DRIVER]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Additional driver' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this extra?' });
    expect(confirm).toHaveTextContent('Customers will no longer be able to add Additional driver to an order.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Additional driver' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this extra?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('driver'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Extra deleted' })));
  });
});
