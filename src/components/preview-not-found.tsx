import { MESSAGES } from '../../core/domain/messages';
import type { NotFoundData } from '../lib/route-data';
import { buttonClass } from './button-class';
import { ErrorState } from './query-states';

/** The title of the view of a preview link that no longer works. */
const PREVIEW_FAILED_TITLE = 'Önizleme açılamadı';

/** A content page's preview link that no longer works: the server's words, and the live page. */
function PreviewUnavailable({ message, livePath }: { message: string; livePath: string }) {
  return (
    <ErrorState
      title={PREVIEW_FAILED_TITLE}
      message={message}
      action={
        <a href={livePath} className={buttonClass('primary', 'lg')}>
          Yayındaki sayfayı aç
        </a>
      }
    />
  );
}

/**
 * The not-found view of a public route that reads its data in its loader, which only a preview
 * link that no longer works reaches: the server's words, carried by the route's not-found data.
 */
export function PreviewLinkNotFound({ data, livePath }: { data: unknown; livePath: string }) {
  const message = (data as Partial<NotFoundData> | undefined)?.message;
  return <PreviewUnavailable message={message || MESSAGES.previewInvalid} livePath={livePath} />;
}
