import { act, fireEvent } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setHydrating } from '../../lib/hydration';
import { whenPartsHydrated } from './deferred';
import { onDemandPart } from './on-demand-part';

const booked = jest.fn();
function Panel({ car }: { car: string }) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h2>Book the {car}</h2>
      <input aria-label="Pickup" />
      <button type="submit" onClick={() => booked(car)}>
        Book now
      </button>
    </form>
  );
}
const SERVER_PANEL =
  '<form><h2>Book the <!-- -->Ferrari</h2><input aria-label="Pickup"><button type="submit">Book now</button></form>';

const wrap = (ui: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <Suspense fallback={null}>{ui}</Suspense>
  </I18nProvider>
);

/** Whether `<html data-app-ready>` would be set now: every part that holds it is live. */
function partsSettled(): boolean {
  let settled = false;
  whenPartsHydrated(() => {
    settled = true;
  });
  return settled;
}

/** Hydrates the server's panel; resolves with the container and the root. */
async function hydrateServerPanel(Part: ReturnType<typeof makePart>) {
  const container = document.createElement('div');
  container.innerHTML = `<!--$--><div data-on-demand="" style="display:contents">${SERVER_PANEL}</div><!--/$-->`;
  document.body.append(container);
  setHydrating(true);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(<Part car="Ferrari" />));
  });
  setHydrating(false);
  return { container, root: root! };
}

function makePart() {
  const load = jest.fn(async () => ({ Panel }));
  const Part = onDemandPart(load, (m) => m.Panel);
  return Object.assign(Part, { load });
}

/** An IntersectionObserver that reports what `inView` says, once, as the browser's first look does. */
function observeAs(inView: boolean) {
  const Observer = jest.fn((callback: IntersectionObserverCallback) => ({
    observe: () => queueMicrotask(() => callback([{ isIntersecting: inView } as IntersectionObserverEntry], {} as IntersectionObserver)),
    disconnect: () => {},
  }));
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: Observer });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => booked.mockClear());
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

it('out of view: keeps the server HTML without loading its code, and the page is ready without it', async () => {
  observeAs(false);
  const Part = makePart();
  const { container, root } = await hydrateServerPanel(Part);
  const serverForm = container.querySelector('form');
  await act(async () => {});
  expect(container.querySelector('form')).toBe(serverForm);
  expect(serverForm?.outerHTML).toBe(SERVER_PANEL);
  expect(Part.load).not.toHaveBeenCalled();
  expect(partsSettled()).toBe(true);
  await act(async () => root.unmount());
});

it('a tap on a server button is held, then made on the live button once the code is in', async () => {
  observeAs(false);
  const Part = makePart();
  const { container, root } = await hydrateServerPanel(Part);
  const serverButton = container.querySelector('button')!;
  const submitted = jest.fn((event: Event) => event.preventDefault());
  container.querySelector('form')!.addEventListener('submit', submitted);

  await act(async () => {
    fireEvent.pointerDown(serverButton);
    fireEvent.click(serverButton);
  });
  expect(submitted).not.toHaveBeenCalled();
  expect(Part.load).toHaveBeenCalledTimes(1);
  const liveButton = container.querySelector('button');
  expect(liveButton).not.toBe(serverButton);
  expect(container.querySelector('h2')?.textContent).toBe('Book the Ferrari');
  expect(booked).toHaveBeenCalledTimes(1);
  expect(booked).toHaveBeenCalledWith('Ferrari');
  await act(async () => root.unmount());
});

it('focus moved into the server HTML wakes the part and stays on the same field', async () => {
  observeAs(false);
  const Part = makePart();
  const { container, root } = await hydrateServerPanel(Part);
  const serverInput = container.querySelector('input')!;
  await act(async () => serverInput.focus());
  const liveInput = container.querySelector('input');
  expect(liveInput).not.toBe(serverInput);
  expect(document.activeElement).toBe(liveInput);
  expect(booked).not.toHaveBeenCalled();
  await act(async () => root.unmount());
});

it('in view as the page hydrates: goes live at once, and the page is ready only then', async () => {
  observeAs(true);
  let release: () => void = () => {};
  const load = jest.fn(() => new Promise<{ Panel: typeof Panel }>((resolve) => (release = () => resolve({ Panel }))));
  const Part = onDemandPart(load, (m) => m.Panel);
  const { container, root } = await hydrateServerPanel(Part as ReturnType<typeof makePart>);
  await act(async () => {});
  expect(load).toHaveBeenCalledTimes(1);
  expect(partsSettled()).toBe(false);
  const serverForm = container.querySelector('form');

  await act(async () => release());
  expect(container.querySelector('form')).not.toBe(serverForm);
  expect(container.querySelector('h2')?.textContent).toBe('Book the Ferrari');
  expect(partsSettled()).toBe(true);
  await act(async () => root.unmount());
});

it('a click elsewhere on the page neither wakes the part nor is held', async () => {
  observeAs(false);
  const Part = makePart();
  const { root } = await hydrateServerPanel(Part);
  const outside = document.createElement('button');
  const clicked = jest.fn();
  outside.addEventListener('click', clicked);
  document.body.append(outside);
  await act(async () => {
    fireEvent.pointerDown(outside);
    outside.focus();
    fireEvent.click(outside);
  });
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(Part.load).not.toHaveBeenCalled();
  await act(async () => root.unmount());
});

it('what the visitor typed into a server field before the part went live is in the live field', async () => {
  observeAs(false);
  const typed = jest.fn();
  function Typed() {
    const [value, setValue] = useState('');
    return (
      <input
        aria-label="Pickup"
        value={value}
        onChange={(event) => {
          typed(event.target.value);
          setValue(event.target.value);
        }}
      />
    );
  }
  const Part = onDemandPart(async () => ({ Typed }), (m) => m.Typed);
  const container = document.createElement('div');
  container.innerHTML = '<!--$--><div data-on-demand="" style="display:contents"><input aria-label="Pickup" value=""></div><!--/$-->';
  document.body.append(container);
  setHydrating(true);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(<Part />));
  });
  setHydrating(false);
  const serverInput = container.querySelector('input')!;
  await act(async () => {
    serverInput.focus();
    serverInput.value = 'Puente Romano';
  });
  const liveInput = container.querySelector('input')!;
  expect(liveInput).not.toBe(serverInput);
  expect(liveInput.value).toBe('Puente Romano');
  expect(typed).toHaveBeenCalledWith('Puente Romano');
  await act(async () => root!.unmount());
});

it('the live field has the focus and the typing the moment it is in the page: a key pressed next is not lost', async () => {
  observeAs(false);
  const Part = makePart();
  const { container, root } = await hydrateServerPanel(Part);
  const serverInput = container.querySelector('input')!;
  // The browser's own scheduling, not act's: the commit that swaps the HTML and the effects after it
  // are separate tasks, as on a phone, and a key can come in between.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const firstSeen = new Promise<{ focused: Element | null; value: string }>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = container.querySelector('input');
        if (!input || input === serverInput) return;
        observer.disconnect();
        resolve({ focused: document.activeElement, value: input.value });
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    serverInput.focus();
    serverInput.value = 'Puente';
    const { focused, value } = await firstSeen;
    const liveInput = container.querySelector('input');
    expect(focused).toBe(liveInput);
    expect(value).toBe('Puente');
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  await act(async () => root.unmount());
});

it('a change before the visitor reaches it keeps the server HTML shown while its code loads, then renders the change', async () => {
  observeAs(false);
  let arrive: () => void = () => {};
  const load = jest.fn(() => new Promise<{ Panel: typeof Panel }>((resolve) => (arrive = () => resolve({ Panel }))));
  const Part = Object.assign(onDemandPart(load, (m) => m.Panel), { load });
  const { container, root } = await hydrateServerPanel(Part);

  await act(async () => root.render(wrap(<Part car="Lamborghini" />)));
  expect(load).toHaveBeenCalled();
  expect(container.querySelector('h2')?.textContent).toBe('Book the Ferrari');

  await act(async () => arrive());
  expect(container.querySelector('h2')?.textContent).toBe('Book the Lamborghini');
  await act(async () => root.unmount());
});
