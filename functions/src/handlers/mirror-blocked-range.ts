/**
 * Keeps `cars/{carId}/blockedRanges/{blockId}` equal to the dates of
 * `availabilityBlocks/{blockId}`. Blocks hold notes and their author, which
 * only admins may read; the public calendar reads the mirror, which carries
 * `startDate` and `endDate` and nothing else. Every step is idempotent, so a
 * retried event changes nothing.
 */
import type { BlockedRange } from '@costa/domain';
import { blockedRangeMirrored, blockedRangeRemoved, blockIgnored } from '../logs';
import type { BlockedRangeStore } from '../services/blocked-ranges';

type BlockData = Record<string, unknown> | undefined;

export type MirrorStep = { action: 'put'; carId: string; range: BlockedRange } | { action: 'remove'; carId: string };

export interface MirrorPlan {
  steps: MirrorStep[];
  /** Why the new version of the block is not mirrored, when it exists but cannot be. */
  ignored?: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function carIdOf(data: BlockData): string | null {
  const carId = data?.carId;
  return typeof carId === 'string' && carId !== '' && !carId.includes('/') ? carId : null;
}

function mirrorOf(data: BlockData): { carId: string; range: BlockedRange } | string {
  const carId = carIdOf(data);
  if (!carId) return 'no valid carId';
  const { startDate, endDate } = data ?? {};
  if (typeof startDate !== 'string' || !DAY.test(startDate)) return 'startDate is not a YYYY-MM-DD day';
  if (typeof endDate !== 'string' || !DAY.test(endDate)) return 'endDate is not a YYYY-MM-DD day';
  if (endDate < startDate) return 'endDate is before startDate';
  return { carId, range: { startDate, endDate } };
}

/**
 * The writes that bring the mirror in line with a block's change. A block
 * moved to another car leaves the old car; a block that became invalid loses
 * its mirror rather than publishing dates nobody checked.
 */
export function planMirror(before: BlockData, after: BlockData): MirrorPlan {
  const previousCar = carIdOf(before);
  if (!after) return { steps: previousCar ? [{ action: 'remove', carId: previousCar }] : [] };
  const next = mirrorOf(after);
  if (typeof next === 'string') {
    return { steps: previousCar ? [{ action: 'remove', carId: previousCar }] : [], ignored: next };
  }
  const steps: MirrorStep[] = [];
  if (previousCar && previousCar !== next.carId) steps.push({ action: 'remove', carId: previousCar });
  steps.push({ action: 'put', carId: next.carId, range: next.range });
  return { steps };
}

interface SnapshotLike {
  data(): Record<string, unknown> | undefined;
}

/** The parts of a Firestore `onDocumentWritten` event this handler reads. */
export interface BlockWrittenEvent {
  params: { blockId: string };
  data?: { before: SnapshotLike; after: SnapshotLike };
}

export function createMirrorBlockedRangeHandler(store: BlockedRangeStore) {
  return async (event: BlockWrittenEvent): Promise<void> => {
    const { blockId } = event.params;
    const plan = planMirror(event.data?.before.data(), event.data?.after.data());
    if (plan.ignored) blockIgnored(blockId, plan.ignored);
    for (const step of plan.steps) {
      if (step.action === 'put') {
        await store.put(step.carId, blockId, step.range);
        blockedRangeMirrored(blockId, step.carId);
      } else {
        await store.remove(step.carId, blockId);
        blockedRangeRemoved(blockId, step.carId);
      }
    }
  };
}
