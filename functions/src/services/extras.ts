/**
 * The extras (`extras/{id}`): what the checkout prices a customer's chosen
 * options with, and staff's changes to them (`saveExtra`, `deleteExtra`).
 */
import { extraKeysOf, extrasOf, extraToData, type Extra, type ExtraCar } from '@costa/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface ExtraStore {
  /** Creates (`id` null) or replaces an extra; false when the extra to replace is gone. */
  save(id: string | null, extra: Omit<Extra, 'id'>, caller: string): Promise<{ saved: true; extraId: string } | { saved: false }>;
  /** Whether there was an extra to delete. */
  remove(id: string): Promise<boolean>;
}

/** The query of the extras offered for a car: active, and for every car, its category or itself. */
export const carExtrasQuery = (db: Firestore, car: ExtraCar) =>
  db.collection('extras').where('isActive', '==', true).where('targetKeys', 'array-contains-any', extraKeysOf(car));

/** The extras offered for `car`, in staff's order. */
export async function offeredExtras(db: Firestore, car: ExtraCar): Promise<Extra[]> {
  return extrasOf((await carExtrasQuery(db, car).get()).docs);
}

export function firestoreExtras(db: () => Firestore): ExtraStore {
  const extras = () => db().collection('extras');
  return {
    async save(id, extra, caller) {
      const ref = id ? extras().doc(id) : extras().doc();
      return db().runTransaction(async (tx) => {
        if (id && !(await tx.get(ref)).exists) return { saved: false } as const;
        tx.set(ref, { ...extraToData(extra), updatedBy: caller, updatedAt: FieldValue.serverTimestamp() });
        return { saved: true, extraId: ref.id } as const;
      });
    },
    async remove(id) {
      const ref = extras().doc(id);
      return db().runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        return true;
      });
    },
  };
}
