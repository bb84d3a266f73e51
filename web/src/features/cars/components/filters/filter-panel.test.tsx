import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_FILTERS, type Car, type FilterState } from '@costa/domain';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../../lib/router';
import { buildCar } from '../../../../../../tests/builders';
import { messages } from '../../../../../../locales/en/messages';
import { theme } from '../../../../theme/theme';
import { FilterPanel } from './filter-panel';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});

const CARS: Car[] = [
  buildCar({ brand: 'Ferrari', model: '296 GTB', specifications: { horsepower: 830, roofType: 'Coupe', drivetrain: 'RWD', transmission: 'Automatic', seatingCapacity: 2 } }),
  buildCar({ brand: 'Ferrari', model: 'Roma Spider', specifications: { horsepower: 620, roofType: 'Convertible', drivetrain: 'RWD', transmission: 'Automatic', seatingCapacity: 4 } }),
  buildCar({ brand: 'Porsche', model: '911 Targa 4 GTS', specifications: { horsepower: 480, roofType: 'Targa', drivetrain: 'AWD', transmission: 'Automatic', seatingCapacity: 4 } }),
  buildCar({ brand: 'Lotus', model: 'Emira', specifications: { horsepower: 405, roofType: 'Coupe', drivetrain: 'RWD', transmission: 'Manual', seatingCapacity: 2 } }),
];

/** The panel with its filters held in state, as the URL holds them on the page. */
function renderPanel(initial: FilterState = DEFAULT_FILTERS) {
  const setFilters = jest.fn();
  const clearFilters = jest.fn();
  const Panel = () => {
    const [filters, setState] = useState(initial);
    const set = (update: (current: FilterState) => FilterState, slider?: string) => {
      const next = update(filters);
      setFilters(next, slider);
      setState(next);
    };
    return (
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <FilterPanel cars={CARS} filters={filters} setFilters={set} clearFilters={clearFilters} />
        </ThemeProvider>
      </I18nProvider>
    );
  };
  const router = createMemoryRouter([{ path: '/en/cars', Component: Panel }], { initialEntries: ['/en/cars'] });
  render(<RouterProvider router={router} />);
  const lastChange = (): [FilterState, string | undefined] => setFilters.mock.calls.at(-1) as [FilterState, string | undefined];
  return { setFilters, clearFilters, lastChange };
}

const optionLabels = (name: string) =>
  within(screen.getByLabelText(name)).getAllByRole('option').map((option) => option.textContent);

describe('the filter panel', () => {
  it('offers the sorted brands of the loaded cars after "All"', () => {
    renderPanel();
    expect(optionLabels('Brand')).toEqual(['All', 'Ferrari', 'Lotus', 'Porsche']);
  });

  it('offers only the chosen brand’s models', () => {
    renderPanel({ ...DEFAULT_FILTERS, brand: 'Ferrari' });
    expect(optionLabels('Model')).toEqual(['All', '296 GTB', 'Roma Spider']);
  });

  it('drops a model of another brand when a brand is chosen', () => {
    const { lastChange } = renderPanel({ ...DEFAULT_FILTERS, brand: 'Ferrari', model: 'Roma Spider' });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'Porsche' } });
    expect(lastChange()[0]).toMatchObject({ brand: 'Porsche', model: null });
  });

  it('clears a filter with "All"', () => {
    const { lastChange } = renderPanel({ ...DEFAULT_FILTERS, roofType: 'Targa' });
    fireEvent.change(screen.getByLabelText('Roof'), { target: { value: '' } });
    expect(lastChange()[0].roofType).toBeNull();
  });

  it('shows specification values in words but filters on the stored value', () => {
    const { lastChange } = renderPanel();
    expect(optionLabels('Drivetrain')).toEqual(['All', 'All-wheel drive', 'Rear-wheel drive']);
    expect(optionLabels('Seats')).toEqual(['All', '2 seats', '4 seats']);
    fireEvent.change(screen.getByLabelText('Drivetrain'), { target: { value: 'AWD' } });
    expect(lastChange()[0].drivetrain).toBe('AWD');
  });

  it('filters on availability: instant booking, on request, or all', () => {
    const { lastChange } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'On request' }));
    expect(lastChange()[0].availabilityType).toBe('on_request');
    fireEvent.click(screen.getByRole('button', { name: 'Instant booking' }));
    expect(lastChange()[0].availabilityType).toBe('direct_booking');
  });

  it('moves a horsepower thumb one step with an arrow key and ten with Page Up or Shift+arrow', () => {
    const { lastChange } = renderPanel();
    const low = screen.getByRole('slider', { name: 'Minimum horsepower' });
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(lastChange()).toEqual([expect.objectContaining({ horsepowerRange: [150, 1000] }), 'horsepowerRange']);
    fireEvent.keyDown(low, { key: 'PageUp' });
    expect(lastChange()[0].horsepowerRange).toEqual([650, 1000]);
    fireEvent.keyDown(low, { key: 'ArrowLeft', shiftKey: true });
    expect(lastChange()[0].horsepowerRange).toEqual([150, 1000]);
  });

  it('names both year thumbs and tells their values, the top of the power scale as "and up"', () => {
    renderPanel({ ...DEFAULT_FILTERS, horsepowerRange: [300, 1000] });
    expect(screen.getByRole('slider', { name: 'Earliest year' })).toHaveAttribute('aria-valuetext', '2000');
    expect(screen.getByRole('slider', { name: 'Latest year' })).toHaveAttribute('aria-valuetext', '2025');
    expect(screen.getByRole('slider', { name: 'Maximum horsepower' })).toHaveAttribute('aria-valuetext', '1,000+ hp');
    expect(screen.getByRole('slider', { name: 'Minimum horsepower' })).toHaveAttribute('aria-valuetext', '300 hp');
  });

  it('moves a year thumb ten years with Page Down', () => {
    const { lastChange } = renderPanel();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Latest year' }), { key: 'PageDown' });
    expect(lastChange()).toEqual([expect.objectContaining({ yearRange: [2000, 2015] }), 'yearRange']);
  });

  it('offers no "Clear filters" while every filter is at its default', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('clears every filter with "Clear filters" once one is set', () => {
    const { clearFilters } = renderPanel({ ...DEFAULT_FILTERS, brand: 'Lotus', yearRange: [2010, 2020] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clearFilters).toHaveBeenCalledTimes(1);
  });
});
