/**
 * A lost manage link: the order number and the e-mail address the booking
 * was made with. The answer is always the same (the page never says whether
 * a booking exists): if one matches, a new link goes to its address.
 */
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { manageLinkSchema } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { refusalMessage } from '../../../lib/refusal-messages';
import { requestManageLink } from '../api/manage-booking';

export function LookupForm() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, formRef, handleSubmit, busy, showServerErrors } = useSchemaForm({
    schema: manageLinkSchema,
    initialValues: { orderNumber: '', email: '' },
    onSubmit: async (clean) => {
      const outcome = await requestManageLink({ ...clean, lang });
      if (outcome.ok) {
        setSentTo(clean.email);
        return;
      }
      showServerErrors(outcome.fields);
      toast.error(t`Could not send the link`, i18n._(refusalMessage(outcome.reason)));
    },
  });

  return (
    <Box component="section" aria-labelledby="lookup-title" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id="lookup-title" component="h2" variant="h5">
        <Trans>Find your booking</Trans>
      </Typography>
      <Typography color="textSecondary">
        <Trans>Enter the order number from your confirmation and the e-mail address you booked with. We will e-mail you a link to your booking.</Trans>
      </Typography>
      {sentTo ? (
        <Alert severity="success" role="status">
          <Trans>If a booking matches, a link to it is on its way to {sentTo}. It can take a few minutes; check your spam folder too.</Trans>
        </Alert>
      ) : (
        <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            {...field('orderNumber')}
            label={t`Order number`}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 12, spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <TextField {...field('email')} label={t`Email`} type="email" required fullWidth autoComplete="email" slotProps={{ htmlInput: { maxLength: 255 } }} />
          <Box>
            <Button type="submit" variant="contained" loading={busy} startIcon={<SendIcon />}>
              <Trans>Send me the link</Trans>
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
