/**
 * The home page's interactive sections below its hero: the brand strip and
 * the featured cars with their compare toggles. One module the home page
 * loads after its first code; the questions load when the visitor reaches
 * them (routes/home.tsx), and the sections with nothing to interact with are
 * in home-static-sections.tsx.
 */
import type { Car } from '@costa/domain';
import { FeaturedCars } from '../../features/cars/components/featured-cars';
import { CompareToggle } from '../../features/compare/components/compare-toggle';

export { BrandMarquee } from '../../features/home/components/brand-marquee';

const renderCompare = (car: Car) => <CompareToggle car={car} />;

export function FeaturedCarsWithCompare() {
  return <FeaturedCars renderCompare={renderCompare} />;
}
