import { Trans } from '@lingui/react/macro';
import { FLEET_SIZE_CLAIM, SITE_NAME } from '@costa/domain';
import { Page } from '../../components/page/page';
import { PageHero } from '../../components/page/page-hero';
import { usePageTitle } from '../../components/page/use-page-title';
import { AboutCallToAction } from '../../features/about/components/about-call-to-action';
import { AboutPromises } from '../../features/about/components/about-promises';
import { CompanyStory } from '../../features/about/components/company-story';
import { FleetBrands } from '../../features/about/components/fleet-brands';
import { FounderSection } from '../../features/about/components/founder-section';
import { MissionVision } from '../../features/about/components/mission-vision';
import { usePageHead } from '../../features/seo/use-page-head';
import { useSiteSettings } from '../../features/site/use-site-settings';

export default function AboutPage() {
  usePageHead();
  const title = usePageTitle('about');
  const settings = useSiteSettings();
  const site = SITE_NAME;
  const fleet = FLEET_SIZE_CLAIM;
  return (
    <Page id="about">
      <PageHero
        size="feature"
        eyebrow={site}
        title={title}
        intro={
          <Trans>
            A family-run boutique in Marbella with more than {fleet} of the world’s most exciting cars, and a simple
            promise: everything included, nothing left to chance.
          </Trans>
        }
      />
      <AboutPromises />
      <CompanyStory />
      <FounderSection />
      <MissionVision />
      <FleetBrands />
      <AboutCallToAction settings={settings} />
    </Page>
  );
}
