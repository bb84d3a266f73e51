/**
 * The translate actions as the admin meets them: the batch takes
 * only the cars that need translation, one at a time with 2 s between cars;
 * a failed car is logged and the batch goes on; "not configured" stops it at
 * once; Stop ends it after the car in flight; each outcome raises the product's
 * toast. The callable is faked; time is jest's.
 */
import { BATCH_DELAY_MS, RS3_CAR_ID, type RefusalReason, type TranslatableCar } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContext, type ToastDriver, type ToastRequest } from '../../../components/ui/toast-provider';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esStaff } from '../../../../../locales/es/staff';

const enMessages = { ...enPublic, ...enStaff };
const esMessages = { ...esPublic, ...esStaff };
import { translateCar } from '../api/translate-car';
import { useTranslationBatch } from './use-translation-batch';

jest.mock('../api/translate-car', () => ({ translateCar: jest.fn() }));
const translateCarMock = jest.mocked(translateCar);

const EN = 'English text';
function car(id: string, name: string, translated: boolean): TranslatableCar & { id: string; name: string } {
  const all = { es: `es ${id}`, de: `de ${id}`, fr: `fr ${id}`, it: `it ${id}` };
  return {
    id,
    name,
    description: EN,
    descriptionTranslations: translated ? { en: EN, ...all } : { en: EN, es: `es ${id}` },
    featuresTranslations: translated
      ? { en: ['A'], es: ['es A'], de: ['de A'], fr: ['fr A'], it: ['it A'] }
      : { en: ['A'], es: ['es A'] },
  };
}

const FLEET = [car('a', 'Audi RS3', false), car('b', 'BMW M5', true), car('c', 'Lotus Emira', false), car('d', 'Porsche 911', false)];

let toasts: ToastRequest[];
const driver: ToastDriver = { show: (request) => toasts.push(request), dismiss: () => {} };
const onNotConfigured = jest.fn();

function setup(lang: 'en' | 'es' = 'en') {
  i18n.loadAndActivate({ locale: lang, messages: (lang === 'es' ? esMessages : enMessages) as never });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={driver}>{children}</ToastContext.Provider>
    </I18nProvider>
  );
  return renderHook(() => useTranslationBatch(onNotConfigured), { wrapper });
}

const ok = (carId: string) => ({ ok: true as const, data: { carId, name: carId, filled: {} } });
/** A refusal as the data layer returns it: the reason only, whatever the server's English said. */
const refused = (reason: RefusalReason) => ({ ok: false as const, reason, fields: {}, details: { reason }, timedOut: false });

/** Lets the awaited fake calls settle. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  toasts = [];
  translateCarMock.mockReset();
  onNotConfigured.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('translate all cars needing it', () => {
  it('translates only the cars that need it, one at a time, 2 seconds apart, then says all completed', async () => {
    translateCarMock.mockImplementation(async (id) => ok(id));
    const { result } = setup();
    let run!: Promise<void>;
    act(() => {
      run = result.current.translateAll(FLEET);
    });
    await flush();
    expect(translateCarMock.mock.calls.map(([id]) => id)).toEqual(['a']);
    expect(result.current.batch).toMatchObject({ status: 'running', total: 3, done: 1, waiting: true });

    await act(async () => jest.advanceTimersByTime(BATCH_DELAY_MS - 1));
    expect(translateCarMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    expect(translateCarMock.mock.calls.map(([id]) => id)).toEqual(['a', 'c']);

    await act(async () => jest.advanceTimersByTime(BATCH_DELAY_MS));
    await flush();
    await act(() => run);
    expect(translateCarMock.mock.calls.map(([id]) => id)).toEqual(['a', 'c', 'd']);
    expect(result.current.batch).toMatchObject({ status: 'finished', total: 3, done: 3, failures: [] });
    expect(result.current.running).toBe(false);
    expect(toasts.map((toast) => [toast.variant, toast.title])).toEqual([['success', 'All car translations completed successfully!']]);
  });

  it('logs a failed car, goes on with the others, and names the failures at the end', async () => {
    translateCarMock.mockImplementation(async (id) =>
      id === 'c' ? refused('translation-failed') : ok(id),
    );
    const { result } = setup();
    let run!: Promise<void>;
    act(() => {
      run = result.current.translateAll(FLEET);
    });
    for (let i = 0; i < 3; i += 1) {
      await flush();
      await act(async () => jest.advanceTimersByTime(BATCH_DELAY_MS));
    }
    await act(() => run);
    expect(translateCarMock.mock.calls.map(([id]) => id)).toEqual(['a', 'c', 'd']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Lotus Emira'), expect.anything());
    expect(result.current.batch?.failures).toEqual([
      { id: 'c', name: 'Lotus Emira', message: 'The translation service did not answer. Please try again in a moment.' },
    ]);
    expect(toasts.map((toast) => [toast.variant, toast.title])).toEqual([
      ['destructive', 'Failed to translate cars: 1 of 3 could not be translated (Lotus Emira).'],
    ]);
  });

  it('stops at once when machine translation is not configured, with the product toast in the admin language', async () => {
    translateCarMock.mockResolvedValue(refused('translation-unavailable'));
    const { result } = setup('es');
    await act(() => result.current.translateAll(FLEET));
    expect(translateCarMock).toHaveBeenCalledTimes(1);
    expect(onNotConfigured).toHaveBeenCalled();
    expect(result.current.batch).toMatchObject({ status: 'stopped', done: 1 });
    expect(toasts.map((toast) => toast.title)).toEqual([
      'No se han podido traducir los coches: La traducción automática no está configurada en este servidor. Aun así, puedes editar las traducciones a mano.',
    ]);
  });

  it('stops after the car in flight when the admin asks, without waiting 2 seconds', async () => {
    translateCarMock.mockImplementation(async (id) => ok(id));
    const { result } = setup();
    let run!: Promise<void>;
    act(() => {
      run = result.current.translateAll(FLEET);
    });
    await flush();
    act(() => result.current.stop());
    await act(() => run);
    expect(translateCarMock).toHaveBeenCalledTimes(1);
    expect(result.current.batch).toMatchObject({ status: 'stopped', done: 1, total: 3 });
    expect(toasts.map((toast) => [toast.title, toast.description])).toEqual([
      ['Batch translation stopped', '1 of 3 cars were processed before you stopped.'],
    ]);
  });

  it('says there is nothing to translate when every car is translated', async () => {
    const { result } = setup();
    await act(() => result.current.translateAll([FLEET[1]!]));
    expect(translateCarMock).not.toHaveBeenCalled();
    expect(result.current.batch).toBeNull();
    expect(toasts.map((toast) => toast.title)).toEqual(['Nothing to translate']);
  });
});

describe('translate RS3', () => {
  it('translates the fixed RS3 car and says so', async () => {
    translateCarMock.mockImplementation(async (id) => ok(id));
    const { result } = setup();
    await act(() => result.current.translateRs3());
    expect(translateCarMock).toHaveBeenCalledWith(RS3_CAR_ID);
    expect(toasts.map((toast) => [toast.variant, toast.title])).toEqual([['success', 'RS3 translations completed successfully!']]);
  });

  it('shows the failure in the product toast', async () => {
    translateCarMock.mockResolvedValue(refused('translation-unavailable'));
    const { result } = setup();
    await act(() => result.current.translateRs3());
    expect(onNotConfigured).toHaveBeenCalled();
    expect(toasts.map((toast) => [toast.variant, toast.title])).toEqual([
      ['destructive', 'Failed to translate RS3: Machine translation is not configured on this server. You can still edit the translations by hand.'],
    ]);
  });
});
