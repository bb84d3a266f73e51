import { isPublicRefusal, isRefusalReason, REFUSAL_REASONS, refusalReasonOf } from './refusals';

describe('refusal reasons', () => {
  it('are read from an error only when the list knows them', () => {
    expect(refusalReasonOf({ details: { reason: 'dates-unavailable' } })).toBe('dates-unavailable');
    expect(refusalReasonOf({ details: { reason: 'toString' } })).toBeNull();
    expect(refusalReasonOf({ details: { reason: 'Something English' } })).toBeNull();
    expect(refusalReasonOf(new Error('dates-unavailable'))).toBeNull();
    expect(refusalReasonOf(null)).toBeNull();
  });

  it('each belong to one audience, and a visitor can meet the booking and form refusals', () => {
    expect(REFUSAL_REASONS.every(isRefusalReason)).toBe(true);
    for (const reason of ['invalid-input', 'dates-unavailable', 'booking-window', 'payments-unavailable', 'rate-limited'] as const) {
      expect(isPublicRefusal(reason)).toBe(true);
    }
    expect(isPublicRefusal('self-removal')).toBe(false);
    expect(isPublicRefusal('forbidden')).toBe(false);
  });
});
