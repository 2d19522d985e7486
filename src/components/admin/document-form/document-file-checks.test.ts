import { describe, expect, it } from 'vitest';
import {
  FILE_CHECK_MESSAGES,
  checkMainFile,
  checkPreviewImage,
  checkProductDocumentFile,
} from './document-file-checks';

const MB = 1024 * 1024;
const picked = (name: string, size: number, type = '') => ({ name, size, type });
/** docs/SPEC.md section 5's list of the file manager's main-file extensions. */
const SPEC_EXTENSIONS = 'pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar';

describe('the main file in the file manager (docs/SPEC.md section 5)', () => {
  it('accepts pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip and rar', () => {
    for (const extension of SPEC_EXTENSIONS.split(', '))
      expect(checkMainFile(picked(`belge.${extension.toUpperCase()}`, 1000))).toBeNull();
  });

  it('refuses other extensions with a clear message', () => {
    for (const name of ['resim.png', 'kurulum.exe', 'betik.js', 'adsız'])
      expect(checkMainFile(picked(name, 1000))).toEqual({
        title: 'Desteklenmeyen Dosya Türü!',
        text: FILE_CHECK_MESSAGES.unsupported,
      });
    expect(FILE_CHECK_MESSAGES.unsupported).toContain(SPEC_EXTENSIONS);
  });

  it('is at most 10 MB, a check that comes before the 50 MB PDF check', () => {
    const tooLarge = { title: 'Dosya Çok Büyük!', text: "Dosya boyutu 10MB'dan küçük olmalıdır." };
    expect(checkMainFile(picked('rapor.docx', 10 * MB))).toBeNull();
    expect(checkMainFile(picked('rapor.docx', 10 * MB + 1))).toEqual(tooLarge);
    // A 60 MB PDF is over both limits: the 10 MB message speaks first.
    expect(checkMainFile(picked('buyuk.pdf', 60 * MB, 'application/pdf'))).toEqual(tooLarge);
  });

  it('checks a PDF against 50 MB when the 10 MB limit is raised', () => {
    expect(
      checkMainFile(picked('buyuk.pdf', 60 * MB, 'application/pdf'), { maxBytes: 100 * MB }),
    ).toEqual({
      title: 'Dosya Çok Büyük!',
      text: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    });
    expect(checkMainFile(picked('buyuk.zip', 60 * MB), { maxBytes: 100 * MB })).toBeNull();
  });

  it('refuses an empty PDF', () => {
    expect(checkMainFile(picked('bos.pdf', 0, 'application/pdf'))).toEqual({
      title: 'PDF Dosyası Boş!',
      text: 'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
    });
    expect(checkMainFile(picked('bos.txt', 0))).toBeNull();
  });
});

describe('the preview image', () => {
  it('takes jpg, jpeg, png, gif and webp', () => {
    expect(checkPreviewImage(picked('a.jpg', 10, 'image/jpeg'))).toBeNull();
    expect(checkPreviewImage(picked('a.JPEG', 10, 'image/jpeg'))).toBeNull();
    expect(checkPreviewImage(picked('a.png', 10, 'image/png'))).toBeNull();
    expect(checkPreviewImage(picked('a.gif', 10, 'image/gif'))).toBeNull();
    expect(checkPreviewImage(picked('a.webp', 10, 'image/webp'))).toBeNull();
  });

  it('refuses other types, also one disguised by its name', () => {
    const refusal = { title: 'Geçersiz Görsel!', text: FILE_CHECK_MESSAGES.imageType };
    expect(checkPreviewImage(picked('a.pdf', 10, 'application/pdf'))).toEqual(refusal);
    expect(checkPreviewImage(picked('a.svg', 10, 'image/svg+xml'))).toEqual(refusal);
    expect(checkPreviewImage(picked('a.png', 10, 'application/pdf'))).toEqual(refusal);
  });

  it('is at most 5 MB', () => {
    expect(checkPreviewImage(picked('a.png', 5 * MB, 'image/png'))).toBeNull();
    expect(checkPreviewImage(picked('a.png', 5 * MB + 1, 'image/png'))).toEqual({
      title: 'Dosya Çok Büyük!',
      text: "Görsel boyutu 5MB'dan küçük olmalıdır.",
    });
  });
});

describe("the main file in the product editor's 'Yeni Belge'", () => {
  it('accepts .pdf, .doc and .docx', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx'])
      expect(checkProductDocumentFile({ name, size: 10 })).toBeNull();
    expect(checkProductDocumentFile({ name: 'd.xlsx', size: 10 })?.title).toBe(
      'Desteklenmeyen Dosya!',
    );
  });

  it('limits PDFs to 50 MB and other files to 100 MB, with the SPEC message', () => {
    expect(checkProductDocumentFile({ name: 'a.pdf', size: 50 * 1024 * 1024 })).toBeNull();
    expect(checkProductDocumentFile({ name: 'a.pdf', size: 50 * 1024 * 1024 + 1 })?.text).toBe(
      'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    );
    expect(checkProductDocumentFile({ name: 'a.docx', size: 60 * 1024 * 1024 })).toBeNull();
    expect(checkProductDocumentFile({ name: 'a.docx', size: 100 * 1024 * 1024 + 1 })?.text).toBe(
      'Dosya boyutu çok büyük. Maksimum 100MB olmalıdır.',
    );
  });
});
