/**
 * The boutique's business data besides the fleet: rental discount tiers
 *, the one site-settings document (the opening hours
 * that stand), the seasons that price some days higher, the extras offered at booking, and a few
 * availability blocks so calendars show blocked days.
 */
import type { AvailabilityBlock, Extra, RentalDiscount, Season, SiteSettings } from '@costa/domain';
import { DEMO_ADMIN } from './accounts';

const DAY = 86_400_000;

export const DISCOUNT_TIERS: readonly RentalDiscount[] = [
  { id: 'tier-1-day', minDays: 1, maxDays: 1, discountPercentage: 0, description: '1 day', isActive: true },
  { id: 'tier-2-3-days', minDays: 2, maxDays: 3, discountPercentage: 5, description: '2-3 days', isActive: true },
  { id: 'tier-4-7-days', minDays: 4, maxDays: 7, discountPercentage: 10, description: '4-7 days', isActive: true },
  { id: 'tier-8-31-days', minDays: 8, maxDays: 31, discountPercentage: 20, description: '8 days or more', isActive: true },
];

export const SITE_SETTINGS: SiteSettings = {
  address: 'Av. Ricardo Soriano 72, 29601 Marbella, Málaga, Spain',
  phone: '+34 952 86 40 00',
  whatsapp: '34600123456',
  email: 'hello@costaprestige.com',
  openingHours: {
    weekdays: { open: '09:00', close: '20:00' },
    saturday: { open: '10:00', close: '18:00' },
    sunday: { open: '10:00', close: '16:00' },
  },
  minNoticeHours: 4,
  freeDeliveryKm: 15,
  company: {
    name: 'Costa Prestige Rentals S.L.',
    taxId: 'B93456781',
    registeredAddress: 'Av. Ricardo Soriano 72, 29601 Marbella (Málaga), Spain',
    registryEntry: 'Registro Mercantil de Málaga, tomo 5123, libro 4030, folio 112, hoja MA-123456',
    vatRatePercent: 21,
  },
};

/** `YYYY-MM-DD`, `days` after the UTC day of `now`. */
export function dayFrom(now: number, days: number): string {
  return new Date(Math.floor(now / DAY) * DAY + days * DAY).toISOString().slice(0, 10);
}

interface BlockPlan {
  id: string;
  carId: string;
  /** First and last blocked day, counted from today. */
  from: number;
  to: number;
  blockType: AvailabilityBlock['blockType'];
  notes: string;
}

const FERRARI_296 = 'VPiaM3deL9A66yg4i5Yb';
const URUS_S = 'QvyjSHbb42HgUUREHvpm';
const PORSCHE_911_CABRIOLET = 'OTv4eChVNGbOaMfU9yXB';

const BLOCK_PLANS: readonly BlockPlan[] = [
  { id: 'demoBlock296Service', carId: FERRARI_296, from: 9, to: 11, blockType: 'maintenance', notes: 'Annual service at the Ferrari dealer in Málaga' },
  { id: 'demoBlock296Booking', carId: FERRARI_296, from: 18, to: 21, blockType: 'booking', notes: 'Paid order CPDEMO01' },
  { id: 'demoBlockUrusWedding', carId: URUS_S, from: 5, to: 7, blockType: 'admin', notes: 'Held for a wedding at the Marbella Club, awaiting deposit' },
  { id: 'demoBlock911Booking', carId: PORSCHE_911_CABRIOLET, from: 3, to: 6, blockType: 'booking', notes: 'Paid order CPDEMO02' },
  { id: 'demoBlock911Tyres', carId: PORSCHE_911_CABRIOLET, from: 14, to: 14, blockType: 'maintenance', notes: 'New rear tyres' },
];

/** The blocks, dated relative to `now` so they always lie ahead. Staff blocks are the demo admin's; bookings have no author. */
export function buildBlocks(now: number = Date.now()): AvailabilityBlock[] {
  return BLOCK_PLANS.map((plan, index) => ({
    id: plan.id,
    carId: plan.carId,
    startDate: dayFrom(now, plan.from),
    endDate: dayFrom(now, plan.to),
    blockType: plan.blockType,
    notes: plan.notes,
    createdBy: plan.blockType === 'booking' ? null : DEMO_ADMIN.uid,
    createdAt: now - (index + 1) * 3 * 3_600_000,
  }));
}

/** The Bugatti Chiron Sport: the hypercar with its own season. */
export const SEASON_HYPERCAR_ID = 'JT8lPnT8m78AbNdOv99u';

/**
 * The seasons, in the first July and August and the first April that start
 * at least 30 days after `now` (so the demo's prices of the coming weeks, and
 * the tests that book them, stay the cars' own): the whole fleet's high
 * season, dearer at weekends; spring festivals for the convertibles; and the
 * hypercar's gala fortnight, which wins over the fleet's season by being its own.
 */
export function buildSeasons(now: number): Season[] {
  const soonest = dayFrom(now, 30);
  const year = (monthDay: string) => {
    const thisYear = Number(soonest.slice(0, 4));
    return `${soonest <= `${thisYear}-${monthDay}` ? thisYear : thisYear + 1}-`;
  };
  const summer = year('07-01');
  const spring = year('04-01');
  return [
    {
      id: 'season-high-summer',
      names: { en: 'High season', es: 'Temporada alta', de: 'Hochsaison', fr: 'Haute saison', it: 'Alta stagione' },
      startDate: `${summer}07-01`,
      endDate: `${summer}08-31`,
      scope: 'fleet',
      target: '',
      rate: { kind: 'multiplier', value: 1.3 },
      weekendRate: { kind: 'multiplier', value: 1.45 },
    },
    {
      id: 'season-spring-convertibles',
      names: { en: 'Spring festivals', es: 'Fiestas de primavera', de: 'Frühlingsfeste', fr: 'Fêtes du printemps', it: 'Feste di primavera' },
      startDate: `${spring}04-01`,
      endDate: `${spring}04-20`,
      scope: 'category',
      target: 'convertibles',
      rate: { kind: 'multiplier', value: 1.15 },
      weekendRate: null,
    },
    {
      id: 'season-gala-hypercar',
      names: { en: 'Gala fortnight', es: 'Quincena de gala', de: 'Gala-Wochen', fr: 'Quinzaine de gala', it: 'Quindicina di gala' },
      startDate: `${summer}08-01`,
      endDate: `${summer}08-15`,
      scope: 'car',
      target: SEASON_HYPERCAR_ID,
      rate: { kind: 'fixed', value: 15_000 },
      weekendRate: null,
    },
  ];
}

/**
 * The extras offered on the order page: an additional driver and excess
 * reduction for every car, a child seat for the SUVs, and a driving coach for
 * the supercars. Per-day ones are capped at a week's price.
 */
export const EXTRAS: readonly Extra[] = [
  {
    id: 'extra-additional-driver',
    kind: 'additional-driver',
    names: { en: 'Additional driver', es: 'Conductor adicional', de: 'Zusätzlicher Fahrer', fr: 'Conducteur supplémentaire', it: 'Conducente aggiuntivo' },
    descriptions: {
      en: 'A second person may drive, insured as the main driver is. Same age and licence terms.',
      es: 'Una segunda persona puede conducir, asegurada como el conductor principal. Mismos requisitos de edad y carné.',
      de: 'Eine zweite Person darf fahren, versichert wie der Hauptfahrer. Gleiche Anforderungen an Alter und Führerschein.',
      fr: 'Une deuxième personne peut conduire, assurée comme le conducteur principal. Mêmes conditions d’âge et de permis.',
      it: 'Una seconda persona può guidare, assicurata come il conducente principale. Stessi requisiti di età e patente.',
    },
    pricing: 'per-day',
    price: 35,
    cap: 245,
    scope: 'all',
    targets: [],
    isActive: true,
    position: 1,
  },
  {
    id: 'extra-excess-reduction',
    kind: 'other',
    names: { en: 'Excess reduction', es: 'Reducción de franquicia', de: 'Selbstbeteiligungsreduzierung', fr: 'Réduction de franchise', it: 'Riduzione della franchigia' },
    descriptions: {
      en: 'Full cover: the insurance excess for damage to the car drops to zero, tyres and glass included.',
      es: 'Cobertura total: la franquicia por daños al coche baja a cero, neumáticos y cristales incluidos.',
      de: 'Vollschutz: Die Selbstbeteiligung bei Schäden am Auto sinkt auf null, Reifen und Glas inklusive.',
      fr: 'Couverture totale : la franchise pour les dommages à la voiture tombe à zéro, pneus et vitres compris.',
      it: 'Copertura totale: la franchigia per i danni all’auto scende a zero, pneumatici e cristalli inclusi.',
    },
    pricing: 'per-day',
    price: 90,
    cap: 630,
    scope: 'all',
    targets: [],
    isActive: true,
    position: 2,
  },
  {
    id: 'extra-child-seat',
    kind: 'other',
    names: { en: 'Child seat', es: 'Silla infantil', de: 'Kindersitz', fr: 'Siège enfant', it: 'Seggiolino per bambini' },
    descriptions: {
      en: 'An i-Size seat for children from 15 months, fitted before the handover.',
      es: 'Una silla i-Size para niños desde 15 meses, instalada antes de la entrega.',
      de: 'Ein i-Size-Sitz für Kinder ab 15 Monaten, vor der Übergabe eingebaut.',
      fr: 'Un siège i-Size pour les enfants dès 15 mois, installé avant la remise du véhicule.',
      it: 'Un seggiolino i-Size per bambini dai 15 mesi, montato prima della consegna.',
    },
    pricing: 'per-rental',
    price: 45,
    cap: null,
    scope: 'category',
    targets: ['performance_suvs'],
    isActive: true,
    position: 3,
  },
  {
    id: 'extra-driving-coach',
    kind: 'other',
    names: { en: 'Driving coach (2 hours)', es: 'Instructor de conducción (2 horas)', de: 'Fahrtrainer (2 Stunden)', fr: 'Coach de pilotage (2 heures)', it: 'Istruttore di guida (2 ore)' },
    descriptions: {
      en: 'A professional driver rides with you on the first outing and shows you the car on the mountain roads.',
      es: 'Un piloto profesional le acompaña en la primera salida y le enseña el coche por las carreteras de montaña.',
      de: 'Ein Profifahrer begleitet Sie bei der ersten Ausfahrt und zeigt Ihnen das Auto auf den Bergstraßen.',
      fr: 'Un pilote professionnel vous accompagne lors de la première sortie et vous fait découvrir la voiture sur les routes de montagne.',
      it: 'Un pilota professionista la accompagna nella prima uscita e le mostra l’auto sulle strade di montagna.',
    },
    pricing: 'per-rental',
    price: 350,
    cap: null,
    scope: 'category',
    targets: ['supercars'],
    isActive: true,
    position: 4,
  },
];
