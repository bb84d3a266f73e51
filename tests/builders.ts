/**
 * Test data builders shared by the rules, functions and browser tests: one
 * believable default per stored document, overridden field by field. They
 * return the domain shapes (camelCase Firestore field names); `docData` drops
 * the `id`, which lives in the document path, not in the document.
 *
 * Types only from the domain, so any test runner can load this file as is.
 */
import type {
  AvailabilityBlock,
  BlockedRange,
  Car,
  CompanyFacts,
  Order,
  Profile,
  RentalDiscount,
  SiteSettings,
} from '@costa/domain';

let sequence = 0;
function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/** The stored fields of an entity: everything but its id. */
export function docData<T extends { id: string }>(entity: T): Omit<T, 'id'> {
  const { id: _id, ...data } = entity;
  return data;
}

export function buildCar(overrides: Partial<Car> = {}): Car {
  const id = overrides.id ?? nextId('CarTest');
  return {
    id,
    // Same derivation as slugKeyOf in domain/src/slug.ts (kept type-only here).
    slugKey: id.slice(0, 6).toLowerCase(),
    name: 'Ferrari Roma',
    brand: 'Ferrari',
    model: 'Roma',
    year: 2023,
    location: 'Marbella',
    dailyPrice: 1200,
    category: 'supercars',
    availabilityType: 'direct_booking',
    isAvailable: true,
    images: ['/cars/ferrari-roma/1.webp'],
    videoUrl: null,
    description: 'A front-engined V8 grand tourer with a 2+2 cabin.',
    descriptionTranslations: {},
    featuresTranslations: {},
    specifications: { horsepower: 620, transmission: 'Automatic', seatingCapacity: 4 },
    rentalTerms: { depositEur: 5000, includedKmPerDay: 200, extraKmEur: 3.5, minDriverAge: 25, minLicenceYears: 3, insuranceExcessEur: 10000 },
    createdAt: Date.UTC(2025, 0, 15),
    ...overrides,
  };
}

export function buildBlock(overrides: Partial<AvailabilityBlock> = {}): AvailabilityBlock {
  return {
    id: nextId('block'),
    carId: 'CarTest0001',
    startDate: '2030-07-10',
    endDate: '2030-07-12',
    blockType: 'maintenance',
    notes: 'Annual service at the dealer',
    createdBy: 'admin',
    createdAt: Date.UTC(2025, 5, 1),
    ...overrides,
  };
}

/** The public mirror of a block, as the server writes it under the car. */
export function blockedRangeOf(block: Pick<AvailabilityBlock, 'startDate' | 'endDate'>): BlockedRange {
  return { startDate: block.startDate, endDate: block.endDate };
}

export function buildDiscount(overrides: Partial<RentalDiscount> = {}): RentalDiscount {
  return {
    id: nextId('discount'),
    minDays: 4,
    maxDays: 7,
    discountPercentage: 10,
    description: '4-7 days',
    isActive: true,
    ...overrides,
  };
}

/** `orders/{orderId}` as the server stores it (domain/src/checkout.ts). */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: nextId('order'),
    uid: 'alice',
    car: {
      id: 'CarTest0001',
      name: 'Ferrari Roma',
      brand: 'Ferrari',
      model: 'Roma',
      year: 2023,
      dailyPrice: 1200,
      image: '/cars/ferrari-roma-1.jpg',
    },
    customer: { name: 'Alice Example', email: 'alice@example.com', phone: '+34600000001' },
    lang: 'en',
    startDate: '2030-07-10',
    endDate: '2030-07-12',
    pickupTime: '10:00',
    dropoffTime: '10:00',
    pickupLocation: 'Marbella Club Hotel',
    dropoffLocation: 'Marbella Club Hotel',
    price: {
      days: 3,
      basePrice: 3600,
      discount: { description: '2-3 days', percentage: 5 },
      discountAmount: 180,
      discountedPrice: 3420,
      distanceKm: 0,
      distanceCharge: 0,
      pickupOutOfHours: false,
      dropoffOutOfHours: false,
      outOfHoursCharge: 0,
      totalPrice: 3420,
    },
    status: 'pending',
    sessionId: 'cs_test_a1b2c3d4e5f6g7h8',
    createdAt: Date.UTC(2025, 5, 1),
    holdExpiresAt: Date.UTC(2025, 5, 1, 0, 35),
    paidAt: null,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Alice',
    lastName: 'Example',
    email: 'alice@example.com',
    phone: '+34600000001',
    address: 'Avenida del Mar 1, Marbella',
    ...overrides,
  };
}

/** The company's facts as the settings hold them (the legal notice's, the invoices'). */
export function buildCompanyFacts(overrides: Partial<CompanyFacts> = {}): CompanyFacts {
  return {
    name: 'Costa Prestige Rentals S.L.',
    taxId: 'B12345674',
    registeredAddress: 'Avenida Ricardo Soriano 72, 29601 Marbella',
    registryEntry: 'Registro Mercantil de Málaga, tomo 5123, folio 45, hoja MA-123456',
    vatRatePercent: 21,
    ...overrides,
  };
}

export function buildSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    address: 'Avenida Ricardo Soriano 1, 29601 Marbella',
    phone: '+34 952 000 000',
    whatsapp: '34600000000',
    email: 'hello@costaprestige.example',
    openingHours: {
      weekdays: { open: '09:00', close: '20:00' },
      saturday: { open: '10:00', close: '18:00' },
      sunday: { open: '10:00', close: '16:00' },
    },
    ...overrides,
  };
}
