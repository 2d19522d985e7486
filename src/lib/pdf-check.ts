import { PDF_LIMIT_BYTES } from '../../core/domain/uploads';
import { formatFileSize } from './format';

export interface PdfCheck {
  ok: boolean;
  title: string;
  message: string;
}

/**
 * The document dialog's "PDF test" (docs/DESIGN.md section 3): checks a chosen PDF locally, without
 * uploading it: not empty, within 50 MB, and starting with the `%PDF-` header.
 */
export async function checkPdf(
  file: Pick<File, 'name' | 'type' | 'size' | 'slice'>,
): Promise<PdfCheck> {
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') {
    return { ok: false, title: 'PDF Değil!', message: 'Seçilen dosya bir PDF dosyası değil.' };
  }
  if (file.size === 0) {
    return {
      ok: false,
      title: 'PDF Dosyası Boş!',
      message: 'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
    };
  }
  if (file.size > PDF_LIMIT_BYTES) {
    return {
      ok: false,
      title: 'Dosya Çok Büyük!',
      message: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    };
  }
  const header = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer());
  if (header !== '%PDF-') {
    return {
      ok: false,
      title: 'Geçersiz PDF!',
      message: 'Dosya bir PDF başlığıyla (%PDF-) başlamıyor; bozuk veya yanlış uzantılı olabilir.',
    };
  }
  return {
    ok: true,
    title: 'PDF Uygun',
    message: `PDF dosyası geçerli görünüyor (${formatFileSize(file.size)}).`,
  };
}
