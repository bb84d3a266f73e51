import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { HOME_CITY } from '@costa/domain';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CarLineArt } from '../../components/page/car-line-art';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { usePageTitle } from '../../components/page/use-page-title';
import { usePaths } from '../../config/paths';
import { FeaturedCars } from '../../features/cars/components/featured-cars';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { BrandMarquee } from '../../features/home/components/brand-marquee';
import { ContactTeaser } from '../../features/home/components/contact-teaser';
import { GuestStories } from '../../features/home/components/guest-stories';
import { HeroHighlights } from '../../features/home/components/hero-highlights';
import { HomeFaq } from '../../features/home/components/home-faq';
import { HOW_IT_WORKS_ID, HowItWorks } from '../../features/home/components/how-it-works';
import { ScenicDrives } from '../../features/home/components/scenic-drives';
import { usePageHead } from '../../features/seo/use-page-head';
import { useSiteSettings } from '../../features/site/use-site-settings';

export default function HomePage() {
  usePageHead();
  const title = usePageTitle('home');
  const paths = usePaths();
  const settings = useSiteSettings();
  const stepsHeading = useRef<HTMLHeadingElement>(null);
  const city = HOME_CITY;

  // A button, not a link: it moves within the page and leaves the URL alone.
  const showSteps = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(HOW_IT_WORKS_ID)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    stepsHeading.current?.focus({ preventScroll: true });
  };

  return (
    <Page id="home">
      <PageHero
        size="feature"
        align="center"
        eyebrow={<Trans>Supercar rental in {city}</Trans>}
        title={title}
        intro={
          <Trans>
            Ferrari, Lamborghini, McLaren and more, prepared by hand and brought to your door anywhere on the Costa del
            Sol.
          </Trans>
        }
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths('cars')}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              <Trans>Explore the fleet</Trans>
            </Button>
            <Button
              variant="outlined"
              size="large"
              endIcon={<KeyboardArrowDownIcon />}
              onClick={showSteps}
              aria-controls={HOW_IT_WORKS_ID}
            >
              <Trans>How it works</Trans>
            </Button>
          </>
        }
        below={
          <>
            <HeroHighlights />
            <CarLineArt sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 5, md: 7 }, opacity: 0.85 }} />
          </>
        }
      />
      <BrandMarquee />
      <FeaturedCars renderCompare={(car) => <CompareToggle car={car} />} />
      <HowItWorks headingRef={stepsHeading} />
      <GuestStories />
      <ScenicDrives />
      <HomeFaq />
      <ContactTeaser settings={settings} />
    </Page>
  );
}
