import { DEFAULT_RENTAL_TERMS, type CompareEntry } from '@costa/domain';
import {
  COMPARE_STORAGE_KEY,
  getCompareList,
  resetCompareStoreForTests,
  setCompareList,
  subscribeCompare,
} from './compare-store';

const ferrari: CompareEntry = {
  id: 'car-ferrari',
  name: 'Ferrari 296 GTB',
  brand: 'Ferrari',
  model: '296 GTB',
  year: 2023,
  dailyPrice: 1650,
  image: '/cars/ferrari-296.jpg',
  horsepower: 830,
  seatingCapacity: 2,
  rentalTerms: DEFAULT_RENTAL_TERMS.supercars,
};
const urus: CompareEntry = { ...ferrari, id: 'car-urus', name: 'Lamborghini Urus', brand: 'Lamborghini', model: 'Urus' };

beforeEach(() => {
  localStorage.clear();
  resetCompareStoreForTests();
});

describe('the compare store', () => {
  it('starts empty when nothing is stored', () => {
    expect(getCompareList()).toEqual([]);
  });

  it('saves the list in localStorage and reads it back after a reload', () => {
    setCompareList([ferrari, urus]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null')).toEqual([ferrari, urus]);

    resetCompareStoreForTests();
    expect(getCompareList()).toEqual([ferrari, urus]);
  });

  it('removes the stored value when the list is emptied', () => {
    setCompareList([ferrari]);
    setCompareList([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('returns the same array until the list changes, as useSyncExternalStore needs', () => {
    setCompareList([ferrari]);
    expect(getCompareList()).toBe(getCompareList());
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['a JSON object', '{"id":"car-ferrari"}'],
    ['items without an id', '[{"name":"Ferrari"},42,null]'],
  ])('reads %s as an empty list without crashing', (_label, stored) => {
    localStorage.setItem(COMPARE_STORAGE_KEY, stored);
    expect(getCompareList()).toEqual([]);
  });

  it('keeps the valid entries of a partly broken value, at most three', () => {
    localStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify([{ junk: true }, ferrari, urus, { ...ferrari, id: 'c3' }, { ...ferrari, id: 'c4' }]),
    );
    expect(getCompareList().map((e) => e.id)).toEqual(['car-ferrari', 'car-urus', 'c3']);
  });

  it('tells subscribers about changes, and stops once they unsubscribe', () => {
    const listener = jest.fn();
    const stop = subscribeCompare(listener);
    setCompareList([ferrari]);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setCompareList([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab: a storage event re-reads the list', () => {
    const listener = jest.fn();
    const stop = subscribeCompare(listener);
    expect(getCompareList()).toEqual([]);

    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([urus]));
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalled();
    expect(getCompareList()).toEqual([urus]);

    listener.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('still works for the page view when storage refuses to save', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      setCompareList([ferrari]);
      expect(getCompareList()).toEqual([ferrari]);
      expect(warn).toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
  });
});
