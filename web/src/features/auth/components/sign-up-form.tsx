/**
 * Create an account (spec 2.11, 3 "Sign-up data", 5, 8): first and last name,
 * e-mail and password, all required. The names go to the profile; the
 * confirmation e-mail goes out in the page's language.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PROFILE_LIMITS } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { signUpWithPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from './use-form-submit';
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
  const { error, setError, loading, run } = useFormSubmit(onBusyChange);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const input = { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password, lang };
    if (!input.firstName || !input.lastName || !input.email || !input.password) {
      setError(t`All fields are required`);
      return;
    }
    await run(async () => {
      await signUpWithPassword(input);
      toast.success(t`Check your email for the confirmation link!`);
      onSignedUp();
    }, errorText);
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
      <SubmitButton loading={loading} label={<Trans>Create account</Trans>} busyLabel={<Trans>Creating your account…</Trans>} />
    </Box>
  );
}
