/**
 * The home page's closing invitation: phone, WhatsApp and e-mail as direct
 * links, and the way to the contact page. The contact facts come from the site
 * settings the server embeds in the page; until they are known (only on the
 * Vite dev server) the block shows the button alone.
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { SiteSettings } from '@costa/domain';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { phoneHref, whatsappHref } from '../../../components/page/contact-links';
import { displaySize, primaryTint } from '../../../components/page/styles';
import { usePaths } from '../../../config/paths';
import { IconBadge } from '../../../components/ui/icon-badge';

interface ChannelProps {
  href: string;
  icon: ReactNode;
  label: ReactNode;
  value: ReactNode;
  external?: boolean;
}

/** One way to reach us: the whole tile is the link, so it is one tab stop with one clear name. */
function Channel({ href, icon, label, value, external }: ChannelProps) {
  return (
    <li>
      <Box
        component="a"
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          textDecoration: 'none',
          transition: 'border-color 200ms ease, background-color 200ms ease',
          '&:hover': { borderColor: 'primary.main', bgcolor: primaryTint(theme, 0.06) },
          '&:focus-visible': { borderColor: 'primary.main' },
        })}
      >
        <IconBadge outlined>{icon}</IconBadge>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85rem' }}>
            {label}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      </Box>
    </li>
  );
}

export function ContactTeaser({ settings }: { settings: SiteSettings | null }) {
  const paths = usePaths();
  const headingId = useId();
  const { phone, whatsapp, email } = settings ?? {};
  const hasChannels = Boolean(phone || whatsapp || email);
  return (
    // No bottom padding: the page ends here and the footer keeps its own distance.
    <Box component="section" aria-labelledby={headingId} sx={{ pt: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            border: 1,
            borderColor: primaryTint(theme, 0.4),
            borderRadius: 3,
            p: { xs: 3, sm: 5, md: 7 },
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: hasChannels ? { xs: '1fr', md: '1fr 1fr' } : '1fr',
            alignItems: 'center',
            backgroundImage: `linear-gradient(135deg, ${primaryTint(theme, 0.16)}, transparent 65%)`,
          })}
        >
          <Box>
            <Typography
              component="p"
              variant="overline"
              sx={{ color: 'primary.main', letterSpacing: '0.2em', fontWeight: 600, lineHeight: 1.6, mb: 1 }}
            >
              <Trans>Contact</Trans>
            </Typography>
            <Typography id={headingId} variant="h2" sx={{ fontSize: displaySize.section, lineHeight: 1.2 }}>
              <Trans>Talk to a person, day or night</Trans>
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary', mt: 2, lineHeight: 1.7, maxWidth: '50ch' }}>
              <Trans>
                A question about a car, a delivery or a special occasion? Our team in Marbella answers by phone,
                WhatsApp or e-mail, around the clock.
              </Trans>
            </Typography>
            <Button
              component={RouterLink}
              to={paths('contact')}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              sx={{ mt: 4 }}
            >
              <Trans>Contact us</Trans>
            </Button>
          </Box>
          {hasChannels && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {phone && (
                <Channel href={phoneHref(phone)} icon={<PhoneIcon />} label={<Trans>Call us</Trans>} value={phone} />
              )}
              {whatsapp && (
                <Channel
                  href={whatsappHref(whatsapp)}
                  external
                  icon={<WhatsAppIcon />}
                  label={<Trans>WhatsApp</Trans>}
                  value={<Trans>Send us a message</Trans>}
                />
              )}
              {email && (
                <Channel
                  href={`mailto:${email}`}
                  icon={<EmailOutlinedIcon />}
                  label={<Trans>E-mail</Trans>}
                  value={email}
                />
              )}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
