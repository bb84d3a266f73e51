/**
 * Create an account: first and last name,
 * e-mail and password, all required. The names go to the profile; the
 * confirmation e-mail goes out in the page's language.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PROFILE_LIMITS, signUpSchema } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { signUpWithPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

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
  const { field, emailField, formRef, handleSubmit, busy, message } = useAuthForm({
    schema: signUpSchema,
    initialValues: { firstName: '', lastName: '', email, password: '' },
    onBusyChange,
    onEmailChange,
    action: async (values) => {
      await signUpWithPassword({ ...values, lang });
      toast.success(t`Check your email for the confirmation link!`);
      onSignedUp();
    },
  });

  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('firstName')}
          label={t`First name`}
          autoComplete="given-name"
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.firstName } }}
        />
        <TextField
          {...field('lastName')}
          label={t`Last name`}
          autoComplete="family-name"
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.lastName } }}
        />
      </Box>
      <TextField
        {...emailField()}
        label={t`Email`}
        type="email"
        autoComplete="email"
        fullWidth
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.email } }}
      />
      <PasswordField
        {...field('password', <Trans>At least 6 characters.</Trans>)}
        label={t`Password`}
        autoComplete="new-password"
        fullWidth
      />
      <FormMessage>{message}</FormMessage>
      <SubmitButton loading={busy} label={<Trans>Create account</Trans>} busyLabel={<Trans>Creating your account…</Trans>} />
    </Box>
  );
}
