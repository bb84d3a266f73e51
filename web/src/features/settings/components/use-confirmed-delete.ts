/**
 * The settings lists' delete: Delete asks first (the item stays named while
 * the dialog closes), the dialog is busy while the callable runs, the caller
 * announces the outcome, and once the item is gone with its Delete button
 * focus moves to `focusAfter` (the list's Add button).
 */
import { useEffect, useState, type RefObject } from 'react';
import type { WriteOutcome } from '../api/staff-call';

export function useConfirmedDelete<T extends { id: string }>(
  remove: (id: string) => Promise<WriteOutcome<unknown>>,
  announce: (outcome: WriteOutcome<unknown>) => void,
  focusAfter: RefObject<HTMLElement | null>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    if (deleted && !open) focusAfter.current?.focus();
  }, [deleted, open, focusAfter]);

  const ask = (item: T) => {
    setDeleted(false);
    setTarget(item);
    setOpen(true);
  };

  async function confirm() {
    if (!target) return;
    setBusy(true);
    const outcome = await remove(target.id);
    setBusy(false);
    setDeleted(outcome.ok);
    announce(outcome);
    setOpen(false);
  }

  return {
    target,
    ask,
    dialog: { open, busy, disableRestoreFocus: deleted, onConfirm: () => void confirm(), onClose: () => setOpen(false) },
  };
}
