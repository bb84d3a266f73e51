import { DEFAULT_MAIL_FROM, lazyMailProvider, mailFrom, mailProviderKind } from './index';
import { LOCAL_OUTBOX_REASON, localOutboxProvider, MailNotDelivered, unconfiguredMailProvider, type OutgoingMail } from './provider';

jest.mock('../../logs');

const message: OutgoingMail = { to: 'a@example.com', replyTo: null, subject: 's', text: 't', html: '<p>t</p>', attachments: [] };

describe('mail provider choice', () => {
  it('uses SendGrid whenever a key is set', () => {
    expect(mailProviderKind('SG.key', true)).toBe('sendgrid');
    expect(mailProviderKind('SG.key', false)).toBe('sendgrid');
  });

  it('keeps messages in the local outbox on the emulator without a key', () => {
    expect(mailProviderKind('  ', true)).toBe('local');
  });

  it('has no provider in production without a key', () => {
    expect(mailProviderKind('', false)).toBe('unconfigured');
  });

  it('marks local messages not sent, and unconfigured ones failed', async () => {
    await expect(localOutboxProvider.send(message)).rejects.toMatchObject({ outcome: 'not-sent', message: LOCAL_OUTBOX_REASON });
    await expect(unconfiguredMailProvider.send(message)).rejects.toBeInstanceOf(MailNotDelivered);
    await expect(unconfiguredMailProvider.send(message)).rejects.toMatchObject({ outcome: 'failed' });
  });

  it('builds the provider once, and again after a failed build', async () => {
    const send = jest.fn(async () => ({ id: 'x' }));
    const load = jest.fn().mockRejectedValueOnce(new Error('no network')).mockResolvedValue({ send });
    const provider = lazyMailProvider(load);
    await expect(provider.send(message)).rejects.toThrow('no network');
    await provider.send(message);
    await provider.send(message);
    expect(load).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('mail sender', () => {
  it('is MAIL_FROM when set, else the bookings address', () => {
    expect(mailFrom({ MAIL_FROM: ' desk@costaprestige.com ' })).toBe('desk@costaprestige.com');
    expect(mailFrom({ MAIL_FROM: '' })).toBe(DEFAULT_MAIL_FROM);
    expect(mailFrom({})).toBe('bookings@costaprestige.com');
  });
});
