/**
 * Asks before clearing the comparison, which cannot be undone. Loaded on the
 * first click of "Clear all".
 */
import { Plural, Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface ClearCompareDialogProps {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}

export default function ClearCompareDialog({ open, count, onCancel, onConfirm }: ClearCompareDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onCancel}
      onConfirm={onConfirm}
      // Once cleared, the button that opened it is gone: the board decides where focus goes.
      disableRestoreFocus
      title={<Trans>Clear your comparison?</Trans>}
      text={
        <Plural
          value={count}
          one="The car will be removed from your comparison."
          other="All # cars will be removed from your comparison."
        />
      }
      cancelLabel={<Trans>Keep them</Trans>}
      confirmLabel={<Trans>Clear all</Trans>}
    />
  );
}
