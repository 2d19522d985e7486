import { extensionOf } from '../../lib/file-types';
import { isHttpUrl } from '../../lib/form-rules';

interface DialogProblem {
  title: string;
  message: string;
}

/** docs/SPEC.md section 5 "Document form (dialog)": what the dialog accepts. */
const DIALOG_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
const DIALOG_PDF_LIMIT_MB = 50;
const DIALOG_FILE_LIMIT_MB = 100;

export function validateDocumentDialog(values: {
  name: string;
  url: string;
  fileId: string | null;
  file: File | null;
}): DialogProblem | null {
  if (!values.name.trim()) return { title: 'Eksik Bilgi!', message: 'Dosya adı zorunludur.' };
  const url = values.url.trim();
  if (!url && !values.fileId && !values.file) {
    return {
      title: 'Eksik Bilgi!',
      message: 'Bir URL girin, sistemden bir dosya seçin veya bir dosya yükleyin.',
    };
  }
  if (url && !isHttpUrl(url)) {
    return {
      title: 'Geçersiz URL!',
      message: 'Lütfen http:// veya https:// ile başlayan geçerli bir adres girin.',
    };
  }
  return null;
}

/** The file picked for upload: .pdf, .doc or .docx, at most 50 MB (PDF) or 100 MB. */
export function checkDialogFile(file: Pick<File, 'name' | 'size'>): DialogProblem | null {
  const extension = extensionOf(file.name);
  if (!(DIALOG_EXTENSIONS as readonly string[]).includes(extension)) {
    return {
      title: 'Desteklenmeyen Dosya!',
      message: 'Yalnızca .pdf, .doc ve .docx dosyaları yüklenebilir.',
    };
  }
  const limit = extension === 'pdf' ? DIALOG_PDF_LIMIT_MB : DIALOG_FILE_LIMIT_MB;
  if (file.size > limit * 1024 * 1024) {
    return {
      title: 'Dosya Çok Büyük!',
      message: `Dosya boyutu çok büyük. Maksimum ${limit}MB olmalıdır.`,
    };
  }
  return null;
}
