import { chooseMode, followOtherTabs, shownMode, THEME_STORAGE_KEY } from './theme-storage';

const root = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  root.setAttribute('data-theme', 'dark');
  document.head.replaceChildren();
});

describe("the visitor's theme", () => {
  it('shows a chosen theme at once and keeps it for the next visit', () => {
    chooseMode('light');
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(shownMode()).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('plays no colour transition while the page switches', () => {
    jest.useFakeTimers();
    try {
      chooseMode('light');
      const pause = Array.from(document.head.querySelectorAll('style')).find((node) => node.textContent?.includes('transition:none'));
      expect(pause).toBeDefined();
      jest.runAllTimers();
      expect(pause!.isConnected).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('still switches when storage refuses the choice', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      chooseMode('light');
      expect(shownMode()).toBe('light');
    } finally {
      setItem.mockRestore();
    }
  });

  it("follows another tab's choice, reads anything but 'light' as dark, and stops when unsubscribed", () => {
    const stop = followOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(shownMode()).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'sepia' }));
    expect(shownMode()).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    expect(shownMode()).toBe('dark');
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(shownMode()).toBe('dark');
  });
});
