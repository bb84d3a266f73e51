import { dateTimeFormat, formatEUR, numberFormat } from './format';

describe('formatters', () => {
  it('are made once per language and options, and reused', () => {
    expect(numberFormat('es', { style: 'percent' })).toBe(numberFormat('es', { style: 'percent' }));
    expect(numberFormat('es', { style: 'percent' })).not.toBe(numberFormat('de', { style: 'percent' }));
    expect(dateTimeFormat('fr', { month: 'long' })).not.toBe(dateTimeFormat('fr', { month: 'short' }));
  });

  it('format as Intl does', () => {
    expect(formatEUR(1250, 'de')).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1250));
    expect(formatEUR(1250.5, 'en', 2)).toBe('€1,250.50');
    expect(dateTimeFormat('it', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, 6, 1))).toBe('luglio');
  });
});
