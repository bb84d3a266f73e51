/**
 * The cars of the stored compare list as they are now: one document read per
 * entry (at most three). Reads, not one `documentId() in [...]` query: the
 * rules judge such a query document by document, so a single car deleted
 * from the fleet would make the whole query fail. A car the rules refuse
 * (taken off the fleet) or that no longer exists comes back as gone; any other
 * failure (offline...) leaves that car unchecked, to be kept as stored.
 */
import { carFromData, COMPARE_MAX, type Car } from '@costa/domain';
import { allowFirebaseSoon, firestoreSdk, getFirestoreClient } from '../../../lib/firebase';

export interface ComparedCars {
  /** The available cars among those asked for. */
  cars: Car[];
  /** The ids that got an answer: each is in `cars` or gone from the fleet. */
  checked: string[];
}

export async function getComparedCars(ids: readonly string[]): Promise<ComparedCars> {
  if (ids.length === 0) return { cars: [], checked: [] };
  // The list is the browser's own, not the server's page: it is checked without waiting for the visitor.
  allowFirebaseSoon();
  const [db, fs] = await Promise.all([getFirestoreClient(), firestoreSdk()]);
  const answers = await Promise.all(
    ids.slice(0, COMPARE_MAX).map(async (id) => {
      try {
        const snapshot = await fs.getDoc(fs.doc(db, 'cars', id));
        const data = snapshot.data();
        const car = data && data.isAvailable === true ? carFromData(snapshot.id, data) : null;
        return { id, checked: true, car };
      } catch (error) {
        // Refused: not a public car any more. Invalid: a stored id that cannot name a car at all.
        const code = (error as { code?: string }).code;
        if (code === 'permission-denied' || code === 'invalid-argument') return { id, checked: true, car: null };
        console.warn('Could not check a compared car', id, error);
        return { id, checked: false, car: null };
      }
    }),
  );
  return {
    cars: answers.flatMap((answer) => (answer.car ? [answer.car] : [])),
    checked: answers.filter((answer) => answer.checked).map((answer) => answer.id),
  };
}
