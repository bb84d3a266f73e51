/**
 * Demo inbox: two booking requests for on-request cars and two
 * contact messages, one of each already answered, so the back office's inbox
 * has something to show. Emulators only. Fixed ids: a reseed overwrites them.
 */
import type { InboxCollection, InboxItem } from '@costa/domain';
import type { Firestore } from 'firebase-admin/firestore';

const HOUR = 3_600_000;

type DemoRequest = Omit<InboxItem, 'createdAt' | 'answeredAt'> & { hoursAgo: number; answeredHoursAgo?: number };

const REQUESTS: readonly DemoRequest[] = [
  {
    id: 'demoRequestUrusLena',
    collection: 'bookingRequests',
    name: 'Lena Hoffmann',
    email: 'lena.hoffmann@example.de',
    phone: '+49 151 2345 6789',
    subject: 'Booking request: Lamborghini Urus S',
    message: 'Hello, I would like to book the Lamborghini Urus S.\n\nDates: in three weeks, Friday to Monday\nPickup location: Málaga Airport (AGP)\n\nPlease confirm availability and the total price.',
    lang: 'de',
    status: 'new',
    car: 'Lamborghini Urus S',
    pickupTime: '10:00',
    dropoffTime: '18:00',
    pickupLocation: 'Málaga Airport (AGP)',
    hoursAgo: 3,
  },
  {
    id: 'demoRequestCullinanMarc',
    collection: 'bookingRequests',
    name: 'Marc Dubois',
    email: 'marc.dubois@example.fr',
    phone: null,
    subject: 'Booking request: Rolls-Royce Cullinan',
    message: 'Bonjour, we would like the Cullinan with a chauffeur for a wedding in Marbella next month. Is that possible?',
    lang: 'fr',
    status: 'answered',
    car: 'Rolls-Royce Cullinan',
    hoursAgo: 50,
    answeredHoursAgo: 46,
  },
  {
    id: 'demoMessageDeliverySofia',
    collection: 'contactRequests',
    name: 'Sofía Martín',
    email: 'sofia.martin@example.es',
    phone: '+34 611 22 33 44',
    subject: '¿Entregáis en Sotogrande?',
    message: 'Hola, ¿podéis entregar el coche en Sotogrande y recogerlo allí mismo? Gracias.',
    lang: 'es',
    status: 'new',
    hoursAgo: 20,
  },
  {
    id: 'demoMessageDepositTom',
    collection: 'contactRequests',
    name: 'Tom Baker',
    email: 'tom.baker@example.co.uk',
    phone: null,
    subject: 'Deposit',
    message: 'How much is the deposit for the Ferrari Roma, and is it held on a credit card?',
    lang: 'en',
    status: 'answered',
    hoursAgo: 96,
    answeredHoursAgo: 90,
  },
];

export function buildInbox(now: number): (InboxItem & { collection: InboxCollection })[] {
  return REQUESTS.map(({ hoursAgo, answeredHoursAgo, ...request }) => ({
    ...request,
    createdAt: now - hoursAgo * HOUR,
    answeredAt: answeredHoursAgo === undefined ? null : now - answeredHoursAgo * HOUR,
  }));
}

export async function seedInbox(db: Firestore, now: number, log: (line: string) => void): Promise<number> {
  const items = buildInbox(now);
  const batch = db.batch();
  for (const { id, collection, ...item } of items) batch.set(db.collection(collection).doc(id), item);
  await batch.commit();
  log(`  ${items.length} demo requests and messages in the inbox`);
  return items.length;
}

