/** Asks before deleting an extra: it leaves the order page; pausing it instead keeps it to offer again. */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteExtraDialogProps {
  open: boolean;
  /** The extra's name as the list shows it (kept while the dialog closes). */
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Deleted: its row is gone, so the caller moves focus. */
  disableRestoreFocus: boolean;
}

export function DeleteExtraDialog({ open, name, busy, onConfirm, onClose, disableRestoreFocus }: DeleteExtraDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      disableRestoreFocus={disableRestoreFocus}
      title={<Trans>Delete this extra?</Trans>}
      text={
        <Trans>
          Customers will no longer be able to add {name} to an order. To offer it again later, pause it instead. Orders that already include it keep it
          at the price paid.
        </Trans>
      }
      confirmLabel={<Trans>Delete</Trans>}
    />
  );
}
