/**
 * `publishLegalText` through the functions emulator: an admin's texts become
 * the next version, numbered in a transaction (two at once get two numbers),
 * the earlier versions stay as they were; a text without English is refused
 * on its field; nobody but an admin publishes. Works on the legal notice, which
 * no order records as accepted.
 */
import { CALLABLES, LEGAL_MESSAGES, type FormErrors } from '@costa/domain';
import { bookingFixture, call, type Answer } from './bookings';

const fixture = bookingFixture('legal-texts');
type Details = { reason?: string; fields?: FormErrors };

const texts = (english: string) => ({ en: english, es: `ES ${english}`, de: '', fr: '', it: '' });

async function publish(data: unknown, idToken?: string): Promise<Answer<{ version: number }, Details>> {
  return call(CALLABLES.publishLegalText, data, { Authorization: `Bearer ${idToken ?? (await fixture.admin()).idToken}` });
}

const notice = () => fixture.db.collection('legalTexts').doc('legalNotice');

// The browser tests read the demo's legal notice after these: it goes back to the seed's first version.
afterAll(async () => {
  const versions = await notice().collection('versions').get();
  const first = versions.docs.find((doc) => doc.id === '1')?.data();
  const publications = await notice().collection('publications').get();
  await Promise.all([...versions.docs, ...publications.docs].filter((doc) => doc.id !== '1').map((doc) => doc.ref.delete()));
  if (first) await notice().set(first);
});

it('publishes the next version, keeps the earlier ones, and numbers two publications at once apart', async () => {
  const before = ((await notice().get()).get('version') as number | undefined) ?? 0;
  const first = await publish({ document: 'legalNotice', texts: texts('Notice A') });
  expect(first.error).toBeUndefined();
  expect(first.result).toEqual({ version: before + 1 });
  const current = (await notice().get()).data()!;
  expect(current).toMatchObject({ version: before + 1, texts: texts('Notice A') });
  // Who published it is kept apart, for staff: the public documents do not name them.
  expect(current).not.toHaveProperty('publishedBy');
  expect((await notice().collection('versions').doc(String(before + 1)).get()).data()).toMatchObject({ texts: texts('Notice A') });
  expect((await notice().collection('publications').doc(String(before + 1)).get()).data()).toMatchObject({
    version: before + 1,
    publishedBy: expect.stringContaining('@'),
  });

  const [b, c] = await Promise.all([
    publish({ document: 'legalNotice', texts: texts('Notice B') }),
    publish({ document: 'legalNotice', texts: texts('Notice C') }),
  ]);
  expect([b.result?.version, c.result?.version].sort()).toEqual([before + 2, before + 3]);
  // The first publication is still readable as it was.
  expect((await notice().collection('versions').doc(String(before + 1)).get()).get('texts')).toEqual(texts('Notice A'));
  expect((await notice().get()).get('version')).toBe(before + 3);
});

it('refuses a text without English on its field, and anyone but an admin', async () => {
  const before = (await notice().get()).get('version') as number;
  const empty = await publish({ document: 'legalNotice', texts: texts('  ') });
  expect(empty.error?.details).toMatchObject({ reason: 'invalid-input', fields: { 'texts.en': LEGAL_MESSAGES.englishRequired } });
  const unknown = await publish({ document: 'imprint', texts: texts('x') });
  expect(unknown.error?.details?.reason).toBe('invalid-input');
  const customer = await fixture.signedIn(null);
  expect((await publish({ document: 'legalNotice', texts: texts('x') }, customer.idToken)).error?.details?.reason).toBe('forbidden');
  expect((await call(CALLABLES.publishLegalText, { document: 'legalNotice', texts: texts('x') })).error?.details).toMatchObject({ reason: 'unauthenticated' });
  expect((await notice().get()).get('version')).toBe(before);
});
