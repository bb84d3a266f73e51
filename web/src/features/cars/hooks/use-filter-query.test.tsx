import { act, render } from '@testing-library/react';
import { DEFAULT_FILTERS, type FilterState } from '@costa/domain';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { useFilterQuery, type FilterQuery } from './use-filter-query';

let current: FilterQuery;

/** Hands the hook's latest answer to the test after each render. */
function Probe() {
  const query = useFilterQuery();
  useEffect(() => {
    current = query;
  });
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/en/cars', Component: Probe }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  const back = () => act(() => router.navigate(-1));
  return { router, search, back };
}

const update = (patch: Partial<FilterState>, slider?: 'yearRange' | 'horsepowerRange') =>
  act(() => current.setFilters((filters) => ({ ...filters, ...patch }), slider));

describe('useFilterQuery', () => {
  it('reads the filters of a shared link', () => {
    renderAt('/en/cars?type=on_request&brand=Ferrari&hp=500-1000&seats=2');
    expect(current.filters).toEqual({
      ...DEFAULT_FILTERS,
      availabilityType: 'on_request',
      brand: 'Ferrari',
      horsepowerRange: [500, 1000],
      seatingCapacity: '2',
    });
  });

  it('falls back to the defaults for values it cannot read', () => {
    renderAt('/en/cars?type=teleport&hp=fast&year=2030-1990');
    expect(current.filters).toEqual(DEFAULT_FILTERS);
  });

  it('writes a choice to the URL as a new history entry, and Back restores the previous filters', async () => {
    const { search, back } = renderAt('/en/cars?brand=Porsche');
    await update({ brand: 'Ferrari' });
    expect(search()).toBe('?brand=Ferrari');
    await update({ availabilityType: 'direct_booking' });
    expect(search()).toBe('?type=direct_booking&brand=Ferrari');

    await back();
    expect(current.filters.availabilityType).toBeNull();
    expect(current.filters.brand).toBe('Ferrari');
    await back();
    expect(current.filters.brand).toBe('Porsche');
  });

  it('keeps both of two quick choices made before the page re-renders', async () => {
    const { search } = renderAt('/en/cars');
    const { setFilters } = current;
    await act(async () => {
      // The same (stale) setter twice, as two clicks inside one render would use it.
      setFilters((filters) => ({ ...filters, brand: 'Ferrari' }));
      setFilters((filters) => ({ ...filters, availabilityType: 'on_request' }));
    });
    expect(search()).toBe('?type=on_request&brand=Ferrari');
    expect(current.filters).toMatchObject({ brand: 'Ferrari', availabilityType: 'on_request' });
  });

  it('keeps successive commits of one slider in one history entry', async () => {
    const { search, back } = renderAt('/en/cars');
    await update({ brand: 'Audi' });
    await update({ horsepowerRange: [150, 1000] }, 'horsepowerRange');
    await update({ horsepowerRange: [200, 1000] }, 'horsepowerRange');
    await update({ horsepowerRange: [250, 900] }, 'horsepowerRange');
    expect(search()).toBe('?brand=Audi&hp=250-900');

    await back();
    expect(search()).toBe('?brand=Audi');
  });

  it('gives another slider its own history entry', async () => {
    const { search, back } = renderAt('/en/cars');
    await update({ horsepowerRange: [300, 1000] }, 'horsepowerRange');
    await update({ yearRange: [2020, 2025] }, 'yearRange');
    expect(search()).toBe('?year=2020-2025&hp=300-1000');

    await back();
    expect(search()).toBe('?hp=300-1000');
  });

  it('keeps query parameters that are not filters, and clears only the filters', async () => {
    const { search } = renderAt('/en/cars?utm_source=newsletter&brand=BMW&model=M5');
    await act(() => current.clearFilters());
    expect(search()).toBe('?utm_source=newsletter');
    expect(current.filters).toEqual(DEFAULT_FILTERS);
  });

  it('writes nothing when the filters do not change', async () => {
    const { router } = renderAt('/en/cars?brand=BMW');
    const key = router.state.location.key;
    await update({});
    expect(router.state.location.key).toBe(key);
  });
});
