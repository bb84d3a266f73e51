import { FORM_ERROR, FORM_MESSAGES, validateForm, type FormErrors } from './forms';
import { discountTiersSchema, nextTierStart, overlappingTiers, SETTINGS_MESSAGES, siteSettingsSchema } from './settings-schema';
import type { Schema } from 'yup';

function errorIds(schema: Schema, input: unknown): Record<string, string> {
  const result = validateForm(schema, input);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields as FormErrors).map(([field, m]) => [field, m!.id]));
}

const site = {
  address: 'Av. Ricardo Soriano 72, 29601 Marbella',
  phone: '+34 952 86 40 00',
  whatsapp: '34600123456',
  email: 'hello@costaprestige.com',
  openingHours: {
    weekdays: { open: '09:00', close: '20:00' },
    saturday: { open: '10:00', close: '18:00' },
    sunday: { open: '10:00', close: '16:00' },
  },
  company: {
    name: 'Costa Prestige Rentals S.L.',
    taxId: 'B93456781',
    registeredAddress: 'Av. Ricardo Soriano 72, 29601 Marbella',
    registryEntry: 'Registro Mercantil de Málaga, tomo 5123, folio 112, hoja MA-123456',
    vatRatePercent: 21,
  },
};

describe('site settings', () => {
  it('accepts the demo settings, and a WhatsApp number written with spaces and a plus as its digits', () => {
    expect(errorIds(siteSettingsSchema, site)).toEqual({});
    const result = validateForm(siteSettingsSchema, { ...site, whatsapp: '+34 600 12 34 56' });
    expect(result.ok && result.value.whatsapp).toBe('34600123456');
  });

  it('requires every contact fact and holds each to the limit the rules enforce', () => {
    expect(errorIds(siteSettingsSchema, { ...site, address: ' ', phone: '', whatsapp: '', email: '' })).toEqual({
      address: SETTINGS_MESSAGES.required.id,
      phone: SETTINGS_MESSAGES.required.id,
      whatsapp: SETTINGS_MESSAGES.required.id,
      email: FORM_MESSAGES.emailRequired.id,
    });
    expect(errorIds(siteSettingsSchema, { ...site, address: 'x'.repeat(200), phone: 'x'.repeat(30) })).toEqual({});
    expect(errorIds(siteSettingsSchema, { ...site, address: 'x'.repeat(201), phone: 'x'.repeat(31) })).toEqual({
      address: FORM_MESSAGES.atMost.id,
      phone: FORM_MESSAGES.atMost.id,
    });
    expect(errorIds(siteSettingsSchema, { ...site, whatsapp: '12345', email: 'hello@costa' })).toEqual({
      whatsapp: SETTINGS_MESSAGES.whatsapp.id,
      email: FORM_MESSAGES.emailInvalid.id,
    });
  });

  it('requires the company facts the legal notice and invoices state, with a Spanish tax ID stored as written on paper', () => {
    const company = (facts: object) => ({ ...site, company: { ...site.company, ...facts } });
    expect(errorIds(siteSettingsSchema, company({ name: '', registeredAddress: '', registryEntry: '' }))).toEqual({
      'company.name': SETTINGS_MESSAGES.required.id,
      'company.registeredAddress': SETTINGS_MESSAGES.required.id,
      'company.registryEntry': SETTINGS_MESSAGES.required.id,
    });
    const typed = validateForm(siteSettingsSchema, company({ taxId: 'b-93.456.781' }));
    expect(typed.ok && typed.value.company.taxId).toBe('B93456781');
    for (const taxId of ['B9345678', 'B934567812', 'B9345A781', '']) {
      expect(errorIds(siteSettingsSchema, company({ taxId }))).toEqual({ 'company.taxId': taxId ? SETTINGS_MESSAGES.taxId.id : SETTINGS_MESSAGES.required.id });
    }
    expect(errorIds(siteSettingsSchema, company({ vatRatePercent: 101 }))).toEqual({ 'company.vatRatePercent': SETTINGS_MESSAGES.percentage.id });
    expect(errorIds(siteSettingsSchema, company({ vatRatePercent: '10' }))).toEqual({});
  });

  it('takes the minimum notice as whole hours from 0 to 72, 4 when left out', () => {
    for (const minNoticeHours of [0, '12', 72]) expect(errorIds(siteSettingsSchema, { ...site, minNoticeHours })).toEqual({});
    for (const minNoticeHours of [73, -1, 2.5, 'soon']) {
      expect(errorIds(siteSettingsSchema, { ...site, minNoticeHours })).toEqual({ minNoticeHours: SETTINGS_MESSAGES.noticeHours.id });
    }
    const result = validateForm(siteSettingsSchema, site);
    expect(result.ok && result.value.minNoticeHours).toBe(4);
  });

  it('takes the free delivery zone as whole km from 0 to 200, 15 when left out', () => {
    for (const freeDeliveryKm of [0, '25', 200]) expect(errorIds(siteSettingsSchema, { ...site, freeDeliveryKm })).toEqual({});
    for (const freeDeliveryKm of [201, -1, 7.5]) {
      expect(errorIds(siteSettingsSchema, { ...site, freeDeliveryKm })).toEqual({ freeDeliveryKm: SETTINGS_MESSAGES.freeDeliveryKm.id });
    }
    const result = validateForm(siteSettingsSchema, site);
    expect(result.ok && result.value.freeDeliveryKm).toBe(15);
  });

  it('needs 24-hour times, closing after opening, on each day', () => {
    const hours = (saturday: object) => ({ ...site, openingHours: { ...site.openingHours, saturday } });
    expect(errorIds(siteSettingsSchema, hours({ open: '9:00', close: '24:00' }))).toEqual({
      'openingHours.saturday.open': SETTINGS_MESSAGES.time.id,
      'openingHours.saturday.close': SETTINGS_MESSAGES.time.id,
    });
    expect(errorIds(siteSettingsSchema, hours({ open: '18:00', close: '10:00' }))).toEqual({
      'openingHours.saturday.close': SETTINGS_MESSAGES.closeAfterOpen.id,
    });
    expect(errorIds(siteSettingsSchema, hours({ open: '10:00', close: '10:00' }))).toEqual({
      'openingHours.saturday.close': SETTINGS_MESSAGES.closeAfterOpen.id,
    });
  });
});

describe('discount tiers', () => {
  const tier = (minDays: number | string, maxDays: number | string, discountPercentage: number | string = 10, isActive = true) => ({
    id: `t${minDays}`,
    minDays,
    maxDays,
    discountPercentage,
    description: '',
    isActive,
  });

  it('accepts tiers that do not overlap, typed as text in the form', () => {
    const result = validateForm(discountTiersSchema, { tiers: [tier('1', '1', '0'), tier('2', '3', '5'), tier(4, 7, 10)] });
    expect(result.ok && result.value.tiers.map(({ minDays, maxDays, discountPercentage }) => [minDays, maxDays, discountPercentage])).toEqual([
      [1, 1, 0],
      [2, 3, 5],
      [4, 7, 10],
    ]);
  });

  it('needs whole days of 1 or more, the last not before the first, and 0 to 100 %', () => {
    expect(errorIds(discountTiersSchema, { tiers: [tier('', 'x', '')] })).toEqual({
      'tiers[0].minDays': SETTINGS_MESSAGES.wholeDays.id,
      'tiers[0].maxDays': SETTINGS_MESSAGES.wholeDays.id,
      'tiers[0].discountPercentage': SETTINGS_MESSAGES.percentage.id,
    });
    expect(errorIds(discountTiersSchema, { tiers: [tier(0, 1.5, 101)] })).toEqual({
      'tiers[0].minDays': SETTINGS_MESSAGES.wholeDays.id,
      'tiers[0].maxDays': SETTINGS_MESSAGES.wholeDays.id,
      'tiers[0].discountPercentage': SETTINGS_MESSAGES.percentage.id,
    });
    expect(errorIds(discountTiersSchema, { tiers: [tier(5, 4, -1)] })).toEqual({
      'tiers[0].maxDays': SETTINGS_MESSAGES.maxBeforeMin.id,
      'tiers[0].discountPercentage': SETTINGS_MESSAGES.percentage.id,
    });
  });

  it('refuses active tiers that share a rental length, naming both; inactive ones may', () => {
    const result = validateForm(discountTiersSchema, { tiers: [tier(1, 3), tier(8, 31), tier(3, 7)] });
    expect(result.ok ? null : result.fields[FORM_ERROR]).toEqual({ ...SETTINGS_MESSAGES.overlap, values: { first: '1-3', second: '3-7' } });
    expect(errorIds(discountTiersSchema, { tiers: [tier(1, 3), tier(3, 7, 10, false)] })).toEqual({});
    expect(overlappingTiers([tier(1, 1), tier(2, 2)] as never)).toBeNull();
  });
});

describe('a new discount tier', () => {
  it('starts the day after the longest rental the tiers cover, whatever order they are in', () => {
    expect(nextTierStart([])).toBe(1);
    expect(nextTierStart([{ maxDays: 7 }, { maxDays: 31 }, { maxDays: 3 }])).toBe(32);
    // While typing: text is read as a number, and what is not a number counts as nothing.
    expect(nextTierStart([{ maxDays: '14' }, { maxDays: '' }])).toBe(15);
  });
});
