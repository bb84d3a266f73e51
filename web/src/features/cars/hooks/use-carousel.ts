/**
 * Which photo of a car card shows: previous and next wrap around both ways
 *, and a horizontal swipe of at least 50 px over the photo
 * turns it. The swipe is read on the whole card because the card's stretched
 * link lies over the photo; the click that may follow a swipe is swallowed so
 * turning a photo never opens the car.
 */
import { swipeStep, wrapIndex } from '@costa/domain';
import { useCallback, useRef, useState, type RefObject, type TouchEvent, type MouseEvent } from 'react';

export interface Carousel {
  index: number;
  count: number;
  /** True once the visitor has turned a photo: only then is the position announced. */
  turned: boolean;
  previous: () => void;
  next: () => void;
  /** Spread on the element that contains the photo area and the stretched link. */
  swipeHandlers: {
    onTouchStart: (event: TouchEvent) => void;
    onTouchEnd: (event: TouchEvent) => void;
    onClickCapture: (event: MouseEvent) => void;
  };
}

export function useCarousel(count: number, area: RefObject<HTMLElement | null>): Carousel {
  const [index, setIndex] = useState(0);
  const [turned, setTurned] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swallowClick = useRef(false);

  const step = useCallback(
    (delta: number) => {
      setIndex((current) => wrapIndex(current + delta, count));
      setTurned(true);
    },
    [count],
  );

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    const rect = area.current?.getBoundingClientRect();
    const inside =
      touch && rect && touch.clientX >= rect.left && touch.clientX <= rect.right && touch.clientY >= rect.top && touch.clientY <= rect.bottom;
    start.current = inside && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const from = start.current;
    start.current = null;
    const touch = event.changedTouches[0];
    if (!from || !touch || count < 2) return;
    const direction = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
    if (direction === 0) return;
    swallowClick.current = true;
    // A click only ever follows the touch at once; never swallow a later, real one.
    window.setTimeout(() => {
      swallowClick.current = false;
    }, 400);
    step(direction);
  };

  const onClickCapture = (event: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    index: wrapIndex(index, count),
    count,
    turned,
    previous: () => step(-1),
    next: () => step(1),
    swipeHandlers: { onTouchStart, onTouchEnd, onClickCapture },
  };
}
