/**
 * Details (spec 2.12, 3 "Account"): the sign-in e-mail (read-only) and the
 * customer's phone, first name, last name and address, saved to their profile.
 * Errors sit under their fields and focus moves to the first one.
 */
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  normalizeProfileInput,
  PROFILE_LIMITS,
  profileInputOf,
  validateProfileInput,
  type ProfileError,
  type ProfileErrors,
  type ProfileField,
  type ProfileInput,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { getProfile } from '../../auth/api/get-profile';
import { saveProfile } from '../api/save-profile';
import { TabHeading } from './tab-heading';

interface DetailsTabProps {
  uid: string;
  email: string | null;
}

const FIELD_ORDER: readonly ProfileField[] = ['phone', 'firstName', 'lastName', 'address'];

export function DetailsTab({ uid, email }: DetailsTabProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [values, setValues] = useState<ProfileInput | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let active = true;
    void getProfile(uid).then((profile) => active && setValues(profileInputOf(profile)));
    return () => {
      active = false;
    };
  }, [uid]);

  const errorText = (field: ProfileField, error: ProfileError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error === 'required') return field === 'firstName' ? t`First name is required` : t`Last name is required`;
    if (error === 'invalid-phone') return t`Please enter a valid phone number`;
    const max = PROFILE_LIMITS[field];
    return t`At most ${max} characters`;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values || saving) return;
    const found = validateProfileInput(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const input = form.current?.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const clean = normalizeProfileInput(values);
    setSaving(true);
    try {
      await saveProfile(uid, email, clean);
      setValues(clean);
      toast.success(t`Your details have been saved.`);
    } catch (error) {
      console.error('Could not save the profile', error);
      toast.error(t`Could not save your details`, t`Please try again in a moment.`);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: ProfileField, label: string, autoComplete: string, type = 'text') => ({
    name,
    label,
    type,
    autoComplete,
    value: values?.[name] ?? '',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => (current ? { ...current, [name]: event.target.value } : current));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errorText(name, errors[name]),
    disabled: saving,
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: PROFILE_LIMITS[name] } },
  });

  return (
    <Box>
      <TabHeading
        title={<Trans>Account details</Trans>}
        intro={<Trans>Keep your contact details up to date so our team can reach you about your bookings.</Trans>}
      />
      {values === null ? (
        <Box role="status" aria-label={t`Loading your details…`} sx={{ display: 'grid', gap: 2.5 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Box>
      ) : (
        <Box
          ref={form}
          component="form"
          noValidate
          onSubmit={onSubmit}
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
            <TextField {...field('phone', t`Phone`, 'tel', 'tel')} />
          </Box>
          <TextField {...field('firstName', t`First name`, 'given-name')} required />
          <TextField {...field('lastName', t`Last name`, 'family-name')} required />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField {...field('address', t`Address`, 'street-address')} multiline minRows={2} />
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
