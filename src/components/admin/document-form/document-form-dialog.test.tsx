import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../../../mocks/auth';
import { listActiveDocuments } from '../../../api/generated/backend/endpoints/document/document';
import { db, server } from '../../../../mocks/node';
import { createQueryClient } from '../../../lib/query-client';
import { startSession } from '../../../lib/session';
import { NoticeHost } from '../../notice/notice-host';
import { DocumentFormDialog } from './document-form-dialog';
import { OFF_CONTRACT } from '../../../../scripts/contract/lib/fuzz/observer.mjs';
import { recordsOf } from '../../../../tests/helpers/mock-records';

function signIn() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no demo administrator');
  startSession(localStorage, issueToken(admin).token);
}

function renderDialog() {
  signIn();
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <DocumentFormDialog place="product" document={null} onClose={onClose} onSaved={onSaved} />
      <NoticeHost />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    onSaved,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Yeni Belge' }),
  };
}

const notice = async (title: string) => screen.findByRole('dialog', { name: title });

describe("the document form in the product editor's 'Yeni Belge' (docs/SPEC.md section 5, document form dialog)", () => {
  it("asks for the name: 'Eksik Bilgi!' / 'Dosya adı zorunludur.'", async () => {
    const { user, dialog } = renderDialog();
    await user.type(
      within(dialog).getByLabelText('Harici URL'),
      'https://belgeler.asilyapi.com.tr/ce.pdf',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await notice('Eksik Bilgi!')).toHaveTextContent('Dosya adı zorunludur.');
  });

  it('needs a URL, a chosen file or an uploaded file', async () => {
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText('Dosya adı'), 'Teknik Föy');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await notice('Eksik Bilgi!')).toHaveTextContent(
      'Bir URL girin, sistemden bir dosya seçin veya bir dosya yükleyin.',
    );
  });

  it("refuses a bad URL with 'Geçersiz URL!'", async () => {
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText('Dosya adı'), 'Teknik Föy');
    await user.type(within(dialog).getByLabelText('Harici URL'), 'belge-adresi');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await notice('Geçersiz URL!')).toBeInTheDocument();
  });

  it('builds the slug from the name, and saves a document with an external URL', async () => {
    const { user, dialog, onSaved } = renderDialog();
    await user.type(within(dialog).getByLabelText('Dosya adı'), 'Çatlak Onarım Föyü');
    expect(within(dialog).getByLabelText('URL slug')).toHaveValue('catlak-onarim-foyu');
    await user.type(within(dialog).getByLabelText('Kategori'), 'Teknik Föy');
    await user.type(
      within(dialog).getByLabelText('Harici URL'),
      'https://belgeler.asilyapi.com.tr/catlak.pdf',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(
      db.state.documents.find((document) => document.slug === 'catlak-onarim-foyu'),
    ).toMatchObject({
      name: 'Çatlak Onarım Föyü',
      category: 'Teknik Föy',
      url: 'https://belgeler.asilyapi.com.tr/catlak.pdf',
      fileId: null,
      isActive: true,
    });
  });

  it('uploads a chosen PDF and stores its id with the document', async () => {
    const { user, dialog, onSaved } = renderDialog();
    await user.type(within(dialog).getByLabelText('Dosya adı'), 'Uygulama Kılavuzu');
    await user.upload(
      within(dialog).getByLabelText('Yüklenecek dosya'),
      new File(['%PDF-1.4\n%%EOF\n'], 'kilavuz.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByText('Yüklenecek: kilavuz.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = db.state.documents.find((document) => document.slug === 'uygulama-kilavuzu');
    expect(saved?.fileId).toBeTruthy();
    expect(recordsOf(db).file(saved?.fileId)?.name).toBe('kilavuz.pdf');
    expect(saved?.mimeType).toBe('application/pdf');
  });

  it('accepts only .pdf, .doc and .docx', async () => {
    const { dialog } = renderDialog();
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Yüklenecek dosya'), new File(['x'], 'tablo.xlsx'));
    expect(await notice('Desteklenmeyen Dosya!')).toHaveTextContent(
      'Yalnızca .pdf, .doc ve .docx dosyaları yüklenebilir.',
    );
  });

  it('tests a chosen PDF locally: an empty one is refused', async () => {
    const { user, dialog } = renderDialog();
    await user.upload(
      within(dialog).getByLabelText('Yüklenecek dosya'),
      new File([], 'bos.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'PDF Test Et' }));
    const result = await within(dialog).findByRole('alert');
    expect(result).toHaveTextContent('PDF Dosyası Boş!');
    expect(result).toHaveTextContent(
      'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
    );
  });

  it('checks the backend and shows the result with its suggestions', async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Backend Bağlantısını Test Et' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Backend sunucusuna bağlanıldı; dosya servisi yanıt veriyor.',
    );

    server.use(
      http.get('*/api/File', () =>
        HttpResponse.json(
          { success: false, message: 'Not Found', data: null },
          // A server whose API is not where the panel looks (a wrong VITE_API_BASE_URL).
          { status: 404, headers: { [OFF_CONTRACT]: 'no such endpoint' } },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Backend Bağlantısını Test Et' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('API uç noktası bulunamadı (404).');
    expect(failure).toHaveTextContent("API adresinin '/api' ile bittiğinden");
  });
});

describe("'Yeni Belge': the publish bar (issue 21)", () => {
  it("saves a new document as a draft with 'Taslak olarak kaydet': visitors do not see it", async () => {
    const { user, dialog, onSaved } = renderDialog();
    await user.type(within(dialog).getByLabelText('Dosya adı'), 'Taslak Sertifika');
    await user.type(
      within(dialog).getByLabelText('Harici URL'),
      'https://belgeler.asilyapi.com.tr/taslak.pdf',
    );
    expect(within(dialog).getByRole('button', { name: 'Zamanla' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'draft' }),
        'Taslak kaydedildi. Ziyaretçiler bu dosyayı yayınlanana kadar göremez.',
      ),
    );
    expect(
      db.state.documents.find((document) => document.name === 'Taslak Sertifika'),
    ).toMatchObject({ status: 'draft' });
    const active = await listActiveDocuments();
    expect(active.data.map((document) => document.name)).not.toContain('Taslak Sertifika');
  });
});
