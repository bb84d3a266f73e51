import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { buildCar } from '../../../../../../tests/builders';
import { messages } from '../../../../../../locales/en/messages';
import { theme } from '../../../../theme/theme';
import { CarGallery } from './car-gallery';

// jsdom has no PointerEvent; a MouseEvent with a pointer id and type is what the gallery reads.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  i18n.loadAndActivate({ locale: 'en', messages });
});

const PHOTOS = ['/cars/a-1.jpg', '/cars/a-2.jpg', '/cars/a-3.jpg', '/cars/a-4.jpg', '/cars/a-5.jpg'];

function renderGallery(overrides: Parameters<typeof buildCar>[0] = {}) {
  const car = buildCar({ name: 'Ferrari 296 GTB', images: PHOTOS, ...overrides });
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CarGallery car={car} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

/** The counter as the visitor sees it ("2 / 5"). */
function counter(): string {
  return screen.getByText(/^\d+ \/ \d+$/).textContent ?? '';
}

function currentThumbnail(): HTMLElement {
  const strip = screen.getByRole('list', { name: 'Choose a photo' });
  const current = within(strip)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]!;
}

/** The full-size photos the stage has fetched (or is fetching), in order. */
function stagePhotos(): (string | null)[] {
  return [...screen.getByTestId('gallery-stage').querySelectorAll('img')].map((img) => img.getAttribute('src'));
}

function swipe(dx: number, dy = 0) {
  const stage = screen.getByTestId('gallery-stage');
  fireEvent.pointerDown(stage, { pointerId: 7, pointerType: 'touch', clientX: 200, clientY: 100, button: 0 });
  fireEvent.pointerUp(stage, { pointerId: 7, pointerType: 'touch', clientX: 200 + dx, clientY: 100 + dy, button: 0 });
}

describe('the car gallery', () => {
  it('starts on the first photo, eagerly loaded with high priority, and fetches the others lazily once the page is idle', async () => {
    renderGallery();
    expect(counter()).toBe('1 / 5');
    const first = screen.getByRole('img', { name: 'Ferrari 296 GTB, photo 1 of 5' });
    expect(first).toHaveAttribute('src', PHOTOS[0]);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '800');
    expect(currentThumbnail()).toHaveAccessibleName('Show photo 1 of 5');
    // Until then the first full-size photo has the connection to itself (the thumbnails are small).
    expect(stagePhotos()).toEqual([PHOTOS[0]]);
    await waitFor(() => expect(stagePhotos()).toEqual(PHOTOS));
    const rest = screen.getByTestId('gallery-stage').querySelectorAll('img:not([fetchpriority="high"])');
    expect(rest).toHaveLength(4);
    rest.forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'low');
    });
  });

  it('fetches the other photos as soon as the visitor reaches for the gallery', () => {
    renderGallery();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Photos of Ferrari 296 GTB' }));
    expect(stagePhotos()).toEqual(PHOTOS);
  });

  it('wraps from the last photo to the first with the next arrow', () => {
    renderGallery();
    const next = screen.getByRole('button', { name: 'Next photo' });
    for (let i = 0; i < 4; i++) fireEvent.click(next);
    expect(counter()).toBe('5 / 5');
    fireEvent.click(next);
    expect(counter()).toBe('1 / 5');
    expect(currentThumbnail()).toHaveAccessibleName('Show photo 1 of 5');
  });

  it('wraps from the first photo to the last with the previous arrow', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('5 / 5');
    expect(screen.getByRole('img', { name: 'Ferrari 296 GTB, photo 5 of 5' })).toHaveAttribute('src', PHOTOS[4]);
    expect(currentThumbnail()).toHaveAccessibleName('Show photo 5 of 5');
  });

  it('shows the photo of a thumbnail and marks that thumbnail as current', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 5' }));
    expect(counter()).toBe('3 / 5');
    expect(currentThumbnail()).toHaveAccessibleName('Show photo 3 of 5');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 5' })).not.toHaveAttribute('aria-current');
  });

  it('follows the Left and Right keys while it has focus, wrapping both ways', () => {
    renderGallery();
    const stage = screen.getByRole('group', { name: 'Photo viewer' });
    act(() => stage.focus());
    expect(stage).toHaveFocus();
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(counter()).toBe('5 / 5');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 5');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 5');
    // From a thumbnail too: the whole gallery listens.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show photo 4 of 5' }), { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 5');
    fireEvent.keyDown(stage, { key: 'ArrowDown' });
    expect(counter()).toBe('3 / 5');
  });

  it('takes a swipe of 50 px as a step and ignores one of 49 px', () => {
    renderGallery();
    swipe(-49);
    expect(counter()).toBe('1 / 5');
    swipe(-50);
    expect(counter()).toBe('2 / 5');
    swipe(49);
    expect(counter()).toBe('2 / 5');
    swipe(50);
    expect(counter()).toBe('1 / 5');
    swipe(50);
    expect(counter()).toBe('5 / 5');
  });

  it('ignores a mostly vertical drag (the visitor is scrolling)', () => {
    renderGallery();
    swipe(-60, 120);
    expect(counter()).toBe('1 / 5');
  });

  it('announces the counter politely to screen readers', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const live = screen.getByText('Photo 2 of 5').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('2 / 5');
  });

  it('shows the stock photo, without arrows, thumbnails or counter, for a car without photos', () => {
    renderGallery({ images: [] });
    expect(screen.getByRole('img', { name: 'Ferrari 296 GTB, photo 1 of 1' })).toHaveAttribute('src', '/cars/default.jpg');
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a photo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+ \/ \d+$/)).not.toBeInTheDocument();
  });

  it('shows the video muted with controls, and hides it when it fails to load', () => {
    renderGallery({ videoUrl: 'https://example.invalid/no-such-video.mp4' });
    const video = document.querySelector('video')!;
    expect(video).toHaveAccessibleName('Video of Ferrari 296 GTB');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.error(video);
    expect(document.querySelector('video')).toBeNull();
  });

  it('has no video without a video URL', () => {
    renderGallery({ videoUrl: null });
    expect(document.querySelector('video')).toBeNull();
  });
});
