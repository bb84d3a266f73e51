/**
 * The admin panel's pieces as an admin meets them: the Add form submits on
 * Enter and asks for an address when there is none; the table keeps Remove
 * on one's own row disabled with the reason, and offers it on the others.
 */
import type { AdminRole } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';
import { messages as esPublic } from '../../../../../locales/es/messages';
import { messages as esStaff } from '../../../../../locales/es/staff';

const enMessages = { ...enPublic, ...enStaff };
const esMessages = { ...esPublic, ...esStaff };
import { AddAdminForm } from './add-admin-form';
import { AdminsTable } from './admins-table';

function withI18n(lang: 'en' | 'es', ui: ReactNode) {
  act(() => i18n.loadAndActivate({ locale: lang, messages: lang === 'en' ? enMessages : esMessages }));
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

const admin = (uid: string, firstName: string, email: string): AdminRole => ({
  uid,
  email,
  firstName,
  lastName: 'Moreno',
  role: 'admin',
  grantedAt: null,
  grantedBy: 'seed',
});

describe('Add New Admin', () => {
  it('submits the typed address on Enter and clears the field once added', async () => {
    const onAdd = jest.fn(async () => ({ added: true as const }));
    withI18n('en', <AddAdminForm onAdd={onAdd} busy={false} />);
    const field = screen.getByRole('textbox', { name: 'User email' });
    fireEvent.change(field, { target: { value: 'Ana@Example.com' } });
    await act(async () => {
      fireEvent.submit(field.closest('form')!);
    });
    // Trimmed and lower-cased by the form's schema, as the server keeps addresses.
    expect(onAdd).toHaveBeenCalledWith('ana@example.com');
    expect(field).toHaveValue('');
  });

  it('shows the product message at the field when no address was given (Spanish)', async () => {
    const onAdd = jest.fn();
    withI18n('es', <AddAdminForm onAdd={onAdd} busy={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Añadir administrador' }));
    });
    const field = screen.getByRole('textbox', { name: 'Correo electrónico del usuario' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Introduce una dirección de correo electrónico');
    expect(field).toHaveFocus();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the address at the field and keeps what was typed", async () => {
    const onAdd = jest.fn(async () => ({
      added: false as const,
      fields: { email: { id: 'form.email-invalid', message: 'Please enter a valid email address' } },
    }));
    withI18n('en', <AddAdminForm onAdd={onAdd} busy={false} />);
    const field = screen.getByRole('textbox', { name: 'User email' });
    fireEvent.change(field, { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.submit(field.closest('form')!);
    });
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field).toHaveValue('ana@example.com');
    expect(field).toHaveFocus();
  });
});

describe('the administrators table', () => {
  it('disables Remove on the own row, with the reason, and offers it on the others', () => {
    const onRemove = jest.fn();
    const me = admin('me', 'Isabel', 'isabel@example.com');
    const other = admin('other', 'Lucía', 'lucia@example.com');
    withI18n('en', <AdminsTable admins={[me, other]} currentUid="me" onRemove={onRemove} />);
    const table = screen.getByRole('table', { name: 'Administrators' });
    const own = within(table).getByRole('button', { name: 'Remove Isabel Moreno' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    expect(own).toHaveAccessibleDescription("You can't remove your own admin privileges");
    fireEvent.click(own);
    expect(onRemove).not.toHaveBeenCalled();

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Lucía Moreno' }));
    expect(onRemove).toHaveBeenCalledWith(other);
    expect(within(table).getAllByText('Admin')).toHaveLength(2);
  });
});
