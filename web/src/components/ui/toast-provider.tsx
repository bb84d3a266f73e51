/**
 * Toasts (spec 9): bottom-right, about 4.5 s, at most four at once. Each one
 * is a title with an optional description, drawn by `Toast` below in the
 * theme's colours; features raise them through `useToast()`.
 */
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, type ReactNode } from 'react';

declare module 'notistack' {
  interface VariantOverrides {
    default: { description?: string };
    success: { description?: string };
    error: { description?: string };
    warning: { description?: string };
    info: { description?: string };
  }
}

export const TOAST_DURATION_MS = 4500;

type Tone = 'default' | 'success' | 'error' | 'warning' | 'info';

const ToastCard = styled('div', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    width: '100%',
    maxWidth: 400,
    [theme.breakpoints.up('sm')]: { width: 380 },
    padding: '14px 8px 14px 16px',
    borderRadius: 4,
    border: `1px solid ${palette.divider}`,
    borderLeftWidth: 3,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: `0 16px 40px ${theme.alpha(palette.common.black, 0.2)}`,
    ...theme.applyStyles('dark', {
      boxShadow: `0 16px 40px ${theme.alpha(palette.common.black, 0.6)}`,
    }),
    variants: [
      { props: { tone: 'default' }, style: { borderLeftColor: palette.primary.main } },
      { props: { tone: 'info' }, style: { borderLeftColor: palette.primary.main } },
      { props: { tone: 'success' }, style: { borderLeftColor: palette.success.main } },
      { props: { tone: 'warning' }, style: { borderLeftColor: palette.warning.main } },
      { props: { tone: 'error' }, style: { borderLeftColor: palette.error.main } },
    ],
  };
});

const ToastIcon = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(({ theme }) => {
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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    >
      {children}
    </SnackbarProvider>
  );
}
