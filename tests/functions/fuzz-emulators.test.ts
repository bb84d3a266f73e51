/**
 * The wiring of `fuzz.test.ts`'s property: the functions as the emulators
 * and Hosting serve them answer malformed requests as the bundle served
 * in-process does, without a server error and without writing. A sample of
 * the probes: a few per function, each function warmed up first and then
 * sent one request at a time (the functions emulator starts a process for
 * every request that finds its function busy, which a small machine pays for
 * in seconds).
 */
import { seed } from '../../scripts/seed';
import { clearProject, startFunctions, type InProcessFunctions } from './in-process';
import { callableProbes, httpProbes, send, CALLABLE_NAMES, HTTP_FUNCTIONS, type Answer, type Probe } from './malformed-requests';
import { adminFirestore, FUNCTIONS, HOSTING } from './support';

const { db, close } = adminFirestore();
const EMULATORS = { functionsUrl: FUNCTIONS, hostingUrl: HOSTING };
/** The in-process twin's own project, seeded with the same demo data. */
const TWIN_PROJECT = 'demo-costa-wiring';
/** Probes per function after its warm-up. */
const PER_FUNCTION = 2;
/** Functions probed side by side, each one request at a time. */
const FUNCTIONS_AT_ONCE = 3;

let twin: InProcessFunctions;

/** Documents per top-level collection of the demo project (the functions test files run one at a time). */
async function documentCounts(): Promise<Record<string, number>> {
  const collections = await db.listCollections();
  const counts = await Promise.all(collections.map(async (collection) => [collection.id, (await collection.count().get()).data().count] as const));
  return Object.fromEntries(counts);
}

/** `count` probes spread over the function's list: its kinds of garbage, not only the first. */
function spread(probes: Probe[], count: number): Probe[] {
  if (probes.length <= count) return probes;
  const step = probes.length / count;
  return Array.from({ length: count }, (_, i) => probes[Math.floor(i * step)]!);
}

beforeAll(async () => {
  for (const level of ['debug', 'info', 'log', 'warn', 'error'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
  await clearProject(TWIN_PROJECT);
  await seed({ projectId: TWIN_PROJECT, log: () => undefined });
  twin = await startFunctions(TWIN_PROJECT);
}, 120_000);

afterAll(async () => {
  await twin?.close();
  await close();
});

it('every function, through the emulators and Hosting, answers malformed requests as in-process: no server error, nothing written', async () => {
  const all = [...callableProbes(), ...httpProbes()];
  const plan = [...CALLABLE_NAMES, ...HTTP_FUNCTIONS].map((name) => {
    const own = all.filter((probe) => probe.fn === name);
    return { warmUp: own[0]!, probes: spread(own.slice(1), PER_FUNCTION) };
  });
  expect(plan.every((entry) => entry.probes.length === PER_FUNCTION)).toBe(true);
  const before = await documentCounts();

  const sent: { probe: Probe; answer: Answer }[] = [];
  const queue = [...plan];
  async function worker(): Promise<void> {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      for (const probe of [entry.warmUp, ...entry.probes]) sent.push({ probe, answer: await send(probe, EMULATORS) });
    }
  }
  await Promise.all(Array.from({ length: FUNCTIONS_AT_ONCE }, worker));

  expect(sent.length).toBeGreaterThanOrEqual(60);
  expect(sent.filter(({ answer }) => answer.status >= 500).map(({ answer }) => answer)).toEqual([]);
  // The same answers in-process: the same status at a function's own URL; through Hosting the same
  // kind (2xx, 3xx, 4xx), since the hosting emulator answers some odd paths itself (an encoded
  // `..%2f` is its own 404 where the function would say 405 to a DELETE).
  const kind = (probe: Probe, answer: Answer) => `${answer.what}: ${probe.via === 'function' ? answer.status : `${Math.floor(answer.status / 100)}xx`}`;
  const inProcess = await Promise.all(sent.map(({ probe }) => send(probe, twin)));
  expect(sent.map(({ probe, answer }) => kind(probe, answer))).toEqual(sent.map(({ probe }, i) => kind(probe, inProcess[i]!)));
  expect(await documentCounts()).toEqual(before);
}, 600_000);
