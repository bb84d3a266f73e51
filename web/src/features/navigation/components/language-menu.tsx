/**
 * The language switcher: the current language's flag and name, opening the
 * five languages. Choosing one reloads the page in that language.
 */
import { LANGUAGE_NAMES, type Lang } from '@costa/domain';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/buttons';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { preloadable } from '../../../lib/idle';
import { useLanguageSwitch } from '../hooks/use-language-switch';
import { FlagIcon } from './flag-icon';

export const loadLanguageMenuPopup = preloadable(() => import('./language-menu-popup'));
const LanguageMenuPopup = lazy(loadLanguageMenuPopup);

export function LanguageMenu() {
  const { t } = useLingui();
  const { current, hrefFor, switchTo } = useLanguageSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const currentName = LANGUAGE_NAMES[current];
  const preload = () => void loadLanguageMenuPopup();

  const choose = (lang: Lang) => {
    setAnchor(null);
    if (lang !== current) switchTo(lang);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        data-testid="language-switcher"
        aria-label={t`Language: ${currentName}`}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={(theme) => ({
          gap: 1,
          minWidth: 0,
          px: { xs: 1, md: 1.25 },
          fontSize: '0.875rem',
          fontWeight: 500,
          color: (theme.vars || theme).palette.text.primary,
          '&:hover': { color: (theme.vars || theme).palette.primary.main, backgroundColor: 'transparent' },
        })}
      >
        <FlagIcon lang={current} />
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
          {currentName}
        </Box>
        <ExpandMoreRounded
          aria-hidden
          sx={{
            fontSize: 18,
            display: { xs: 'none', md: 'inline-block' },
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <LanguageMenuPopup
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            current={current}
            hrefFor={hrefFor}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
