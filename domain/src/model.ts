/**
 * The shapes of the stored documents (docs/architecture.md, "Data model"), as the browser and
 * the server see them after conversion. Dates of rentals and blocks are
 * calendar days `YYYY-MM-DD`, inclusive, with no time zone.
 */
import type { Lang } from './languages';
import type { RentalTerms } from './rental-terms';
import type { CarCategory } from './site';

/** Canonical English values; the web shows them translated. Other keys are allowed. */
export interface CarSpecifications {
  horsepower?: number;
  roofType?: string;
  drivetrain?: string;
  transmission?: string;
  seatingCapacity?: number;
  fuelType?: string;
  engine?: string;
  torque?: string;
  acceleration?: string;
  topSpeed?: string;
  fuelConsumption?: string;
  weight?: string;
  dimensions?: string;
  trunkCapacity?: string;
  brakes?: string;
  suspension?: string;
  wheels?: string;
  tires?: string;
  /** Older cars' free text; the kilometres included are the rental terms' now (rental-terms.ts). */
  dailyMileageLimit?: string;
  [key: string]: string | number | undefined;
}

/**
 * The specification keys in reading order (performance,
 * drivetrain, practicalities, chassis, terms): the car page lists them so,
 * and the fleet editor asks for them so. The two with number values first.
 */
export const SPEC_NUMBER_KEYS = ['horsepower', 'seatingCapacity'] as const satisfies readonly (keyof CarSpecifications)[];
export const SPEC_KEYS = [
  'horsepower',
  'engine',
  'torque',
  'acceleration',
  'topSpeed',
  'transmission',
  'drivetrain',
  'fuelType',
  'fuelConsumption',
  'roofType',
  'seatingCapacity',
  'trunkCapacity',
  'weight',
  'dimensions',
  'brakes',
  'suspension',
  'wheels',
  'tires',
] as const satisfies readonly (keyof CarSpecifications)[];

export interface Car {
  id: string;
  /** First 6 characters of the id, lower-cased: resolves a slug with one query. */
  slugKey: string;
  name: string;
  brand: string;
  model: string;
  year: number;
  location: string;
  /** Whole euros per day. */
  dailyPrice: number;
  category: CarCategory;
  /** `direct_booking`, or anything else for on request. */
  availabilityType: string;
  isAvailable: boolean;
  images: string[];
  videoUrl: string | null;
  /** English source text. */
  description: string;
  descriptionTranslations: Partial<Record<Lang, string>>;
  featuresTranslations: Partial<Record<Lang, string[]>>;
  specifications: CarSpecifications | null;
  /** Deposit, kilometres, driver and excess (rental-terms.ts); a car stored without them reads its category's. */
  rentalTerms: RentalTerms;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export const BLOCK_TYPES = ['admin', 'maintenance', 'booking'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** `availabilityBlocks/{id}`: admins only. */
export interface AvailabilityBlock {
  id: string;
  carId: string;
  startDate: string;
  endDate: string;
  blockType: BlockType;
  notes: string;
  createdBy: string | null;
  createdAt: number;
}

/** `cars/{carId}/blockedRanges/{blockId}`: the public view of a block, dates only. */
export interface BlockedRange {
  startDate: string;
  endDate: string;
}

export interface RentalDiscount {
  id: string;
  minDays: number;
  maxDays: number;
  discountPercentage: number;
  description: string;
  isActive: boolean;
}

export interface OpeningHours {
  /** 24-hour `HH:mm`. */
  weekdays: { open: string; close: string };
  saturday: { open: string; close: string };
  sunday: { open: string; close: string };
}

/** `settings/site`: the one authoritative source of the boutique's contact facts. */
export interface SiteSettings {
  address: string;
  phone: string;
  /** International number, digits only, for wa.me links. */
  whatsapp: string;
  email: string;
  openingHours: OpeningHours;
  /** The share (0-100) of a customer's late cancellation refunded; absent: DEFAULT_LATE_CANCELLATION_REFUND_PERCENT. */
  lateCancellationRefundPercent?: number;
  /** Whole hours between booking online and the pickup; absent: DEFAULT_MIN_NOTICE_HOURS (booking-window.ts). */
  minNoticeHours?: number;
  /** Whole km around the showroom within which delivery and collection are free; absent: DEFAULT_FREE_DELIVERY_KM (pricing.ts). */
  freeDeliveryKm?: number;
  /** The company behind the site, as the legal notice, the invoices and the e-mails name it. */
  company?: CompanyFacts;
}

/** The facts Spanish law asks a company's site and invoices to state (legal.ts). */
export interface CompanyFacts {
  /** The legal name, e.g. "Costa Prestige Rentals S.L.". */
  name: string;
  /** NIF/CIF. */
  taxId: string;
  registeredAddress: string;
  /** The Registro Mercantil entry (volume, sheet, page). */
  registryEntry: string;
  /** The VAT rate the prices include, in percent (legal.ts DEFAULT_VAT_RATE_PERCENT when absent). */
  vatRatePercent: number;
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address?: string;
}

/** One suggestion of the places function. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
  types: string[];
}

/** Names of the callable functions the web app calls, and their payloads. */
export const CALLABLES = {
  placesAutocomplete: 'placesAutocomplete',
  calculateDistance: 'calculateDistance',
  submitContact: 'submitContact',
  startCheckout: 'startCheckout',
  translateCar: 'translateCar',
  translationStatus: 'translationStatus',
  grantAdmin: 'grantAdmin',
  revokeAdmin: 'revokeAdmin',
  createBlock: 'createBlock',
  deleteBlock: 'deleteBlock',
  replyToRequest: 'replyToRequest',
  cancelOrder: 'cancelOrder',
  recordHandover: 'recordHandover',
  billReturnCharges: 'billReturnCharges',
  resendConfirmation: 'resendConfirmation',
  offerBooking: 'offerBooking',
  saveCar: 'saveCar',
  deleteCar: 'deleteCar',
  addCarPhoto: 'addCarPhoto',
  getManagedBooking: 'getManagedBooking',
  cancelManagedBooking: 'cancelManagedBooking',
  requestManageLink: 'requestManageLink',
  sendAccountMail: 'sendAccountMail',
  publishLegalText: 'publishLegalText',
  downloadInvoice: 'downloadInvoice',
  saveSeason: 'saveSeason',
  deleteSeason: 'deleteSeason',
  saveExtra: 'saveExtra',
  deleteExtra: 'deleteExtra',
} as const;
export type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

/**
 * Who may call each callable: anyone (the public site's forms and checkout),
 * or admins only (every one of those checks it first, and a test calls each
 * as a customer and as a visitor). A new callable must be listed here.
 */
export const CALLABLE_ACCESS: Readonly<Record<CallableName, 'public' | 'admin'>> = {
  placesAutocomplete: 'public',
  calculateDistance: 'public',
  submitContact: 'public',
  startCheckout: 'public',
  translateCar: 'admin',
  translationStatus: 'admin',
  grantAdmin: 'admin',
  revokeAdmin: 'admin',
  createBlock: 'admin',
  deleteBlock: 'admin',
  replyToRequest: 'admin',
  cancelOrder: 'admin',
  recordHandover: 'admin',
  billReturnCharges: 'admin',
  resendConfirmation: 'admin',
  offerBooking: 'admin',
  saveCar: 'admin',
  deleteCar: 'admin',
  addCarPhoto: 'admin',
  // The customer's own booking: by its manage link's token, or signed in as its customer.
  getManagedBooking: 'public',
  cancelManagedBooking: 'public',
  requestManageLink: 'public',
  // A reset link for anyone with an address; the confirmation link only for the signed-in caller.
  sendAccountMail: 'public',
  publishLegalText: 'admin',
  // An invoice's PDF: for admins, the order's signed-in customer, or the holder of its manage link.
  downloadInvoice: 'public',
  saveSeason: 'admin',
  deleteSeason: 'admin',
  saveExtra: 'admin',
  deleteExtra: 'admin',
};

/** `grantAdmin`: the address of a user who has signed up. */
export interface GrantAdminRequest {
  email: string;
}
/** `revokeAdmin`: by address or by uid (the admin table knows the uid). */
export type RevokeAdminRequest = { email: string } | { uid: string };
/** Whom the change was about, named for the toast. */
export interface AdminChangeResponse {
  uid: string;
  email: string;
  name: string;
}

export interface PlacesAutocompleteRequest {
  input: string;
  /** Language of the suggestions' texts. */
  lang?: Lang;
  /**
   * Shared by the requests of one field while the visitor types in it, so
   * Google sees them as one autocomplete session (see isPlacesSessionToken).
   */
  sessionToken?: string;
}
export interface PlacesAutocompleteResponse {
  predictions: PlaceSuggestion[];
}
export interface CalculateDistanceRequest {
  pickup: string;
  dropoff: string;
}
export interface CalculateDistanceResponse {
  /** Road kilometres from pickup to dropoff, 0 for the same place or when unknown. */
  distance: number;
  /** Road kilometres from the showroom to each place (0 at the showroom or when unknown): delivery beyond the free zone. */
  pickupFromShowroom: number;
  dropoffFromShowroom: number;
}
