/** Sign in with e-mail and password; "Forgot password?" opens the reset request. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { PROFILE_LIMITS, signInSchema } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '../../../components/ui/use-toast';
import { signInWithPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

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
  const { field, emailField, formRef, handleSubmit, busy, message } = useAuthForm({
    schema: signInSchema,
    initialValues: { email, password: '' },
    onBusyChange,
    onEmailChange,
    action: async (values) => {
      await signInWithPassword(values.email, values.password);
      toast.success(t`Successfully signed in!`);
      onSignedIn();
    },
  });

  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        {...emailField()}
        label={t`Email`}
        type="email"
        autoComplete="email"
        fullWidth
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.email } }}
      />
      <PasswordField {...field('password')} label={t`Password`} autoComplete="current-password" fullWidth />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component="button" type="button" variant="body2" onClick={onForgot} disabled={busy}>
          <Trans>Forgot password?</Trans>
        </Link>
      </Box>
      <FormMessage>{message}</FormMessage>
      <SubmitButton loading={busy} label={<Trans>Sign In</Trans>} busyLabel={<Trans>Signing in…</Trans>} />
    </Box>
  );
}
