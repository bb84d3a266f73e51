import { SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from './gallery';

describe('gallery index', () => {
  it('wraps from the last photo to the first and from the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it('stays at 0 in a gallery of one photo or none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipes', () => {
  it('count from 50 px, not before', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-49)).toBe(0);
    expect(swipeStep(49)).toBe(0);
    expect(swipeStep(-50)).toBe(1);
    expect(swipeStep(50)).toBe(-1);
  });

  it('to the left show the next photo, to the right the previous one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignore drags more vertical than horizontal (the visitor scrolls the page)', () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, 60)).toBe(0);
  });
});
