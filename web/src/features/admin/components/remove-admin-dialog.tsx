/** Asks before taking someone's admin rights away. */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface RemoveAdminDialogProps {
  /** Who is about to lose the rights; null closes the dialog. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveAdminDialog({ name, busy, onConfirm, onClose }: RemoveAdminDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      title={<Trans>Remove admin privileges?</Trans>}
      text={<Trans>{name} will no longer have access to the admin area. Their customer account stays as it is.</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
    />
  );
}
