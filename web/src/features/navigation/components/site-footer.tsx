/**
 * The footer: the boutique in a sentence, the five pages, how to
 * reach the team (WhatsApp, e-mail, phone, address), opening hours and the
 * social profiles. Contact facts come from the site settings; until they are
 * known those lines are simply left out.
 */
import { LEGAL_DOCUMENTS, PAGE_META, SITE_NAME, type SiteSettings } from '@costa/domain';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { usePaths } from '../../../config/paths';
import { useNavItems } from '../hooks/use-nav-items';
import { SocialLinks } from './social-links';

const ColumnTitle = styled('h2')(({ theme }) => ({
  ...theme.typography.overline,
  margin: '0 0 20px',
  color: (theme.vars || theme).palette.primary.main,
}));

const FooterLink = styled(RouterLink)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    color: palette.text.secondary,
    textDecoration: 'none',
    fontSize: '0.9375rem',
    '&:hover': { color: palette.text.primary },
  };
});

const ContactLink = styled('a')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    color: palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { color: palette.text.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  };
});

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', fontSize: '0.9375rem' }}>
      <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'inline-flex', pt: '3px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', color: 'text.secondary' }}>
        {children}
      </Box>
    </Box>
  );
}

function ContactColumn({ settings }: { settings: SiteSettings }) {
  const whatsappDigits = settings.whatsapp.replace(/\D/g, '');
  const phoneHref = settings.phone.replace(/[^\d+]/g, '');
  return (
    <Box data-footer-column="contact">
      <ColumnTitle id="footer-contact">
        <Trans>Contact</Trans>
      </ColumnTitle>
      <List>
        {whatsappDigits ? (
          <ContactLine icon={<WhatsApp />}>
            <ContactLink href={`https://wa.me/${whatsappDigits}`} target="_blank" rel="noopener noreferrer" data-contact="whatsapp">
              <Trans>Chat on WhatsApp</Trans>
            </ContactLink>
          </ContactLine>
        ) : null}
        {settings.email ? (
          <ContactLine icon={<MailOutlineRounded />}>
            <ContactLink href={`mailto:${settings.email}`} data-contact="email">
              {settings.email}
            </ContactLink>
          </ContactLine>
        ) : null}
        {settings.phone ? (
          <ContactLine icon={<PhoneOutlined />}>
            <ContactLink href={`tel:${phoneHref}`} data-contact="phone">
              {settings.phone}
            </ContactLink>
          </ContactLine>
        ) : null}
        {settings.address ? (
          <ContactLine icon={<PlaceOutlined />}>
            <Box component="address" sx={{ fontStyle: 'normal' }} data-contact="address">
              {settings.address}
            </Box>
          </ContactLine>
        ) : null}
      </List>
    </Box>
  );
}

function HoursColumn({ hours }: { hours: SiteSettings['openingHours'] }) {
  const { t } = useLingui();
  const rows = [
    { key: 'weekdays', label: t`Monday – Friday`, span: hours.weekdays },
    { key: 'saturday', label: t`Saturday`, span: hours.saturday },
    { key: 'sunday', label: t`Sunday`, span: hours.sunday },
  ];
  return (
    <Box data-footer-column="hours">
      <ColumnTitle id="footer-hours">
        <Trans>Opening hours</Trans>
      </ColumnTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }} data-testid="opening-hours">
        {rows.map((row) => (
          // A name-value group is a div holding only its dt and dd (the clock sits inside the dt).
          <Box
            key={row.key}
            data-hours={row.key}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, fontSize: '0.9375rem' }}
          >
            <Box component="dt" sx={{ color: 'text.secondary', display: 'flex', gap: 1.5, flex: 1 }}>
              <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'inline-flex', alignSelf: 'center', '& svg': { fontSize: 18 } }}>
                <AccessTimeRounded />
              </Box>
              {row.label}
            </Box>
            <Box component="dd" sx={{ m: 0, color: 'text.primary', fontVariantNumeric: 'tabular-nums', pl: { xs: 4, sm: 0 } }}>
              {row.span.open}–{row.span.close}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const SmallLink = styled(RouterLink)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return { color: palette.text.secondary, textDecoration: 'none', '&:hover': { color: palette.text.primary, textDecoration: 'underline' } };
});

const SmallButton = styled('button')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    font: 'inherit',
    color: palette.text.secondary,
    background: 'none',
    border: 0,
    padding: 0,
    cursor: 'pointer',
    '&:hover': { color: palette.text.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
  };
});

/** The legal texts, and the consent banner again (lib/consent.ts answers the button, with no hydration). */
function LegalLinks() {
  const { t, i18n } = useLingui();
  const paths = usePaths();
  return (
    <Box
      component="nav"
      aria-label={t`Legal information`}
      sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, fontSize: '0.8125rem' }}
      data-testid="legal-links"
    >
      {LEGAL_DOCUMENTS.map((document) => (
        <SmallLink key={document} to={paths(document)} data-legal={document}>
          {i18n._(PAGE_META[document].title)}
        </SmallLink>
      ))}
      <SmallButton type="button" data-consent-open="">
        <Trans>Cookie settings</Trans>
      </SmallButton>
    </Box>
  );
}

/** The site settings come from the shell (a live value), so the footer follows a change of the contact facts. */
export function SiteFooter({ settings }: { settings: SiteSettings | null }) {
  const { t } = useLingui();
  const paths = usePaths();
  const items = useNavItems();
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={(theme) => ({
        mt: { xs: 10, md: 14 },
        borderTop: `1px solid ${(theme.vars || theme).palette.divider}`,
        backgroundColor: (theme.vars || theme).palette.background.paper,
        // Below every page's fold: laid out only when it comes near (its height stands in until then).
        contentVisibility: 'auto',
        containIntrinsicSize: { xs: 'auto 1200px', md: 'auto 580px' },
      })}
    >
      <Box sx={{ mx: 'auto', maxWidth: 1440, px: { xs: 3, lg: 5 }, pt: { xs: 7, md: 9 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.5fr 0.9fr 1.2fr 1.2fr' },
          }}
        >
          <Box sx={{ maxWidth: 360, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Box component={RouterLink} to={paths('home')} aria-label={t`Costa Prestige, home`} sx={{ display: 'inline-flex', textDecoration: 'none' }}>
              <BrandLogo size="lg" />
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 3, mb: 3, maxWidth: 340 }}>
              <Trans>
                Hand-picked supercars and grand tourers on the Costa del Sol, delivered to your door. Insurance and VAT
                included, 24/7 support.
              </Trans>
            </Typography>
            <SocialLinks />
          </Box>

          <Box component="nav" aria-labelledby="footer-explore">
            <ColumnTitle id="footer-explore">
              <Trans>Explore</Trans>
            </ColumnTitle>
            <List>
              {items.map((item) => (
                <li key={item.key}>
                  <FooterLink to={item.to} data-nav={item.key}>
                    {item.label}
                  </FooterLink>
                </li>
              ))}
            </List>
          </Box>

          {settings ? <ContactColumn settings={settings} /> : null}
          {settings?.openingHours ? <HoursColumn hours={settings.openingHours} /> : null}
        </Box>

        <Box
          sx={(theme) => ({
            mt: { xs: 7, md: 9 },
            pt: 3,
            borderTop: `1px solid ${(theme.vars || theme).palette.divider}`,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
            color: (theme.vars || theme).palette.text.secondary,
            fontSize: '0.8125rem',
          })}
        >
          {/* The server's year and the visitor's may differ for a moment at New Year. */}
          <span data-testid="copyright" suppressHydrationWarning>
            <Trans>
              © {year} {SITE_NAME}. All rights reserved.
            </Trans>
          </span>
          <span>
            <Trans>Luxury and supercar rental in Marbella</Trans>
          </span>
        </Box>
        <LegalLinks />
      </Box>
    </Box>
  );
}
