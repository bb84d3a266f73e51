import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { ToastContext, type ToastRequest } from '../../../components/ui/toast-provider';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enPage } from '../../../../../locales/en/contact';
import { submitContact } from '../api/submit-contact';
import { FORM_MESSAGES } from '@costa/domain';
import { REFUSAL_MESSAGES } from '../../../lib/refusal-messages';
import { refusalMessage, SEND_FAILED } from '../contact-messages';
import { ContactForm } from './contact-form';

jest.mock('../api/submit-contact', () => ({ submitContact: jest.fn() }));
const send = jest.mocked(submitContact);

let toasts: ToastRequest[];

function renderForm(url = '/en/contact') {
  i18n.loadAndActivate({ locale: 'en', messages: { ...enPublic, ...enPage } as never });
  const router = createMemoryRouter([{ path: '/en/contact', element: <ContactForm /> }], { initialEntries: [url] });
  render(
    <I18nProvider i18n={i18n}>
      <ToastContext.Provider value={{ show: (request) => toasts.push(request), dismiss: () => {} }}>
        <RouterProvider router={router} />
      </ToastContext.Provider>
    </I18nProvider>,
  );
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

function fillValid() {
  type('First name', 'Ana');
  type('Last name', 'García');
  type('Email', 'ana@example.es');
  type('Message', 'Hello');
}

beforeEach(() => {
  toasts = [];
  send.mockReset();
});

describe('ContactForm', () => {
  it('shows the product messages, focuses the first invalid field and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    // Both names are missing: each says so.
    expect(await screen.findAllByText('First name and last name are required')).toHaveLength(2);
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(input('First name'));
    type('Message', 'Hi');
    await waitFor(() => expect(screen.queryByText('Message is required')).toBeNull());
    expect(send).not.toHaveBeenCalled();
    expect(input('Message').getAttribute('maxlength')).toBe('2000');
  });

  it('disables the fields while sending, then clears them and says thank you', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(input('Email').disabled).toBe(true));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ana', email: 'ana@example.es', lang: 'en' }));
    finish({ ok: true });
    await waitFor(() => expect(input('Email').value).toBe(''));
    expect(input('Email').disabled).toBe(false);
    expect(toasts).toEqual([
      expect.objectContaining({
        variant: 'success',
        title: 'Message sent successfully!',
        description: "Thank you for contacting us. We'll get back to you soon.",
      }),
    ]);
  });

  it('keeps the text and shows the rate-limit text when the server refuses', async () => {
    send.mockResolvedValue({ ok: false, reason: 'rate-limited', fields: {} });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      title: 'Error',
      description: 'You have sent too many messages recently. Please wait before sending another one.',
    });
    expect(input('Message').value).toBe('Hello');
  });

  it("puts the server's refusal of a field on that field and focuses it", async () => {
    send.mockResolvedValue({
      ok: false,
      reason: 'invalid-input',
      fields: { email: { id: 'form.email-invalid', message: 'Please enter a valid email address' } },
    });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(input('Email')).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(document.activeElement).toBe(input('Email'));
    expect(input('Email').value).toBe('ana@example.es');
    expect(toasts[0]).toMatchObject({ title: 'Error', description: 'Please enter a valid email address' });
  });

  it('shows a field error once the field is left, not before', async () => {
    renderForm();
    expect(input('Email')).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(input('Email'));
    await waitFor(() => expect(input('Email')).toHaveAccessibleDescription('Email is required'));
    expect(screen.queryByText('Message is required')).toBeNull();
  });

  it('prefills a booking request once and sends it as one', async () => {
    send.mockResolvedValue({ ok: true });
    const query = new URLSearchParams({
      car: 'Ferrari Roma',
      startDate: '2027-06-01',
      endDate: '2027-06-03',
      requestType: 'car_booking_request',
    });
    renderForm(`/en/contact?${query}`);
    expect(screen.getByRole('heading', { name: 'Request this car' })).toBeTruthy();
    expect(input('Subject').value).toBe('Booking request: Ferrari Roma');
    expect(input('Message').value).toContain('Hello, I would like to book the Ferrari Roma.');
    expect(input('Message').value).toContain('Dates: June 1, 2027 to June 3, 2027');
    type('Subject', 'Roma for a weekend');
    expect(input('Subject').value).toBe('Roma for a weekend');
    type('First name', 'Ana');
    type('Last name', 'García');
    type('Email', 'ana@example.es');
    // A booking request needs the rental terms accepted: without the box, nothing is sent.
    const terms = screen.getByRole('checkbox', { name: /I accept the rental terms and the privacy policy/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(terms).toHaveAccessibleDescription('Please accept the rental terms and the privacy policy to book.'));
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      termsAccepted: true,
      subject: 'Roma for a weekend',
      requestType: 'car_booking_request',
      car: 'Ferrari Roma',
      startDate: '2027-06-01',
      endDate: '2027-06-03',
    });
  });
});

describe('refusalMessage', () => {
  it("maps the server's reason, never its text", () => {
    expect(refusalMessage('rate-limited')).toBe(REFUSAL_MESSAGES['rate-limited']);
    expect(refusalMessage('app-check')).toBe(REFUSAL_MESSAGES['app-check']);
    expect(refusalMessage('server-error')).toBe(SEND_FAILED);
    // A field the server refused says its own rule.
    expect(refusalMessage('invalid-input', { email: FORM_MESSAGES.emailInvalid })).toBe(FORM_MESSAGES.emailInvalid);
    const tooLong = { id: 'form.contact.message-too-long', message: 'Message is too long' };
    expect(refusalMessage('invalid-input', { message: tooLong })).toBe(tooLong);
    expect(refusalMessage('invalid-input')).toBe(SEND_FAILED);
    expect(refusalMessage(null)).toBe(SEND_FAILED);
  });
});
