import { act, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setHydrating } from '../../lib/hydration';
import { staticPart } from './deferred';

const load = jest.fn(async () => ({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }));
const Part = staticPart(load, (m) => m.Hello);

const wrap = (ui: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <Suspense fallback={null}>{ui}</Suspense>
  </I18nProvider>
);

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

it('keeps the server HTML while hydrating, without its code, and renders itself when its props change', async () => {
  const container = document.createElement('div');
  // As the server renders it (the Suspense boundary's markers included).
  container.innerHTML = '<!--$--><div data-static="" style="display:contents"><p>Hello Ana</p></div><!--/$-->';
  document.body.append(container);
  const serverNode = container.querySelector('p');
  setHydrating(true);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(<Part name="Ana" />));
  });
  expect(container.querySelector('p')).toBe(serverNode);
  expect(load).not.toHaveBeenCalled();

  await act(async () => root!.render(wrap(<Part name="Ana" />)));
  expect(container.querySelector('p')).toBe(serverNode);

  setHydrating(false);
  await act(async () => root!.render(wrap(<Part name="Bo" />)));
  expect(container.textContent).toBe('Hello Bo');
  expect(load).toHaveBeenCalled();

  // Back to the first props (a language switched there and back): the server's HTML is gone, so it stays live.
  await act(async () => root!.render(wrap(<Part name="Ana" />)));
  expect(container.textContent).toBe('Hello Ana');
  await act(async () => root!.unmount());
});

it('renders on a page the browser renders itself, once its code is in', async () => {
  // React waits for the part's code inside an awaited act.
  await act(async () => {
    render(wrap(<Part name="Ana" />));
  });
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
});

async function hydrateFromServer(part: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = '<!--$--><div data-static="" style="display:contents"><p>Hello Ana</p></div><!--/$-->';
  document.body.append(container);
  setHydrating(true);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(part));
  });
  return root!;
}

it('loads its code not with the page but once the browser is idle after the page is interactive', async () => {
  const loadLater = jest.fn(load);
  const Later = staticPart(loadLater, (m) => m.Hello);
  const root = await hydrateFromServer(<Later name="Ana" />);
  setHydrating(false);
  expect(loadLater).not.toHaveBeenCalled();
  // Without requestIdleCallback (jsdom) idle falls back to a 300 ms timer; this one is set after it, so runs after it.
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(loadLater).toHaveBeenCalledTimes(1);
  await act(async () => root.unmount());
});

it('keeps showing the server HTML when its props change before its code is in, then renders the change', async () => {
  let arrive: () => void = () => {};
  const slowLoad = jest.fn(() => new Promise<Awaited<ReturnType<typeof load>>>((resolve) => (arrive = () => void load().then(resolve))));
  const Slow = staticPart(slowLoad, (m) => m.Hello);
  const root = await hydrateFromServer(<Slow name="Ana" />);
  setHydrating(false);
  const container = document.body.lastElementChild!;

  await act(async () => root.render(wrap(<Slow name="Bo" />)));
  expect(slowLoad).toHaveBeenCalled();
  expect(container.textContent).toBe('Hello Ana');

  await act(async () => arrive());
  expect(container.textContent).toBe('Hello Bo');
  await act(async () => root.unmount());
});
