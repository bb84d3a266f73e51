/**
 * The toasts themselves: notistack, about 4.5 s, at most four at once, each a
 * title with an optional description in the theme's colours. Bottom-right on
 * wide screens; at the top on a phone, where the bottom of the screen holds
 * what is tapped next (a dialog's actions, Pay Now): a toast there would take
 * that tap, and the tap, read as a hover, would hold it on screen. Loaded
 * after the first paint (or with the first toast) by `ToastProvider`.
 */
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import IconButton from '@mui/material/IconButton';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLingui } from '@lingui/react/macro';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps, type SnackbarOrigin } from 'notistack';
import { forwardRef, useEffect, type ReactNode } from 'react';
import type { ToastDriver } from './toast-provider';

declare module 'notistack' {
  interface VariantOverrides {
    default: { description?: string };
    success: { description?: string };
    error: { description?: string };
    warning: { description?: string };
    info: { description?: string };
  }
}

/** About 4-5 s on screen. */
const TOAST_DURATION_MS = 4500;

type Tone = 'default' | 'success' | 'error' | 'warning' | 'info';
const withTone = { shouldForwardProp: (prop: string) => prop !== 'tone' };

const ToastCard = styled('div', withTone)<{ tone: Tone }>(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    width: '100%',
    [theme.breakpoints.up('sm')]: { width: 380 },
    padding: '14px 8px 14px 16px',
    borderRadius: 4,
    border: `1px solid ${palette.divider}`,
    borderLeftWidth: 3,
    borderLeftColor: palette.primary.main,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: `0 16px 40px ${theme.alpha(palette.common.black, 0.18)}`,
    ...theme.applyStyles('dark', {
      boxShadow: `0 16px 40px ${theme.alpha(palette.common.black, 0.6)}`,
    }),
    variants: [
      { props: { tone: 'success' }, style: { borderLeftColor: palette.success.main } },
      { props: { tone: 'warning' }, style: { borderLeftColor: palette.warning.main } },
      { props: { tone: 'error' }, style: { borderLeftColor: palette.error.main } },
    ],
  };
});

const ToastIcon = styled('span', withTone)<{ tone: Tone }>(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'inline-flex',
    paddingTop: 1,
    '& svg': { fontSize: 20 },
    color: palette.primary.main,
    variants: [
      { props: { tone: 'success' }, style: { color: palette.success.main } },
      { props: { tone: 'warning' }, style: { color: palette.warning.main } },
      { props: { tone: 'error' }, style: { color: palette.error.main } },
    ],
  };
});

const ToastText = styled('div')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  paddingTop: 1,
  '& > strong': { display: 'block', fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.4 },
  '& > p': {
    margin: '2px 0 0',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: (theme.vars || theme).palette.text.secondary,
  },
}));

const icons: Record<Tone, ReactNode> = {
  default: <InfoOutlined />,
  info: <InfoOutlined />,
  success: <CheckCircleOutlineRounded />,
  warning: <WarningAmberRounded />,
  error: <ErrorOutlineRounded />,
};

type ToastProps = CustomContentProps & { description?: string };

const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ id, message, variant, description }, ref) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useLingui();
  const tone = variant as Tone;
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <SnackbarContent ref={ref} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'}>
      <ToastCard tone={tone} data-testid="toast" data-variant={tone}>
        <ToastIcon tone={tone} aria-hidden>
          {icons[tone]}
        </ToastIcon>
        <ToastText>
          <strong>{message}</strong>
          {description ? <p>{description}</p> : null}
        </ToastText>
        <IconButton size="small" aria-label={t`Dismiss notification`} onClick={() => closeSnackbar(id)}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </ToastCard>
    </SnackbarContent>
  );
});

/** Hands notistack's enqueue/close to the provider once mounted. */
function Bridge({ onReady }: { onReady: (driver: ToastDriver) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    onReady({
      show: ({ key, title, description, variant, persist }) => {
        enqueueSnackbar(title, {
          key,
          variant: variant === 'destructive' ? 'error' : variant,
          description,
          persist,
        });
      },
      dismiss: (key) => closeSnackbar(key),
    });
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

const WIDE: SnackbarOrigin = { vertical: 'bottom', horizontal: 'right' };
const PHONE: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };

export default function ToastHost({ onReady }: { onReady: (driver: ToastDriver) => void }) {
  // Only ever rendered in the browser, after the page: the window's width is known.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={phone ? PHONE : WIDE}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    >
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
