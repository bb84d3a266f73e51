/**
 * The season editor as staff meet it: the list in the admin's language
 * (English where a season has no name in it), the form's own rules, the
 * server's refusal on the field it names (an overlap on the first day), an
 * overlap with a listed season caught before sending, editing, and deleting
 * only once confirmed.
 */
import { SEASON_MESSAGES, type Season } from '@costa/domain';
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
import { deleteSeason, saveSeason } from '../api/seasons-data';
import { SeasonsSection } from './seasons-section';

jest.mock('../api/car-options', () => ({
  useCarOptions: () => ({ status: 'ready', data: [{ id: 'roma', name: 'Ferrari Roma', isAvailable: true }] }),
}));
jest.mock('../api/seasons-data', () => ({
  saveSeason: jest.fn(),
  deleteSeason: jest.fn(),
}));
const save = jest.mocked(saveSeason);
const remove = jest.mocked(deleteSeason);

const CATALOGS = { en: { ...enPublic, ...enStaff }, es: { ...esPublic, ...esStaff } };

const SUMMER: Season = {
  id: 'summer',
  names: { en: 'High summer', es: 'Pleno verano' },
  startDate: '2030-07-01',
  endDate: '2030-08-31',
  scope: 'fleet',
  target: '',
  rate: { kind: 'multiplier', value: 1.25 },
  weekendRate: { kind: 'fixed', value: 1800 },
};
const REGATTA: Season = {
  id: 'regatta',
  names: { en: 'Regatta' },
  startDate: '2030-09-05',
  endDate: '2030-09-05',
  scope: 'car',
  target: 'roma',
  rate: { kind: 'fixed', value: 1450 },
  weekendRate: null,
};
const LAST_WINTER: Season = {
  id: 'winter',
  names: { en: 'Winter', es: 'Invierno' },
  startDate: '2020-01-07',
  endDate: '2020-02-29',
  scope: 'category',
  target: 'supercars',
  rate: { kind: 'multiplier', value: 0.9 },
  weekendRate: null,
};

const toasts = jest.fn();

function renderSection(seasons: Season[], lang: 'en' | 'es' = 'en') {
  act(() => i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] as never }));
  const path = `/${lang}/admin/settings`;
  const router = createMemoryRouter([{ path, element: <SeasonsSection seasons={seasons} /> }], { initialEntries: [path] });
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
const englishName = () => within(dialog()).getByRole('textbox', { name: /^English/ });
const firstDay = () => within(dialog()).getByLabelText(/^First day/) as HTMLInputElement;
const lastDay = () => within(dialog()).getByLabelText(/^Last day/) as HTMLInputElement;
const multiplier = () => within(dialog()).getByRole('spinbutton', { name: /^Multiplier/ }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  save.mockReset();
  remove.mockReset();
  toasts.mockReset();
});

describe('the season editor', () => {
  it("lists coming seasons in the admin's language, English where a season has no name in it, with days, scope and day prices", () => {
    renderSection([LAST_WINTER, SUMMER, REGATTA], 'es');
    const [summer, regatta] = within(screen.getByRole('list', { name: 'Temporadas actuales y próximas' })).getAllByRole('listitem');
    expect(within(summer!).getByRole('heading')).toHaveTextContent('Pleno verano');
    expect(summer).toHaveTextContent('62 días');
    expect(summer).toHaveTextContent('Toda la flota');
    expect(summer).toHaveTextContent('De lunes a viernes+25 % (×1,25)');
    expect(summer).toHaveTextContent('Sábados y domingos1800 € al día');
    expect(summer).toHaveTextContent('Sin nombre en Deutsch, Français e Italiano');
    expect(within(regatta!).getByRole('heading')).toHaveTextContent('Regatta');
    expect(regatta).toHaveTextContent('1 día');
    expect(regatta).toHaveTextContent('Ferrari Roma');
    expect(regatta).toHaveTextContent('Precio por día1450 € al día');

    // Past seasons are folded away until asked for.
    expect(screen.queryByText('Invierno')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar 1 temporada pasada' }));
    const [winter] = within(screen.getByRole('list', { name: 'Temporadas pasadas' })).getAllByRole('listitem');
    expect(winter).toHaveTextContent('Invierno');
    expect(winter).toHaveTextContent('Terminada');
    expect(winter).toHaveTextContent('Superdeportivos');
    expect(winter).toHaveTextContent('-10 % (×0,9)');
  });

  it('says so when there are no seasons', () => {
    renderSection([]);
    expect(screen.getByText('No seasons yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('refuses a new season without an English name or with a multiplier out of range, at their fields, before sending', async () => {
    renderSection([SUMMER]);
    fireEvent.click(screen.getByRole('button', { name: 'Add season' }));
    expect(dialog()).toHaveAccessibleName('New season');
    type(multiplier(), '20');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save season' }));

    await waitFor(() => expect(englishName()).toHaveAttribute('aria-invalid', 'true'));
    expect(englishName()).toHaveAccessibleDescription('This field is required');
    expect(multiplier()).toHaveAttribute('aria-invalid', 'true');
    expect(multiplier()).toHaveAccessibleDescription('A multiplier from 0.1 to 10, e.g. 1.25 for 25% more');
    await waitFor(() => expect(document.activeElement).toBe(englishName()));
    expect(save).not.toHaveBeenCalled();
  });

  it('speaks the Spanish admin’s language in the form’s rules', async () => {
    renderSection([], 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir temporada' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar temporada' }));
    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: /^English/ })).toHaveAccessibleDescription('Este campo es obligatorio'));
    expect(within(dialog()).getByRole('spinbutton', { name: /^Multiplicador/ })).toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it("shows the server's refusal on the field it names: an overlap on the first day, its dates as the admin reads them", async () => {
    save.mockResolvedValue({
      ok: false,
      reason: 'invalid-input',
      fields: { startDate: { ...SEASON_MESSAGES.overlap, values: { name: 'Regatta', from: '2031-07-01', to: '2031-07-05' } } },
    });
    renderSection([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add season' }));
    type(englishName(), '  Regatta week ');
    type(firstDay(), '2031-07-03');
    type(lastDay(), '2031-07-09');
    type(multiplier(), '1.4');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save season' }));

    await waitFor(() => expect(firstDay()).toHaveAttribute('aria-invalid', 'true'));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        id: '',
        names: { en: 'Regatta week', es: '', de: '', fr: '', it: '' },
        startDate: '2031-07-03',
        endDate: '2031-07-09',
        scope: 'fleet',
        rate: { kind: 'multiplier', value: 1.4 },
        weekend: expect.objectContaining({ kind: 'same' }),
      }),
    );
    expect(firstDay()).toHaveAccessibleDescription('Another season of the same scope, Regatta, already covers some of these days (Jul 1, 2031 to Jul 5, 2031)');
    await waitFor(() => expect(document.activeElement).toBe(firstDay()));
    expect(dialog()).toBeInTheDocument();
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', title: 'Could not save the season' }));
  });

  it('catches an overlap with a listed season of the same scope without sending, and lets another scope share the days', async () => {
    save.mockResolvedValue({ ok: true, data: { seasonId: 'new' } });
    renderSection([SUMMER]);
    fireEvent.click(screen.getByRole('button', { name: 'Add season' }));
    type(englishName(), 'August');
    type(firstDay(), '2030-08-01');
    type(lastDay(), '2030-08-15');
    type(multiplier(), '1.5');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save season' }));
    await waitFor(() =>
      expect(firstDay()).toHaveAccessibleDescription('Another season of the same scope, High summer, already covers some of these days (Jul 1, 2030 to Aug 31, 2030)'),
    );
    expect(save).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /^Scope/ }));
    fireEvent.click(screen.getByRole('option', { name: 'One car' }));
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /^Car/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Ferrari Roma' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ scope: 'car', target: 'roma' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Season saved' }));
  });

  it('edits a season from its stored values and sends its id', async () => {
    save.mockResolvedValue({ ok: true, data: { seasonId: 'summer' } });
    renderSection([SUMMER]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit High summer' }));
    expect(dialog()).toHaveAccessibleName('Edit season');
    expect(englishName()).toHaveValue('High summer');
    expect(multiplier()).toHaveValue(1.25);
    expect(within(dialog()).getByRole('radio', { name: 'A fixed day price of their own' })).toBeChecked();
    expect(within(dialog()).getByRole('spinbutton', { name: /^Weekend day price/ })).toHaveValue(1800);

    type(multiplier(), '1.3');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save season' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'summer', rate: { kind: 'multiplier', value: 1.3 }, weekend: { kind: 'fixed', value: 1800 } }),
      ),
    );
  });

  it('deletes a season only once the admin confirms', async () => {
    remove.mockResolvedValue({ ok: true, data: { deleted: true } });
    renderSection([SUMMER]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete High summer' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this season?' });
    expect(confirm).toHaveTextContent('High summer (Jul 1, 2030 – Aug 31, 2030) will no longer set prices.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete High summer' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this season?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('summer'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Season deleted' })));
  });
});
