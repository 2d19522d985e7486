import { it } from 'vitest';
import { login } from '../../src/api/generated/backend/endpoints/auth/auth';
import { uploadFile, uploadMultipleFiles } from '../../src/api/generated/backend/endpoints/file/file';
import { uploadDocument } from '../../src/api/generated/backend/endpoints/document/document';
import { uploadContentImage } from '../../src/api/generated/content/endpoints/upload/upload';
import { startSession } from '../../src/lib/session';

it('probe', async () => {
  const l = await login({ username: 'admin', password: 'admin123' });
  startSession(localStorage, l.data.token);
  const pdf = new File([new TextEncoder().encode('%PDF-1.4 hello')], 'Teknik föy.pdf', { type: 'application/pdf' });
  console.log(JSON.stringify(await uploadFile({ file: pdf }).catch((x: unknown) => x)));
  console.log(JSON.stringify(await uploadMultipleFiles({ files: [pdf, pdf] }).catch((x: unknown) => x)).slice(0, 300));
  console.log(JSON.stringify(await uploadDocument({ file: pdf, name: 'Yeni Belge', order: 3, isActive: false }).catch((x: unknown) => x)).slice(0, 300));
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 0x2d, 0x2d, 13, 10])], 'b.png', { type: 'image/png' });
  console.log(JSON.stringify(await uploadContentImage('contact-banner', { file: png }).catch((x: unknown) => x)));
  for (const n of [52428800, 52428801]) {
    const t = performance.now();
    const bytes = new Uint8Array(n); bytes.set(new TextEncoder().encode('%PDF-1.4'));
    const r = await uploadFile({ file: new File([bytes], 'x.pdf', { type: 'application/pdf' }) }).catch((x: unknown) => x);
    console.log(n, performance.now() - t, JSON.stringify(r).slice(0, 200));
  }
}, 60000);
