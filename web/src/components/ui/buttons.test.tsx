import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { Button, IconButton, LinkButton } from './buttons';

it('does not send the form it sits in unless told to', () => {
  const sent = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={sent}>
      <Button>Try again</Button>
      <IconButton aria-label="Pause">II</IconButton>
      <Button type="submit">Send</Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(sent).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toHaveBeenCalledTimes(1);
});

it('keeps its icons out of its name and answers no press when disabled', () => {
  const pressed = jest.fn();
  render(
    <Button variant="outlined" startIcon={<svg aria-hidden />} endIcon={<svg aria-hidden />} disabled onClick={pressed}>
      Filters
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Filters' });
  expect(button).toBeDisabled();
  fireEvent.click(button);
  expect(pressed).not.toHaveBeenCalled();
});

it('as a link, opens the page within the app', async () => {
  const router = createMemoryRouter(
    [
      { path: '/en', element: <LinkButton to="/en/cars">View the fleet</LinkButton> },
      { path: '/en/cars', element: <h1>Our fleet</h1> },
    ],
    { initialEntries: ['/en'] },
  );
  render(<RouterProvider router={router} />);
  const link = await screen.findByRole('link', { name: 'View the fleet' });
  expect(link).toHaveAttribute('href', '/en/cars');
  await act(async () => {
    fireEvent.click(link);
  });
  expect(await screen.findByRole('heading', { name: 'Our fleet' })).toBeInTheDocument();
});
