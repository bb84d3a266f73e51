/**
 * The availability blocks of one car, live, with notes and authors (admins
 * only). Sorted here by start date rather than with orderBy, which would need
 * a composite index for a list of a handful of documents.
 */
import { BLOCK_TYPES, isDay, sortBlocks, type AvailabilityBlock, type BlockType } from '@costa/domain';
import { liveQuery } from '../../../lib/live-query';

function millis(value: unknown): number {
  if (typeof value === 'number') return value;
  const stamp = value as { toMillis?: () => number } | null | undefined;
  return typeof stamp?.toMillis === 'function' ? stamp.toMillis() : 0;
}

export function subscribeCarBlocks(
  carId: string,
  next: (blocks: AvailabilityBlock[]) => void,
  fail: (error: unknown) => void,
): () => void {
  return liveQuery(
    (db, fs) => fs.query(fs.collection(db, 'availabilityBlocks'), fs.where('carId', '==', carId)),
    (snapshot) =>
      sortBlocks(
        snapshot.docs
          .map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string })
          .filter((data) => isDay(data.startDate) && isDay(data.endDate) && BLOCK_TYPES.includes(data.blockType as BlockType))
          .map(
            (data): AvailabilityBlock => ({
              id: data.id,
              carId,
              startDate: data.startDate as string,
              endDate: data.endDate as string,
              blockType: data.blockType as BlockType,
              notes: typeof data.notes === 'string' ? data.notes : '',
              createdBy: typeof data.createdBy === 'string' ? data.createdBy : null,
              // A block just written locally has no server time yet.
              createdAt: millis(data.createdAt),
            }),
          ),
      ),
    next,
    (error) => {
      console.error('Could not load the blocks of car', carId, error);
      fail(error);
    },
  );
}
