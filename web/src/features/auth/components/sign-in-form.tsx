/** Sign in with e-mail and password (spec 2.11, 5, 8); "Forgot password?" opens the reset request. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { signInWithPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from './use-form-submit';
import { useAuthErrorText } from './use-auth-error';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBusyChange: (busy: boolean) => void;
  onSignedIn: () => void;
  onForgot: () => void;
}

export function SignInForm({ email, onEmailChange, onBusyChange, onSignedIn, onForgot }: SignInFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const errorText = useAuthErrorText();
  const [password, setPassword] = useState('');
  const { error, setError, loading, run } = useFormSubmit(onBusyChange);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!email.trim() || !password) {
      setError(t`Email and password are required`);
      return;
    }
    await run(async () => {
      await signInWithPassword(email.trim(), password);
      toast.success(t`Successfully signed in!`);
      onSignedIn();
    }, errorText);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={loading} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        disabled={loading}
        fullWidth
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={loading}
        fullWidth
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component="button" type="button" variant="body2" onClick={onForgot} disabled={loading}>
          <Trans>Forgot password?</Trans>
        </Link>
      </Box>
      <FormMessage>{error}</FormMessage>
      <SubmitButton loading={loading} label={<Trans>Sign In</Trans>} busyLabel={<Trans>Signing in…</Trans>} />
    </Box>
  );
}
