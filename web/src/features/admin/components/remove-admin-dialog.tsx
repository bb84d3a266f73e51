/** Asks before taking someone's admin rights away. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

interface RemoveAdminDialogProps {
  /** Who is about to lose the rights; null closes the dialog. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveAdminDialog({ name, busy, onConfirm, onClose }: RemoveAdminDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={name !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <Trans>Remove admin privileges?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <Trans>{name} will no longer have access to the admin area. Their customer account stays as it is.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" color="error">
          <Trans>Remove</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
