import { act, render, screen } from '@testing-library/react';
import { createPageDataStore, PageDataProvider } from '../lib/page-data';
import { useLive, type Subscribe } from './use-live';

/** A subscription the test answers by hand; counts the renders of each reader. */
function fakeSource<T>() {
  const listeners = new Set<(data: T) => void>();
  const subscribe: Subscribe<T> = (next) => {
    listeners.add(next);
    return () => listeners.delete(next);
  };
  return { subscribe, answer: (data: T) => listeners.forEach((listener) => listener(data)) };
}

function Reader({ id, subscribe, renders }: { id: string; subscribe: Subscribe<{ price: number }>; renders: Record<string, number> }) {
  const state = useLive('price', subscribe);
  renders[id] = (renders[id] ?? 0) + 1;
  return <p data-testid={id}>{state.status === 'ready' ? state.data.price : state.status}</p>;
}

describe('useLive', () => {
  it('starts from the page data, skips an answer that equals it, and gives a changed one to every reader', async () => {
    const source = fakeSource<{ price: number }>();
    const renders: Record<string, number> = {};
    render(
      <PageDataProvider store={createPageDataStore({ price: { price: 900 } })}>
        <Reader id="a" subscribe={source.subscribe} renders={renders} />
        <Reader id="b" subscribe={source.subscribe} renders={renders} />
      </PageDataProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('900');
    const before = { ...renders };
    await act(async () => source.answer({ price: 900 }));
    expect(renders).toEqual(before);

    await act(async () => source.answer({ price: 1100 }));
    expect(screen.getByTestId('a').textContent).toBe('1100');
    expect(screen.getByTestId('b').textContent).toBe('1100');
  });
});
