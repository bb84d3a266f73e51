import { waitForVisitor } from './visitor-wait';

/** The server's HTML of a part, and the live part that takes its place (the same markup). */
function part(): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = '<section><h3><button type="button">Question</button></h3></section>';
  return box;
}

function setUp() {
  const kept = part();
  document.body.append(kept);
  const wait = waitForVisitor(kept, { wake: () => {}, outOfView: () => {} });
  const keptButton = kept.querySelector('button')!;
  keptButton.focus();
  return { kept, wait, keptButton };
}

/** The swap as Chromium does it: a blur with no next element while the kept button is still in place, then its removal. */
function swap(kept: HTMLElement, keptButton: HTMLElement): HTMLElement {
  keptButton.dispatchEvent(new FocusEvent('blur'));
  keptButton.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  const live = part();
  kept.replaceWith(live);
  return live;
}

afterEach(() => document.body.replaceChildren());

it('gives focus back to the live control when the swap itself blurred the kept one', () => {
  const { kept, wait, keptButton } = setUp();
  const live = swap(kept, keptButton);
  wait.resume(live);
  expect(document.activeElement).toBe(live.querySelector('button'));
  wait.stop();
});

it('leaves focus alone when the visitor had moved it out of the part before the swap', async () => {
  const { kept, wait, keptButton } = setUp();
  keptButton.blur();
  await Promise.resolve();
  const live = swap(kept, keptButton);
  wait.resume(live);
  expect(document.activeElement).toBe(document.body);
  wait.stop();
});
