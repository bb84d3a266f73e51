import { catalogIds, stripDescriptorMessages } from '../../web/build/strip-descriptor-messages';

const everyId = () => true;

describe('stripDescriptorMessages (the browser build of the domain)', () => {
  it('drops the English message of a descriptor, on one line or several, keeping its id', () => {
    const source = [
      "var a = /*i18n*/ { id: 'meta.home.title', message: 'Luxury Super Car Rentals' };",
      'var b = /*i18n*/ {',
      "  id: 'form.max',",
      "  message: 'At most {max} characters, it\\'s the limit',",
      '};',
    ].join('\n');
    const stripped = stripDescriptorMessages(source, everyId);
    expect(stripped).not.toContain('message');
    expect(stripped).toContain("/*i18n*/ { id: 'meta.home.title',}");
    expect(stripped).toContain("id: 'form.max',");
    expect(() => new Function(stripped)).not.toThrow();
  });

  it('keeps the message of an id the public catalog lacks (a staff or customer text)', () => {
    const source = "/*i18n*/ { id: 'staff.only', message: 'Kept' }; /*i18n*/ { id: 'meta.home.title', message: 'Dropped' };";
    const stripped = stripDescriptorMessages(source, (id) => catalogIds('msgid "meta.home.title"\nmsgstr "Dropped"\n').has(id));
    expect(stripped).toContain("message: 'Kept'");
    expect(stripped).not.toContain('Dropped');
  });

  it('leaves alone a descriptor whose message is not one string literal, or is not its last field', () => {
    const joined = "/*i18n*/ { id: 'a', message: 'one ' + 'two' }";
    const commented = "/*i18n*/ { id: 'b', message: 'Text', comment: 'for translators' }";
    const plain = "{ id: 'c', message: 'not a descriptor' }";
    for (const source of [joined, commented, plain]) expect(stripDescriptorMessages(source, everyId)).toBe(source);
  });
});
