import { PREVIEW_PARAM } from '../../core/domain/previews';

/** The token of a preview link's address (`...?onizleme=<token>`), as a read takes it. */
export const previewTokenOf = (path: string) =>
  decodeURIComponent(new URL(path, 'http://x').searchParams.get(PREVIEW_PARAM) ?? '');
