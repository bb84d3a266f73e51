/**
 * The functions as they are deployed (the bundle `functions/lib/index.js`
 * that `npm run build` makes) served from the test's own process, without
 * the functions emulator: one Express app answers at each function's URL the
 * way the Functions runtime does (the emulator runtime's body parsers, its
 * 500 for a handler that throws), and a second plays Hosting's rewrites from
 * firebase.json. They run against the Firestore and Auth emulators under a
 * project of their own, so nothing a test does here meets the demo data.
 *
 * Why: the functions emulator starts a worker process for each request that
 * finds every worker of its function busy, which on a small machine costs
 * seconds per request. Properties that need hundreds of requests (malformed
 * input at every door) are proved here; a few requests through the real
 * emulators prove the wiring.
 */
import express, { type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const REGION = 'europe-west1';

type HttpFunction = ((req: Request, res: Response) => unknown) & {
  __endpoint?: { httpsTrigger?: unknown; callableTrigger?: unknown };
};

export interface InProcessFunctions {
  /** Where the functions answer, shaped as the emulator's `http://host/<project>/<region>`. */
  functionsUrl: string;
  /** Where Hosting's rewrites answer (`/api/payments/webhook`, `/sitemap.xml`, pages). */
  hostingUrl: string;
  /** Names of the HTTP and callable functions served. */
  names: string[];
  close(): Promise<void>;
}

/** `KEY=value` lines of a dotenv file; comments and blank lines skipped. */
function readEnvFile(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
      .flatMap((match) => (match ? [[match[1]!, match[2]!] as const] : [])),
  );
}

/**
 * The environment the functions emulator gives a function: the project's
 * params (`functions/.env.demo-costa`, the emulator project's), the project,
 * and the emulator flags (tokens decoded, not verified; emulator hosts).
 */
function runtimeEnv(projectId: string): Record<string, string> {
  return {
    ...readEnvFile(join(ROOT, 'functions/.env')),
    ...readEnvFile(join(ROOT, 'functions/.env.demo-costa')),
    GCLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId }),
    FUNCTIONS_EMULATOR: 'true',
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  };
}

/** The Functions runtime's request parsing, as the emulator's runtime sets it up. */
function runtimeApp(): express.Express {
  const app = express();
  app.enable('trust proxy');
  // The callable and webhook handlers read the exact bytes received (req.rawBody).
  const rawBodySaver = (req: IncomingMessage, _res: unknown, buf: Buffer) => {
    (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
  };
  const limit = '32mb';
  app.use(express.json({ limit, verify: rawBodySaver }));
  app.use(express.text({ limit, verify: rawBodySaver }));
  app.use(express.urlencoded({ extended: true, limit, verify: rawBodySaver }));
  app.use(express.raw({ type: '*/*', limit, verify: rawBodySaver }));
  return app;
}

/** A function's answer, or the runtime's 500 when it throws (as the emulator's runtime answers). */
async function invoke(fn: HttpFunction, req: Request, res: Response): Promise<void> {
  try {
    await fn(req, res);
  } catch (error) {
    if (!res.headersSent) res.status(500).send(error instanceof Error ? error.message : String(error));
  }
}

/** A Hosting rewrite source (a glob) as a regular expression over the path. */
function globPattern(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

function hostingRewrites(): { pattern: RegExp; functionId: string }[] {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
  };
  return config.hosting.rewrites.flatMap((rewrite) =>
    rewrite.function ? [{ pattern: globPattern(rewrite.source), functionId: rewrite.function.functionId }] : [],
  );
}

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

/**
 * Loads the built functions with the emulator's environment for `projectId`
 * and serves them. Call once per test file (the bundle's module state, such
 * as its Admin SDK app, belongs to that file's module registry).
 */
export async function startFunctions(projectId: string): Promise<InProcessFunctions> {
  const built = join(ROOT, 'functions/lib/index.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the functions first (npm run build).`);
  Object.assign(process.env, runtimeEnv(projectId));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(built) as Record<string, unknown>;
  const functions = new Map(
    Object.entries(bundle).filter(
      (entry): entry is [string, HttpFunction] =>
        typeof entry[1] === 'function' &&
        Boolean((entry[1] as HttpFunction).__endpoint?.httpsTrigger ?? (entry[1] as HttpFunction).__endpoint?.callableTrigger),
    ),
  );

  const runtime = runtimeApp();
  for (const [name, fn] of functions) {
    runtime.use(`/${projectId}/${REGION}/${name}`, (req, res) => invoke(fn, req, res));
  }

  const rewrites = hostingRewrites();
  const hosting = runtimeApp();
  hosting.use((req, res) => {
    const target = rewrites.find((rewrite) => rewrite.pattern.test(req.path));
    const fn = target && functions.get(target.functionId);
    if (!fn) {
      res.status(404).send('Not found');
      return;
    }
    // Hosting tells the function which host the visitor asked for.
    req.headers['x-forwarded-host'] = req.headers.host;
    return invoke(fn, req, res);
  });

  const [functionsServer, hostingServer] = await Promise.all([listen(runtime), listen(hosting)]);
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    functionsUrl: `${functionsServer.url}/${projectId}/${REGION}`,
    hostingUrl: hostingServer.url,
    names: [...functions.keys()],
    close: async () => {
      functionsServer.server.closeAllConnections();
      hostingServer.server.closeAllConnections();
      await Promise.all([close(functionsServer.server), close(hostingServer.server)]);
    },
  };
}

/** Empties a project in the Firestore and Auth emulators, so a test starts from what it seeds alone. */
export async function clearProject(projectId: string): Promise<void> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

/**
 * An ID token as the Auth emulator issues them (unsigned), which the
 * functions decode without verifying, as they do on the emulator: a caller
 * with these claims, to reach the checks behind sign-in.
 */
export function emulatorIdToken(projectId: string, uid: string, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
