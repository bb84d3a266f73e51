/**
 * The car manager's list of blocks: admin and maintenance blocks can be
 * deleted, booking blocks offer no delete control at all; each says who made it.
 */
import type { AvailabilityBlock } from '@costa/domain';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { messages as enPublic } from '../../../../../locales/en/messages';
import { messages as enStaff } from '../../../../../locales/en/staff';

const enMessages = { ...enPublic, ...enStaff };
import { BlocksList } from './blocks-list';

const block = (overrides: Partial<AvailabilityBlock>): AvailabilityBlock => ({
  id: 'b',
  carId: 'car',
  startDate: '2030-07-10',
  endDate: '2030-07-12',
  blockType: 'maintenance',
  notes: '',
  createdBy: 'me',
  createdAt: 0,
  ...overrides,
});

it('offers delete on staff blocks only and names who created each', () => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
  const onDelete = jest.fn();
  const maintenance = block({ id: 'm', notes: 'New tyres' });
  const held = block({ id: 'a', blockType: 'admin', startDate: '2030-08-01', endDate: '2030-08-01', createdBy: 'boss' });
  const booking = block({ id: 'k', blockType: 'booking', startDate: '2030-09-01', endDate: '2030-09-04', createdBy: null, notes: 'Paid order X' });
  render(
    <I18nProvider i18n={i18n}>
      <BlocksList blocks={[maintenance, held, booking]} lang="en" currentUid="me" adminNames={{ boss: 'Isabel Moreno' }} onDelete={onDelete} />
    </I18nProvider>,
  );
  const [first, second, third] = screen.getAllByRole('listitem');
  expect(first).toHaveTextContent('Maintenance');
  expect(first).toHaveTextContent('3 days');
  expect(first).toHaveTextContent('Created by you');
  expect(second).toHaveTextContent('1 day');
  expect(second).toHaveTextContent('Created by Isabel Moreno');
  expect(third).toHaveTextContent('Created by the booking system');
  expect(within(third!).queryByRole('button')).toBeNull();

  fireEvent.click(within(first!).getByRole('button', { name: /^Delete Maintenance block/ }));
  expect(onDelete).toHaveBeenCalledWith(maintenance);
});
