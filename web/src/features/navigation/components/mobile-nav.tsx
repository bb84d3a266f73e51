/**
 * The menu below 768 px: a full-height drawer with the same pages, the
 * language choice, the theme toggle and the account links. It closes on
 * navigation (the header watches the path) and returns focus to its button.
 * Loaded on first use, so the drawer stays out of the first load.
 */
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '@costa/domain';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { usePaths } from '../../../config/paths';
import { useThemeMode } from '../../../theme/use-theme-mode';
import { useAuth } from '../../auth/use-auth';
import { useLanguageSwitch } from '../hooks/use-language-switch';
import { useAccountItems, useNavItems } from '../hooks/use-nav-items';
import { useSignOut } from '../hooks/use-sign-out';
import { FlagIcon } from './flag-icon';

const BigLink = styled(RouterLink)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'block',
    paddingBlock: 10,
    fontFamily: theme.typography.h1.fontFamily,
    fontSize: '1.75rem',
    lineHeight: 1.2,
    color: palette.text.primary,
    textDecoration: 'none',
    '&:hover': { color: palette.primary.main },
    '&[aria-current="page"]': { color: palette.primary.main },
  };
});

const SmallLink = styled(RouterLink)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'block',
    paddingBlock: 8,
    fontSize: '1rem',
    color: palette.text.primary,
    textDecoration: 'none',
    '&:hover, &[aria-current="page"]': { color: palette.primary.main },
  };
});

const LanguageOption = styled('a')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    minHeight: 44,
    paddingInline: 12,
    borderRadius: 2,
    border: `1px solid ${palette.divider}`,
    fontSize: '0.9375rem',
    color: palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: palette.text.secondary },
    '&[aria-current="true"]': { borderColor: palette.primary.main, color: palette.primary.main },
  };
});

function SectionLabel({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="overline" component="h2" color="primary" sx={{ display: 'block', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

export interface MobileNavProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export default function MobileNav({ id, open, onClose }: MobileNavProps) {
  const { t } = useLingui();
  const paths = usePaths();
  const items = useNavItems();
  const { status, user, isAdmin } = useAuth();
  const accountItems = useAccountItems(isAdmin);
  const signOut = useSignOut();
  const { mode, toggle } = useThemeMode();
  const { current, hrefFor, switchTo } = useLanguageSwitch();

  const chooseLanguage = (event: MouseEvent, lang: Lang) => {
    event.preventDefault();
    if (lang === current) onClose();
    else switchTo(lang);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t`Menu`,
          sx: { width: '100%', maxWidth: 420 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, height: 64, flex: 'none' }}>
        <Box component={RouterLink} to={paths('home')} aria-label={t`Costa Prestige, home`} sx={{ textDecoration: 'none', display: 'inline-flex' }}>
          <BrandLogo />
        </Box>
        <IconButton onClick={onClose} aria-label={t`Close menu`} data-testid="mobile-menu-close">
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 3, py: 3, display: 'flex', flexDirection: 'column', gap: 4, overflowY: 'auto' }}>
        <Box component="nav" aria-label={t`Main`}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <li key={item.key}>
                <BigLink to={item.to} aria-current={item.current ? 'page' : undefined} data-nav={item.key} onClick={onClose}>
                  {item.label}
                </BigLink>
              </li>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="mobile-menu-account">
          <SectionLabel>
            <span id="mobile-menu-account">
              <Trans>Account</Trans>
            </span>
          </SectionLabel>
          {status === 'signedIn' && user ? (
            <>
              <Typography variant="body2" color="textSecondary" noWrap sx={{ mb: 1 }}>
                {user.displayName || user.email}
              </Typography>
              {accountItems.map((item) => (
                <SmallLink key={item.key} to={item.to} data-nav={item.key} aria-current={item.current ? 'page' : undefined} onClick={onClose}>
                  {item.label}
                </SmallLink>
              ))}
              <Button
                variant="outlined"
                startIcon={<LogoutRounded />}
                data-testid="mobile-sign-out"
                onClick={() => {
                  onClose();
                  void signOut();
                }}
                sx={{ mt: 2 }}
              >
                <Trans>Sign out</Trans>
              </Button>
            </>
          ) : (
            <Button
              component={RouterLink}
              to={paths('auth')}
              variant="contained"
              fullWidth
              data-testid="mobile-sign-in-link"
              onClick={onClose}
            >
              <Trans>Sign in</Trans>
            </Button>
          )}
        </Box>

        <Box component="section" aria-labelledby="mobile-menu-language">
          <SectionLabel>
            <span id="mobile-menu-language">
              <Trans>Language</Trans>
            </span>
          </SectionLabel>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {LANGUAGES.map((lang) => (
              <LanguageOption
                key={lang}
                href={hrefFor(lang)}
                hrefLang={lang}
                lang={lang}
                data-lang={lang}
                aria-current={lang === current ? 'true' : undefined}
                onClick={(event) => chooseLanguage(event, lang)}
              >
                <FlagIcon lang={lang} />
                {LANGUAGE_NAMES[lang]}
              </LanguageOption>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="mobile-menu-appearance">
          <SectionLabel>
            <span id="mobile-menu-appearance">
              <Trans>Appearance</Trans>
            </span>
          </SectionLabel>
          <Button
            variant="outlined"
            onClick={toggle}
            data-testid="mobile-theme-toggle"
            data-mode={mode}
            startIcon={mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
          >
            {mode === 'dark' ? <Trans>Switch to light theme</Trans> : <Trans>Switch to dark theme</Trans>}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
