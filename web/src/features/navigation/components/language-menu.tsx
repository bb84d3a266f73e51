/**
 * The language switcher: the current language's flag and name, opening the
 * five languages. Choosing one reloads the page in that language (spec 2.1).
 */
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '@costa/domain';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type MouseEvent } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useLanguageSwitch } from '../hooks/use-language-switch';
import { FlagIcon } from './flag-icon';

export function LanguageMenu() {
  const { t } = useLingui();
  const { current, hrefFor, switchTo } = useLanguageSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const currentName = LANGUAGE_NAMES[current];

  const choose = (event: MouseEvent, lang: Lang) => {
    event.preventDefault();
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
        onClick={(event) => setAnchor(event.currentTarget)}
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
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('lg')]: visuallyHidden })}>
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
      >
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang}
            component="a"
            href={hrefFor(lang)}
            hrefLang={lang}
            lang={lang}
            data-lang={lang}
            selected={lang === current}
            aria-current={lang === current ? 'true' : undefined}
            onClick={(event: MouseEvent) => choose(event, lang)}
          >
            <FlagIcon lang={lang} />
            <ListItemText primary={LANGUAGE_NAMES[lang]} />
            {lang === current ? <CheckRounded fontSize="small" aria-hidden /> : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
