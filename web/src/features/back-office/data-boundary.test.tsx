/**
 * reactfire throws a failed read while rendering and keeps it for the whole
 * page: the boundary says so and its Try again reads afresh.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useObservable } from 'reactfire';
import { Observable } from 'rxjs';
import { DataBoundary } from './data-boundary';

function Inbox({ source }: { source: Observable<string> }) {
  const { data } = useObservable('test:inbox', source);
  return <p>{data}</p>;
}

beforeAll(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: {} })));
// reactfire also rethrows the error where nobody catches it, and React logs the caught one: both are expected here.
const swallow = (event: ErrorEvent) => event.preventDefault();
beforeEach(() => {
  window.addEventListener('error', swallow);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener('error', swallow);
  jest.restoreAllMocks();
});

it('shows a failed read with a Try again that subscribes afresh', async () => {
  let reads = 0;
  const source = new Observable<string>((subscriber) => {
    reads += 1;
    const attempt = reads;
    setTimeout(() => (attempt === 1 ? subscriber.error(new Error('permission-denied')) : subscriber.next('3 new messages')));
  });
  render(
    <I18nProvider i18n={i18n}>
      <DataBoundary message="The inbox could not be loaded.">
        <Inbox source={source} />
      </DataBoundary>
    </I18nProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The inbox could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('3 new messages')).toBeInTheDocument();
  expect(reads).toBe(2);
});
