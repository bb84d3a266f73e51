import {
  canCancel,
  canResendConfirmation,
  cancelFormSchema,
  cancelOrderSchema,
  handoverSchema,
  nextHandoverStep,
  ORDER_ACTION_MESSAGES,
  orderNoteSchema,
  NOTE_MAX_LENGTH,
  orderTimeline,
  parseEuros,
  refundableCents,
  refundCentsOf,
  resendSchema,
  type TimelineEntry,
} from './order-actions';
import { validateForm } from './forms';
import type { Order } from './checkout';

const paid = { status: 'paid', amountPaid: 342_000, price: { totalPrice: 3420 }, handedOverAt: null, returnedAt: null } as unknown as Order;

describe('what staff may do with an order', () => {
  it('cancels pending, paid and conflicting orders only', () => {
    expect(['pending', 'paid', 'conflict'].map((status) => canCancel({ status } as Order))).toEqual([true, true, true]);
    expect(['expired', 'cancelled'].map((status) => canCancel({ status } as Order))).toEqual([false, false]);
  });

  it('refunds at most what the payment took (the total when the amount was not stored), nothing for an unpaid order', () => {
    expect(refundableCents(paid)).toBe(342_000);
    expect(refundableCents({ ...paid, amountPaid: undefined })).toBe(342_000);
    expect(refundableCents({ ...paid, amountPaid: 100_050 })).toBe(100_050);
    expect(refundableCents({ ...paid, status: 'pending' })).toBe(0);
    // Paid, but its days were taken meanwhile: everything it took can go back.
    expect(refundableCents({ ...paid, status: 'conflict' })).toBe(342_000);
  });

  it('hands the car over, then takes it back, only for a paid order that booked its days', () => {
    expect(nextHandoverStep(paid)).toBe('handed-over');
    expect(nextHandoverStep({ ...paid, handedOverAt: 1 })).toBe('returned');
    expect(nextHandoverStep({ ...paid, handedOverAt: 1, returnedAt: 2 })).toBeNull();
    expect(nextHandoverStep({ ...paid, status: 'pending' })).toBeNull();
    expect(nextHandoverStep({ ...paid, status: 'conflict' })).toBeNull();
  });

  it("resends a paid order's confirmation, not a conflicting or unpaid one's", () => {
    expect(canResendConfirmation(paid)).toBe(true);
    expect(canResendConfirmation({ ...paid, status: 'conflict' })).toBe(false);
    expect(canResendConfirmation({ ...paid, status: 'cancelled' })).toBe(false);
  });
});

describe('the timeline', () => {
  it('opens with placed and paid, then lists the entries oldest first', () => {
    const entries: TimelineEntry[] = [
      { id: 'b', kind: 'returned', at: 40, by: 'staff@x' },
      { id: 'a', kind: 'mail', at: 20, by: null, text: 'Confirmed', to: 'c@x' },
    ];
    const items = orderTimeline({ createdAt: 10, paidAt: 15, amountPaid: 500 }, entries);
    expect(items.map((item) => item.id)).toEqual(['created', 'paid', 'a', 'b']);
    expect(items[1]).toMatchObject({ kind: 'paid', amountCents: 500 });
    expect(orderTimeline({ createdAt: 10, paidAt: null }, []).map((item) => item.kind)).toEqual(['created']);
  });
});

describe("the actions' requests", () => {
  it('take an order id of safe characters, a known step, a whole non-negative refund and a request id', () => {
    expect(validateForm(handoverSchema, { orderId: 'abc123', step: 'returned' }).ok).toBe(true);
    expect(validateForm(handoverSchema, { orderId: 'abc123', step: 'stolen' }).ok).toBe(false);
    expect(validateForm(handoverSchema, { orderId: '../x', step: 'returned' }).ok).toBe(false);
    expect(validateForm(cancelOrderSchema, { orderId: 'abc', refundCents: 0 }).ok).toBe(true);
    for (const refundCents of [-1, 1.5, '100', null]) expect(validateForm(cancelOrderSchema, { orderId: 'abc', refundCents }).ok).toBe(false);
    expect(validateForm(resendSchema, { orderId: 'abc', requestId: '0f8fad5b-d9cb-469f-a165-70867728950e' }).ok).toBe(true);
    expect(validateForm(resendSchema, { orderId: 'abc', requestId: 'short' }).ok).toBe(false);
  });

  it('keep a note between 1 and NOTE_MAX_LENGTH characters, trimmed', () => {
    expect(validateForm(orderNoteSchema, { text: '  Child seat  ' })).toEqual({ ok: true, value: { text: 'Child seat' } });
    expect(validateForm(orderNoteSchema, { text: '   ' }).ok).toBe(false);
    expect(validateForm(orderNoteSchema, { text: 'x'.repeat(NOTE_MAX_LENGTH) }).ok).toBe(true);
    expect(validateForm(orderNoteSchema, { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }).ok).toBe(false);
  });
});

describe('the cancel form', () => {
  const schema = cancelFormSchema(342_000, '€3,420.00');

  it('reads euros as typed, with a dot or a comma and at most two decimals', () => {
    expect(parseEuros('150')).toBe(15_000);
    expect(parseEuros(' 150,5 ')).toBe(15_050);
    expect(parseEuros('150.55')).toBe(15_055);
    for (const input of ['', '-5', '1.234', 'abc', '1e3']) expect(parseEuros(input)).toBeNull();
  });

  it('asks an amount only for a partial refund, up to what was paid', () => {
    expect(validateForm(schema, { choice: 'full', amount: '' }).ok).toBe(true);
    expect(validateForm(schema, { choice: 'none', amount: '' }).ok).toBe(true);
    const missing = validateForm(schema, { choice: 'partial', amount: '' });
    expect(!missing.ok && missing.fields.amount?.id).toBe(ORDER_ACTION_MESSAGES.refundInvalid.id);
    const tooHigh = validateForm(schema, { choice: 'partial', amount: '3420.01' });
    expect(!tooHigh.ok && tooHigh.fields.amount).toMatchObject({ id: ORDER_ACTION_MESSAGES.refundTooHigh.id, values: { max: '€3,420.00' } });
    expect(validateForm(schema, { choice: 'partial', amount: '3420' }).ok).toBe(true);
  });

  it('turns the choice into the cents to refund', () => {
    expect(refundCentsOf({ choice: 'full' }, 342_000)).toBe(342_000);
    expect(refundCentsOf({ choice: 'partial', amount: '500' }, 342_000)).toBe(50_000);
    expect(refundCentsOf({ choice: 'none', amount: '500' }, 342_000)).toBe(0);
  });
});
