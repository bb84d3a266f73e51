import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  createMemoryHistory,
  createRouter,
  createStaticHistory,
  Link,
  Navigate,
  RouterProvider,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
  type RouterLocation,
  type RouteView,
} from './router';

/** Shows where the router is, and whether it is loading the next page. */
function Where({ page }: { page: string }) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const { id } = useParams();
  return (
    <p data-testid="where">
      {page} {pathname}
      {search} {id ?? '-'} {navigation.state}
    </p>
  );
}

/** Pages whose code "arrives" when the test says so: `/slow/...` resolves late. */
function setup(entries: string[] = ['/a']) {
  const history = createMemoryHistory(entries);
  const waiting: { path: string; arrive: () => void }[] = [];
  const viewOf = ({ pathname }: RouterLocation): RouteView => ({
    params: { id: pathname.split('/')[2] },
    handle: null,
    element: <Where page={pathname.split('/')[1]!} />,
  });
  const router = createRouter({
    history,
    resolve: (location) =>
      location.pathname.startsWith('/slow')
        ? new Promise((resolve) => waiting.push({ path: location.pathname, arrive: () => resolve(viewOf(location)) }))
        : viewOf(location),
    placeholder: () => ({ params: {}, handle: null, element: <p data-testid="where">placeholder</p> }),
  });
  render(<RouterProvider router={router} />);
  const where = () => screen.getByTestId('where').textContent;
  return { router, history, waiting, where };
}

describe('the router', () => {
  it('renders the location it starts at, with its parameters', () => {
    const { where } = setup(['/a/42?x=1']);
    expect(where()).toBe('a /a/42?x=1 42 idle');
  });

  it('keeps the current page while the next one loads, then shows it and writes its history entry', async () => {
    const { router, history, waiting, where } = setup();
    act(() => router.navigate('/slow/1'));
    expect(where()).toBe('a /a - loading');
    expect(history.location.pathname).toBe('/a');
    await act(async () => waiting[0]!.arrive());
    expect(where()).toBe('slow /slow/1 1 idle');
    expect(history.location.pathname).toBe('/slow/1');
  });

  it('drops a page that arrives after a later navigation was shown', async () => {
    const { router, waiting, where } = setup();
    act(() => router.navigate('/slow/1'));
    act(() => router.navigate('/b'));
    expect(where()).toBe('b /b - idle');
    await act(async () => waiting[0]!.arrive());
    expect(where()).toBe('b /b - idle');
  });

  it('goes back to the entry before, and a link to the page shown adds no entry', async () => {
    const { router, where } = setup(['/a']);
    act(() => router.navigate('/b'));
    act(() => router.navigate('/b'));
    act(() => router.navigate(-1));
    expect(where()).toBe('a /a - idle');
  });

  it('replaces the entry when asked, and keeps the state a navigation passed', () => {
    const { router, history } = setup(['/a', '/b']);
    act(() => router.navigate('/c', { replace: true, state: { from: 'b' } }));
    expect(history.location).toMatchObject({ pathname: '/c', state: { from: 'b' } });
    act(() => router.navigate(-1));
    expect(history.location.pathname).toBe('/a');
  });

  it('resolves links against the current location', () => {
    const { router } = setup(['/a/1?x=1']);
    act(() => router.navigate('?tab=orders'));
    expect(router.state.location).toMatchObject({ pathname: '/a/1', search: '?tab=orders' });
    act(() => router.navigate('/b#top'));
    expect(router.state.location).toMatchObject({ pathname: '/b', hash: '#top' });
  });

  it('shows the placeholder until the first page has arrived, then the page', async () => {
    const { router, waiting, where } = setup(['/slow/7']);
    expect(where()).toBe('placeholder');
    await act(async () => {
      waiting[0]!.arrive();
      await router.ready;
    });
    expect(where()).toBe('slow /slow/7 7 idle');
  });

  it('never navigates on the server', () => {
    const history = createStaticHistory('https://example.com/en/cars?brand=BMW');
    expect(history.location).toMatchObject({ pathname: '/en/cars', search: '?brand=BMW' });
    expect(() => history.push('/en', null)).toThrow();
  });
});

describe('Link', () => {
  function linkRouter(ui: React.ReactNode) {
    const history = createMemoryHistory(['/a']);
    const router = createRouter({
      history,
      resolve: ({ pathname }) => ({ params: {}, handle: null, element: pathname === '/a' ? ui : <p>page {pathname}</p> }),
      placeholder: () => ({ params: {}, handle: null, element: null }),
    });
    render(<RouterProvider router={router} />);
    return { router, history };
  }

  it('navigates within the app on a plain click, with an href a new tab can open', () => {
    const { history } = linkRouter(<Link to="/b?x=1">Next</Link>);
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link.getAttribute('href')).toBe('/b?x=1');
    act(() => {
      fireEvent.click(link);
    });
    expect(history.location.pathname).toBe('/b');
    expect(screen.getByText('page /b')).toBeTruthy();
  });

  it('leaves modified clicks, other windows and handled clicks to the browser', () => {
    const { history } = linkRouter(
      <>
        <Link to="/b">Plain</Link>
        <Link to="/c" target="_blank">
          Blank
        </Link>
        <Link to="/d" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    const modified = fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true });
    const blank = fireEvent.click(screen.getByRole('link', { name: 'Blank' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    // fireEvent answers false when the default was prevented: the browser's default stays for these two.
    expect([modified, blank]).toEqual([true, true]);
    expect(history.location.pathname).toBe('/a');
  });
});

describe('useSearchParams and Navigate', () => {
  it('sets the query of the same path, from the newest query when given a function', () => {
    let setParams: ReturnType<typeof useSearchParams>[1] = () => {};
    function Probe() {
      const [params, set] = useSearchParams();
      useEffect(() => {
        setParams = set;
      });
      return <p data-testid="query">{params.toString()}</p>;
    }
    const history = createMemoryHistory(['/cars?brand=BMW']);
    const router = createRouter({
      history,
      resolve: () => ({ params: {}, handle: null, element: <Probe /> }),
      placeholder: () => ({ params: {}, handle: null, element: null }),
    });
    render(<RouterProvider router={router} />);
    act(() => {
      setParams((current) => {
        current.set('seats', '2');
        return current;
      });
      setParams((current) => {
        current.delete('brand');
        return current;
      }, { replace: true });
    });
    expect(screen.getByTestId('query').textContent).toBe('seats=2');
    expect(history.location.pathname).toBe('/cars');
    act(() => router.navigate(-1));
    expect(screen.getByTestId('query').textContent).toBe('brand=BMW');
  });

  it('redirects once rendered, replacing the entry', () => {
    const history = createMemoryHistory(['/start', '/old']);
    const router = createRouter({
      history,
      resolve: ({ pathname }) => ({
        params: {},
        handle: null,
        element: pathname === '/old' ? <Navigate to="/new" replace /> : <p>page {pathname}</p>,
      }),
      placeholder: () => ({ params: {}, handle: null, element: null }),
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('page /new')).toBeTruthy();
    act(() => router.navigate(-1));
    expect(screen.getByText('page /start')).toBeTruthy();
  });
});
