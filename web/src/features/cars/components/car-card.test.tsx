import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { addDays, DEFAULT_CAR_IMAGE, todayIn, type Car } from '@costa/domain';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { buildCar } from '../../../../../tests/builders';
import type { LiveState } from '../../../hooks/use-live';
import { messages } from '../../../../../locales/en/messages';
import { subscribeSeasonsWithin } from '../../prices/api/subscribe-seasons';
import { theme } from '../../../theme/theme';
import { CarCard } from './car-card';
import { CarGrid } from './car-grid';

// The favorite heart brings Firebase (auth and the favorites listener); its own tests are the browser tests.
jest.mock('../../auth/favorites/favorite-toggle', () => ({ FavoriteToggle: () => null }));
// The seasons of the next 30 days: the Roma's own low season makes some of its days cheaper.
jest.mock('../../prices/api/subscribe-seasons', () => ({ subscribeSeasonsWithin: jest.fn() }));
jest.mocked(subscribeSeasonsWithin).mockImplementation((window, next) => {
  const low = {
    id: 'low',
    names: { en: 'Low season' },
    startDate: addDays(todayIn(), 10),
    endDate: addDays(todayIn(), 12),
    scope: 'car' as const,
    target: 'roma',
    rate: { kind: 'multiplier' as const, value: 0.8 },
    weekendRate: null,
  };
  void Promise.resolve().then(() => next({ ...window(), seasons: [low] }));
  return () => {};
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});

const PHOTOS = ['/cars/f-1.jpg', '/cars/f-2.jpg', '/cars/f-3.jpg'];

function renderInRouter(ui: ReactNode) {
  const Screen = () => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Suspense fallback={null}>{ui}</Suspense>
      </ThemeProvider>
    </I18nProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/en/cars', Component: Screen },
      { path: '/en/car/:param', Component: () => <p>car page</p> },
    ],
    { initialEntries: ['/en/cars'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The card, once its texts (loaded apart: a static part) are in. */
async function renderCard(overrides: Partial<Car> = {}, compareControl?: ReactNode) {
  const car = buildCar({
    id: 'VPiaM3deL9A66yg4i5Yb',
    name: 'Ferrari 296 GTB',
    brand: 'Ferrari',
    model: '296 GTB',
    year: 2023,
    location: 'Puerto Banús',
    dailyPrice: 1650,
    images: PHOTOS,
    ...overrides,
  });
  let router: ReturnType<typeof renderInRouter> | undefined;
  await act(async () => {
    router = renderInRouter(<CarCard car={car} compareControl={compareControl} />);
  });
  await screen.findByText('per day');
  return router!;
}

const shownPhoto = () => screen.getByRole('img', { name: /^Ferrari 296 GTB, photo/ });

describe('the car card', () => {
  it('is one link, named after the car, to its page at the slug of name, model and id prefix', async () => {
    await renderCard();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Ferrari 296 GTB');
    expect(links[0]).toHaveAttribute('href', '/en/car/ferrari-296-gtb-vpiam3');
    expect(screen.getByRole('heading', { name: 'Ferrari 296 GTB' })).toBeInTheDocument();
  });

  it('shows brand, model, year, location, category and the daily price without decimals', async () => {
    await renderCard();
    expect(screen.getByText('Ferrari · 296 GTB · 2023')).toBeInTheDocument();
    expect(screen.getByText('Puerto Banús')).toBeInTheDocument();
    expect(screen.getByText('Supercars')).toBeInTheDocument();
    expect(screen.getByText('€1,650')).toBeInTheDocument();
    expect(screen.getByText('per day')).toBeInTheDocument();
  });

  it('offers instant booking as "Available" and "Rent now"', async () => {
    await renderCard({ availabilityType: 'direct_booking' });
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Rent now')).toBeInTheDocument();
  });

  it('treats any other availability type as on request: "Inquire" and "Send request"', async () => {
    await renderCard({ availabilityType: 'consultation' });
    expect(screen.getByText('Inquire')).toBeInTheDocument();
    expect(screen.getByText('Send request')).toBeInTheDocument();
  });

  it('turns the photos with wrap-around both ways', async () => {
    await renderCard();
    expect(shownPhoto()).toHaveAccessibleName('Ferrari 296 GTB, photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto()).toHaveAccessibleName('Ferrari 296 GTB, photo 3 of 3');
    expect(shownPhoto()).toHaveAttribute('src', PHOTOS[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()).toHaveAccessibleName('Ferrari 296 GTB, photo 1 of 3');
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('loads its photos lazily with their size reserved', async () => {
    await renderCard();
    expect(shownPhoto()).toHaveAttribute('loading', 'lazy');
    expect(shownPhoto()).toHaveAttribute('width', '1200');
    expect(shownPhoto()).toHaveAttribute('height', '800');
  });

  it('turns a photo on a swipe of 50 px and does not open the car', async () => {
    const router = await renderCard();
    const article = screen.getByRole('article');
    const area = screen.getByRole('group', { name: 'Photos of Ferrari 296 GTB' });
    area.getBoundingClientRect = () => ({ left: 0, top: 0, right: 300, bottom: 200, width: 300, height: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.touchStart(article, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(article, { changedTouches: [{ clientX: 140, clientY: 104 }] });
    fireEvent.click(screen.getByRole('link'));
    expect(shownPhoto()).toHaveAccessibleName('Ferrari 296 GTB, photo 2 of 3');
    expect(router.state.location.pathname).toBe('/en/cars');
  });

  it('ignores a swipe shorter than 50 px', async () => {
    await renderCard();
    const article = screen.getByRole('article');
    const area = screen.getByRole('group', { name: 'Photos of Ferrari 296 GTB' });
    area.getBoundingClientRect = () => ({ left: 0, top: 0, right: 300, bottom: 200, width: 300, height: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.touchStart(article, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(article, { changedTouches: [{ clientX: 160, clientY: 100 }] });
    expect(shownPhoto()).toHaveAccessibleName('Ferrari 296 GTB, photo 1 of 3');
  });

  it('opens the car page when its link is followed', async () => {
    const router = await renderCard();
    fireEvent.click(screen.getByRole('link', { name: 'Ferrari 296 GTB' }));
    expect(router.state.location.pathname).toBe('/en/car/ferrari-296-gtb-vpiam3');
  });

  it('shows the stock photo, without photo buttons, for a car with no images', async () => {
    await renderCard({ images: [] });
    expect(shownPhoto()).toHaveAttribute('src', DEFAULT_CAR_IMAGE);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('holds the compare control outside its link', async () => {
    const router = await renderCard({}, <button type="button">Compare</button>);
    const control = screen.getByRole('button', { name: 'Compare' });
    expect(screen.getByRole('link').contains(control)).toBe(false);
    fireEvent.click(control);
    expect(router.state.location.pathname).toBe('/en/cars');
  });
});

describe('the car grid', () => {
  const grid = (state: LiveState<Car[]>) =>
    renderInRouter(
      <CarGrid state={state} skeletons={6} errorMessage="Could not load" emptyMessage="Nothing here" label="Cars" />,
    );

  it('shows the given number of skeleton cards, busy, while loading', () => {
    grid({ status: 'loading' });
    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.querySelectorAll('[data-car-skeleton]')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cars…');
  });

  it('shows the error message when loading failed, with a retry', () => {
    const retry = jest.fn();
    grid({ status: 'error', error: new Error('offline'), retry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty message when there is no car', () => {
    grid({ status: 'ready', data: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here');
  });

  it('prices each card from its lowest day price of the next 30 days', async () => {
    await act(async () => {
      grid({ status: 'ready', data: [buildCar({ id: 'roma', name: 'Ferrari Roma', dailyPrice: 1000 }), buildCar({ id: 'rs3', name: 'Audi RS3', dailyPrice: 400 })] });
    });
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveTextContent('from €800 per day');
    expect(cards[1]).toHaveTextContent('from €400 per day');
  });

  it('lists one card per car', () => {
    grid({ status: 'ready', data: [buildCar({ name: 'Ferrari Roma' }), buildCar({ name: 'Audi RS3' })] });
    const list = screen.getByRole('list', { name: 'Cars' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Audi RS3' })).toBeInTheDocument();
  });
});
