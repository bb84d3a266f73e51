/**
 * Details: the sign-in e-mail (read-only) and the
 * customer's phone, first name, last name and address, saved to their profile.
 * The rules are the domain's `profileSchema` (the limits firestore.rules
 * enforces); errors sit under their fields and focus moves to the first one.
 */
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { PROFILE_LIMITS, profileInputOf, profileSchema, type ProfileField, type ProfileInput } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { useAsync } from '../../../hooks/use-async';
import { getProfile } from '../../auth/api/get-profile';
import { saveProfile } from '../api/save-profile';
import { TabHeading } from './tab-heading';

interface DetailsTabProps {
  uid: string;
  email: string | null;
}

const EMPTY: ProfileInput = profileInputOf(null);

export function DetailsTab({ uid, email }: DetailsTabProps) {
  const { t } = useLingui();
  const toast = useToast();
  const profile = useAsync(`profile ${uid}`, async () => profileInputOf(await getProfile(uid)));
  /** What was saved in this visit; until then, what was read. */
  const [saved, setSaved] = useState<ProfileInput | null>(null);
  const stored = saved ?? (profile.status === 'ready' ? profile.data : null);
  const { field, formRef, handleSubmit, busy: saving } = useSchemaForm({
    schema: profileSchema,
    initialValues: stored ?? EMPTY,
    // The stored profile arrives after the first render, and again after a save.
    enableReinitialize: true,
    onSubmit: async (clean) => {
      try {
        await saveProfile(uid, email, clean);
        setSaved(clean);
        toast.success(t`Your details have been saved.`);
      } catch (error) {
        console.error('Could not save the profile', error);
        toast.error(t`Could not save your details`, t`Please try again in a moment.`);
      }
    },
  });

  const bind = (name: ProfileField, label: string, autoComplete: string, type = 'text') => ({
    ...field(name),
    label,
    type,
    autoComplete,
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: PROFILE_LIMITS[name] } },
  });

  return (
    <Box>
      <TabHeading
        title={<Trans>Account details</Trans>}
        intro={<Trans>Keep your contact details up to date so our team can reach you about your bookings.</Trans>}
      />
      {stored === null && profile.status === 'error' ? (
        // No form over a failed read: saving it would overwrite the stored details with blanks.
        <LoadFailed onRetry={profile.retry}>
          <Trans>Sorry, we couldn't load your details.</Trans>
        </LoadFailed>
      ) : stored === null ? (
        <Box role="status" aria-label={t`Loading your details…`} sx={{ display: 'grid', gap: 2.5 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Box>
      ) : (
        <Box
          ref={formRef}
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-busy={saving}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              value={email ?? ''}
              fullWidth
              helperText={<Trans>The address you sign in with; it cannot be changed here.</Trans>}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField {...bind('phone', t`Phone`, 'tel', 'tel')} />
          </Box>
          <TextField {...bind('firstName', t`First name`, 'given-name')} required />
          <TextField {...bind('lastName', t`Last name`, 'family-name')} required />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField {...bind('address', t`Address`, 'street-address')} multiline minRows={2} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveIcon />}
            >
              {saving ? <Trans>Saving…</Trans> : <Trans>Save Changes</Trans>}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
