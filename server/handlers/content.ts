import type {
  BrandedResinContent,
  ContactContent,
  ServicePageContent,
} from '../../src/api/generated/content/model/index.ts';
import { withoutImages } from '../../core/lib/image-variants.ts';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../../core/lib/map-embed.ts';
import { keptSeoFields } from '../../core/lib/seo-fields.ts';
import { invalid } from '../http/errors.ts';
import { receiveForm } from '../services/uploads.ts';
import type { ContentKey, ContentValues, ServicePageKey } from '../store/types.ts';
import {
  bodyOf,
  created,
  found,
  param,
  withStoredImages,
  type Handler,
  type HandlerContext,
} from './common.ts';
import { commitAll } from './files.ts';

/** Every operation of openapi/content.yaml (mounted under /content), keyed by operationId. */
export function contentHandlers(context: HandlerContext): Record<string, Handler> {
  const { store, uploadsDir } = context;

  /** A search or share field the body leaves out keeps its stored value (as in the mocks). */
  const withKeptSeo = async <K extends ServicePageKey | 'asilnunx'>(
    key: K,
    body: ContentValues[K],
  ): Promise<ContentValues[K]> => ({
    ...body,
    ...keptSeoFields(body, await store.getContent(key)),
  });

  /** Reads, and the replies of writes, carry the content's `images`. */
  const read = async (key: ContentKey) => withStoredImages(context, await store.getContent(key));
  /** The read-only `images` a client sends back are never stored. */
  const save = async <K extends ContentKey>(key: K, value: ContentValues[K]) =>
    withStoredImages(
      context,
      await store.setContent(key, withoutImages(value) as ContentValues[K]),
    );

  const servicePage = (key: ServicePageKey) => ({
    read: (async () => read(key)) satisfies Handler,
    update: (async (request) =>
      save(key, await withKeptSeo(key, bodyOf<ServicePageContent>(request)))) satisfies Handler,
  });
  const poliuretan = servicePage('poliuretan-enjeksiyon');
  const ankraj = servicePage('kimyasal-ankraj');
  const halatli = servicePage('halatli-tel-beton-kesme');

  const updateContactContent: Handler = async (request) => {
    const body = bodyOf<ContactContent>(request);
    // Only the https Google Maps embed URL is kept: never the administrator's markup.
    const mapUrl = mapEmbedUrl(body.mapIframeCode);
    if (body.mapIframeCode.trim() && !mapUrl) invalid({ mapIframeCode: [MAP_EMBED_ERROR] });
    return save('contact', { ...body, mapIframeCode: mapUrl ?? '' });
  };

  const uploadContentImage: Handler = async (request, reply) => {
    const kind = param(request, 'kind');
    const { files } = await receiveForm(request, uploadsDir, 'file', {
      imagesOnly: true,
      missingMessage: 'Bir görsel seçin.',
    });
    const [file] = files;
    if (file) file.name = `${kind}-${file.name}`.slice(0, 255);
    const [stored] = await commitAll(context, files);
    return created(reply, { url: found(stored).path });
  };

  return {
    getContactContent: async () => read('contact'),
    updateContactContent,
    getPoliuretanEnjeksiyon: poliuretan.read,
    updatePoliuretanEnjeksiyon: poliuretan.update,
    getKimyasalAnkraj: ankraj.read,
    updateKimyasalAnkraj: ankraj.update,
    getHalatliTelBetonKesme: halatli.read,
    updateHalatliTelBetonKesme: halatli.update,
    getAsilnunx: async () => read('asilnunx'),
    updateAsilnunx: async (request) =>
      save('asilnunx', await withKeptSeo('asilnunx', bodyOf<BrandedResinContent>(request))),
    uploadContentImage,
  };
}
