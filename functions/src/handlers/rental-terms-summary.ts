/**
 * Keeps the fleet's summary of rental terms (services/rental-terms-summary.ts)
 * in step with the cars: a change that can move it (a car on offer whose
 * availability, category or terms changed) recomputes it; any other write
 * (translations, photos) reads nothing. Recomputing is idempotent, so a
 * retried event is harmless.
 */
import { changesRentalTermsSummary } from '@costa/domain';
import type { RentalTermsSummaryStore } from '../services/rental-terms-summary';

interface SnapshotLike {
  data(): Record<string, unknown> | undefined;
}

/** The parts of a Firestore `onDocumentWritten` event this handler reads. */
export interface CarWrittenEvent {
  data?: { before?: SnapshotLike; after?: SnapshotLike };
}

export function createSummarizeRentalTermsHandler(summary: RentalTermsSummaryStore, now: () => number = Date.now) {
  return async (event: CarWrittenEvent): Promise<void> => {
    if (!changesRentalTermsSummary(event.data?.before?.data(), event.data?.after?.data())) return;
    await summary.recompute(now());
  };
}
