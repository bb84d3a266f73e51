/**
 * The home page's featured cars with their compare toggles: an on-demand
 * part (routes/home.tsx), whose code (the cards, their photos and the fleet's
 * live data) loads when the visitor reaches it, or with the page where it is
 * in view as the page hydrates.
 */
import type { Car } from '@costa/domain';
import { FeaturedCars } from '../../features/cars/components/featured-cars';
import { CompareToggle } from '../../features/compare/components/compare-toggle';

const renderCompare = (car: Car) => <CompareToggle car={car} />;

export function FeaturedCarsWithCompare() {
  return <FeaturedCars renderCompare={renderCompare} />;
}
