/** Facts the About page tells; the fleet claim is the one the site states everywhere (spec 1, 9). */
export const FOUNDED_YEAR = 2014;
export const FLEET_SIZE_CLAIM = 50;
