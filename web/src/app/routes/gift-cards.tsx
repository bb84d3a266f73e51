import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { GIFT_CARD_MAX_EUR, GIFT_CARD_MIN_EUR, formatEUR } from '@costa/domain';
import { Link as RouterLink } from '../../lib/router';
import { whatsappHref } from '../../components/page/contact-links';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { usePageTitle } from '../../components/page/use-page-title';
import { usePaths } from '../../config/paths';
import { GiftCardArt } from '../../features/gift-cards/components/gift-card-art';
import { GiftCardFeatures } from '../../features/gift-cards/components/gift-card-features';
import { usePageHead } from '../../features/seo/use-page-head';
import { useSiteSettings } from '../../features/site/use-site-settings';
import { useLang } from '../../hooks/use-route-info';

export default function GiftCardsPage() {
  usePageHead();
  const title = usePageTitle('giftCards');
  const lang = useLang();
  const paths = usePaths();
  const whatsapp = useSiteSettings()?.whatsapp;
  const min = formatEUR(GIFT_CARD_MIN_EUR, lang);
  const max = formatEUR(GIFT_CARD_MAX_EUR, lang);
  return (
    <Page id="giftCards">
      <PageHero
        size="feature"
        eyebrow={<Trans>Coming soon</Trans>}
        title={title}
        intro={
          <Trans>
            Digital gift cards sent by e-mail and physical cards, for any amount from {min} to {max}+ and with long
            validity, are coming soon. Planning a surprise already? Get in touch and we will gladly help.
          </Trans>
        }
        art={<GiftCardArt amountRange={`${min} – ${max}+`} />}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths('contact')}
              variant="contained"
              size="large"
              startIcon={<EmailIcon />}
            >
              <Trans>Contact us</Trans>
            </Button>
            {whatsapp && (
              <Button
                component="a"
                href={whatsappHref(whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                size="large"
                startIcon={<WhatsAppIcon />}
              >
                <Trans>Ask on WhatsApp</Trans>
              </Button>
            )}
          </>
        }
      />
      <GiftCardFeatures min={min} max={max} />
    </Page>
  );
}
