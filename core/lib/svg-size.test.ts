import { describe, expect, it } from 'vitest';
import { svgSize } from './svg-size';

describe('svgSize', () => {
  it('reads the viewBox first', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800">')).toEqual({
      width: 1200,
      height: 800,
    });
    expect(svgSize("<?xml version='1.0'?><svg width='10' viewBox='0,0,300.4,150'>")).toEqual({
      width: 300,
      height: 150,
    });
  });

  it('falls back on pixel width and height attributes', () => {
    expect(svgSize(new TextEncoder().encode('<svg width="64px" height="32">'))).toEqual({
      width: 64,
      height: 32,
    });
  });

  it('gives null without a usable size', () => {
    expect(svgSize('<svg width="100%" height="100%">')).toBeNull();
    expect(svgSize('<svg viewBox="0 0 0 10">')).toBeNull();
    expect(svgSize('<html></html>')).toBeNull();
  });
});
