import type { MissedAddress, Redirect } from '../../api/generated/backend/model';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { REDIRECT_TEXTS } from './labels';
import { Button } from '../../components/admin/button';
import { TableOrCards } from '../../components/admin/table-or-cards';

const address = 'font-mono text-small break-all';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatDateTime(iso)}
    </time>
  );
}

function Target({ redirect }: { redirect: Redirect }) {
  return redirect.to === null ? (
    <span className="text-concrete-700">{REDIRECT_TEXTS.gone}</span>
  ) : (
    <span className={address}>{redirect.to}</span>
  );
}

/** A card's head: the address the row is about. */
const addressHead = (path: string) => (
  <p className="font-semibold text-concrete-950">
    <span className={address}>{path}</span>
  </p>
);

/** The redirects, newest first: old and new address, when it was added and how often followed. */
export function RedirectList({
  redirects,
  busyId,
  onRemove,
}: {
  redirects: readonly Redirect[];
  /** The redirect being removed: its button is disabled meanwhile. */
  busyId: string | null;
  onRemove: (redirect: Redirect) => void;
}) {
  return (
    <TableOrCards
      rows={redirects}
      caption="Yönlendirmeler, en yeni önce"
      columns={[
        {
          label: 'Eski adres',
          value: (redirect) => <span className={address}>{redirect.from}</span>,
          onCard: false,
        },
        { label: 'Yeni adres', value: (redirect) => <Target redirect={redirect} /> },
        { label: 'Eklenme', value: (redirect) => <When iso={redirect.createdAt} /> },
        {
          label: 'Ziyaret',
          value: (redirect) => redirect.hits,
          className: 'tabular-nums text-concrete-900',
        },
      ]}
      cardHead={(redirect) => addressHead(redirect.from)}
      action={(redirect) => (
        <Button
          variant="danger"
          size="xs"
          aria-label={`Kaldır: ${redirect.from}`}
          disabled={busyId === redirect.id}
          onClick={() => onRemove(redirect)}
        >
          Kaldır
        </Button>
      )}
    />
  );
}

/** The addresses that found nothing, the most requested first, each with 'Yönlendir'. */
export function MissedList({
  missed,
  onRedirect,
}: {
  missed: readonly MissedAddress[];
  onRedirect: (path: string) => void;
}) {
  return (
    <TableOrCards
      rows={missed}
      keyOf={(item) => item.path}
      caption="Bulunamayan adresler, en çok istenen önce"
      columns={[
        {
          label: 'Adres',
          value: (item) => <span className={address}>{item.path}</span>,
          onCard: false,
        },
        { label: 'İstek', value: (item) => item.hits, className: 'tabular-nums text-concrete-900' },
        { label: 'Son istek', value: (item) => <When iso={item.lastSeenAt} /> },
      ]}
      cardHead={(item) => addressHead(item.path)}
      action={(item) => (
        <Button
          variant="secondary"
          size="xs"
          aria-label={`Yönlendir: ${item.path}`}
          onClick={() => onRedirect(item.path)}
        >
          Yönlendir
        </Button>
      )}
    />
  );
}
