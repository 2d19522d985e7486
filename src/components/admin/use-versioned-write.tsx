import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import {
  getListRevisionsQueryKey,
  getListRevisionsQueryOptions,
} from '../../api/generated/backend/endpoints/revision/revision';
import type { RevisionKind } from '../../api/generated/backend/model';
import type { RequestOptions } from '../../api/create-client';
import { ifMatch, useLatestVersion, versionAt, type VersionKey } from '../../api/versions';
import {
  readConflict,
  resolvedBody,
  VersionConflictCancelledError,
  type ConflictChoices,
  type VersionConflict,
} from '../../lib/version-conflict';
import { VersionConflictDialog } from './version-conflict-dialog';

/** An editor's versioned save: `write(body, (body, options) => updateX(body, options))`. */
export type VersionedWrite = <B extends object, R>(
  body: B,
  send: (body: B, options: RequestOptions) => Promise<R>,
) => Promise<R>;

/** The notice of a save made elsewhere while this editor was open, by who made it. */
const savedElsewhereText = (username: string | null | undefined) =>
  username
    ? `${username} bu kaydı siz düzenlerken kaydetti.`
    : 'Başka biri bu kaydı siz düzenlerken kaydetti.';

/**
 * How an editor re-reads its record to notice saves made elsewhere (issue 22 section 1): on
 * window focus and every 60 s. The editor's form is filled once; such a read changes no field.
 */
export const NOTICE_READS = { refetchOnWindowFocus: 'always', refetchInterval: 60_000 } as const;

/**
 * An editor's saves made from the version its form started from (issue 22 section 1). `write`
 * sends `If-Match` with that version (`base`): taken when the editor mounts (filled from its read),
 * replaced after each successful save, or by `rebase()` when the form is filled from a read again.
 * A 412 opens the conflict view; the administrator's choices are saved with the record's new
 * version, and 'Vazgeç' rejects with {@link VersionConflictCancelledError} (the form stays).
 * `view` (the conflict view and the notice of a save made elsewhere) goes at the top of the form.
 */
export function useVersionedWrite({
  versionKey,
  labels,
  history,
  restoredVersion,
}: {
  versionKey: VersionKey | undefined;
  labels: Partial<Record<string, string>>;
  /** The record's history, for the name of who saved it meanwhile. */
  history?: { kind: RevisionKind; itemId: string } | undefined;
  /** The version of values restored from the device (useKeptWork): sent instead of `base`. */
  restoredVersion?: string | undefined;
}) {
  const [base, setBase] = useState(() => versionAt(versionKey));
  const [writing, setWriting] = useState(false);
  const [asking, setAsking] = useState<VersionConflict | null>(null);
  const answer = useRef<{ resolve: (choices: ConflictChoices) => void; reject: () => void }>(null);

  const ask = (conflict: VersionConflict) =>
    new Promise<ConflictChoices>((resolve, reject) => {
      answer.current = { resolve, reject: () => reject(new VersionConflictCancelledError()) };
      setAsking(conflict);
    });
  const close = (how: (now: NonNullable<typeof answer.current>) => void) => {
    const now = answer.current;
    answer.current = null;
    setAsking(null);
    if (now) how(now);
  };

  /** Sends `body` with `send`, from the form's version; resolves a conflict with the user. */
  const write: VersionedWrite = async (body, send) => {
    setWriting(true);
    try {
      let next = body;
      let from = restoredVersion ?? base;
      for (;;) {
        try {
          const result = await send(next, ifMatch(from));
          setBase(versionAt(versionKey));
          return result;
        } catch (error) {
          const conflict = readConflict(error);
          if (!conflict) throw error;
          next = resolvedBody(conflict, await ask(conflict)) as typeof body;
          from = conflict.version;
        }
      }
    } finally {
      setWriting(false);
    }
  };

  const latest = useLatestVersion(versionKey);
  const moved = !writing && base !== undefined && latest !== undefined && latest !== base;
  const params = { Kind: history?.kind ?? 'product', ItemId: history?.itemId ?? '' } as const;
  // Read again for each new version: the newest revision is the save just noticed.
  const who = useQuery(
    getListRevisionsQueryOptions(params, {
      query: {
        queryKey: [...getListRevisionsQueryKey(params), latest],
        enabled: moved && history !== undefined,
        select: (reply) => reply.data.items[0]?.username ?? null,
      },
    }),
  );
  const notice: ReactNode =
    moved && (history === undefined || !who.isPending) ? (
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-small">
        {savedElsewhereText(who.data)}
      </p>
    ) : null;

  return {
    write,
    base,
    /** The form was filled from the latest read again: its version is the base now. */
    rebase: () => setBase(versionAt(versionKey)),
    view: (
      <>
        {notice}
        <VersionConflictDialog
          conflict={asking}
          labels={labels}
          onResolve={(choices) => close((now) => now.resolve(choices))}
          onCancel={() => close((now) => now.reject())}
        />
      </>
    ),
  };
}
