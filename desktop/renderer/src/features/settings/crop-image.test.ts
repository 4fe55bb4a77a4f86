import { describe, expect, it } from 'vitest';
import { cropOutputSize } from './crop-image.ts';

describe('cropOutputSize', () => {
  it('keeps a small crop at its own size', () => {
    expect(cropOutputSize({ x: 10, y: 20, width: 300, height: 300 })).toEqual({
      width: 300,
      height: 300,
    });
  });

  it('scales a large crop down to the longest side limit, keeping its shape', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 2048, height: 2048 })).toEqual({
      width: 512,
      height: 512,
    });
    expect(cropOutputSize({ x: 0, y: 0, width: 1000, height: 500 }, 200)).toEqual({
      width: 200,
      height: 100,
    });
  });

  it('never gives an empty canvas', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 0.2, height: 0.4 })).toEqual({
      width: 1,
      height: 1,
    });
  });
});
