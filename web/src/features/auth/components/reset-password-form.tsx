/**
 * Reset mode: the page opened from the reset e-mail's link
 * (`mode=resetPassword&oobCode=…`). The code is checked first, so an expired
 * link says so at once; a new password, typed twice, then replaces the old one.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { resetPasswordSchema } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { checkResetCode, resetPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';
import { useAuthErrorText } from './use-auth-error';

interface ResetPasswordFormProps {
  code: string;
  /** After the change: back to sign in, with the account's address filled in. */
  onDone: (email: string) => void;
  /** An unusable link: ask for a new one. */
  onRequestNew: () => void;
}

type CodeState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

export function ResetPasswordForm({ code, onDone, onRequestNew }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const errorText = useAuthErrorText();
  const [codeState, setCodeState] = useState<CodeState>({ status: 'checking' });
  const { field, formRef, handleSubmit, busy, message } = useAuthForm({
    schema: resetPasswordSchema,
    initialValues: { password: '', confirmPassword: '' },
    action: async (values) => {
      if (codeState.status !== 'valid') return;
      await resetPassword(code, values.password);
      toast.success(t`Your password has been changed. You can now sign in.`);
      onDone(codeState.email);
    },
  });

  useEffect(() => {
    let active = true;
    checkResetCode(code).then(
      (email) => active && setCodeState({ status: 'valid', email }),
      (failure: unknown) => active && setCodeState({ status: 'invalid', message: errorText(failure) }),
    );
    return () => {
      active = false;
    };
  }, [code, errorText]);

  const account = codeState.status === 'valid' ? codeState.email : '';
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        <Trans>Choose a new password</Trans>
      </Typography>
      {codeState.status === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, color: 'text.secondary' }}>
          <CircularProgress size={20} aria-hidden />
          <Trans>Checking your reset link…</Trans>
        </Box>
      )}
      {codeState.status === 'invalid' && (
        <Box sx={{ display: 'grid', gap: 2.5, mt: 2 }}>
          <FormMessage>{codeState.message}</FormMessage>
          <Button variant="contained" onClick={onRequestNew}>
            <Trans>Request a new link</Trans>
          </Button>
        </Box>
      )}
      {codeState.status === 'valid' && (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            <Trans>For the account {account}.</Trans>
          </Typography>
          <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="username" autoComplete="username" value={codeState.email} readOnly hidden />
            <PasswordField
              {...field('password', <Trans>At least 6 characters.</Trans>)}
              label={t`New password`}
              autoComplete="new-password"
              fullWidth
            />
            <PasswordField {...field('confirmPassword')} label={t`Confirm new password`} autoComplete="new-password" fullWidth />
            <FormMessage>{message}</FormMessage>
            <SubmitButton loading={busy} label={<Trans>Save new password</Trans>} busyLabel={<Trans>Saving…</Trans>} />
          </Box>
        </>
      )}
    </Box>
  );
}
