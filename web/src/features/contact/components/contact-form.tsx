/**
 * The contact form: first and last name, e-mail, phone,
 * subject, message. Inputs carry the domain's maximum lengths; errors are
 * tied to their fields (aria-describedby through helper texts), show once a
 * field is left or a send is tried, and focus moves to the first one after a
 * refused send (use-schema-form.ts).
 */
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TermsCheckbox } from '../../../components/forms/terms-checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_LIMITS, type ContactField } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useContactForm } from '../use-contact-form';

export function ContactForm() {
  const { t } = useLingui();
  const { field: bind, formRef, handleSubmit, status, isBookingRequest, formik, setValue, errorOf } = useContactForm();
  const headingId = useId();
  const submitting = status === 'submitting';

  const field = (name: ContactField, label: string, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => ({
    ...bind(name),
    label,
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
        ref={formRef}
        component="form"
        noValidate
        onSubmit={handleSubmit}
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
        {isBookingRequest ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TermsCheckbox
              checked={formik.values.termsAccepted === true}
              onChange={(checked) => setValue('termsAccepted', checked)}
              error={errorOf('termsAccepted')}
              readOnly={submitting}
            />
          </Box>
        ) : null}
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
