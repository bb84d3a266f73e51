import { act } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setHydrating } from '../../lib/hydration';
import { mediaPart, whenPartsHydrated } from './deferred';

/** A screen whose width the test sets: `matchMedia('(min-width: 768px)')` answers from it. */
let width = 390;
const lists = new Set<{ query: string; listener?: () => void }>();
function matches(query: string): boolean {
  return width >= Number(/min-width: (\d+)px/.exec(query)![1]);
}
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  window.matchMedia = ((query: string) => {
    const entry: { query: string; listener?: () => void } = { query };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => (entry.listener = listener),
      removeEventListener: () => lists.delete(entry),
    };
  }) as unknown as typeof window.matchMedia;
});
function resize(to: number) {
  width = to;
  lists.forEach((entry) => entry.listener?.());
}

/** A part of its own per test: a part's code, once loaded, stays loaded. */
let load: jest.Mock;
let Sidebar: ReturnType<typeof makeSidebar>;
function makeSidebar() {
  return mediaPart('(min-width: 768px)', load, (m: { Filters: (props: { count: number }) => ReactNode }) => m.Filters);
}
beforeEach(() => {
  load = jest.fn(async () => ({ Filters: ({ count }: { count: number }) => <aside>{count} filters</aside> }));
  Sidebar = makeSidebar();
});

const wrap = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
/** As the server renders it: the part's box, its Suspense boundary's markers, its HTML. */
const SERVER_HTML = '<div data-static="" style="display:contents"><!--$--><aside>2<!-- --> filters</aside><!--/$--></div>';

async function hydrate(): Promise<{ container: HTMLElement; root: ReturnType<typeof hydrateRoot>; ready: jest.Mock }> {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const ready = jest.fn();
  setHydrating(true);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(<Sidebar count={2} />), { onRecoverableError: (error) => ready(error) });
  });
  whenPartsHydrated(() => ready('ready'));
  return { container, root: root!, ready };
}

afterEach(() => setHydrating(false));

it('on a screen that hides it, keeps the hidden server HTML, loads no code and holds nothing back', async () => {
  width = 390;
  const { container, root, ready } = await hydrate();
  const serverNode = container.querySelector('aside');
  expect(ready.mock.calls).toEqual([['ready']]);
  expect(load).not.toHaveBeenCalled();

  // The page's updates leave it alone.
  await act(async () => root.render(wrap(<Sidebar count={3} />)));
  expect(container.querySelector('aside')).toBe(serverNode);
  expect(load).not.toHaveBeenCalled();

  // Once the screen shows it, it renders afresh, with the props of now.
  setHydrating(false);
  await act(async () => resize(1024));
  expect(container.textContent).toBe('3 filters');
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => root.unmount());
});

it('on a screen that shows it, hydrates the server nodes once its code is in', async () => {
  width = 1024;
  const { container, root, ready } = await hydrate();
  const serverNode = container.querySelector('aside');
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector('aside')).toBe(serverNode);
  expect(container.textContent).toBe('2 filters');
  expect(ready.mock.calls).toEqual([['ready']]);
  await act(async () => root.render(wrap(<Sidebar count={4} />)));
  expect(container.querySelector('aside')).toBe(serverNode);
  expect(container.textContent).toBe('4 filters');
  await act(async () => root.unmount());
});
