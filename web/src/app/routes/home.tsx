import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Trans } from '@lingui/react/macro';
import { HOME_CITY } from '@costa/domain';
import { CarLineArt } from '../../components/page/car-line-art';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { usePageTitle } from '../../components/page/use-page-title';
import { usePaths } from '../../config/paths';
import { Deferred, deferredPart, staticPart } from '../../components/ui/deferred';
import { onDemandPart } from '../../components/ui/on-demand-part';
import { HeroHighlights } from '../../features/home/components/hero-highlights';
import { HOW_IT_WORKS_ID } from '../../features/home/how-it-works-id';
import { usePageHead } from '../../features/seo/use-page-head';
import { useSiteSettings } from '../../features/site/use-site-settings';
import { Button, LinkButton } from '../../components/ui/buttons';

// Below the hero. The brand strip's pause loads and hydrates after it, as a part of its own. The
// featured cars (hearts, compare toggles, photos) and the questions stay the server's HTML, their code
// not loaded, until the visitor reaches them: below the hero on a phone, so the page is ready without
// them; in view on a wide screen, where they go live as the page hydrates. (After a navigation, where
// they render at once, they show once their code is in.) The other sections are text and links, kept
// as the server rendered them.
const BrandMarquee = deferredPart(() => import('../../features/home/components/brand-marquee'), (module) => module.BrandMarquee);
const FeaturedCars = onDemandPart(() => import('../sections/home-featured'), (module) => module.FeaturedCarsWithCompare);
const HomeFaq = onDemandPart(() => import('../../features/home/components/home-faq'), (module) => module.HomeFaq);
const loadStaticSections = () => import('../sections/home-static-sections');
const HowItWorks = staticPart(loadStaticSections, (module) => module.HowItWorks);
const GuestStories = staticPart(loadStaticSections, (module) => module.GuestStories);
const ScenicDrives = staticPart(loadStaticSections, (module) => module.ScenicDrives);
const ContactTeaser = staticPart(loadStaticSections, (module) => module.ContactTeaser);

export default function HomePage() {
  usePageHead();
  const title = usePageTitle('home');
  const paths = usePaths();
  const settings = useSiteSettings();
  const city = HOME_CITY;

  // A button, not a link: it moves within the page and leaves the URL alone.
  const showSteps = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const section = document.getElementById(HOW_IT_WORKS_ID);
    section?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    // The section is kept as the server rendered it (or rendered apart): its heading takes the focus.
    section?.querySelector<HTMLElement>('h2[tabindex]')?.focus({ preventScroll: true });
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
            <LinkButton
              to={paths('cars')}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              <Trans>Explore the fleet</Trans>
            </LinkButton>
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
      <Deferred>
        <BrandMarquee />
      </Deferred>
      <FeaturedCars />
      <HowItWorks />
      <GuestStories />
      <ScenicDrives />
      <HomeFaq />
      <ContactTeaser settings={settings} />
    </Page>
  );
}
