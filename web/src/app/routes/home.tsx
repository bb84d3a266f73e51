import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import KeyIcon from '@mui/icons-material/Key';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { HOME_CITY } from '@costa/domain';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CarLineArt } from '../../components/page/car-line-art';
import { FeatureCard } from '../../components/page/feature-card';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { Section } from '../../components/page/section';
import { usePageTitle } from '../../components/page/use-page-title';
import { usePaths } from '../../config/paths';
import { usePageHead } from '../../features/seo/use-page-head';

const HOW_IT_WORKS_ID = 'how-it-works';

export default function HomePage() {
  usePageHead();
  const title = usePageTitle('home');
  const paths = usePaths();
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
            Ferrari, Lamborghini, McLaren and more, delivered to your door on the Costa del Sol. Insurance and VAT
            included, support around the clock.
          </Trans>
        }
        below={<CarLineArt sx={{ maxWidth: 720, mx: 'auto', opacity: 0.85 }} />}
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
      />
      <Section
        id={HOW_IT_WORKS_ID}
        headingRef={stepsHeading}
        tone="muted"
        align="center"
        eyebrow={<Trans>How it works</Trans>}
        title={<Trans>Three steps to the open road</Trans>}
      >
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <li>
            <FeatureCard marker="01" icon={<DirectionsCarIcon />} title={<Trans>Choose your car</Trans>}>
              <Trans>
                Browse the fleet and pick the car that fits your trip, from open-top roadsters to supercars.
              </Trans>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard marker="02" icon={<EventAvailableIcon />} title={<Trans>Pick dates and delivery</Trans>}>
              <Trans>Choose your dates and times, then collect the car at our showroom or have it delivered.</Trans>
            </FeatureCard>
          </li>
          <li>
            <FeatureCard marker="03" icon={<KeyIcon />} title={<Trans>Drive</Trans>}>
              <Trans>We hand over the keys with a full tank and insurance included. Enjoy the road.</Trans>
            </FeatureCard>
          </li>
        </Box>
      </Section>
    </Page>
  );
}
