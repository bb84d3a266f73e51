import { whenVisitorActs } from './idle';

describe('whenVisitorActs', () => {
  it('waits for the visitor, then runs once at their first sign, whatever it is', () => {
    const task = jest.fn();
    whenVisitorActs(task);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    expect(task).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts a scroll inside a box, which does not bubble', () => {
    const task = jest.fn();
    whenVisitorActs(task);
    const box = document.body.appendChild(document.createElement('div'));
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts a touch, a key and a focus', () => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      const task = jest.fn();
      whenVisitorActs(task);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(task).toHaveBeenCalledTimes(1);
    }
  });
});
