import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-check';

const pdf = (content: BlobPart[], name = 'teknik-foy.pdf') =>
  new File(content, name, { type: 'application/pdf' });

describe('checkPdf (the PDF test button)', () => {
  it('accepts a PDF with its header', async () => {
    await expect(checkPdf(pdf(['%PDF-1.4\n1 0 obj\n%%EOF\n']))).resolves.toMatchObject({
      ok: true,
      title: 'PDF Uygun',
    });
  });

  it('refuses an empty PDF with the SPEC message', async () => {
    await expect(checkPdf(pdf([]))).resolves.toEqual({
      ok: false,
      title: 'PDF Dosyası Boş!',
      message: 'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
    });
  });

  it('refuses a file without the %PDF- header', async () => {
    await expect(checkPdf(pdf(['<html>değil</html>']))).resolves.toMatchObject({
      ok: false,
      title: 'Geçersiz PDF!',
    });
  });

  it('refuses a PDF over 50 MB', async () => {
    const big = {
      name: 'buyuk.pdf',
      type: 'application/pdf',
      size: 52_428_801,
      slice: () => new Blob(['%PDF-']),
    };
    await expect(checkPdf(big)).resolves.toMatchObject({
      ok: false,
      message: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    });
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(checkPdf(new File(['x'], 'rapor.docx'))).resolves.toMatchObject({
      ok: false,
      title: 'PDF Değil!',
    });
  });
});
