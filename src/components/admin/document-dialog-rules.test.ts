import { describe, expect, it } from 'vitest';
import { checkDialogFile, validateDocumentDialog } from './document-dialog-rules';

const base = { name: 'Teknik Föy', url: '', fileId: null, file: null };

describe('validateDocumentDialog (docs/SPEC.md section 5, document form dialog)', () => {
  it("requires the name: 'Eksik Bilgi!' / 'Dosya adı zorunludur.'", () => {
    expect(validateDocumentDialog({ ...base, name: '  ', url: 'https://ornek.com/a.pdf' })).toEqual(
      {
        title: 'Eksik Bilgi!',
        message: 'Dosya adı zorunludur.',
      },
    );
  });

  it('needs a URL, a chosen file or an uploaded file', () => {
    expect(validateDocumentDialog(base)?.title).toBe('Eksik Bilgi!');
    expect(
      validateDocumentDialog({ ...base, url: 'https://belgeler.asilyapi.com.tr/ce.pdf' }),
    ).toBeNull();
    expect(
      validateDocumentDialog({ ...base, fileId: '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c' }),
    ).toBeNull();
    expect(validateDocumentDialog({ ...base, file: new File(['%PDF-'], 'a.pdf') })).toBeNull();
  });

  it("refuses a bad URL with 'Geçersiz URL!'", () => {
    for (const url of ['belge', 'ftp://sunucu/a.pdf', 'javascript:alert(1)']) {
      expect(validateDocumentDialog({ ...base, url })?.title).toBe('Geçersiz URL!');
    }
  });
});

describe('checkDialogFile', () => {
  it('accepts .pdf, .doc and .docx', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx'])
      expect(checkDialogFile({ name, size: 10 })).toBeNull();
    expect(checkDialogFile({ name: 'd.xlsx', size: 10 })?.title).toBe('Desteklenmeyen Dosya!');
  });

  it('limits PDFs to 50 MB and other files to 100 MB, with the SPEC message', () => {
    expect(checkDialogFile({ name: 'a.pdf', size: 50 * 1024 * 1024 })).toBeNull();
    expect(checkDialogFile({ name: 'a.pdf', size: 50 * 1024 * 1024 + 1 })?.message).toBe(
      'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    );
    expect(checkDialogFile({ name: 'a.docx', size: 60 * 1024 * 1024 })).toBeNull();
    expect(checkDialogFile({ name: 'a.docx', size: 100 * 1024 * 1024 + 1 })?.message).toBe(
      'Dosya boyutu çok büyük. Maksimum 100MB olmalıdır.',
    );
  });
});
