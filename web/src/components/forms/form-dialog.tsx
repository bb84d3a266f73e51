/**
 * A form in a dialog (the settings' editors of a season or an extra, the
 * order's hand-over and return): it fills the screen on a phone, with its
 * title, its fieldsets, and Cancel beside the submit button. Cancel and
 * Escape do nothing while it submits.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormLabel from '@mui/material/FormLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

/** A fieldset's heading, sized for a dialog. */
export function Legend({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <FormLabel id={id} component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 1.5, '&.Mui-focused': { color: 'text.primary' } }}>
      {children}
    </FormLabel>
  );
}

export const fieldset = { border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 } as const;
/** Two fields side by side, one above the other on a phone. */
export const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' } as const;

interface FormDialogProps {
  title: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  onClose: () => void;
  /** The schema form's element (focus goes to its first invalid field) and its submit. */
  formRef: Ref<HTMLFormElement & HTMLDivElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function FormDialog({ title, submitLabel, busy, onClose, formRef, onSubmit, children }: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box
        ref={formRef}
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3.5, gridAutoRows: 'max-content', pt: 2.5 }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
