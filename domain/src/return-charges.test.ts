import fc from 'fast-check';
import { validateForm } from './forms';
import { DEFAULT_RENTAL_TERMS } from './rental-terms';
import { bookedTerms, handoverReadingSchema, orderReturnCharges, REFUEL_EUR_PER_EIGHTH, RETURN_MESSAGES, returnBillState, returnCharges, returnReadingSchema, type ReturnBill } from './return-charges';

const hypercar = { includedKmPerDay: 150, extraKmEur: 8 };

describe('what the customer owes after the return', () => {
  it('charges the kilometres beyond those included for the rental’s days, at the car’s price', () => {
    // 3 days × 150 km = 450 included; 520 driven.
    expect(returnCharges(hypercar, 3, { km: 12_000, fuelEighths: 8 }, { km: 12_520, fuelEighths: 8 })).toEqual({
      drivenKm: 520,
      includedKm: 450,
      extraKm: 70,
      extraKmCharge: 560,
      fuelShortEighths: 0,
      refuelCharge: 0,
      total: 560,
    });
    expect(returnCharges(hypercar, 3, { km: 12_000, fuelEighths: 8 }, { km: 12_450, fuelEighths: 8 }).total).toBe(0);
  });

  it('charges each eighth of a tank missing, and nothing for a car returned fuller', () => {
    const short = returnCharges(hypercar, 1, { km: 0, fuelEighths: 8 }, { km: 100, fuelEighths: 5 });
    expect(short).toMatchObject({ fuelShortEighths: 3, refuelCharge: 3 * REFUEL_EUR_PER_EIGHTH, total: 3 * REFUEL_EUR_PER_EIGHTH });
    expect(returnCharges(hypercar, 1, { km: 0, fuelEighths: 4 }, { km: 100, fuelEighths: 8 }).refuelCharge).toBe(0);
  });

  it('keeps cents of a price per kilometre with cents', () => {
    expect(returnCharges({ includedKmPerDay: 200, extraKmEur: 3.5 }, 2, { km: 0, fuelEighths: 8 }, { km: 433, fuelEighths: 8 }).extraKmCharge).toBe(115.5);
  });

  it('never charges a negative amount, and more kilometres never cost less (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 60 }), (a, b, days) => {
        const out = { km: 1000, fuelEighths: 8 };
        const low = returnCharges(hypercar, days, out, { km: 1000 + Math.min(a, b), fuelEighths: 8 });
        const high = returnCharges(hypercar, days, out, { km: 1000 + Math.max(a, b), fuelEighths: 8 });
        expect(low.total).toBeGreaterThanOrEqual(0);
        expect(high.total).toBeGreaterThanOrEqual(low.total);
      }),
    );
  });
});

describe('the readings staff record', () => {
  it('takes the hand-over’s odometer, fuel and deposit, refusing what cannot be', () => {
    expect(validateForm(handoverReadingSchema, { km: '12000', fuelEighths: 8, depositEur: '15000', depositMethod: 'card-hold' }).ok).toBe(true);
    const refused = validateForm(handoverReadingSchema, { km: '12.5', fuelEighths: 9, depositEur: '-1', depositMethod: 'cheque' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.fields).sort()).toEqual(['depositEur', 'depositMethod', 'fuelEighths', 'km']);
  });

  it('refuses a return odometer below the hand-over’s, naming it', () => {
    const refused = validateForm(returnReadingSchema(12_000), { km: '11999', fuelEighths: 6 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.fields.km).toEqual({ ...RETURN_MESSAGES.kmBeforeOut, values: { km: 12_000 } });
    expect(validateForm(returnReadingSchema(12_000), { km: '12000', fuelEighths: 6 }).ok).toBe(true);
  });
});

describe("billing the return's charges", () => {
  const charges = returnCharges(hypercar, 1, { km: 0, fuelEighths: 8 }, { km: 200, fuelEighths: 8 });
  const returned = { status: 'paid' as const, returnedAt: 1_000, return: { km: 200, fuelEighths: 8, depositReleased: true, charges } };
  const bill = (status: ReturnBill['status'], expiresAt = 5_000): ReturnBill => ({
    amountCents: 40_000,
    sessionId: 'cs_test_x',
    url: 'https://pay',
    createdAt: 1_000,
    expiresAt,
    by: 'staff@example.com',
    status,
    paidAt: null,
    paymentIntent: null,
    invoiceId: null,
  });

  it('may be billed once the car is back owing something, and not before or when nothing is owed', () => {
    expect(charges.total).toBe(400);
    expect(returnBillState(returned, 2_000)).toBe('billable');
    expect(returnBillState({ ...returned, returnedAt: null }, 2_000)).toBe('none');
    expect(returnBillState({ ...returned, status: 'cancelled' }, 2_000)).toBe('none');
    const nothingOwed = returnCharges(hypercar, 1, { km: 0, fuelEighths: 8 }, { km: 100, fuelEighths: 8 });
    expect(returnBillState({ ...returned, return: { ...returned.return, charges: nothingOwed } }, 2_000)).toBe('none');
  });

  it('has one open link at a time; an expired unpaid link may be sent again; a paid one is done', () => {
    expect(returnBillState({ ...returned, returnBill: bill('open') }, 2_000)).toBe('open');
    expect(returnBillState({ ...returned, returnBill: bill('open') }, 5_000)).toBe('billable');
    expect(returnBillState({ ...returned, returnBill: bill('expired') }, 2_000)).toBe('billable');
    expect(returnBillState({ ...returned, returnBill: bill('paid') }, 9_000)).toBe('paid');
  });
});

describe("an order's return", () => {
  const terms = { ...DEFAULT_RENTAL_TERMS.supercars, includedKmPerDay: 150, extraKmEur: 8 };
  const order = { car: { rentalTerms: terms }, price: { days: 3 }, handover: { km: 12_000, fuelEighths: 8, depositEur: 15_000, depositMethod: 'card-hold' as const } };

  it('owes by the terms it booked, for its days, from the hand-over reading', () => {
    expect(orderReturnCharges(order as never, { km: 12_520, fuelEighths: 6 })).toMatchObject({ extraKm: 70, extraKmCharge: 560, refuelCharge: 90, total: 650 });
  });

  it('owes nothing without a hand-over reading, and reads the supercars’ terms on an order booked before cars had terms', () => {
    expect(orderReturnCharges({ ...order, handover: undefined } as never, { km: 99_999, fuelEighths: 0 }).total).toBe(0);
    expect(bookedTerms({ car: {} } as never)).toEqual(DEFAULT_RENTAL_TERMS.supercars);
    expect(bookedTerms(order as never)).toBe(terms);
  });
});
