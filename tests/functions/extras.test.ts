/**
 * Extras on the emulators: the editor's callables store an extra with the
 * keys a car's query finds it by, refuse what the form refuses, and delete.
 * Who may call them at all is the admin-callables test's.
 */
import { CALLABLES, extraFormValues, EXTRA_MESSAGES, type ExtraFormValues, type SaveExtraResponse } from '@costa/domain';
import { bookingFixture, call } from './bookings';

const fixture = bookingFixture('extras');
const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.map((id) => fixture.db.collection('extras').doc(id).delete()));
});

const asAdmin = async <T>(name: string, data: unknown) =>
  call<T>(name, data, { Authorization: `Bearer ${(await fixture.admin()).idToken}` });

function form(overrides: Partial<ExtraFormValues> = {}): ExtraFormValues {
  return {
    ...extraFormValues(null, 9),
    names: { en: 'GPS tracker', es: 'Localizador GPS', de: '', fr: '', it: '' },
    price: '12',
    cap: '60',
    ...overrides,
  };
}

async function save(values: ExtraFormValues) {
  const answer = await asAdmin<SaveExtraResponse>(CALLABLES.saveExtra, values);
  if (answer.result) created.push(answer.result.extraId);
  return answer;
}

describe('saveExtra and deleteExtra', () => {
  it('stores an extra with the keys its cars find it by, and replaces it on a second save', async () => {
    const saved = await save(form({ scope: 'cars', carIds: ['car-a', 'car-b'] }));
    expect(saved.error).toBeUndefined();
    const ref = fixture.db.collection('extras').doc(saved.result!.extraId);
    expect((await ref.get()).data()).toMatchObject({
      names: { en: 'GPS tracker', es: 'Localizador GPS' },
      pricing: 'per-day',
      price: 12,
      cap: 60,
      scope: 'cars',
      targets: ['car-a', 'car-b'],
      targetKeys: ['car:car-a', 'car:car-b'],
      isActive: true,
      position: 9,
    });
    const again = await save(form({ id: saved.result!.extraId, scope: 'category', category: 'supercars', pricing: 'per-rental', cap: '' }));
    expect(again.result?.extraId).toBe(saved.result!.extraId);
    expect((await ref.get()).data()).toMatchObject({ pricing: 'per-rental', cap: null, targets: ['supercars'], targetKeys: ['category:supercars'] });
  });

  it('refuses what the form refuses, naming each field, and an extra that no longer exists', async () => {
    const refused = await save(form({ names: { en: '', es: '', de: '', fr: '', it: '' }, cap: '5' }));
    expect(refused.error?.details).toMatchObject({
      reason: 'invalid-input',
      fields: { 'names.en': EXTRA_MESSAGES.required, cap: EXTRA_MESSAGES.cap },
    });
    expect((await save(form({ id: 'no-such-extra' }))).error?.details).toMatchObject({ reason: 'not-found' });
  });

  it('deletes an extra once', async () => {
    const saved = await save(form());
    const extraId = saved.result!.extraId;
    expect((await asAdmin(CALLABLES.deleteExtra, { extraId })).error).toBeUndefined();
    expect((await fixture.db.collection('extras').doc(extraId).get()).exists).toBe(false);
    expect((await asAdmin(CALLABLES.deleteExtra, { extraId })).error?.details).toMatchObject({ reason: 'not-found' });
  });
});
