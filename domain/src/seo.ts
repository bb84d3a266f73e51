/**
 * What the head of every page says: its title and description (`PAGE_META`,
 * the car page's `carHeadTexts`), which the pages translate as they render.
 * The tags made of them are `head.ts`'s.
 */
import type { MessageDescriptor, Translate } from './i18n';
import type { Lang } from './languages';
import { PUBLIC_ROUTE_KEYS, type RouteKey } from './routes';
import { META_DESCRIPTION_MAX } from './site';

export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'alternate'; href: string; hreflang?: string };

export interface Head {
  lang: Lang;
  title: string;
  tags: HeadTag[];
}

interface PageMeta {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** Titles and descriptions per route; the car page uses `carHeadTexts` instead. */
export const PAGE_META: Record<RouteKey, PageMeta> = {
  home: {
    title: /*i18n*/ { id: 'meta.home.title', message: 'Luxury Super Car Rentals' },
    description: /*i18n*/ {
      id: 'meta.home.description',
      message:
        'Rent a Ferrari, Lamborghini, McLaren or Porsche in Marbella. Insurance and VAT included, delivery to your door, 24/7 support.',
    },
  },
  cars: {
    title: /*i18n*/ { id: 'meta.cars.title', message: 'Luxury Cars Fleet' },
    description: /*i18n*/ {
      id: 'meta.cars.description',
      message:
        'Browse our fleet of supercars, convertibles, grand tourers and performance SUVs. Filter by brand, power and seats, then book online in minutes.',
    },
  },
  about: {
    title: /*i18n*/ { id: 'meta.about.title', message: 'About Us' },
    description: /*i18n*/ {
      id: 'meta.about.description',
      message:
        'A family-run supercar rental boutique on the Costa del Sol: our story, our fleet and the promise behind every key we hand over.',
    },
  },
  contact: {
    title: /*i18n*/ { id: 'meta.contact.title', message: 'Contact Us' },
    description: /*i18n*/ {
      id: 'meta.contact.description',
      message:
        'Visit our Marbella showroom, call us or write on WhatsApp. We answer every request within the day, and 24/7 for our customers on the road.',
    },
  },
  giftCards: {
    title: /*i18n*/ { id: 'meta.giftCards.title', message: 'Gift Cards' },
    description: /*i18n*/ {
      id: 'meta.giftCards.description',
      message:
        'Give a day behind the wheel of a supercar. Digital and physical gift cards from 100 EUR are coming soon.',
    },
  },
  car: {
    title: /*i18n*/ { id: 'meta.car.title', message: 'Car Details' },
    description: /*i18n*/ {
      id: 'meta.car.description',
      message: 'Specifications, photos, prices and availability of this car, with online booking.',
    },
  },
  compare: {
    title: /*i18n*/ { id: 'meta.compare.title', message: 'Compare Cars' },
    description: /*i18n*/ {
      id: 'meta.compare.description',
      message: 'Put up to three cars of our fleet side by side: power, seats, year and price per day.',
    },
  },
  translate: {
    title: /*i18n*/ { id: 'meta.translate.title', message: 'Translation Manager' },
    description: /*i18n*/ {
      id: 'meta.translate.description',
      message: 'Manage the translations of car descriptions and features.',
    },
  },
  account: {
    title: /*i18n*/ { id: 'meta.account.title', message: 'My Account' },
    description: /*i18n*/ {
      id: 'meta.account.description',
      message: 'Your details, orders and favourite cars.',
    },
  },
  adminCars: {
    title: /*i18n*/ { id: 'meta.adminCars.title', message: 'Car Manager' },
    description: /*i18n*/ {
      id: 'meta.adminCars.description',
      message: 'Block dates of a car for maintenance or internal use.',
    },
  },
  adminOrders: {
    title: /*i18n*/ { id: 'meta.adminOrders.title', message: 'Orders' },
    description: /*i18n*/ {
      id: 'meta.adminOrders.description',
      message: 'Every booking: who, which car, when, and whether it is paid.',
    },
  },
  adminInbox: {
    title: /*i18n*/ { id: 'meta.adminInbox.title', message: 'Inbox' },
    description: /*i18n*/ {
      id: 'meta.adminInbox.description',
      message: 'Booking requests and messages from the web site, and their answers.',
    },
  },
  adminSettings: {
    title: /*i18n*/ { id: 'meta.adminSettings.title', message: 'Settings' },
    description: /*i18n*/ {
      id: 'meta.adminSettings.description',
      message: 'Contact details, opening hours, rental discounts and seasonal prices.',
    },
  },
  adminFleet: {
    title: /*i18n*/ { id: 'meta.adminFleet.title', message: 'Fleet editor' },
    description: /*i18n*/ {
      id: 'meta.adminFleet.description',
      message: 'Add, edit, hide and delete cars, with their photos.',
    },
  },
  adminCalendar: {
    title: /*i18n*/ { id: 'meta.adminCalendar.title', message: 'Fleet calendar' },
    description: /*i18n*/ {
      id: 'meta.adminCalendar.description',
      message: "Every car's month at a glance: bookings, payments under way and blocks.",
    },
  },
  terms: {
    title: /*i18n*/ { id: 'meta.terms.title', message: 'Rental Terms' },
    description: /*i18n*/ {
      id: 'meta.terms.description',
      message: 'The conditions of every rental: drivers, deposit, insurance, payment, cancellation and refunds.',
    },
  },
  privacy: {
    title: /*i18n*/ { id: 'meta.privacy.title', message: 'Privacy Policy' },
    description: /*i18n*/ {
      id: 'meta.privacy.description',
      message: 'What personal data we keep, why, for how long, who processes it for us, and your rights.',
    },
  },
  cookies: {
    title: /*i18n*/ { id: 'meta.cookies.title', message: 'Cookie Policy' },
    description: /*i18n*/ {
      id: 'meta.cookies.description',
      message: 'Everything this site stores in your browser, why, and how to change your choice.',
    },
  },
  legalNotice: {
    title: /*i18n*/ { id: 'meta.legalNotice.title', message: 'Legal Notice' },
    description: /*i18n*/ {
      id: 'meta.legalNotice.description',
      message: 'The company behind this site: name, tax ID, registered address and registry entry.',
    },
  },
  adminLegal: {
    title: /*i18n*/ { id: 'meta.adminLegal.title', message: 'Legal texts' },
    description: /*i18n*/ {
      id: 'meta.adminLegal.description',
      message: 'Terms, privacy, cookie policy and legal notice in every language, with their versions.',
    },
  },
  manageBooking: {
    title: /*i18n*/ { id: 'meta.manage-booking.title', message: 'My Booking' },
    description: /*i18n*/ {
      id: 'meta.manage-booking.description',
      message: 'See your booking, its refund terms, and cancel it if your plans change.',
    },
  },
  order: {
    title: /*i18n*/ { id: 'meta.order.title', message: 'Complete Your Booking' },
    description: /*i18n*/ {
      id: 'meta.order.description',
      message: 'Check your booking details and pay securely online.',
    },
  },
  auth: {
    title: /*i18n*/ { id: 'meta.auth.title', message: 'Sign In' },
    description: /*i18n*/ {
      id: 'meta.auth.description',
      message: 'Sign in or create an account to manage your bookings.',
    },
  },
  admin: {
    title: /*i18n*/ { id: 'meta.admin.title', message: 'Admin Panel' },
    description: /*i18n*/ {
      id: 'meta.admin.description',
      message: 'Manage administrators, availability and translations.',
    },
  },
};

export const PAYMENT_SUCCESS_META: PageMeta = {
  title: /*i18n*/ { id: 'meta.paymentSuccess.title', message: 'Payment Successful' },
  description: /*i18n*/ {
    id: 'meta.paymentSuccess.description',
    message: 'Your booking is confirmed. We will be in touch within 24 hours.',
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: /*i18n*/ { id: 'meta.notFound.title', message: 'Page Not Found' },
  description: /*i18n*/ {
    id: 'meta.notFound.description',
    message: 'The page you are looking for does not exist.',
  },
};

const CAR_TITLE: MessageDescriptor = /*i18n*/ {
  id: 'meta.car.titleNamed',
  message: '{name} rental in Marbella',
};
const CAR_DESCRIPTION: MessageDescriptor = /*i18n*/ {
  id: 'meta.car.descriptionNamed',
  message:
    'Rent the {brand} {model} ({year}) from {price} per day. Insurance and VAT included, delivery across the Costa del Sol.',
};

export function isPublicRoute(key: RouteKey): boolean {
  return (PUBLIC_ROUTE_KEYS as readonly RouteKey[]).includes(key) || key === 'car';
}

/** Cuts a description to at most 160 characters, at a word boundary, with an ellipsis. */
export function capDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:-]+$/, '')}…`;
}

export interface CarHeadFacts {
  name: string;
  brand: string;
  model: string;
  year: number;
  /** Already formatted for the page's language, e.g. "1.200 €". */
  price: string;
}

export function carHeadTexts(t: Translate, car: CarHeadFacts): { title: string; description: string } {
  return {
    title: t(CAR_TITLE, { name: car.name }),
    description: t(CAR_DESCRIPTION, { ...car, year: String(car.year) }),
  };
}
