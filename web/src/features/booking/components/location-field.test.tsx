import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { isPlacesSessionToken, SUGGESTION_DEBOUNCE_MS, SUGGESTION_FETCH_MIN, type PlaceSuggestion } from '@costa/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enPage } from '../../../../../locales/en/booking';
import { LocationField } from './location-field';

// Only the callable is stood in for: the field, its hooks and the api module run as they are.
const mockCall = jest.fn();
jest.mock('../../../lib/firebase', () => ({
  getFunctionsClient: jest.fn(async () => ({})),
  functionsSdk: jest.fn(async () => jest.requireMock('firebase/functions')),
}));
jest.mock('firebase/functions', () => ({ httpsCallable: jest.fn(() => mockCall) }));

const suggestion = (name: string): PlaceSuggestion => ({
  placeId: `id-${name}`,
  description: `${name}, Marbella, Spain`,
  mainText: name,
  secondaryText: 'Marbella, Spain',
  types: ['lodging'],
});

function Field({ listMin }: { listMin: number }) {
  const [value, setValue] = useState('');
  return <LocationField label="Pickup" value={value} onChange={setValue} lang="en" listMin={listMin} />;
}

function renderField(listMin = 1) {
  i18n.loadAndActivate({ locale: 'en', messages: { ...enPublic, ...enPage } as never });
  render(
    <I18nProvider i18n={i18n}>
      <Field listMin={listMin} />
    </I18nProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Pickup' });
  fireEvent.focus(input);
  return input;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The request the callable got for `input`, once it has come (after the field's debounce). */
async function requestFor(input: string): Promise<{ input: string; lang: string; sessionToken?: string }> {
  let request: { input: string; lang: string; sessionToken?: string } | undefined;
  await waitFor(() => {
    request = mockCall.mock.calls.map(([data]) => data).find((data) => data.input === input);
    expect(request).toBeDefined();
  });
  return request!;
}

beforeEach(() => {
  mockCall.mockReset();
  mockCall.mockImplementation(async ({ input }: { input: string }) => ({ data: { predictions: [suggestion(`${input} Hotel`)] } }));
});

describe('LocationField suggestion sessions', () => {
  it('sends one session token for the requests of one typing, and a new one after a suggestion is chosen', async () => {
    const input = renderField();
    type(input, 'Marbe');
    const first = await requestFor('Marbe');
    expect(isPlacesSessionToken(first.sessionToken)).toBe(true);
    type(input, 'Marbel');
    expect(await requestFor('Marbel')).toEqual({ input: 'Marbel', lang: 'en', sessionToken: first.sessionToken });

    fireEvent.click(await screen.findByRole('option', { name: /Marbel Hotel/ }));
    expect(input).toHaveValue('Marbel Hotel, Marbella, Spain');
    // The list of the chosen address is asked outside any typing, so without a token.
    expect(await requestFor('Marbel Hotel, Marbella, Spain')).not.toHaveProperty('sessionToken');

    type(input, 'Estep');
    const next = await requestFor('Estep');
    expect(isPlacesSessionToken(next.sessionToken)).toBe(true);
    expect(next.sessionToken).not.toBe(first.sessionToken);
  });

  it('starts a new session when the field is typed empty and then again', async () => {
    const input = renderField();
    type(input, 'Puert');
    const first = await requestFor('Puert');
    type(input, '');
    type(input, 'Puerto B');
    const next = await requestFor('Puerto B');
    expect(isPlacesSessionToken(next.sessionToken)).toBe(true);
    expect(next.sessionToken).not.toBe(first.sessionToken);
  });

  it('asks for nothing below the minimum length, however long the visitor waits, then asks once it is reached', async () => {
    jest.useFakeTimers();
    try {
      const input = renderField(SUGGESTION_FETCH_MIN);
      type(input, 'Ma');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 3);
      });
      expect(mockCall).not.toHaveBeenCalled();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      type(input, 'Mal');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 3);
      });
      expect(mockCall.mock.calls.map(([data]) => data.input)).toEqual(['Mal']);
    } finally {
      jest.useRealTimers();
    }
  });
});
