/**
 * Asks before clearing the comparison, which cannot be undone. Loaded on the
 * first click of "Clear all".
 */
import { Plural, Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ClearCompareDialogProps {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}

export default function ClearCompareDialog({ open, count, onCancel, onConfirm }: ClearCompareDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Once cleared, the button that opened it is gone: the board decides where focus goes.
      disableRestoreFocus
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        <Trans>Clear your comparison?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <Plural
            value={count}
            one="The car will be removed from your comparison."
            other="All # cars will be removed from your comparison."
          />
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} color="inherit" autoFocus>
          <Trans>Keep them</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          <Trans>Clear all</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
