/** Asks before deleting a season: its days go back to a broader season's price, or to each car's own. */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteSeasonDialogProps {
  open: boolean;
  /** The season's name and days as the list shows them (kept while the dialog closes). */
  name: string;
  dates: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Deleted: its row is gone, so the caller moves focus. */
  disableRestoreFocus: boolean;
}

export function DeleteSeasonDialog({ open, name, dates, busy, onConfirm, onClose, disableRestoreFocus }: DeleteSeasonDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      disableRestoreFocus={disableRestoreFocus}
      title={<Trans>Delete this season?</Trans>}
      text={
        <Trans>
          {name} ({dates}) will no longer set prices. Its days cost what a broader season sets, or each car's own daily price. Orders already paid keep
          their price.
        </Trans>
      }
      confirmLabel={<Trans>Delete</Trans>}
    />
  );
}
