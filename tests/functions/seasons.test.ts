/**
 * Seasons on the emulators: the editor's callables store a season only when
 * no other of its scope shares a day (even when two admins save at once),
 * and the checkout prices each day by the season that covers it. Every
 * season here applies to a test car of its own, so no other test's prices move.
 */
import {
  CALLABLES,
  dayPrices,
  type Order,
  type SaveSeasonResponse,
  type Season,
  type SeasonFormValues,
} from '@costa/domain';
import { bookingFixture, call } from './bookings';

const fixture = bookingFixture('seasons');
const created: string[] = [];

afterAll(async () => {
  await Promise.all(created.map((id) => fixture.db.collection('seasons').doc(id).delete()));
});

const asAdmin = async <T>(name: string, data: unknown) =>
  call<T>(name, data, { Authorization: `Bearer ${(await fixture.admin()).idToken}` });

function form(carId: string, overrides: Partial<SeasonFormValues> = {}): SeasonFormValues {
  return {
    id: '',
    names: { en: 'High season', es: 'Temporada alta', de: '', fr: '', it: '' },
    startDate: '2029-07-01',
    endDate: '2029-08-31',
    scope: 'car',
    target: carId,
    rate: { kind: 'multiplier', value: '1.5' },
    weekend: { kind: 'fixed', value: '2000' },
    ...overrides,
  };
}

async function save(values: SeasonFormValues) {
  const answer = await asAdmin<SaveSeasonResponse>(CALLABLES.saveSeason, values);
  if (answer.result) created.push(answer.result.seasonId);
  return answer;
}

describe('saveSeason and deleteSeason', () => {
  it('stores a season with its scope key, and refuses another of the same scope sharing a day, on its start date', async () => {
    const carId = await fixture.testCar();
    const saved = await save(form(carId));
    expect(saved.error).toBeUndefined();
    const stored = await fixture.db.collection('seasons').doc(saved.result!.seasonId).get();
    expect(stored.data()).toMatchObject({
      names: { en: 'High season', es: 'Temporada alta' },
      scopeKey: `car:${carId}`,
      rate: { kind: 'multiplier', value: 1.5 },
      weekendRate: { kind: 'fixed', value: 2000 },
    });

    const overlapping = await save(form(carId, { startDate: '2029-08-31', endDate: '2029-09-10' }));
    expect(overlapping.error?.details).toMatchObject({
      reason: 'invalid-input',
      fields: { startDate: { id: 'form.season.overlap', values: { name: 'High season', from: '2029-07-01', to: '2029-08-31' } } },
    });
    // The day after is free, and so are the same days for the whole fleet's scope (the car's wins there).
    expect((await save(form(carId, { startDate: '2029-09-01', endDate: '2029-09-10' }))).error).toBeUndefined();
    // Editing a season does not clash with itself.
    const edited = await save(form(carId, { id: saved.result!.seasonId, endDate: '2029-08-30' }));
    expect(edited.result?.seasonId).toBe(saved.result!.seasonId);
  });

  it('saves one of two overlapping seasons sent at once', async () => {
    const carId = await fixture.testCar();
    const answers = await Promise.all([
      save(form(carId, { startDate: '2029-05-01', endDate: '2029-05-10' })),
      save(form(carId, { startDate: '2029-05-05', endDate: '2029-05-20' })),
    ]);
    expect(answers.filter((a) => a.result).length).toBe(1);
    const stored = await fixture.db.collection('seasons').where('scopeKey', '==', `car:${carId}`).get();
    expect(stored.size).toBe(1);
  });

  it('refuses a season that breaks the form, naming the field', async () => {
    const carId = await fixture.testCar();
    const answer = await save(form(carId, { rate: { kind: 'multiplier', value: '25' } }));
    expect(answer.error?.details).toMatchObject({ reason: 'invalid-input', fields: { 'rate.value': { id: 'form.season.multiplier' } } });
  });

  it('deletes a season once; a second delete finds none', async () => {
    const carId = await fixture.testCar();
    const saved = await save(form(carId, { startDate: '2029-01-01', endDate: '2029-01-31' }));
    const seasonId = saved.result!.seasonId;
    expect((await asAdmin(CALLABLES.deleteSeason, { seasonId })).result).toEqual({ deleted: true });
    expect((await fixture.db.collection('seasons').doc(seasonId).get()).exists).toBe(false);
    expect((await asAdmin(CALLABLES.deleteSeason, { seasonId })).error?.details).toMatchObject({ reason: 'not-found' });
  });
});

describe('a checkout across seasons', () => {
  it('charges each day at its season price, weekends at their own, and keeps the lines on the order', async () => {
    const carId = await fixture.testCar();
    const saved = await save(form(carId, { startDate: '2028-06-30', endDate: '2028-07-31' }));
    expect(saved.error).toBeUndefined();
    // Thu 29 June to Sun 2 July 2028: Thursday at 900 €, Friday at 1,350 €, the weekend at 2,000 €.
    const answer = await call<{ orderId: string }>(CALLABLES.startCheckout, fixture.choice(carId, '2028-06-29', '2028-07-02', fixture.customer()));
    expect(answer.error).toBeUndefined();
    const order = (await fixture.db.collection('orders').doc(answer.result!.orderId).get()).data() as Order;
    const season = (await fixture.db.collection('seasons').doc(saved.result!.seasonId).get()).data() as Omit<Season, 'id'>;
    const days = dayPrices({ id: carId, category: 'supercars', dailyPrice: 900 }, '2028-06-29', '2028-07-02', [{ ...season, id: 'x' }]);
    expect(days.map((d) => d.price)).toEqual([900, 1350, 2000, 2000]);
    expect(order.price.basePrice).toBe(6250);
    expect(order.price.lines?.map(({ days: n, dayPrice, weekend }) => [n, dayPrice, weekend])).toEqual([
      [1, 900, false],
      [1, 1350, false],
      [2, 2000, true],
    ]);
  });
});
