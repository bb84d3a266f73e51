/**
 * Every reason a function can refuse with has a text in every language: the
 * public reasons in the catalogs of the pages a visitor meets them on (the
 * contact page's, the customer's pages'; never the staff one), the staff
 * reasons in the staff catalog, each translated.
 */
import { isPublicRefusal, REFUSAL_REASONS, TARGET_LANGS, type Lang, type RefusalReason } from '@costa/domain';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { loadCatalogs, type ExtraCatalog } from '../../lib/i18n';
import { REFUSAL_MESSAGES } from '../../lib/refusal-messages';
import { STAFF_REFUSAL_MESSAGES, STAFF_WORDING, staffRefusalMessage } from './refusal-messages';

async function i18nFor(lang: Lang, extra: ExtraCatalog[]): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: lang, messages: await loadCatalogs(lang, extra) });
  return i18n;
}

const messageOf = (reason: RefusalReason): MessageDescriptor | undefined =>
  isPublicRefusal(reason) ? REFUSAL_MESSAGES[reason] : STAFF_REFUSAL_MESSAGES[reason as keyof typeof STAFF_REFUSAL_MESSAGES];

describe('refusal messages', () => {
  it('exist for every reason of the domain, in the table of its audience', () => {
    expect(REFUSAL_REASONS.filter((reason) => !messageOf(reason)?.id)).toEqual([]);
    expect(Object.keys(REFUSAL_MESSAGES).filter((reason) => !isPublicRefusal(reason as RefusalReason))).toEqual([]);
    expect(Object.keys(STAFF_REFUSAL_MESSAGES).filter((reason) => isPublicRefusal(reason as RefusalReason))).toEqual([]);
    for (const reason of REFUSAL_REASONS) {
      const staffWording = isPublicRefusal(reason) ? STAFF_WORDING[reason] : undefined;
      expect(staffRefusalMessage(reason)).toBe(staffWording ?? messageOf(reason));
    }
  });

  it.each([...TARGET_LANGS])('are translated in %s, the public ones on the contact and customer pages without the staff catalog', async (lang) => {
    const english = await i18nFor('en', ['staff']);
    const contactPage = await i18nFor(lang, ['contact']);
    const customerPages = await i18nFor(lang, ['customer']);
    const staff = await i18nFor(lang, ['staff']);
    const untranslated = REFUSAL_REASONS.flatMap((reason) => {
      const descriptor = messageOf(reason)!;
      const readers = isPublicRefusal(reason) ? [contactPage, customerPages, staff] : [staff];
      return readers.filter((i18n) => {
        const text = i18n._(descriptor);
        return !text.trim() || text === english._(descriptor);
      }).map(() => reason);
    });
    expect(untranslated).toEqual([]);
    const staffWordings = Object.values(STAFF_WORDING).filter((descriptor) => staff._(descriptor!) === english._(descriptor!));
    expect(staffWordings).toEqual([]);
  });
});
