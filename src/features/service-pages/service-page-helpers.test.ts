import { describe, expect, it } from 'vitest';
import { documentType, presentDocuments } from './document-links';
import { resinCallToActionLabel } from './resin-call-to-action';

describe('documentType', () => {
  it("reads the file type from the link's extension", () => {
    expect(documentType('/uploads/asilnunx-teknik-foy.pdf')).toBe('PDF');
    expect(documentType('https://cdn.example.com/kilavuz.DOCX?v=2')).toBe('DOCX');
    expect(documentType('https://example.com/belge')).toBeNull();
  });
});

describe('presentDocuments', () => {
  it('drops entries without a title or an address', () => {
    expect(
      presentDocuments([
        { title: 'Teknik Föy', url: '/uploads/a.pdf' },
        { title: ' ', url: '/uploads/b.pdf' },
        { title: 'Kılavuz', url: '' },
      ]),
    ).toEqual([{ title: 'Teknik Föy', url: '/uploads/a.pdf' }]);
    expect(presentDocuments(undefined)).toEqual([]);
  });
});

describe('resinCallToActionLabel', () => {
  it('uses the label when the link is the contact page', () => {
    expect(resinCallToActionLabel({ link: '/contact', linkText: 'Bilgi Al' })).toBe('Bilgi Al');
    expect(resinCallToActionLabel({ link: ' /contact/ ', linkText: ' Teklif İsteyin ' })).toBe(
      'Teklif İsteyin',
    );
  });

  it('gives null (the standard banner) for another target or an empty label', () => {
    expect(resinCallToActionLabel({ link: 'https://example.com', linkText: 'Git' })).toBeNull();
    expect(resinCallToActionLabel({ link: '/about', linkText: 'Hakkımızda' })).toBeNull();
    expect(resinCallToActionLabel({ link: '', linkText: 'Bilgi Al' })).toBeNull();
    expect(resinCallToActionLabel({ link: '/contact', linkText: '  ' })).toBeNull();
  });
});
