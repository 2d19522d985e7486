import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText, highlightSegments } from './highlighted-text';

const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('HighlightedText', () => {
  it('marks the ranges and keeps the rest of the text as it is', () => {
    const text = 'Poliüretan Enjeksiyon Teknik Föyü';
    const { container } = render(
      <HighlightedText
        text={text}
        ranges={[
          { start: 22, end: 28 },
          { start: 0, end: 10 },
        ]}
      />,
    );
    expect(container.textContent).toBe(text);
    expect(marks(container)).toEqual(['Poliüretan', 'Teknik']);
  });

  it('keeps a decomposed letter whole: the combining mark stays inside its word', () => {
    // 'Poliu\u0308retan': 'u' followed by COMBINING DIAERESIS, as a Mac keyboard may store it.
    const text = 'Poliu\u0308retan enjeksiyonu';
    const { container } = render(<HighlightedText text={text} ranges={[{ start: 0, end: 11 }]} />);
    expect(marks(container)).toEqual(['Poliu\u0308retan']);
    expect(container.textContent).toBe(text);
    // A range ending between the 'u' and its mark is widened over the mark.
    expect(highlightSegments(text, [{ start: 0, end: 5 }])[0]).toEqual({
      text: 'Poliu\u0308',
      marked: true,
    });
  });

  it('merges overlapping ranges, holds them to the text and leaves out empty ones', () => {
    expect(
      highlightSegments('İstanbul’da beton', [
        { start: 0, end: 5 },
        { start: 3, end: 11 },
        { start: 12, end: 99 },
        { start: 7, end: 7 },
        { start: -4, end: 0 },
      ]),
    ).toEqual([
      { text: 'İstanbul’da', marked: true },
      { text: ' ', marked: false },
      { text: 'beton', marked: true },
    ]);
  });

  it('never splits a surrogate pair', () => {
    const text = 'a 𝐁eton b';
    expect(highlightSegments(text, [{ start: 3, end: 4 }])).toEqual([
      { text: 'a ', marked: false },
      { text: '𝐁', marked: true },
      { text: 'eton b', marked: false },
    ]);
  });

  it('draws a text without ranges unmarked', () => {
    const { container } = render(<HighlightedText text="Kimyasal ankraj" ranges={[]} />);
    expect(marks(container)).toEqual([]);
    expect(container.textContent).toBe('Kimyasal ankraj');
  });
});
