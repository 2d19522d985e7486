import type {
  DocumentCreate,
  DocumentUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import { slugify } from '../../core/lib/slug.ts';
import { discard } from '../services/uploads.ts';
import { receiveForm } from '../services/uploads.ts';
import { sendAttachment } from '../services/downloads.ts';
import { invalid, notFound, type FieldErrors } from '../http/errors.ts';
import { commitAll } from './files.ts';
import {
  bodyOf,
  created,
  done,
  found,
  idParam,
  ok,
  pagingOf,
  type Handler,
  type HandlerContext,
} from './common.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Either an uploaded file or an external link; the file must exist (as the mocks check). */
async function checkDocumentSource({ store }: HandlerContext, input: DocumentCreate) {
  if (!input.fileId && !input.url) {
    invalid({ fileId: ['Bir dosya yükleyin veya harici bir URL girin.'] });
  }
  if (input.fileId && !(await store.getFile(input.fileId.toLowerCase()))) {
    invalid({ fileId: ['Bu kimlikte bir dosya yok.'] });
  }
}

/** The text fields of POST /api/Document/upload, checked as the contract's form schema says. */
function documentFields(fields: Record<string, string>) {
  const errors: FieldErrors = {};
  const name = (fields.name ?? '').trim();
  if (!name) errors.name = ['Dosya adı zorunludur.'];
  else if (name.length > 255) errors.name = ["'name' alanı en fazla 255 karakter olabilir."];
  const slug = (fields.slug ?? '').trim() || slugify(name) || 'document-slug';
  if (slug.length > 200 || !SLUG.test(slug)) {
    errors.slug = [
      "'slug' alanı yalnızca küçük harf, rakam ve tire içerebilir (ör. poliuretan-enjeksiyon).",
    ];
  }
  const description = fields.description || null;
  if (description && description.length > 2000) {
    errors.description = ["'description' alanı en fazla 2000 karakter olabilir."];
  }
  const category = fields.category || null;
  if (category && category.length > 100) {
    errors.category = ["'category' alanı en fazla 100 karakter olabilir."];
  }
  const rawOrder = (fields.order ?? '').trim();
  const order = rawOrder === '' ? null : Number(rawOrder);
  if (order !== null && (!Number.isSafeInteger(order) || order < 0)) {
    errors.order = ["'order' alanı 0 veya daha büyük bir tam sayı olmalıdır."];
  }
  const isActive = fields.isActive !== 'false';
  return { errors, values: { name, slug, description, category, order, isActive } };
}

/** Datasheets, certificates and guides. */
export function documentHandlers(context: HandlerContext) {
  const { store, uploadsDir } = context;

  const listDocuments: Handler = async (request) => {
    const page = await store.listDocuments(pagingOf(request));
    return ok(page, page.totalCount === 0 ? 'No documents found' : null);
  };

  const listActiveDocuments: Handler = async () => ok(await store.listActiveDocuments());

  const createDocument: Handler = async (request, reply) => {
    const body = bodyOf<DocumentCreate>(request);
    await checkDocumentSource(context, body);
    return created(reply, ok(await store.createDocument(body), 'Dosya oluşturuldu.'));
  };

  const updateDocument: Handler = async (request) => {
    const body = bodyOf<DocumentUpdate>(request);
    await checkDocumentSource(context, body);
    return ok(found(await store.updateDocument(body.id.toLowerCase(), body)), 'Dosya güncellendi.');
  };

  const uploadDocument: Handler = async (request, reply) => {
    const { files, fields } = await receiveForm(request, uploadsDir, 'file');
    const { errors, values } = documentFields(fields);
    if (Object.keys(errors).length > 0) {
      await discard(files);
      invalid(errors);
    }
    const [file] = await commitAll(context, files);
    const document = await store.createDocument({ ...values, fileId: found(file).id });
    return created(reply, ok(document, 'Dosya oluşturuldu.'));
  };

  const getDocumentById: Handler = async (request) =>
    ok(found(await store.getDocument(idParam(request))));

  const deleteDocument: Handler = async (request) => {
    if (!(await store.deleteDocument(idParam(request)))) notFound();
    return done('Dosya başarıyla silindi!');
  };

  const downloadDocument: Handler = async (request, reply) => {
    const document = found(await store.getDocument(idParam(request)));
    const file = document.file ? await store.getFileByPath(document.file.path) : null;
    const sent = file ? await sendAttachment(reply, uploadsDir, file) : null;
    return sent ?? notFound('Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.');
  };

  return {
    listDocuments,
    listActiveDocuments,
    createDocument,
    updateDocument,
    uploadDocument,
    getDocumentById,
    deleteDocument,
    downloadDocument,
  };
}
