// The service pages' and the AsilNunX page's reads, for their routes' loaders: apart from their
// titles, paths and heads (queries.ts), which stay in the entry chunk (issue 24).
import { getAsilnunx } from '../../api/generated/content-functions/endpoints/asil-nun-x/asil-nun-x';
import {
  getHalatliTelBetonKesme,
  getKimyasalAnkraj,
  getPoliuretanEnjeksiyon,
} from '../../api/generated/content-functions/endpoints/service-pages/service-pages';
import { readRouteData, withShownImages } from '../../lib/route-data';
import type { ServicePageKey } from '../../../core/domain/types';

const servicePageReads = {
  'poliuretan-enjeksiyon': getPoliuretanEnjeksiyon,
  'kimyasal-ankraj': getKimyasalAnkraj,
  'halatli-tel-beton-kesme': getHalatliTelBetonKesme,
} satisfies Record<ServicePageKey, unknown>;

/**
 * A page's content as visitors see it or, with `preview` (a preview link's token, its
 * `?onizleme=`), with its pending changes (issue 21 section 3); a link that no longer works is
 * the route's not-found view. The content is the page as drawn, with the facts of only the images
 * it shows (issue 24: the server writes it into the HTML for hydration).
 */
const readParams = (preview: string | undefined) => (preview ? { Preview: preview } : undefined);

export const readServicePage = async (page: ServicePageKey, preview: string | undefined) =>
  withShownImages(
    await readRouteData(() => servicePageReads[page](readParams(preview)), {
      notFoundOn404: Boolean(preview),
    }),
  );

export const readAsilnunx = async (preview: string | undefined) =>
  withShownImages(
    await readRouteData(() => getAsilnunx(readParams(preview)), {
      notFoundOn404: Boolean(preview),
    }),
  );
