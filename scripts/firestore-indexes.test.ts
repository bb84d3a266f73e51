/**
 * Every query shape the back office's order list can run has its composite
 * index in firestore.indexes.json: the emulator runs any query, production
 * refuses one without its index, so a missing entry would only show there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORDER_STATUSES, orderQueryShape, type OrderFilters } from '@costa/domain';

interface Index {
  collectionGroup: string;
  fields: { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[];
}

const indexes = (JSON.parse(readFileSync(join(__dirname, '..', 'firestore.indexes.json'), 'utf8')) as { indexes: Index[] }).indexes;
const declared = new Set(indexes.map((index) => `${index.collectionGroup}:${index.fields.map((field) => `${field.fieldPath} ${field.order}`).join(', ')}`));

/** The composite index a query needs (equality fields, then the ordered one); null when one field does. */
function needed(collection: string, shape: ReturnType<typeof orderQueryShape>): string | null {
  const [field, direction] = shape.orderBy;
  const fields = [...shape.equals.map(([name]) => `${name} ASCENDING`), `${field} ${direction === 'asc' ? 'ASCENDING' : 'DESCENDING'}`];
  return fields.length > 1 ? `${collection}:${fields.join(', ')}` : null;
}

describe('the order list', () => {
  const choices = {
    status: ['all', ...ORDER_STATUSES] as OrderFilters['status'][],
    email: [null, 'a@b.es'],
    carId: ['', 'car1'],
    range: [
      ['', ''],
      ['2027-07-01', ''],
      ['2027-07-01', '2027-07-31'],
    ],
  };

  it('has an index for every combination of its filters', () => {
    const missing = new Set<string>();
    for (const status of choices.status)
      for (const email of choices.email)
        for (const carId of choices.carId)
          for (const [from, to] of choices.range) {
            const index = needed('orders', orderQueryShape({ status, email, carId, from: from!, to: to! }));
            if (index && !declared.has(index)) missing.add(index);
          }
    expect([...missing]).toEqual([]);
  });
});

describe("the order dialog's invoices", () => {
  it("has the index of its query: the order's invoices by the time they were issued (web orders-data.ts)", () => {
    expect(declared.has('invoices:orderId ASCENDING, issuedAt ASCENDING')).toBe(true);
  });
});
