/**
 * No request, however malformed, gets a server error or writes a document:
 * every probe of `malformed-requests.ts` (each callable as a stranger, a
 * customer and an admin; each HTTP function through Hosting's rewrites)
 * against the deployed bundle served in this process (`in-process.ts`), on
 * a project of its own seeded with the demo data. Nor may one make the
 * functions log an error. The emulators' wiring of
 * the same functions is proved by `fuzz-emulators.test.ts`.
 */
import { CALLABLE_ACCESS, isRefusalReason } from '@costa/domain';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../scripts/seed/accounts';
import { seed } from '../../scripts/seed';
import { clearProject, emulatorIdToken, startFunctions, type InProcessFunctions } from './in-process';
import { callableProbes, httpProbes, send, CALLABLE_NAMES, HTTP_FUNCTIONS, type Answer, type Probe } from './malformed-requests';

const PROJECT = 'demo-costa-fuzz';

let functions: InProcessFunctions;
let db: Firestore;
let closeDb: () => Promise<void>;

/** Every document of the project, at any depth, with the time it was last written. */
async function documentVersions(): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  async function walk(collections: CollectionReference[]): Promise<void> {
    for (const collection of collections) {
      const snapshot = await collection.get();
      for (const doc of snapshot.docs) {
        versions[doc.ref.path] = doc.updateTime.toDate().toISOString();
        await walk(await doc.ref.listCollections());
      }
    }
  }
  await walk(await db.listCollections());
  return versions;
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

/** What the functions log at ERROR severity (firebase-functions writes it with console.error); the rest is dropped. */
const loggedErrors: string[] = [];

beforeAll(async () => {
  // Before the bundle loads: its logger keeps the console functions it finds.
  for (const level of ['debug', 'info', 'log', 'warn'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation((line: unknown) => void loggedErrors.push(String(line).slice(0, 500)));
  await clearProject(PROJECT);
  await seed({ projectId: PROJECT, log: () => undefined });
  const app = initializeApp({ projectId: PROJECT }, `fuzz-${Date.now()}`);
  db = getFirestore(app);
  closeDb = () => deleteApp(app);
  functions = await startFunctions(PROJECT);
}, 120_000);

afterAll(async () => {
  await functions?.close();
  await closeDb?.();
});

it('serves every callable of the domain and every HTTP function the probes name', () => {
  expect(functions.names.sort()).toEqual([...CALLABLE_NAMES, ...HTTP_FUNCTIONS].sort());
});

it("refuses every admin callable of the domain's list to a visitor and to a customer, before reading the request", async () => {
  const customer = emulatorIdToken(PROJECT, DEMO_CUSTOMER.uid, { email: DEMO_CUSTOMER.email });
  const adminOnly = Object.entries(CALLABLE_ACCESS).flatMap(([name, access]) => (access === 'admin' ? [name] : []));
  expect(adminOnly.length).toBeGreaterThanOrEqual(14);
  const call = async (name: string, token: string | null) => {
    const response = await fetch(`${functions.functionsUrl}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      // A well-formed request would be acted on: the refusal must come first.
      body: JSON.stringify({ data: { orderId: 'x', carId: 'x', email: DEMO_CUSTOMER.email } }),
    });
    const body = (await response.json()) as { error?: { status?: string; details?: { reason?: string } } };
    return `${name}: ${body.error?.status} ${body.error?.details?.reason}`;
  };
  const before = await documentVersions();
  expect(await Promise.all(adminOnly.map((name) => call(name, null)))).toEqual(adminOnly.map((name) => `${name}: UNAUTHENTICATED unauthenticated`));
  expect(await Promise.all(adminOnly.map((name) => call(name, customer)))).toEqual(
    adminOnly.map((name) => `${name}: PERMISSION_DENIED forbidden`),
  );
  expect(await documentVersions()).toEqual(before);
});

it('over 2000 malformed requests from strangers, customers and admins: no server error, no document written', async () => {
  const probes: Probe[] = [
    ...callableProbes({
      customer: emulatorIdToken(PROJECT, DEMO_CUSTOMER.uid, { email: DEMO_CUSTOMER.email }),
      admin: emulatorIdToken(PROJECT, DEMO_ADMIN.uid, { email: DEMO_ADMIN.email, admin: true }),
    }),
    ...httpProbes(),
  ];
  expect(probes.length).toBeGreaterThan(2000);
  const before = await documentVersions();
  expect(Object.keys(before).length).toBeGreaterThan(50);

  const answers: Answer[] = await inBatches(probes, 8, (probe) => send(probe, functions));

  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  // Every refusal of a well-formed call names its reason from the domain's closed list (the protocol's
  // own refusals, of raw bodies, other methods and forged tokens, come before any handler runs).
  const refused = answers.filter((answer) => / payload \d+ /.test(answer.what) && answer.refusal);
  expect(refused.length).toBeGreaterThan(1000);
  expect(refused.filter((answer) => !isRefusalReason(answer.refusal!.reason)).map((answer) => `${answer.what}: ${String(answer.refusal!.reason)}`)).toEqual([]);
  // Nor an error answered politely: nothing failed on the way. (firebase-functions itself logs, as an
  // error, each request that breaks the callable protocol, and answers it 400.)
  expect(loggedErrors.filter((line) => !line.includes('Invalid request, unable to process.'))).toEqual([]);
  expect(await documentVersions()).toEqual(before);
}, 600_000);
