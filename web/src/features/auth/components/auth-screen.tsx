/**
 * The auth page's body: tabs Sign In and Sign Up,
 * the forgot-password view, and the modes the e-mailed links open
 * (`mode=resetPassword` or `mode=verifyEmail` with `oobCode`). A visitor who
 * is signed in goes to the account page, except while a form is still
 * finishing (sign-up writes the profile after the account exists) and in
 * reset mode (a signed-in customer may still follow a reset link).
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router';
import { useToast } from '../../../components/ui/use-toast';
import { usePaths } from '../../../config/paths';
import { useAuth, useMayHaveSession } from '../use-auth';
import { confirmEmail } from '../api/auth-actions';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useAuthErrorText } from './use-auth-error';

type View = 'signIn' | 'signUp' | 'forgot';

export function AuthScreen() {
  const { t } = useLingui();
  const paths = usePaths();
  const navigate = useNavigate();
  const auth = useAuth({ immediate: true });
  const mayHaveSession = useMayHaveSession();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const resetCode = mode === 'resetPassword' && code ? code : null;
  const [view, setView] = useState<View>(params.get('tab') === 'signup' ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const tabsId = useId();

  useVerifyEmailLink(mode === 'verifyEmail' ? code : null, () => setParams({}, { replace: true }));

  const toAccount = () => navigate(paths('account'), { replace: true });

  if (auth.status === 'signedIn' && !busy && !resetCode) return <Navigate to={paths('account')} replace />;
  // A returning customer is most likely signed in: wait rather than flash the forms.
  if (auth.status === 'loading' && mayHaveSession && !resetCode) {
    return (
      <Box role="status" aria-label={t`Loading…`} sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress />
      </Box>
    );
  }

  const tabId = (name: View) => `${tabsId}-${name}-tab`;
  const panelId = (name: View) => `${tabsId}-${name}-panel`;

  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 520, mx: 'auto', borderRadius: 3, p: { xs: 2.5, sm: 4 } }}
    >
      {resetCode ? (
        <ResetPasswordForm
          code={resetCode}
          onDone={(address) => {
            setEmail(address);
            setView('signIn');
            setParams({}, { replace: true });
          }}
          onRequestNew={() => {
            setView('forgot');
            setParams({}, { replace: true });
          }}
        />
      ) : view === 'forgot' ? (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => setView('signIn')} />
      ) : (
        <>
          <Tabs
            value={view}
            onChange={(_, next: View) => setView(next)}
            variant="fullWidth"
            aria-label={t`Sign in or sign up`}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="signIn" label={t`Sign In`} id={tabId('signIn')} aria-controls={panelId('signIn')} />
            <Tab value="signUp" label={t`Sign Up`} id={tabId('signUp')} aria-controls={panelId('signUp')} />
          </Tabs>
          <Box role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
            {view === 'signIn' ? (
              <SignInForm
                email={email}
                onEmailChange={setEmail}
                onBusyChange={setBusy}
                onSignedIn={toAccount}
                onForgot={() => setView('forgot')}
              />
            ) : (
              <SignUpForm email={email} onEmailChange={setEmail} onBusyChange={setBusy} onSignedUp={toAccount} />
            )}
          </Box>
        </>
      )}
    </Paper>
  );
}

/** Applies an e-mail confirmation link once, then clears it from the address bar. */
function useVerifyEmailLink(code: string | null, clear: () => void) {
  const { t } = useLingui();
  const toast = useToast();
  const errorText = useAuthErrorText();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!code || applied.current === code) return;
    applied.current = code;
    confirmEmail(code).then(
      () => toast.success(t`Your email address is confirmed. Thank you!`),
      (failure: unknown) => toast.error(t`We could not confirm your email address.`, errorText(failure)),
    );
    clear();
  }, [code, clear, toast, t, errorText]);
}
