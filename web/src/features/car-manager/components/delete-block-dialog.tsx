/** Asks before deleting a block: the days become bookable again at once. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

interface DeleteBlockDialogProps {
  /** The block's dates as shown; null closes the dialog. */
  dates: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteBlockDialog({ dates, busy, onConfirm, onClose }: DeleteBlockDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={dates !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <Trans>Delete this block?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <Trans>{dates} will be free to book again straight away.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" color="error">
          <Trans>Delete</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
