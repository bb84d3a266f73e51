/**
 * The three ways to reach the boutique: visit (the address, linked
 * to a map), call (phone) and WhatsApp, from the site settings. Each card is
 * one link, so it is one tab stop with one clear name; while the settings are
 * unknown the cards show without their values and links.
 */
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SiteSettings } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { phoneHref, whatsappHref } from '../../../components/page/contact-links';
import { IconBadge } from '../../../components/ui/icon-badge';

interface ChannelProps {
  icon: ReactNode;
  title: ReactNode;
  value: ReactNode;
  href?: string;
  external?: boolean;
}

function Channel({ icon, title, value, href, external }: ChannelProps) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        component={href ? 'a' : 'div'}
        href={href}
        {...(href && external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        sx={(theme) => ({
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          height: '100%',
          p: 3,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          textDecoration: 'none',
          transition: 'border-color 200ms ease',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          '&:hover': { borderColor: 'primary.main' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <IconBadge>{icon}</IconBadge>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
            {title}
          </Typography>
          <Box sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>{value}</Box>
        </Box>
      </Box>
    </Box>
  );
}

/** Directions from wherever the visitor is: a map search for the showroom's address. */
function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function ContactChannels({ settings }: { settings: SiteSettings | null }) {
  const { address, phone, whatsapp } = settings ?? {};
  return (
    <Box
      component="ul"
      data-testid="contact-channels"
      sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <Channel
        icon={<PlaceIcon />}
        title={<Trans>Visit our showroom</Trans>}
        value={
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {address ?? '…'}
          </Box>
        }
        href={address ? mapHref(address) : undefined}
        external
      />
      <Channel
        icon={<PhoneIcon />}
        title={<Trans>Call us</Trans>}
        value={phone ?? '…'}
        href={phone ? phoneHref(phone) : undefined}
      />
      <Channel
        icon={<WhatsAppIcon />}
        title={<Trans>WhatsApp</Trans>}
        value={<Trans>Write to us on WhatsApp</Trans>}
        href={whatsapp ? whatsappHref(whatsapp) : undefined}
        external
      />
    </Box>
  );
}
