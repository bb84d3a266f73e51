/**
 * The contact form (spec 2.9, 3, 5): first and last name, e-mail, phone,
 * subject, message. Inputs carry the domain's maximum lengths; errors are
 * tied to their fields (aria-describedby through helper texts) and focus
 * moves to the first one after a refused send.
 */
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_LIMITS, type ContactField } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { useContactForm } from '../use-contact-form';

export function ContactForm() {
  const { t } = useLingui();
  const { values, errors, status, change, submit, isBookingRequest } = useContactForm();
  const headingId = useId();
  const submitting = status === 'submitting';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const invalid = await submit();
    const input = invalid ? form.elements.namedItem(invalid) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  const field = (name: ContactField, label: string, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => ({
    name,
    label,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    disabled: submitting,
    required: extra.required,
    type: extra.type,
    autoComplete: extra.autoComplete,
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: CONTACT_LIMITS[name] } },
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 3, md: 4.5 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        {isBookingRequest ? <Trans>Request this car</Trans> : <Trans>Send us a message</Trans>}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3.5 }}>
        <Trans>Fields marked with * are required. We reply within one business day.</Trans>
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField {...field('firstName', t`First name`, { required: true, autoComplete: 'given-name' })} />
        <TextField {...field('lastName', t`Last name`, { required: true, autoComplete: 'family-name' })} />
        <TextField {...field('email', t`Email`, { required: true, type: 'email', autoComplete: 'email' })} />
        <TextField {...field('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...field('subject', t`Subject`)} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...field('message', t`Message`, { required: true })} multiline minRows={6} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            endIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
          >
            {submitting ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
          </Button>
          <Box role="status" aria-live="polite" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {status === 'success' && <Trans>Your message has been sent.</Trans>}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
