import { act, fireEvent, render, screen } from '@testing-library/react';
import { useAsync } from './use-async';

function Reader({ id, load }: { id: string | null; load: () => Promise<string> }) {
  const state = useAsync(id, load);
  if (state.status === 'error') return <button onClick={state.retry}>Try again</button>;
  return <p role="status">{state.status === 'ready' ? state.data : 'loading'}</p>;
}

describe('useAsync', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows loading, then a failure with a retry that reads again, then the data', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('Huracán');
    render(<Reader id="car" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(await screen.findByText('Huracán')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again for a new key, never shows the old key’s answer for it, and reads nothing for null', async () => {
    let answer!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { rerender } = render(<Reader id={null} load={load} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Reader id="a" load={load} />);
    await act(async () => answer('first'));
    expect(screen.getByRole('status')).toHaveTextContent('first');
    rerender(<Reader id="b" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await act(async () => answer('second'));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
