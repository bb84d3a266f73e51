import { MailNotDelivered, TransientMailError, type OutgoingMail } from './provider';
import { sendGridProviderWith, sendGridRequest, type SendGridClient } from './sendgrid';

const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
const message: OutgoingMail = {
  to: 'ana@example.com',
  replyTo: 'desk@example.com',
  subject: 'Reserva',
  text: 'Hola',
  html: '<p>Hola</p>',
  attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics, 'utf8') }],
};

function client(send: SendGridClient['send']): SendGridClient {
  return { send: jest.fn(send) };
}

const responseError = (code: number, text = 'nope') =>
  Object.assign(new Error('Bad'), { code, response: { headers: {}, body: { errors: [{ message: text }] } } });

describe('SendGrid provider', () => {
  it('sends from the configured sender with base64 attachments', () => {
    const request = sendGridRequest(message, 'bookings@costaprestige.com');
    expect(request).toMatchObject({
      to: 'ana@example.com',
      from: 'bookings@costaprestige.com',
      replyTo: 'desk@example.com',
      subject: 'Reserva',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    expect(request.attachments).toEqual([
      {
        filename: 'booking.ics',
        type: 'text/calendar; charset=utf-8',
        disposition: 'attachment',
        content: Buffer.from(ics).toString('base64'),
      },
    ]);
  });

  it('leaves replyTo out when there is none', () => {
    expect(sendGridRequest({ ...message, replyTo: null }, 'x@y.z')).not.toHaveProperty('replyTo');
  });

  it('answers the message id SendGrid gives', async () => {
    const provider = sendGridProviderWith(
      client(async () => [{ statusCode: 202, headers: { 'x-message-id': 'abc' } }, {}]),
      'x@y.z',
    );
    await expect(provider.send(message)).resolves.toEqual({ id: 'abc' });
  });

  it.each([429, 500, 503])('treats status %s as transient', async (code) => {
    const provider = sendGridProviderWith(client(async () => Promise.reject(responseError(code))), 'x@y.z');
    await expect(provider.send(message)).rejects.toBeInstanceOf(TransientMailError);
  });

  it('treats a network error as transient', async () => {
    const provider = sendGridProviderWith(client(async () => Promise.reject(new Error('ECONNRESET'))), 'x@y.z');
    await expect(provider.send(message)).rejects.toBeInstanceOf(TransientMailError);
  });

  it('treats a refusal as final, with SendGrid’s reason', async () => {
    const provider = sendGridProviderWith(
      client(async () => Promise.reject(responseError(403, 'The from address does not match a verified Sender Identity'))),
      'x@y.z',
    );
    const error = await provider.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailNotDelivered);
    expect(error).toMatchObject({ outcome: 'failed', message: 'SendGrid 403: The from address does not match a verified Sender Identity' });
  });
});
