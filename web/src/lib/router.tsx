/**
 * The app's router: the location, history, links and the hooks pages read.
 * What a location shows is the caller's (app/router.tsx resolves it from the
 * domain's route table); this module only keeps it in step with history.
 *
 * - A navigation to a page whose code has not arrived keeps the current page
 *   on screen (`useNavigation` reports "loading") and writes the history
 *   entry once the new page can render; back and forward do the same.
 * - Every change of location is applied as a transition, so a navigation
 *   never forces a part of a server-rendered page that is still hydrating to
 *   render synchronously, and a page that suspends keeps the old one shown.
 * - The same components run in the browser (`createBrowserHistory`), on the
 *   server (`createStaticHistory`) and in tests (`createMemoryHistory`).
 */
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state`. */
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/** What a location shows: its parameters, the route's own data, and the element to render. */
export interface RouteView {
  params: Readonly<Record<string, string | undefined>>;
  handle: unknown;
  element: ReactNode;
}

/** Resolves a location: at once when its code is here, else once it has loaded. */
export type ResolveRoute = (location: RouterLocation) => RouteView | Promise<RouteView>;

export interface RouterHistory {
  readonly location: RouterLocation;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  /** Called after back, forward or `go` changed the entry. */
  listen(listener: () => void): () => void;
}

interface EntryState {
  usr: unknown;
  key: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` resolved against the current location, as the path, query and hash of a same-origin URL. */
function resolveTo(to: string, from: RouterLocation): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, `http://router${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createPath({ pathname, search, hash }: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash;
}

export function createBrowserHistory(): RouterHistory {
  const read = (): RouterLocation => {
    const entry = window.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let current = read();
  const listeners = new Set<() => void>();
  window.addEventListener('popstate', () => {
    current = read();
    for (const listener of listeners) listener();
  });
  const write = (method: 'pushState' | 'replaceState', path: string, state: unknown) => {
    const entry: EntryState = { usr: state, key: newKey() };
    window.history[method](entry, '', path);
    current = read();
  };
  return {
    get location() {
      return current;
    },
    push: (path, state) => write('pushState', path, state),
    replace: (path, state) => write('replaceState', path, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** History kept in memory (tests): starts at the last of `entries`. */
export function createMemoryHistory(entries: readonly string[] = ['/']): RouterHistory {
  const toLocation = (path: string, state: unknown): RouterLocation => ({
    ...resolveTo(path, { pathname: '/', search: '', hash: '', state: null, key: '' }),
    state,
    key: newKey(),
  });
  const stack = entries.map((path) => toLocation(path, null));
  let index = stack.length - 1;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return stack[index]!;
    },
    push(path, state) {
      stack.splice(index + 1, stack.length, toLocation(path, state));
      index = stack.length - 1;
    },
    replace(path, state) {
      stack[index] = toLocation(path, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One location, never changing: the server's render of a request. */
export function createStaticHistory(url: string): RouterHistory {
  const { pathname, search, hash } = new URL(url, 'http://router');
  const location: RouterLocation = { pathname, search, hash, state: null, key: 'default' };
  const refuse = () => {
    throw new Error('The server renders one location and cannot navigate');
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => {} };
}

export interface RouterState {
  location: RouterLocation;
  view: RouteView;
  /** True while the next location's code loads (the current page stays shown). */
  navigating: boolean;
}

export interface Router {
  readonly state: RouterState;
  /** Resolves once the first location's view is in place (at once when its code was here). */
  readonly ready: Promise<void>;
  navigate(to: string | number, options?: NavigateOptions): void;
  subscribe(listener: (state: RouterState) => void): () => void;
}

export interface RouterOptions {
  history: RouterHistory;
  resolve: ResolveRoute;
  /** Shown while the first location's code loads (never on a page the server rendered: it waits for `ready`). */
  placeholder: (location: RouterLocation) => RouteView;
}

export function createRouter({ history, resolve, placeholder }: RouterOptions): Router {
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState;
  // Each navigation's number: a page that finishes loading after a later navigation started is dropped.
  let latest = 0;

  const set = (next: RouterState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  /** Shows `location` once its view resolves; `write` adds its history entry at that moment. */
  const go = (location: RouterLocation, write: (() => RouterLocation) | null, view = resolve(location)) => {
    const id = ++latest;
    const commit = (resolved: RouteView) => {
      if (id !== latest) return;
      set({ location: write ? write() : location, view: resolved, navigating: false });
    };
    if (view instanceof Promise) {
      if (!state.navigating) set({ ...state, navigating: true });
      return view.then(commit);
    }
    commit(view);
    return Promise.resolve();
  };

  const first = history.location;
  const firstView = resolve(first);
  let ready: Promise<void>;
  if (firstView instanceof Promise) {
    state = { location: first, view: placeholder(first), navigating: true };
    ready = go(first, null, firstView);
  } else {
    state = { location: first, view: firstView, navigating: false };
    ready = Promise.resolve();
  }

  history.listen(() => void go(history.location, null));

  return {
    get state() {
      return state;
    },
    ready,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const target = resolveTo(to, state.location);
      const path = createPath(target);
      // A link to the page already shown replaces its entry rather than adding the same one again.
      const replace = options.replace ?? (path === createPath(state.location) && options.state === undefined);
      const userState = options.state ?? null;
      void go({ ...target, state: userState, key: 'pending' }, () => {
        history[replace ? 'replace' : 'push'](path, userState);
        return history.location;
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RouterContextValue {
  router: Router;
  state: RouterState;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouterContext(): RouterContextValue {
  const value = use(RouterContext);
  if (!value) throw new Error('Router hooks are used inside <RouterProvider> only');
  return value;
}

export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const apply = (next: RouterState) => startTransition(() => setState(next));
    // A change between the first render and this subscription.
    if (router.state !== state) apply(router.state);
    return router.subscribe(apply);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per router; `state` is only the first render's
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext value={value}>{state.view.element}</RouterContext>;
}

export function useLocation(): RouterLocation {
  return useRouterContext().state.location;
}

export function useNavigate(): Router['navigate'] {
  return useRouterContext().router.navigate;
}

export function useParams(): RouteView['params'] {
  return useRouterContext().state.view.params;
}

/** The data the app attached to the route shown (app/router.tsx: its key and language). */
export function useRouteHandle(): unknown {
  return useRouterContext().state.view.handle;
}

export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouterContext().state.navigating ? 'loading' : 'idle' };
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/** The query of the current location, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { router, state } = useRouterContext();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An anchor that navigates within the app on a plain click; other clicks (new tab, download) stay the browser's. */
export function Link({ to, replace, state, onClick, ref, ...anchor }: LinkProps) {
  const { router, state: shown } = useRouterContext();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.download !== undefined) return;
    event.preventDefault();
    router.navigate(to, { replace, state });
  };
  return <a {...anchor} ref={ref} href={createPath(resolveTo(to, shown.location))} onClick={handleClick} />;
}

/** Navigates once rendered (a redirect within the app); renders nothing. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  const { router } = useRouterContext();
  useEffect(() => {
    router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a frame (the site's shell, the admin's) shows its page: given by the route's view. */
export function Outlet() {
  return use(OutletContext);
}

export function OutletProvider({ page, children }: { page: ReactNode; children: ReactNode }) {
  return <OutletContext value={page}>{children}</OutletContext>;
}

/** A route of `createMemoryRouter`: a path pattern (`/en/car/:param`, `*`) and what it shows. */
export interface MemoryRoute {
  path: string;
  element?: ReactNode;
  Component?: ComponentType;
  handle?: unknown;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i]!);
    else if (part !== have[i]) return null;
  }
  return params;
}

/** A router over a few literal routes, in memory: for rendering components in tests. */
export function createMemoryRouter(routes: readonly MemoryRoute[], { initialEntries = ['/'] }: { initialEntries?: string[] } = {}): Router {
  return createRouter({
    history: createMemoryHistory(initialEntries),
    resolve: ({ pathname }) => {
      for (const { path, element, Component, handle } of routes) {
        const params = matchPattern(path, pathname);
        if (params) return { params, handle, element: Component ? <Component /> : element };
      }
      return { params: {}, handle: undefined, element: null };
    },
    placeholder: () => ({ params: {}, handle: undefined, element: null }),
  });
}
