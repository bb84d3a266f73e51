/**
 * The home page below its hero (spec 2.3): the brand strip, the featured cars
 * with their compare toggles, the three steps, stories, drives, questions and
 * the contact invitation. One module the home page loads after its first code.
 */
import type { Car } from '@costa/domain';
import { FeaturedCars } from '../../features/cars/components/featured-cars';
import { CompareToggle } from '../../features/compare/components/compare-toggle';

export { BrandMarquee } from '../../features/home/components/brand-marquee';
export { ContactTeaser } from '../../features/home/components/contact-teaser';
export { GuestStories } from '../../features/home/components/guest-stories';
export { HomeFaq } from '../../features/home/components/home-faq';
export { HowItWorks } from '../../features/home/components/how-it-works';
export { ScenicDrives } from '../../features/home/components/scenic-drives';

const renderCompare = (car: Car) => <CompareToggle car={car} />;

export function FeaturedCarsWithCompare() {
  return <FeaturedCars renderCompare={renderCompare} />;
}
