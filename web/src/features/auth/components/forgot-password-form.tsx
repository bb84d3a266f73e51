/**
 * The forgot-password view: one e-mail field; the site's reset mail goes out
 * in the page's language and its link returns to this page in reset mode. The
 * notice after a request is the same whether or not the address has an account.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema, PROFILE_LIMITS } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { sendResetEmail } from '../api/auth-actions';
import { describeAuthError } from '../auth-errors';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';
import { useAuthErrorText } from './use-auth-error';
import { useAuthForm } from './use-auth-form';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const authErrorText = useAuthErrorText();
  const [sentTo, setSentTo] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { emailField, formRef, handleSubmit, busy, message } = useAuthForm({
    schema: forgotPasswordSchema,
    initialValues: { email },
    onEmailChange,
    describe: (failure) => {
      console.error('Password reset request failed', failure);
      // Too many links asked for (the address or the connection): Auth's own text for it; anything else, the form's.
      const described = describeAuthError(failure);
      return 'kind' in described && described.kind === 'too-many-requests' ? authErrorText(failure) : t`Failed to send password reset email. Please try again.`;
    },
    action: async (values) => {
      setSentTo('');
      await sendResetEmail(values.email, lang);
      toast.success(t`Password reset email sent! Check your inbox.`);
      setSentTo(values.email);
    },
  });

  // The view replaces the tabs: focus its heading so keyboard and screen-reader users land in it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit" sx={{ ml: -1, mb: 2, color: 'text.secondary' }}>
        <Trans>Back to sign in</Trans>
      </Button>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.6rem', mb: 1, outline: 'none' }}>
        <Trans>Reset your password</Trans>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        <Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>
      </Typography>
      <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          {...emailField()}
          label={t`Email`}
          type="email"
          autoComplete="email"
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.email } }}
        />
        <FormMessage>{message}</FormMessage>
        {sentTo && (
          <FormMessage severity="success">
            <Trans>If an account exists for {sentTo}, a reset link is on its way. It may take a minute to arrive.</Trans>
          </FormMessage>
        )}
        <SubmitButton loading={busy} label={<Trans>Send reset link</Trans>} busyLabel={<Trans>Sending…</Trans>} />
      </Box>
    </Box>
  );
}
