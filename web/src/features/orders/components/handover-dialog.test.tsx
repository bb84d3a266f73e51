/**
 * The return dialog: what the typed readings owe, worked out live as staff
 * type them (the domain's `returnCharges`), the deposit released with it; an
 * odometer below the hand-over's refused before anything is sent; an order
 * handed over without readings owes nothing. And the hand-over dialog sends
 * its readings as numbers.
 */
import type { Order } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { ToastContext, type ToastRequest } from '../../../components/ui/toast-provider';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';
import { recordHandover } from '../api/orders-data';
import { HandoverDialog } from './handover-dialog';

jest.mock('../api/orders-data', () => ({ recordHandover: jest.fn() }));

const record = jest.mocked(recordHandover);

const TERMS = { depositEur: 15_000, includedKmPerDay: 150, extraKmEur: 8, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 10_000 };

/** A paid 3-day rental handed over at 12,000 km with a full tank and €15,000 held on a card. */
const ORDER = {
  id: 'order-1',
  orderNumber: 'AB12CD34',
  sessionId: 'cs_test_0000AB12CD34',
  status: 'paid',
  lang: 'de',
  car: { id: 'car-1', name: 'Ferrari 296 GTB', brand: 'Ferrari', model: '296 GTB', year: 2024, dailyPrice: 1500, image: '', rentalTerms: TERMS },
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+34 600 000 000' },
  price: { days: 3, totalPrice: 4500 },
  createdAt: Date.UTC(2026, 10, 20),
  paidAt: Date.UTC(2026, 10, 20),
  handedOverAt: Date.UTC(2026, 10, 24),
  returnedAt: null,
  handover: { km: 12_000, fuelEighths: 8, depositEur: 15_000, depositMethod: 'card-hold' },
} as unknown as Order;

let toasts: ToastRequest[];
let closed: number;

function renderDialog(order: Order, step: 'handed-over' | 'returned') {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: { ...enPublic, ...enStaff } }));
  const path = '/en/admin/orders';
  const element = <HandoverDialog order={order} step={step} onClose={() => (closed += 1)} />;
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={{ show: (toast) => toasts.push(toast), dismiss: () => {} }}>
        <RouterProvider router={router} />
      </ToastContext.Provider>
    </I18nProvider>,
  );
}

const odometer = () => screen.getByRole('textbox', { name: /Odometer/ });
const fuel = () => screen.getByRole('combobox', { name: /Fuel level/ });
const summary = () => screen.getByTestId('return-summary');

/** Typing or choosing a value; formik judges it a moment later. */
const type = (element: HTMLElement, value: string) => act(async () => void fireEvent.change(element, { target: { value } }));
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  toasts = [];
  closed = 0;
  record.mockReset();
});

describe('the return dialog', () => {
  it('works out what the return owes as the readings are typed', async () => {
    record.mockResolvedValue({ ok: true });
    renderDialog(ORDER, 'returned');
    expect(screen.getByRole('dialog', { name: 'Return of order AB12CD34' })).toBeInTheDocument();
    expect(odometer()).toHaveFocus();
    expect(screen.getByText('At the hand-over: 12,000 km.')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Enter the odometer and the fuel level to see what the return owes.');

    await type(odometer(), '12520');
    await type(fuel(), '6');

    // 520 km driven, 3 days × 150 km included: 70 km over at €8; 2 eighths short at €45.
    expect(summary()).toHaveTextContent('Kilometres driven520 km');
    expect(summary()).toHaveTextContent('Kilometres included450 km');
    expect(summary()).toHaveTextContent('70 km × €8.00 = €560.00');
    expect(summary()).toHaveTextContent('2/8 × €45.00 = €90.00');
    expect(screen.getByTestId('return-total')).toHaveTextContent('Total owed: €650.00');
    expect(summary()).toHaveTextContent('The deposit of €15,000 (hold on card) is released with this step.');

    await type(odometer(), '12400');
    await type(fuel(), '8');
    expect(screen.getByTestId('return-total')).toHaveTextContent('Nothing more to pay');

    await press('Record return');
    await waitFor(() => expect(record).toHaveBeenCalledWith({ orderId: 'order-1', step: 'returned', reading: { km: 12_400, fuelEighths: 8 } }));
    await waitFor(() => expect(closed).toBe(1));
    expect(toasts[0]).toMatchObject({ variant: 'success', title: 'Return recorded' });
  });

  it('refuses an odometer below the hand-over reading before calling the server', async () => {
    renderDialog(ORDER, 'returned');
    await type(odometer(), '11999');
    await type(fuel(), '6');
    await press('Record return');
    await waitFor(() => expect(odometer()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/At least 12,?000 km, the reading at the hand-over/)).toBeInTheDocument();
    expect(odometer()).toHaveFocus();
    expect(record).not.toHaveBeenCalled();
    expect(closed).toBe(0);
  });

  it("shows the server's refusal of the odometer on its field", async () => {
    record.mockResolvedValue({
      ok: false,
      reason: 'invalid-input',
      fields: { km: { id: 'form.return.km-before-out', message: 'At least {km} km, the reading at the hand-over', values: { km: 12_600 } } },
    });
    renderDialog(ORDER, 'returned');
    await type(odometer(), '12520');
    await type(fuel(), '6');
    await press('Record return');
    await waitFor(() => expect(odometer()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/At least 12,?600 km, the reading at the hand-over/)).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(closed).toBe(0);
  });

  it('charges nothing when the car was handed over without readings', async () => {
    renderDialog({ ...ORDER, handover: undefined }, 'returned');
    await type(odometer(), '30000');
    await type(fuel(), '0');
    expect(summary()).toHaveTextContent('No hand-over reading: nothing to charge');
    expect(summary()).not.toHaveTextContent('Total owed');
  });
});

describe('the hand-over dialog', () => {
  it("sends the readings and the deposit as numbers, the car's deposit by default", async () => {
    record.mockResolvedValue({ ok: true });
    renderDialog({ ...ORDER, handedOverAt: null, handover: undefined }, 'handed-over');
    expect(screen.getByRole('textbox', { name: /Deposit/ })).toHaveValue('15000');
    expect(screen.getByRole('combobox', { name: /Deposit taken by/ })).toHaveDisplayValue('Hold on card');
    await type(odometer(), '12000');
    await type(fuel(), '8');
    await type(screen.getByRole('combobox', { name: /Deposit taken by/ }), 'cash');
    await press('Record hand-over');
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({
        orderId: 'order-1',
        step: 'handed-over',
        reading: { km: 12_000, fuelEighths: 8, depositEur: 15_000, depositMethod: 'cash' },
      }),
    );
  });

  it('says why the hand-over could not be recorded', async () => {
    record.mockResolvedValue({ ok: false, reason: 'step-not-allowed', fields: {} });
    renderDialog({ ...ORDER, handedOverAt: null, handover: undefined }, 'handed-over');
    await type(odometer(), '12000');
    await type(fuel(), '8');
    await press('Record hand-over');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ variant: 'destructive', title: 'Could not record the hand-over' });
    expect(closed).toBe(0);
  });
});
