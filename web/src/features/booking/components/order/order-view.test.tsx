import { DEFAULT_RENTAL_TERMS, type Car, type Extra, type Lang, type OrderBooking, type RentalDiscount, type Season } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../../lib/router';
import { ToastContext, type ToastRequest } from '../../../../components/ui/toast-provider';
import { createPageDataStore, PageDataProvider } from '../../../../lib/page-data';
import { messages as enCustomer } from '../../../../../../locales/en/customer';
import { messages as enBooking } from '../../../../../../locales/en/booking';
import { messages as enPublic } from '../../../../../../locales/en/messages';
import { messages as esCustomer } from '../../../../../../locales/es/customer';
import { messages as esBooking } from '../../../../../../locales/es/booking';
import { messages as esPublic } from '../../../../../../locales/es/messages';

// The order page loads the booking and customer catalogs with its chunk (lingui.config.ts).
const en = { ...enPublic, ...enBooking, ...enCustomer };
const es = { ...esPublic, ...esBooking, ...esCustomer };
import { getProfile } from '../../../auth/api/get-profile';
import { useAuth, type AuthState } from '../../../auth/use-auth';
import { subscribeDiscounts } from '../../api/subscribe-discounts';
import { subscribeCarSeasons } from '../../../prices/api/subscribe-seasons';
import { subscribeCarExtras } from '../../api/subscribe-extras';
import { calculateDistance } from '../../api/calculate-distance';
import { goToCheckout, startCheckout, type CheckoutOutcome } from '../../api/start-checkout';
import { OrderView } from './order-view';

jest.mock('../../api/start-checkout', () => ({ startCheckout: jest.fn(), goToCheckout: jest.fn() }));
jest.mock('../../api/subscribe-discounts', () => ({ subscribeDiscounts: jest.fn() }));
jest.mock('../../../prices/api/subscribe-seasons', () => ({ subscribeCarSeasons: jest.fn() }));
jest.mock('../../api/subscribe-extras', () => ({ subscribeCarExtras: jest.fn() }));
jest.mock('../../api/calculate-distance', () => ({ calculateDistance: jest.fn(async () => ({ km: 0, pickupKm: 0, dropoffKm: 0 })) }));
// No stored settings: the free delivery zone is the default.
jest.mock('../../../site/api/subscribe-site-settings', () => ({ subscribeSiteSettings: jest.fn(() => () => {}) }));
jest.mock('../../../auth/use-auth', () => ({ useAuth: jest.fn() }));
jest.mock('../../../auth/api/get-profile', () => ({ getProfile: jest.fn() }));

const checkout = jest.mocked(startCheckout);
const leave = jest.mocked(goToCheckout);
const auth = jest.mocked(useAuth);
const profile = jest.mocked(getProfile);

const tier = (minDays: number, maxDays: number, discountPercentage: number): RentalDiscount => ({
  id: `tier-${minDays}`,
  minDays,
  maxDays,
  discountPercentage,
  description: `${minDays}-${maxDays} days`,
  isActive: true,
});
jest.mocked(subscribeDiscounts).mockImplementation((next) => {
  void Promise.resolve().then(() => next([tier(1, 1, 0), tier(2, 3, 5), tier(4, 7, 10), tier(8, 31, 20)]));
  return () => {};
});

/** The seasons the next render's car reads: none unless a test says otherwise. */
let seasons: Season[] = [];
jest.mocked(subscribeCarSeasons).mockImplementation((_car, _from, next) => {
  void Promise.resolve().then(() => next(seasons));
  return () => {};
});

/** The extras the next render's car is offered: none unless a test says otherwise. */
let extras: Extra[] = [];
jest.mocked(subscribeCarExtras).mockImplementation((_car, next) => {
  void Promise.resolve().then(() => next(extras));
  return () => {};
});

const CAR: Car = {
  id: 'VPiaM3deL9A66yg4i5Yb',
  slugKey: 'vpiam3',
  name: 'Ferrari 296 GTB',
  brand: 'Ferrari',
  model: '296 GTB',
  year: 2024,
  location: 'Marbella',
  dailyPrice: 1650,
  category: 'supercars',
  availabilityType: 'direct_booking',
  isAvailable: true,
  images: [],
  videoUrl: null,
  description: '',
  descriptionTranslations: {},
  featuresTranslations: {},
  specifications: null,
  rentalTerms: DEFAULT_RENTAL_TERMS.supercars,
  createdAt: 0,
};

const BOOKING: OrderBooking = {
  startDate: '2030-07-02',
  endDate: '2030-07-05',
  pickupTime: '07:00',
  dropoffTime: '18:00',
  pickupLocation: 'Marbella Club Hotel',
  dropoffLocation: 'Marbella Club Hotel',
};

const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, isAdmin: false };

let toasts: ToastRequest[];

function renderOrder(lang: Lang = 'en') {
  i18n.loadAndActivate({ locale: lang, messages: lang === 'es' ? es : en });
  const path = `/${lang}/order/${CAR.id}`;
  const router = createMemoryRouter(
    [{ path, element: <OrderView car={CAR} booking={BOOKING} carPath={`/${lang}/car/x`} lang={lang} /> }],
    { initialEntries: [path] },
  );
  // A store of its own: what one test's subscriptions answered never shows in the next.
  return render(
    <PageDataProvider store={createPageDataStore()}>
      <I18nProvider i18n={i18n}>
        <ToastContext.Provider value={{ show: (request) => toasts.push(request), dismiss: () => {} }}>
          <RouterProvider router={router} />
        </ToastContext.Provider>
      </I18nProvider>
    </PageDataProvider>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
/** A date field (no textbox role): by its label. */
const dateField = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const typeDate = (name: RegExp, value: string) => fireEvent.change(dateField(name), { target: { value } });
const payNow = () => screen.getByRole('button', { name: /Pay Now|Pagar ahora/ });
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

/** The summary, once Pay Now can be pressed (the distance measured, the total final). */
async function orderReady(): Promise<HTMLElement> {
  const summary = await screen.findByRole('complementary');
  await waitFor(() => expect(payNow()).toBeEnabled());
  return summary;
}

const termsBox = () => screen.getByRole('checkbox', { name: /I accept the rental terms and the privacy policy/ });

function fillDriver(birthDate = '1986-03-09', licenceDate = '2005-10-20') {
  typeDate(/^Date of birth/, birthDate);
  typeDate(/^Licence issued on/, licenceDate);
}

function fillValid() {
  type(/^Full name/, 'Ana García');
  type(/^Email/, 'ana@example.es');
  fillDriver();
  fireEvent.click(termsBox());
}

beforeEach(() => {
  extras = [];
  toasts = [];
  checkout.mockReset();
  leave.mockReset();
  profile.mockReset();
  auth.mockReturnValue(SIGNED_OUT);
});

describe('the order page', () => {
  it('summarises the car, the handovers, the rental period and a breakdown in cents', async () => {
    renderOrder();
    const summary = await screen.findByRole('complementary', { name: 'Ferrari 296 GTB' });
    expect(summary).toHaveTextContent('Ferrari · 296 GTB · 2024');
    expect(summary).toHaveTextContent('Tue, Jul 2, 2030 · 07:00');
    expect(summary).toHaveTextContent('Fri, Jul 5, 2030 · 18:00');
    expect(within(summary).getAllByText('Marbella Club Hotel')).toHaveLength(2);
    expect(within(summary).getByTestId('rental-period')).toHaveTextContent('4 days');
    const price = within(summary).getByRole('region', { name: 'Price' });
    expect(within(price).getByText('Out-of-hours pickup').nextElementSibling).toHaveTextContent('+€150.00');
    // 4 × 1,650 = 6,600, 10 % off, plus the early pickup.
    expect(within(summary).getByRole('status')).toHaveTextContent('Total€6,090.00');
    expect(field(/^Phone/).required).toBe(false);
    expect(field(/^Full name/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/^Email/)).toHaveAttribute('maxlength', '255');
  });

  it('breaks the days down by season when one prices some of them, named in the language of the page', async () => {
    seasons = [
      {
        id: 'summer',
        names: { en: 'High season', es: 'Temporada alta' },
        startDate: '2030-07-04',
        endDate: '2030-08-31',
        scope: 'fleet',
        target: '',
        rate: { kind: 'multiplier', value: 1.2 },
        weekendRate: null,
      },
    ];
    try {
      renderOrder();
      const summary = await screen.findByRole('complementary', { name: 'Ferrari 296 GTB' });
      const price = within(summary).getByRole('region', { name: 'Price' });
      expect((await within(price).findByText('Standard rate: 2 days × €1,650.00')).nextElementSibling).toHaveTextContent('€3,300.00');
      expect(within(price).getByText('High season: 2 days × €1,980.00').nextElementSibling).toHaveTextContent('€3,960.00');
      // (3,300 + 3,960) less 10 %, plus the early pickup.
      expect(within(summary).getByRole('status')).toHaveTextContent('Total€6,684.00');
    } finally {
      seasons = [];
    }
  });

  it('offers the extras, adds a ticked one to the total, asks for the additional driver against the car’s terms, and sends their ids', async () => {
    const base = { descriptions: {}, scope: 'all' as const, targets: [], isActive: true };
    extras = [
      { ...base, id: 'driver', kind: 'additional-driver', names: { en: 'Additional driver' }, pricing: 'per-day', price: 35, cap: 105, position: 1 },
      { ...base, id: 'seat', kind: 'other', names: { en: 'Child seat' }, descriptions: { en: 'An i-Size seat.' }, pricing: 'per-rental', price: 45, cap: null, position: 2 },
    ];
    checkout.mockResolvedValue({ ok: true, url: 'http://127.0.0.1:5000/test-checkout/cs_test_1' });
    renderOrder();
    const summary = await orderReady();
    const extrasGroup = screen.getByRole('group', { name: 'Extras' });
    expect(extrasGroup).toHaveTextContent('€35 per day, at most €105');
    expect(extrasGroup).toHaveTextContent('€45 per rental');
    expect(screen.queryByRole('textbox', { name: /^Additional driver's full name/ })).toBeNull();

    // Four days of the driver would be 140: the cap makes it 105.
    fireEvent.click(screen.getByRole('checkbox', { name: /Additional driver/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Child seat/ }));
    const price = within(summary).getByRole('region', { name: 'Price' });
    expect(within(price).getByText('Additional driver: 4 days, capped').nextElementSibling).toHaveTextContent('+€105.00');
    expect(within(price).getByText('Child seat').nextElementSibling).toHaveTextContent('+€45.00');
    expect(within(summary).getByRole('status')).toHaveTextContent('Total€6,240.00');

    // The additional driver is judged as the main driver is, before Pay Now.
    fillValid();
    type(/^Additional driver's full name/, 'Leo García');
    typeDate(/^Additional driver's date of birth/, '2008-01-01');
    typeDate(/^Additional driver's licence issued on/, '2026-01-01');
    fireEvent.click(payNow());
    expect(await screen.findByText(/The additional driver of this car must be at least 25 years old/)).toBeInTheDocument();
    expect(checkout).not.toHaveBeenCalled();

    typeDate(/^Additional driver's date of birth/, '1990-05-05');
    typeDate(/^Additional driver's licence issued on/, '2010-05-05');
    fireEvent.click(payNow());
    await waitFor(() => expect(checkout).toHaveBeenCalled());
    expect(checkout.mock.calls[0]![0]).toMatchObject({
      extras: ['driver', 'seat'],
      additionalDriverName: 'Leo García',
      additionalDriverBirthDate: '1990-05-05',
      additionalDriverLicenceDate: '2010-05-05',
    });
  });

  it('speaks Spanish, with cents in the Spanish format', async () => {
    renderOrder('es');
    const summary = await orderReady();
    expect(summary).toHaveAccessibleName('Ferrari 296 GTB');
    expect(within(summary).getByTestId('rental-period')).toHaveTextContent('4 días');
    expect(nbsp(within(summary).getByRole('status').textContent)).toBe('Total6090,00 €');
  });

  it("states the car's rental terms for these days: the kilometres of all four, then the price of more", async () => {
    renderOrder();
    const summary = await screen.findByRole('complementary', { name: 'Ferrari 296 GTB' });
    const terms = within(summary).getByRole('region', { name: 'Rental terms' });
    const term = (name: string) => within(terms).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Deposit')).toBe('€5,000');
    expect(term('Mileage')).toBe('800 km included (200 km/day), then €3.50/km');
    expect(term('Driver')).toBe("25+ with 3 years' licence");
    expect(term('Insurance excess')).toBe('€10,000');
  });

  it('states the rental terms in Spanish', async () => {
    renderOrder('es');
    const summary = await screen.findByRole('complementary', { name: 'Ferrari 296 GTB' });
    const terms = within(summary).getByRole('region', { name: 'Condiciones del alquiler' });
    const term = (name: string) => nbsp(within(terms).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? null);
    expect(term('Fianza')).toBe('5000 €');
    expect(term('Kilometraje')).toBe('800 km incluidos (200 km/día), después 3,50 €/km');
    expect(term('Conductor')).toBe('Desde 25 años, con 3 años de carné');
    expect(term('Franquicia del seguro')).toBe('10.000 €');
  });

  it('holds Pay Now while the distance is measured, so the total it pays is the one shown', async () => {
    let measured!: (km: { km: number; pickupKm: number; dropoffKm: number }) => void;
    jest.mocked(calculateDistance).mockImplementationOnce(() => new Promise((resolve) => (measured = resolve)));
    renderOrder();
    const summary = await screen.findByRole('complementary');
    expect(within(summary).getByText('Measuring the distance…')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
    await waitFor(() => expect(measured).toBeDefined());
    act(() => measured({ km: 0, pickupKm: 0, dropoffKm: 0 }));
    await waitFor(() => expect(payNow()).toBeEnabled());
    expect(within(summary).queryByText('Measuring the distance…')).toBeNull();
  });

  it('refuses a missing name with the product toast, marks the field, focuses it and sends nothing', async () => {
    renderOrder();
    await orderReady();
    type(/^Email/, 'ana@example.es');
    fireEvent.click(payNow());
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      variant: 'destructive',
      title: 'Missing Information',
      description: 'Please fill in your name and email address.',
    });
    expect(field(/^Full name/)).toHaveAccessibleDescription('Please enter your full name.');
    expect(document.activeElement).toBe(field(/^Full name/));
    expect(field(/^Email/).value).toBe('ana@example.es');
    expect(checkout).not.toHaveBeenCalled();
    // The error goes as soon as the field is corrected.
    type(/^Full name/, 'Ana');
    await waitFor(() => expect(field(/^Full name/)).not.toHaveAccessibleDescription('Please enter your full name.'));
  });

  it('needs the rental terms and the privacy policy accepted: the box, focused with its rule, and links to both', async () => {
    renderOrder();
    await orderReady();
    type(/^Full name/, 'Ana García');
    type(/^Email/, 'ana@example.es');
    fillDriver();
    fireEvent.click(payNow());
    await waitFor(() => expect(termsBox()).toHaveAccessibleDescription('Please accept the rental terms and the privacy policy to book.'));
    expect(document.activeElement).toBe(termsBox());
    expect(checkout).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'rental terms' })).toHaveAttribute('href', '/en/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy');
    fireEvent.click(termsBox());
    await waitFor(() => expect(termsBox()).not.toHaveAccessibleDescription());
  });

  it("says before Pay Now that the main driver is too young for this car, or a licence date impossible, on each field, and sends nothing", async () => {
    renderOrder();
    await orderReady();
    expect(screen.getByText(/must be at least 25 and have held a full licence for 3 years by the first rental day/)).toBeInTheDocument();
    fillValid();
    // 24 on the first rental day (2 July 2030); a licence from the future.
    fillDriver('2005-07-03', '2099-01-01');
    fireEvent.click(payNow());
    await waitFor(() =>
      expect(dateField(/^Date of birth/)).toHaveAccessibleDescription(
        'The main driver of this car must be at least 25 years old on the first rental day.',
      ),
    );
    expect(dateField(/^Licence issued on/)).toHaveAccessibleDescription(
      'Please check the licence date: it cannot be in the future or before the driver turned 16.',
    );
    expect(document.activeElement).toBe(dateField(/^Date of birth/));
    expect(checkout).not.toHaveBeenCalled();
    // On the 25th birthday the driver may book.
    checkout.mockResolvedValue({ ok: false, reason: 'busy', fields: {} });
    fillDriver('2005-07-02', '2024-07-02');
    fireEvent.click(payNow());
    await waitFor(() => expect(checkout).toHaveBeenCalledWith(expect.objectContaining({ driverBirthDate: '2005-07-02' })));
  });

  it('refuses a malformed e-mail with the product toast', async () => {
    renderOrder();
    await orderReady();
    type(/^Full name/, 'Ana García');
    type(/^Email/, 'ana@example');
    fireEvent.click(payNow());
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    expect(document.activeElement).toBe(field(/^Email/));
    expect(checkout).not.toHaveBeenCalled();
  });

  it('shows Processing... while the checkout starts, then leaves for the payment page', async () => {
    let answer: (outcome: CheckoutOutcome) => void = () => {};
    checkout.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(payNow());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled());
    expect(checkout).toHaveBeenCalledWith({
      carId: CAR.id,
      ...BOOKING,
      customerName: 'Ana García',
      customerEmail: 'ana@example.es',
      driverBirthDate: '1986-03-09',
      driverLicenceDate: '2005-10-20',
      lang: 'en',
      termsAccepted: true,
      extras: [],
    });
    await act(async () => answer({ ok: true, url: 'http://127.0.0.1:5000/test-checkout/cs_test_123' }));
    expect(leave).toHaveBeenCalledWith('http://127.0.0.1:5000/test-checkout/cs_test_123');
    // Still busy while the browser leaves: no second order.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('says the dates were just taken, offers other dates and keeps what was typed', async () => {
    checkout.mockResolvedValue({ ok: false, reason: 'dates-unavailable', fields: {} });
    renderOrder();
    await orderReady();
    fillValid();
    type(/^Phone/, '+34 600 000 000');
    fireEvent.click(payNow());
    const alert = await screen.findByRole('alert');
    expect(toasts).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Dates No Longer Available',
        description: 'Someone has just booked this car for some of these days. Please pick other dates.',
      }),
    ]);
    expect(within(alert).getByRole('link', { name: 'Choose other dates' })).toHaveAttribute('href', '/en/car/x');
    expect(payNow()).toBeEnabled();
    expect(field(/^Full name/).value).toBe('Ana García');
    expect(field(/^Phone/).value).toBe('+34 600 000 000');
    expect(checkout).toHaveBeenCalledWith(expect.objectContaining({ customerPhone: '+34 600 000 000' }));
    expect(leave).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a field on that field, focused, and keeps what was typed", async () => {
    checkout.mockResolvedValue({
      ok: false,
      reason: 'invalid-input',
      fields: { customerEmail: { id: 'form.order.email-invalid', message: 'Please enter a valid email address.' } },
    });
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(payNow());
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field(/^Email/));
    expect(field(/^Email/).value).toBe('ana@example.es');
    expect(payNow()).toBeEnabled();
  });

  it('a customer with 3 checkouts already waiting is told so, and keeps what was typed', async () => {
    checkout.mockResolvedValue({ ok: false, reason: 'too-many-pending', fields: {} });
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(payNow());
    await screen.findByRole('alert');
    expect(toasts).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Checkouts Already Open',
        description:
          'You already have 3 bookings waiting for payment. Complete or cancel one of them, or wait 35 minutes for them to lapse, then try again.',
      }),
    ]);
    expect(payNow()).toBeEnabled();
    expect(field(/^Full name/).value).toBe('Ana García');
    expect(leave).not.toHaveBeenCalled();
  });

  it('points an on-request car to the contact page', async () => {
    checkout.mockResolvedValue({ ok: false, reason: 'car-on-request', fields: {} });
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(payNow());
    const alert = await screen.findByRole('alert');
    expect(toasts[0]).toMatchObject({ title: 'Booking on Request' });
    expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en/contact?car=Ferrari+296+GTB',
    );
  });

  it('says online payment is unavailable when the site cannot take it, rather than asking to try again', async () => {
    checkout.mockResolvedValue({ ok: false, reason: 'payments-unavailable', fields: {} });
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(payNow());
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      title: 'Online Payment Unavailable',
      description: 'Online payment is not available at the moment. Contact us and we will confirm your dates and take payment another way.',
    });
  });

  it.each(['unknown'] as const)('gives the product Payment Error for %s', async (reason) => {
    checkout.mockResolvedValue({ ok: false, reason, fields: {} });
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(payNow());
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      title: 'Payment Error',
      description: 'There was a problem setting up your payment. Please try again or contact us directly.',
    });
    expect(payNow()).toBeEnabled();
  });

  it('asks for a tax ID and a billing address only behind "Invoice for a business?", and keeps them when it is unticked', async () => {
    renderOrder();
    await orderReady();
    const business = screen.getByRole('checkbox', { name: 'Invoice for a business?' });
    expect(business).not.toBeChecked();
    expect(business).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /^Tax ID/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Billing address/ })).toBeNull();

    fireEvent.click(business);
    expect(business).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(business.getAttribute('aria-controls')!)).toContainElement(field(/^Tax ID \(NIF, CIF or EU VAT number\)/));
    expect(field(/^Tax ID/)).toHaveAccessibleDescription('Shown on your invoice, e.g. B12345678 or DE123456789.');
    expect(field(/^Tax ID/)).toHaveAttribute('maxlength', '20');
    expect(field(/^Billing address/)).toHaveAccessibleDescription('Shown on your invoice.');
    expect(field(/^Billing address/)).toHaveAttribute('maxlength', '200');
    type(/^Tax ID/, 'B12345678');
    type(/^Billing address/, 'Calle Mayor 1, Marbella');

    fireEvent.click(business);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Tax ID/ })).toBeNull());
    await act(async () => fireEvent.click(business));
    expect(field(/^Tax ID/).value).toBe('B12345678');
    expect(field(/^Billing address/).value).toBe('Calle Mayor 1, Marbella');
  });

  it('refuses a malformed tax ID on its field, focused, and sends nothing', async () => {
    renderOrder();
    await orderReady();
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice for a business?' }));
    type(/^Tax ID/, 'B1234/5678');
    fireEvent.click(payNow());
    await waitFor(() => expect(field(/^Tax ID/)).toHaveAccessibleDescription('Please enter a valid tax ID, e.g. B12345678 or DE123456789.'));
    expect(field(/^Tax ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field(/^Tax ID/));
    expect(checkout).not.toHaveBeenCalled();
  });

  it("sends a business's tax ID and billing address with the checkout, and neither once the box is unticked", async () => {
    checkout.mockResolvedValue({ ok: false, reason: 'dates-unavailable', fields: {} });
    renderOrder();
    await orderReady();
    fillValid();
    const business = screen.getByRole('checkbox', { name: 'Invoice for a business?' });
    fireEvent.click(business);
    type(/^Tax ID/, ' de 123456789 ');
    type(/^Billing address/, 'Acme GmbH\nHauptstraße 1, 10115 Berlin');
    fireEvent.click(payNow());
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    expect(checkout).toHaveBeenCalledWith({
      carId: CAR.id,
      ...BOOKING,
      customerName: 'Ana García',
      customerEmail: 'ana@example.es',
      customerTaxId: 'de 123456789',
      customerBillingAddress: 'Acme GmbH\nHauptstraße 1, 10115 Berlin',
      driverBirthDate: '1986-03-09',
      driverLicenceDate: '2005-10-20',
      lang: 'en',
      termsAccepted: true,
      extras: [],
    });
    await screen.findByRole('alert');

    // Unticked, a malformed tax ID typed before neither blocks Pay Now nor travels.
    type(/^Tax ID/, 'B1234/5678');
    fireEvent.click(business);
    await waitFor(() => expect(payNow()).toBeEnabled());
    fireEvent.click(payNow());
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
    expect(checkout.mock.calls[1]![0]).not.toHaveProperty('customerTaxId');
    expect(checkout.mock.calls[1]![0]).not.toHaveProperty('customerBillingAddress');
  });

  it('prefills a signed-in customer from the account and profile, never over what was typed', async () => {
    let resolveProfile: (value: Awaited<ReturnType<typeof getProfile>>) => void = () => {};
    profile.mockReturnValue(new Promise((resolve) => (resolveProfile = resolve)));
    auth.mockReturnValue({
      status: 'signedIn',
      user: { uid: 'u1', displayName: null, email: 'ana@example.es' } as AuthState['user'],
      isAdmin: false,
    });
    renderOrder();
    await orderReady();
    expect(field(/^Email/).value).toBe('ana@example.es');
    // The customer starts typing a name before the profile arrives.
    type(/^Full name/, 'Ana');
    type(/^Email/, '');
    await act(async () => resolveProfile({ firstName: 'Ana', lastName: 'García', email: 'x@example.es', phone: '+34 611' }));
    expect(profile).toHaveBeenCalledWith('u1');
    expect(field(/^Full name/).value).toBe('Ana');
    expect(field(/^Email/).value).toBe('');
    expect(field(/^Phone/).value).toBe('+34 611');
  });
});
