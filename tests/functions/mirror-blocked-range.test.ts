/**
 * The public mirror of availability blocks: `cars/{carId}/blockedRanges/{id}`
 * follows `availabilityBlocks/{id}` with the dates only, never notes or author.
 */
import { buildBlock, buildCar, docData } from '../builders';
import { adminFirestore, eventually, uniqueId } from './support';

const { db, close } = adminFirestore();
const car = buildCar({ id: uniqueId() });
const carRef = db.collection('cars').doc(car.id);

beforeAll(async () => {
  await carRef.set(docData(car));
});

afterAll(async () => {
  await db.recursiveDelete(carRef);
  await close();
});

describe('blocked range mirror', () => {
  it('copies only the dates of a block, follows its changes and disappears with it', async () => {
    const block = buildBlock({
      id: uniqueId(),
      carId: car.id,
      startDate: '2031-03-02',
      endDate: '2031-03-05',
      notes: 'Paint correction at the body shop',
      createdBy: 'admin-uid',
    });
    const blockRef = db.collection('availabilityBlocks').doc(block.id);
    const mirrorRef = carRef.collection('blockedRanges').doc(block.id);
    try {
      await blockRef.set(docData(block));
      const created = await eventually(
        async () => (await mirrorRef.get()).data(),
        15_000,
        'the mirror of a new block',
      );
      expect(created).toEqual({ startDate: '2031-03-02', endDate: '2031-03-05' });

      await blockRef.update({ endDate: '2031-03-09', notes: 'Longer than planned' });
      const updated = await eventually(
        async () => {
          const data = (await mirrorRef.get()).data();
          return data?.endDate === '2031-03-09' ? data : undefined;
        },
        15_000,
        'the mirror to follow the new end date',
      );
      expect(updated).toEqual({ startDate: '2031-03-02', endDate: '2031-03-09' });

      await blockRef.delete();
      await eventually(
        async () => ((await mirrorRef.get()).exists ? undefined : true),
        15_000,
        'the mirror to disappear',
      );
    } finally {
      await blockRef.delete();
    }
  });
});
