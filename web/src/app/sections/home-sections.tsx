/**
 * The home page's brand strip, below its hero: loaded after the page's first
 * code and hydrated as a part of its own (routes/home.tsx). The featured cars
 * (home-featured.tsx) and the questions load when the visitor reaches them;
 * the sections with nothing to interact with are in home-static-sections.tsx.
 */
export { BrandMarquee } from '../../features/home/components/brand-marquee';
