/**
 * The home page's interactive sections below its hero: the brand
 * strip, the featured cars with their compare toggles and the questions. One
 * module the home page loads after its first code; the sections with nothing
 * to interact with are in home-static-sections.tsx.
 */
import type { Car } from '@costa/domain';
import { FeaturedCars } from '../../features/cars/components/featured-cars';
import { CompareToggle } from '../../features/compare/components/compare-toggle';

export { BrandMarquee } from '../../features/home/components/brand-marquee';
export { HomeFaq } from '../../features/home/components/home-faq';

const renderCompare = (car: Car) => <CompareToggle car={car} />;

export function FeaturedCarsWithCompare() {
  return <FeaturedCars renderCompare={renderCompare} />;
}
