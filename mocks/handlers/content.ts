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
import {
  getCreateContentPreviewLinkMockHandler,
  getDiscardContentDraftMockHandler,
  getListContentPreviewLinksMockHandler,
} from '../../src/api/generated/content/endpoints/publishing/publishing.msw';
import {
  getGetPrivacyNoticeMockHandler,
  getUpdatePrivacyNoticeMockHandler,
} from '../../src/api/generated/content/endpoints/privacy-notice/privacy-notice.msw';
import {
  getGetMenusMockHandler,
  getUpdateMenusMockHandler,
} from '../../src/api/generated/content/endpoints/menus/menus.msw';
import { getUploadContentImageMockHandler } from '../../src/api/generated/content/endpoints/upload/upload.msw';
import * as schemas from '../../src/api/generated/content-zod/content.zod';
import type {
  BrandedResinContent,
  ContactContent,
  ContentPreviewLinkCreate,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../src/api/generated/content/model';
import { contentOperations as operationIndex } from '../../src/api/generated/content-operations/operations';
import { auditUploads } from '../../core/domain/audit';
import { contentImageName, transactionalContentOperations } from '../../core/domain/content';
import { transactionalVersionedWrites } from '../../core/domain/versioned-writes';
import { MESSAGES } from '../../core/domain/messages';
import { PRIVACY_NOTICE_KEY } from '../../core/domain/privacy';
import { MENUS_KEY } from '../../core/lib/menus';
import type { ContentKey, ServicePageKey } from '../../core/domain/types';
import type { MockDb } from '../db';
import { actorOf } from '../auth';
import { createGuard, ifMatchOf, readForm, readJson, readPublishing, validate } from '../http';
import { mockAudit } from '../store/audit';
import { mockStore } from '../store/store';
import { storeUpload } from '../upload';

const guarded = createGuard('plain', operationIndex, schemas);

/** A content page's key, from the path's `page`. */
const pageOf = (params: Record<string, string | readonly string[] | undefined>) =>
  validate<{ page: ContentKey }>(schemas.DiscardContentDraftParams, { page: params.page }).page;

/**
 * The content service on the mocks' store: the rules are core/domain/content.ts. Mock mode has no
 * server to run schedules (issue 21 section 4): the pages' due ones are published before any
 * content read, so the panel and a visitor see them on time.
 */
export function contentHandlers(db: MockDb): HttpHandler[] {
  const operations = transactionalContentOperations(mockStore(db));
  const writes = transactionalVersionedWrites(mockStore(db));
  /** A read as visitors see it, as the panel edits it (`Drafts`), or through a preview link. */
  const reader =
    <K extends ContentKey>(key: K, schema: unknown) =>
    async ({ request }: { request: Request }) => {
      const how = readPublishing(request, schema);
      await operations.publishDueContent(new Date());
      return operations.read(key, how);
    };
  const servicePage = (key: ServicePageKey, schema: unknown, updateId: string) => ({
    read: reader(key, schemas.GetContactContentQueryParams),
    update: guarded(updateId, async ({ request }: { request: Request }) =>
      writes.updateServicePage(
        key,
        validate<ServicePageContent>(schema, await readJson(request)),
        actorOf(request),
        ifMatchOf(request),
      ),
    ),
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
  // The five reads share one query schema (Drafts, Preview).
  const readQuery = schemas.GetContactContentQueryParams;

  return [
    getGetContactContentMockHandler(guarded('getContactContent', reader('contact', readQuery))),
    getUpdateContactContentMockHandler(
      guarded('updateContactContent', async ({ request }) =>
        writes.updateContact(
          validate<ContactContent>(schemas.UpdateContactContentBody, await readJson(request)),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetPoliuretanEnjeksiyonMockHandler(guarded('getPoliuretanEnjeksiyon', poliuretan.read)),
    getUpdatePoliuretanEnjeksiyonMockHandler(poliuretan.update),
    getGetKimyasalAnkrajMockHandler(guarded('getKimyasalAnkraj', ankraj.read)),
    getUpdateKimyasalAnkrajMockHandler(ankraj.update),
    getGetHalatliTelBetonKesmeMockHandler(guarded('getHalatliTelBetonKesme', halatli.read)),
    getUpdateHalatliTelBetonKesmeMockHandler(halatli.update),
    getGetAsilnunxMockHandler(guarded('getAsilnunx', reader('asilnunx', readQuery))),
    getUpdateAsilnunxMockHandler(
      guarded('updateAsilnunx', async ({ request }) =>
        writes.updateAsilnunx(
          validate<BrandedResinContent>(schemas.UpdateAsilnunxBody, await readJson(request)),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetPrivacyNoticeMockHandler(
      guarded('getPrivacyNotice', reader(PRIVACY_NOTICE_KEY, schemas.GetPrivacyNoticeQueryParams)),
    ),
    getUpdatePrivacyNoticeMockHandler(
      guarded('updatePrivacyNotice', async ({ request }) =>
        writes.updatePrivacyNotice(
          validate<PrivacyNoticeContent>(schemas.UpdatePrivacyNoticeBody, await readJson(request)),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getGetMenusMockHandler(guarded('getMenus', reader(MENUS_KEY, schemas.GetMenusQueryParams))),
    getUpdateMenusMockHandler(
      guarded('updateMenus', async ({ request }) =>
        writes.updateMenus(
          validate<MenusContent>(schemas.UpdateMenusBody, await readJson(request)),
          actorOf(request),
          ifMatchOf(request),
        ),
      ),
    ),
    getDiscardContentDraftMockHandler(
      guarded('discardContentDraft', ({ request, params }) =>
        operations.discardContentDraft(pageOf(params), actorOf(request)),
      ),
    ),
    getListContentPreviewLinksMockHandler(
      guarded('listContentPreviewLinks', ({ params }) =>
        operations.listContentPreviewLinks(pageOf(params)),
      ),
    ),
    getCreateContentPreviewLinkMockHandler(
      guarded('createContentPreviewLink', async ({ request, params }) =>
        operations.createContentPreviewLink(
          pageOf(params),
          validate<ContentPreviewLinkCreate>(
            schemas.CreateContentPreviewLinkBody,
            await readJson(request),
          ),
          actorOf(request),
        ),
      ),
    ),
    getUploadContentImageMockHandler(
      guarded('uploadContentImage', async ({ request, params }) => {
        const { kind } = validate<{ kind: string }>(schemas.UploadContentImageParams, {
          kind: params.kind,
        });
        const stored = await storeUpload(db, (await readForm(request)).get('file'), {
          imagesOnly: true,
          missingMessage: MESSAGES.chooseAnImage,
          nameOf: (name) => contentImageName(kind, name),
        });
        await auditUploads(mockAudit(db), actorOf(request), [stored]);
        return { url: stored.path };
      }),
    ),
  ];
}
