import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, toastBox } from './toast-placement';

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
const stack = { width: 360, height: 100 };
const box = (left: number, top: number, right: number, bottom: number) => ({
  left,
  top,
  right,
  bottom,
});

describe('toastBox', () => {
  it('is full width on a phone, 384 px in a corner on a desktop', () => {
    expect(toastBox('bottom-right', stack, phone)).toEqual(box(0, 640, 360, 740));
    expect(toastBox('top-left', { width: 384, height: 100 }, desktop)).toEqual(box(0, 0, 384, 100));
    expect(toastBox('bottom-right', { width: 384, height: 100 }, desktop)).toEqual(
      box(896, 700, 1280, 800),
    );
  });
});

describe('chooseToastPlacement', () => {
  it('stays at the bottom right when nothing is in the way', () => {
    expect(chooseToastPlacement(stack, phone, [])).toBe('bottom-right');
  });

  it('on a phone, moves to the top when the result reaches the bottom of the screen', () => {
    expect(chooseToastPlacement(stack, phone, [box(16, 500, 344, 1400)])).toBe('top-right');
  });

  it('on a desktop, moves to the left when the result fills the right-hand column', () => {
    const resultColumn = box(450, -200, 1230, 1600);
    expect(chooseToastPlacement({ width: 384, height: 100 }, desktop, [resultColumn])).toBe(
      'bottom-left',
    );
  });

  it('when every place covers some of the result, holds an ordinary toast back', () => {
    const result = box(0, 60, 360, 740);
    expect(chooseToastPlacement(stack, phone, [result])).toBe('held');
  });

  it('an error still shows, where it covers the least of the result', () => {
    const result = box(0, 60, 360, 740);
    expect(chooseToastPlacement(stack, phone, [result], true)).toBe('top-right');
  });
});
