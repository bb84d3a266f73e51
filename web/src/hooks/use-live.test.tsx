import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { allowFirebaseSoon } from '../lib/firebase-gate';
import { createPageDataStore, PageDataProvider } from '../lib/page-data';
import { useLive, type Subscribe } from './use-live';

jest.mock('../lib/firebase-gate', () => ({ allowFirebaseSoon: jest.fn() }));

/** A subscription the test answers by hand. */
function fakeSource<T>() {
  const listeners = new Set<(data: T) => void>();
  const subscribe: Subscribe<T> = (next) => {
    listeners.add(next);
    return () => listeners.delete(next);
  };
  return { subscribe, answer: (data: T) => listeners.forEach((listener) => listener(data)) };
}

function Reader({ id, subscribe }: { id: string; subscribe: Subscribe<{ price: number }> }) {
  const state = useLive('price', subscribe);
  return <p data-testid={id}>{state.status === 'ready' ? state.data.price : state.status}</p>;
}

describe('useLive', () => {
  it('lets Firebase in without waiting for the visitor only for a key the page does not know', () => {
    const source = fakeSource<{ price: number }>();
    jest.mocked(allowFirebaseSoon).mockClear();
    const { unmount } = render(
      <PageDataProvider store={createPageDataStore({ price: { price: 900 } })}>
        <Reader id="a" subscribe={source.subscribe} />
      </PageDataProvider>,
    );
    expect(allowFirebaseSoon).not.toHaveBeenCalled();
    unmount();

    render(
      <PageDataProvider store={createPageDataStore({})}>
        <Reader id="b" subscribe={source.subscribe} />
      </PageDataProvider>,
    );
    expect(screen.getByTestId('b').textContent).toBe('loading');
    expect(allowFirebaseSoon).toHaveBeenCalledTimes(1);
  });

  it('starts from the page data, skips an answer that equals it, and gives a changed one to every reader', async () => {
    const source = fakeSource<{ price: number }>();
    let commits = 0;
    const counted = () => void commits++;
    render(
      <PageDataProvider store={createPageDataStore({ price: { price: 900 } })}>
        <Profiler id="readers" onRender={counted}>
          <Reader id="a" subscribe={source.subscribe} />
          <Reader id="b" subscribe={source.subscribe} />
        </Profiler>
      </PageDataProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('900');
    const before = commits;
    await act(async () => source.answer({ price: 900 }));
    expect(commits).toBe(before);

    await act(async () => source.answer({ price: 1100 }));
    expect(screen.getByTestId('a').textContent).toBe('1100');
    expect(screen.getByTestId('b').textContent).toBe('1100');
  });

  it('turns a failed subscription into an error whose retry subscribes again', async () => {
    let attempts = 0;
    const subscribe: Subscribe<{ price: number }> = (next, fail) => {
      attempts += 1;
      const attempt = attempts;
      queueMicrotask(() => (attempt === 1 ? fail(new Error('permission-denied')) : next({ price: 700 })));
      return () => {};
    };
    function Retrying() {
      const state = useLive('price', subscribe);
      if (state.status === 'error') return <button onClick={state.retry}>Try again</button>;
      return <p data-testid="price">{state.status === 'ready' ? state.data.price : state.status}</p>;
    }
    render(
      <PageDataProvider store={createPageDataStore({})}>
        <Retrying />
      </PageDataProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('700')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
