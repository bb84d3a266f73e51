/** Asks before deleting a block: the days become bookable again at once. */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteBlockDialogProps {
  /** The block's dates as shown; null closes the dialog. */
  dates: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteBlockDialog({ dates, busy, onConfirm, onClose }: DeleteBlockDialogProps) {
  return (
    <ConfirmDialog
      open={dates !== null}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      title={<Trans>Delete this block?</Trans>}
      text={<Trans>{dates} will be free to book again straight away.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
    />
  );
}
