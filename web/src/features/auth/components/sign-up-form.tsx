/**
 * Create an account (spec 2.11, 3 "Sign-up data", 5, 8): first and last name,
 * e-mail and password, all required. The names go to the profile; the
 * confirmation e-mail goes out in the page's language.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { PROFILE_LIMITS } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { signUpWithPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { useAuthErrorText } from './use-auth-error';

interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBusyChange: (busy: boolean) => void;
  onSignedUp: () => void;
}

export function SignUpForm({ email, onEmailChange, onBusyChange, onSignedUp }: SignUpFormProps) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const errorText = useAuthErrorText();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password, lang };
    if (!input.firstName || !input.lastName || !input.email || !input.password) {
      setError(t`All fields are required`);
      return;
    }
    setError('');
    setLoading(true);
    onBusyChange(true);
    try {
      await signUpWithPassword(input);
      toast.success(t`Check your email for the confirmation link!`);
      onSignedUp();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setLoading(false);
      onBusyChange(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={loading} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t`First name`}
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          disabled={loading}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.firstName } }}
        />
        <TextField
          label={t`Last name`}
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          disabled={loading}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.lastName } }}
        />
      </Box>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        disabled={loading}
        fullWidth
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.email } }}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={loading}
        fullWidth
        helperText={<Trans>At least 6 characters.</Trans>}
      />
      <FormMessage>{error}</FormMessage>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {loading ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </Button>
    </Box>
  );
}
