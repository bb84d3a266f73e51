/**
 * Closing call to action: where to find us and how to reach us. The contact
 * facts come from the site settings, which may not be known (yet): then the
 * block shows only the buttons.
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import type { SiteSettings } from '@costa/domain';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { phoneHref, whatsappHref } from '../../../components/page/contact-links';
import { displaySize, primaryTint } from '../../../components/page/styles';
import { usePaths } from '../../../config/paths';

const linkSx = (theme: Theme) => ({
  textDecorationColor: primaryTint(theme, 0.6),
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationColor: 'currentColor' },
});

function ContactLine({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85rem' }}>
          {label}
        </Typography>
        <Box sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

export function AboutCallToAction({ settings }: { settings: SiteSettings | null }) {
  const paths = usePaths();
  const headingId = useId();
  const { address, phone, whatsapp } = settings ?? {};
  const hasContacts = Boolean(address || phone || whatsapp);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            border: 1,
            borderColor: primaryTint(theme, 0.4),
            borderRadius: 3,
            p: { xs: 3.5, sm: 5, md: 7 },
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: hasContacts ? { xs: '1fr', md: '3fr 2fr' } : '1fr',
            alignItems: 'center',
            backgroundImage: `linear-gradient(135deg, ${primaryTint(theme, 0.16)}, transparent 65%)`,
          })}
        >
          <Box>
            <Typography id={headingId} variant="h2" sx={{ fontSize: displaySize.section, lineHeight: 1.2 }}>
              <Trans>Your drive on the Costa del Sol starts here</Trans>
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary', mt: 2, lineHeight: 1.7, maxWidth: '55ch' }}>
              <Trans>
                Choose your car online, or visit our showroom in Marbella and let us help you find the right one.
              </Trans>
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mt: 4, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={paths('cars')}
                variant="contained"
                size="large"
                endIcon={<ArrowForwardIcon />}
              >
                <Trans>Explore the fleet</Trans>
              </Button>
              <Button component={RouterLink} to={paths('contact')} variant="outlined" size="large">
                <Trans>Contact us</Trans>
              </Button>
            </Stack>
          </Box>
          {hasContacts && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
              {address && (
                <ContactLine icon={<PlaceIcon />} label={<Trans>Showroom</Trans>}>
                  <Box component="address" sx={{ fontStyle: 'normal' }}>
                    {address}
                  </Box>
                </ContactLine>
              )}
              {phone && (
                <ContactLine icon={<PhoneIcon />} label={<Trans>Phone</Trans>}>
                  <Link href={phoneHref(phone)} color="inherit" sx={linkSx}>
                    {phone}
                  </Link>
                </ContactLine>
              )}
              {whatsapp && (
                <ContactLine icon={<WhatsAppIcon />} label={<Trans>WhatsApp</Trans>}>
                  <Link
                    href={whatsappHref(whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="inherit"
                    sx={linkSx}
                  >
                    <Trans>Write to us on WhatsApp</Trans>
                  </Link>
                </ContactLine>
              )}
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
