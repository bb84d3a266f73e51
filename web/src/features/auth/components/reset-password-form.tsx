/**
 * Reset mode (spec 2.11): the page opened from the reset e-mail's link
 * (`mode=resetPassword&oobCode=…`). The code is checked first, so an expired
 * link says so at once; a new password, typed twice, then replaces the old one.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { checkResetCode, resetPassword } from '../api/auth-actions';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from './use-form-submit';
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, loading, run } = useFormSubmit();

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || codeState.status !== 'valid') return;
    if (!password || !confirm) {
      setError(t`Please enter your new password twice.`);
      return;
    }
    if (password !== confirm) {
      setError(t`The two passwords do not match.`);
      return;
    }
    const { email } = codeState;
    await run(
      async () => {
        await resetPassword(code, password);
        toast.success(t`Your password has been changed. You can now sign in.`);
        onDone(email);
      },
      errorText,
      // Success leaves this view.
      { stayBusy: true },
    );
  };

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
          <Box component="form" noValidate onSubmit={onSubmit} aria-busy={loading} sx={{ display: 'grid', gap: 2.5 }}>
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="username" autoComplete="username" value={codeState.email} readOnly hidden />
            <PasswordField
              label={t`New password`}
              name="newPassword"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={loading}
              fullWidth
              helperText={<Trans>At least 6 characters.</Trans>}
            />
            <PasswordField
              label={t`Confirm new password`}
              name="confirmPassword"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              disabled={loading}
              fullWidth
            />
            <FormMessage>{error}</FormMessage>
            <SubmitButton loading={loading} label={<Trans>Save new password</Trans>} busyLabel={<Trans>Saving…</Trans>} />
          </Box>
        </>
      )}
    </Box>
  );
}
