import { SOCIAL_LINKS } from '@costa/domain';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import { useLingui } from '@lingui/react/macro';

const TikTok = createSvgIcon(
  <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.6-2.6c0-1.72 1.66-3.01 3.37-2.48V9.66c-3.45-.46-6.47 2.22-6.47 5.64 0 3.33 2.76 5.7 5.69 5.7 3.14 0 5.69-2.55 5.69-5.7V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3s-1.88.09-3.24-1.48z" />,
  'TikTok',
);

/** Instagram, Facebook and TikTok, each named for screen readers. */
export function SocialLinks() {
  const { t } = useLingui();
  const links = [
    { key: 'instagram', href: SOCIAL_LINKS.instagram, label: t`Costa Prestige on Instagram`, icon: <Instagram /> },
    { key: 'facebook', href: SOCIAL_LINKS.facebook, label: t`Costa Prestige on Facebook`, icon: <Facebook /> },
    { key: 'tiktok', href: SOCIAL_LINKS.tiktok, label: t`Costa Prestige on TikTok`, icon: <TikTok /> },
  ];
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
      {links.map((link) => (
        <li key={link.key}>
          <IconButton
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            data-social={link.key}
            sx={(theme) => ({
              width: 40,
              height: 40,
              border: `1px solid ${(theme.vars || theme).palette.divider}`,
              '& svg': { fontSize: 18 },
              '&:hover': { borderColor: (theme.vars || theme).palette.primary.main, backgroundColor: 'transparent' },
            })}
          >
            {link.icon}
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
