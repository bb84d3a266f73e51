import { CONFLICT_ANSWER_HOURS, type PaymentStatus } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enPage } from '../../../../../locales/en/payment';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esPage } from '../../../../../locales/es/payment';
import { subscribePaymentStatus } from '../api/subscribe-payment-status';
import { usePaymentStatus } from '../use-payment-status';
import { PaymentConfirmation } from './payment-confirmation';


/** The public catalog with the page's own (lingui.config.ts). */
const en = { ...enPublic, ...enPage };
const es = { ...esPublic, ...esPage };

jest.mock('../api/subscribe-payment-status', () => ({ subscribePaymentStatus: jest.fn() }));
const subscribe = jest.mocked(subscribePaymentStatus);

const SESSION = 'cs_test_a1b2c3d4e5f6g7h8';
let push: (status: PaymentStatus | null) => void;
let stop: jest.Mock;

function Harness({ sessionId }: { sessionId: string | null }) {
  const payment = usePaymentStatus(sessionId);
  return <PaymentConfirmation sessionId={sessionId} supportEmail="hello@example.es" payment={payment} />;
}

function show(sessionId: string | null, lang: 'en' | 'es' = 'en') {
  i18n.loadAndActivate({ locale: lang, messages: lang === 'es' ? es : en });
  const router = createMemoryRouter([{ path: '/payment-success', element: <Harness sessionId={sessionId} /> }], {
    initialEntries: ['/payment-success'],
  });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const statusLine = () => screen.getByTestId('payment-status');
const status = (value: PaymentStatus['status']): PaymentStatus => ({ status: value, orderNumber: 'E5F6G7H8', updatedAt: 1 });

beforeEach(() => {
  stop = jest.fn();
  subscribe.mockReset();
  subscribe.mockImplementation((_id, next) => {
    push = next;
    return stop;
  });
});

describe('the payment confirmation', () => {
  it('follows the payment live: confirming, then received, in a polite live region', () => {
    show(SESSION);
    expect(subscribe).toHaveBeenCalledWith(SESSION, expect.any(Function), expect.any(Function));
    expect(screen.getByTestId('order-number')).toHaveTextContent('E5F6G7H8');
    expect(statusLine()).toHaveAttribute('aria-live', 'polite');
    expect(statusLine()).toHaveTextContent('Checking the status of your payment…');
    act(() => push(status('pending')));
    expect(statusLine()).toHaveTextContent('We are confirming your payment…');
    act(() => push(status('paid')));
    expect(statusLine()).toHaveTextContent('Payment received — your booking is confirmed.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  });

  it('never says confirmed when the payment arrived after the days were taken: it says what happens instead', () => {
    show(SESSION, 'es');
    act(() => push(status('conflict')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago recibido');
    expect(document.body).not.toHaveTextContent(/reserva está confirmada/);
    expect(statusLine()).toHaveTextContent(`En un plazo de ${CONFLICT_ANSWER_HOURS} horas te ofreceremos otro coche`);
    expect(screen.queryByRole('heading', { name: 'Próximos pasos' })).not.toBeInTheDocument();
  });

  it('says so when the session expired, drops the next steps and links to the cars', () => {
    show(SESSION);
    act(() => push(status('expired')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment not completed');
    expect(within(statusLine()).getByRole('link', { name: 'choose a car' })).toHaveAttribute('href', '/en/cars');
    expect(screen.queryByRole('heading', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('stays neutral without a status document', () => {
    show(SESSION);
    act(() => push(null));
    expect(statusLine()).toHaveTextContent('Your confirmation e-mail will follow as soon as the payment is confirmed.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  });

  it('speaks Spanish, for a paid and for a cancelled booking', () => {
    show(SESSION, 'es');
    act(() => push(status('paid')));
    expect(statusLine()).toHaveTextContent('Pago recibido: tu reserva está confirmada.');
    act(() => push(status('cancelled')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago no completado');
    expect(within(statusLine()).getByRole('link', { name: 'elegir un coche' })).toHaveAttribute('href', '/es/coches');
  });

  it.each(['not-a-session', null])('subscribes to nothing for the session id %p', (sessionId) => {
    show(sessionId);
    expect(subscribe).not.toHaveBeenCalled();
    expect(statusLine()).toHaveAttribute('data-status', 'unknown');
    expect(statusLine()).toHaveTextContent('Your confirmation e-mail will follow as soon as the payment is confirmed.');
  });

  it('stops listening when the page goes', () => {
    const view = show(SESSION);
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });
});
