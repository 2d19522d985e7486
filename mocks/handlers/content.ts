import type { HttpHandler } from 'msw';
import {
  getGetAsilnunxMockHandler,
  getUpdateAsilnunxMockHandler,
} from '../../src/api/generated/content/endpoints/asil-nun-x/asil-nun-x.msw';
import {
  getGetContactContentMockHandler,
  getUpdateContactContentMockHandler,
} from '../../src/api/generated/content/endpoints/contact-content/contact-content.msw';
import {
  getGetHalatliTelBetonKesmeMockHandler,
  getGetKimyasalAnkrajMockHandler,
  getGetPoliuretanEnjeksiyonMockHandler,
  getUpdateHalatliTelBetonKesmeMockHandler,
  getUpdateKimyasalAnkrajMockHandler,
  getUpdatePoliuretanEnjeksiyonMockHandler,
} from '../../src/api/generated/content/endpoints/service-pages/service-pages.msw';
import { getUploadContentImageMockHandler } from '../../src/api/generated/content/endpoints/upload/upload.msw';
import * as schemas from '../../src/api/generated/content-zod/content.zod';
import type {
  BrandedResinContent,
  ContactContent,
  ServicePageContent,
} from '../../src/api/generated/content/model';
import { contentOperations } from '../../src/api/generated/content-operations/operations';
import { withoutImages } from '../../core/lib/image-variants';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../../core/lib/map-embed';
import { keptSeoFields } from '../../core/lib/seo-fields';
import { FILE_LIMIT_BYTES, type MockDb } from '../db';
import { measureImage } from '../image-size';
import {
  VALIDATION_MESSAGE,
  createGuard,
  fail,
  readForm,
  readJson,
  sniffContentType,
  validate,
} from '../http';
import type { ServicePageKey } from '../../core/seed/types';

const guarded = createGuard('plain', contentOperations);

const clone = <T>(value: T): T => structuredClone(value);

export function contentHandlers(db: MockDb): HttpHandler[] {
  const servicePage = (key: ServicePageKey, schema: unknown, updateId: string) => ({
    read: () => db.withImages(clone(db.state.servicePages[key])),
    update: guarded(updateId, async ({ request }: { request: Request }) => {
      const body = validate<ServicePageContent>('plain', schema, await readJson('plain', request));
      db.state.servicePages[key] = {
        ...withoutImages(body),
        ...keptSeoFields(body, db.state.servicePages[key]),
      };
      db.changed();
      return db.withImages(clone(db.state.servicePages[key]));
    }),
  });
  const poliuretan = servicePage(
    'poliuretan-enjeksiyon',
    schemas.UpdatePoliuretanEnjeksiyonBody,
    'updatePoliuretanEnjeksiyon',
  );
  const ankraj = servicePage(
    'kimyasal-ankraj',
    schemas.UpdateKimyasalAnkrajBody,
    'updateKimyasalAnkraj',
  );
  const halatli = servicePage(
    'halatli-tel-beton-kesme',
    schemas.UpdateHalatliTelBetonKesmeBody,
    'updateHalatliTelBetonKesme',
  );

  return [
    getGetContactContentMockHandler(
      guarded('getContactContent', () => db.withImages(clone(db.state.contactContent))),
    ),
    getUpdateContactContentMockHandler(
      guarded('updateContactContent', async ({ request }) => {
        const body = validate<ContactContent>(
          'plain',
          schemas.UpdateContactContentBody,
          await readJson('plain', request),
        );
        // Stored only as the validated Google Maps embed URL, as the reference server does.
        const mapUrl = mapEmbedUrl(body.mapIframeCode);
        if (body.mapIframeCode.trim() && !mapUrl) {
          fail('plain', 400, VALIDATION_MESSAGE, { mapIframeCode: [MAP_EMBED_ERROR] });
        }
        db.state.contactContent = { ...withoutImages(body), mapIframeCode: mapUrl ?? '' };
        db.changed();
        return db.withImages(clone(db.state.contactContent));
      }),
    ),
    getGetPoliuretanEnjeksiyonMockHandler(guarded('getPoliuretanEnjeksiyon', poliuretan.read)),
    getUpdatePoliuretanEnjeksiyonMockHandler(poliuretan.update),
    getGetKimyasalAnkrajMockHandler(guarded('getKimyasalAnkraj', ankraj.read)),
    getUpdateKimyasalAnkrajMockHandler(ankraj.update),
    getGetHalatliTelBetonKesmeMockHandler(guarded('getHalatliTelBetonKesme', halatli.read)),
    getUpdateHalatliTelBetonKesmeMockHandler(halatli.update),
    getGetAsilnunxMockHandler(
      guarded('getAsilnunx', () => db.withImages(clone(db.state.asilnunx))),
    ),
    getUpdateAsilnunxMockHandler(
      guarded('updateAsilnunx', async ({ request }) => {
        const body = validate<BrandedResinContent>(
          'plain',
          schemas.UpdateAsilnunxBody,
          await readJson('plain', request),
        );
        db.state.asilnunx = {
          ...withoutImages(body),
          ...keptSeoFields(body, db.state.asilnunx),
        };
        db.changed();
        return db.withImages(clone(db.state.asilnunx));
      }),
    ),
    getUploadContentImageMockHandler(
      guarded('uploadContentImage', async ({ request, params }) => {
        const { kind } = validate<{ kind: string }>('plain', schemas.UploadContentImageParams, {
          kind: params.kind,
        });
        const file = (await readForm('plain', request)).get('file');
        if (!(file instanceof File)) {
          return fail('plain', 400, VALIDATION_MESSAGE, { file: ['Bir görsel seçin.'] });
        }
        if (file.size > FILE_LIMIT_BYTES) {
          fail('plain', 413, 'Dosya boyutu çok büyük. Maksimum 100MB olmalıdır.');
        }
        const bytes = new Uint8Array(await file.arrayBuffer());
        const contentType = sniffContentType(bytes, file.type);
        if (!contentType?.startsWith('image/')) fail('plain', 415, 'Desteklenmeyen dosya formatı.');
        const stored = db.addFile({
          name: `${kind}-${file.name}`,
          contentType,
          bytes,
          ...(await measureImage(bytes, contentType)),
        });
        return { url: stored.path };
      }),
    ),
  ];
}
