import type { CheckoutRequest } from '@costa/domain';
import { startCheckout } from './start-checkout';

const mockCall = jest.fn();
jest.mock('../../../lib/firebase', () => ({
  getFunctionsClient: jest.fn(async () => ({})),
  functionsSdk: jest.fn(async () => jest.requireMock('firebase/functions')),
}));
jest.mock('firebase/functions', () => ({ httpsCallable: jest.fn(() => mockCall) }));

const REQUEST: CheckoutRequest = {
  carId: 'VPiaM3deL9A66yg4i5Yb',
  startDate: '2030-07-02',
  endDate: '2030-07-05',
  pickupTime: '10:00',
  dropoffTime: '18:00',
  pickupLocation: 'Marbella Club Hotel',
  dropoffLocation: 'Marbella Club Hotel',
  customerName: 'Ana García',
  customerEmail: 'ana@example.es',
  driverBirthDate: '1988-02-14',
  driverLicenceDate: '2007-03-01',
  lang: 'es',
  termsAccepted: true,
};

/** An HttpsError as the Functions SDK raises it: a code and the server's details. */
const refusal = (code: string, details?: unknown) => Object.assign(new Error('refused'), { code: `functions/${code}`, details });

beforeEach(() => {
  mockCall.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('startCheckout', () => {
  it('sends the choices and returns the payment page', async () => {
    mockCall.mockResolvedValue({ data: { orderId: 'o1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: true, url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(mockCall).toHaveBeenCalledWith(REQUEST);
  });

  it('treats an answer without a usable URL as a failure', async () => {
    mockCall.mockResolvedValue({ data: { orderId: 'o1' } });
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason: 'unknown', fields: {} });
    mockCall.mockResolvedValue({ data: { orderId: 'o1', url: 'javascript:alert(1)' } });
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason: 'unknown', fields: {} });
  });

  it.each([
    ['failed-precondition', 'dates-unavailable'],
    ['failed-precondition', 'car-on-request'],
    ['invalid-argument', 'past-dates'],
    ['not-found', 'car-not-found'],
    ['unavailable', 'payments-unavailable'],
    ['aborted', 'busy'],
    ['resource-exhausted', 'too-many-pending'],
    ['resource-exhausted', 'too-many-attempts'],
  ])('reads the reason of a %s refusal (%s)', async (code, reason) => {
    mockCall.mockRejectedValue(refusal(code, { reason }));
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason, fields: {} });
  });

  it("reads each field's rule of an invalid-input refusal, and nothing but descriptors", async () => {
    const email = { id: 'form.order.email-invalid', message: 'Please enter a valid email address.' };
    mockCall.mockRejectedValue(refusal('invalid-argument', { reason: 'invalid-input', fields: { customerEmail: email, customerName: '<b>x</b>' } }));
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason: 'invalid-input', fields: { customerEmail: email } });
  });

  it('calls anything else unknown: no details, a strange reason, a network failure', async () => {
    mockCall.mockRejectedValue(refusal('internal'));
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason: 'unknown', fields: {} });
    mockCall.mockRejectedValue(refusal('internal', { reason: 'rm -rf' }));
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason: 'unknown', fields: {} });
    mockCall.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(startCheckout(REQUEST)).resolves.toEqual({ ok: false, reason: 'unknown', fields: {} });
  });
});
