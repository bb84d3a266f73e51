/** The open language menu; loaded on first use so menus stay out of the first load. */
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '@costa/domain';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';
import { FlagIcon } from './flag-icon';

export interface LanguageMenuPopupProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  current: Lang;
  hrefFor: (lang: Lang) => string;
  onChoose: (lang: Lang) => void;
  onClose: () => void;
}

export default function LanguageMenuPopup({ id, labelledBy, anchor, current, hrefFor, onChoose, onClose }: LanguageMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
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
          onClick={(event: MouseEvent) => {
            // A real link for middle-click and crawlers; a plain click reloads through the switcher.
            event.preventDefault();
            onChoose(lang);
          }}
        >
          <FlagIcon lang={lang} />
          <ListItemText primary={LANGUAGE_NAMES[lang]} />
          {lang === current ? <CheckRounded fontSize="small" aria-hidden /> : null}
        </MenuItem>
      ))}
    </Menu>
  );
}
