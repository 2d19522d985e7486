import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { versionAt, type VersionKey } from '../../api/versions';
import { useSession } from '../../lib/auth';
import {
  differingFields,
  forgetKept,
  keep,
  keptKey,
  readKept,
  type KeptCopy,
} from '../../lib/kept-work';
import { userNameOf } from '../../lib/session';

/** How long after the last change the form's values are written to the device. */
const KEEP_DELAY_MS = 2000;

/** A kept copy offered on opening the record: 'Kaydedilmemiş değişiklikleriniz var'. */
interface KeptOffer {
  /** The fields that differ from the record as read, by the editor's labels. */
  fields: string[];
  /** When the copy was written. */
  keptAt: Date;
  /** The record moved on since the copy's starting version (both known and different). */
  moved: boolean;
}

export interface KeptWork {
  /** The copy to offer, or null. */
  offer: KeptOffer | null;
  /** 'Geri yükle': the kept values into the form, dirty against the record as read. */
  restore: () => void;
  /** 'Sil': the copy is removed. */
  discard: () => void;
  /** After a successful save: the copy is removed (the form is whatever the save left). */
  saved: () => void;
  /** True once 'Geri yükle' was chosen, until the form is filled from a read again. */
  restored: boolean;
  /**
   * The version (ETag) the restored values started from: the one to send as `If-Match` with the
   * next save, so that the server merges whatever changed meanwhile (issue 22 section 1). Undefined
   * when nothing was restored, or when the server sent no version with the read they came from.
   */
  restoredVersion: string | undefined;
  /**
   * The version the form's values are based on: `restoredVersion` after 'Geri yükle', else the
   * version of `versionKey` taken when the form was filled from its read (and again at each
   * `form.reset` to new values, e.g. after a save). This is what a save sends as `If-Match`.
   */
  baseVersion: string | undefined;
}

/**
 * Keeps an editor's unsaved work on the device (issue 22 section 2, ADR 0035). Call it once next to
 * the editor's `useForm`, after the form was filled from the record (its default values are "the
 * record as read"), and render `<KeptWorkBanner kept={...} />` near the top of the form.
 *
 * - About `KEEP_DELAY_MS` after each change, and at once when the page is hidden or left
 *   (`visibilitychange`, `pagehide`: what a phone gives before it kills the tab), the values are
 *   written under the signed-in administrator's name, `kind` and `id` (null: a new record), with
 *   the version the form started from. Values equal to the record as read remove the copy.
 * - On opening the record again, a copy of the same administrator whose values differ from the
 *   record as read is offered; while it is offered nothing new is written over it.
 * - `restore()` resets the form to the kept values (keeping the record as read as its default
 *   values, so the form is dirty) and exposes the kept version as `restoredVersion`/`baseVersion`.
 * - Call `saved()` after a successful save. Sign-out removes every copy of the administrator
 *   (src/lib/auth.ts).
 *
 * `versionKey`: where src/api/versions.ts keeps the record's version: the path of its read
 * (`/api/contact`), or `{ id }` for a backend record (kept under its id by reads and saves alike).
 * `labels`: the editor's field labels, by form field, for the banner's list of what differs.
 */
export function useKeptWork<Values extends FieldValues>({
  form,
  kind,
  id,
  versionKey,
  labels,
  delayMs = KEEP_DELAY_MS,
}: {
  form: UseFormReturn<Values>;
  kind: string;
  id: string | null;
  versionKey?: VersionKey;
  labels: Partial<Record<string, string>>;
  delayMs?: number;
}): KeptWork {
  const signedIn = userNameOf(useSession()?.token);
  // A session that ran out keeps its owner: the form still holds that administrator's work, and
  // the tab may be killed while the sign-in dialog asks again.
  const [owner, setOwner] = useState(signedIn);
  if (signedIn && signedIn !== owner) setOwner(signedIn);
  const user = signedIn ?? owner;
  const [offered, setOffered] = useState<{ copy: KeptCopy<Values>; fields: string[] } | null>(null);
  const [restored, setRestored] = useState<{ version: string | undefined } | null>(null);
  // Its parts, not the key object, name the record (an editor makes a new `{ id }` each render).
  const versionPath = typeof versionKey === 'string' ? versionKey : undefined;
  const versionId = typeof versionKey === 'object' ? versionKey.id : undefined;
  const readVersion = useCallback(
    () => versionAt(versionId ? { id: versionId } : versionPath),
    [versionId, versionPath],
  );
  const [baseVersion, setBaseVersion] = useState(readVersion);

  // Read by the event handlers and the timer, which outlive renders.
  const latest = useRef({ user, kind, id, baseVersion, restored, offered: false });
  useLayoutEffect(() => {
    latest.current = { user, kind, id, baseVersion, restored, offered: offered !== null };
  });
  const timer = useRef<number | undefined>(undefined);
  const defaults = useRef<unknown>(null);

  const startValues = useCallback(() => form.control._defaultValues as object, [form]);

  /** Writes the form's values now (or removes the copy when they equal the record as read). */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const now = latest.current;
    if (!now.user || now.offered) return;
    const key = keptKey(now.user, now.kind, now.id);
    const values = form.getValues();
    if (differingFields(values, startValues()).length === 0) {
      void forgetKept(key);
      return;
    }
    void keep({
      user: now.user,
      kind: now.kind,
      id: key[2],
      version: now.restored ? now.restored.version : now.baseVersion,
      values,
      keptAt: Date.now(),
    }).catch(() => undefined);
  }, [form, startValues]);

  // A copy of this administrator for this record, offered when it differs from the record as read.
  useEffect(() => {
    if (!user) return;
    let current = true;
    const key = keptKey(user, kind, id);
    void readKept<Values>(key).then((copy) => {
      if (!current || !copy) return;
      const fields = differingFields(copy.values, startValues());
      if (fields.length === 0) void forgetKept(key);
      else setOffered({ copy, fields });
    });
    return () => {
      current = false;
      setOffered(null);
    };
  }, [user, kind, id, startValues]);

  // Every change (typing, a picked file, a reset) is written a little later.
  useEffect(() => {
    defaults.current ??= form.control._defaultValues;
    const subscription = form.watch(() => {
      if (form.control._defaultValues !== defaults.current) {
        // Filled from a read again (e.g. after a save): that read's version is the base now.
        defaults.current = form.control._defaultValues;
        setBaseVersion(readVersion());
        setRestored(null);
        latest.current.restored = null;
        latest.current.baseVersion = readVersion();
      }
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delayMs);
    });
    return () => subscription.unsubscribe();
  }, [form, readVersion, delayMs, flush]);

  // The page hidden or left: write what is pending now, the tab may not come back.
  useEffect(() => {
    const now = () => {
      if (timer.current !== undefined) flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', now);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', now);
      // Closing the editor keeps what was typed, as a killed tab would.
      now();
    };
  }, [flush]);

  const restore = () => {
    if (!offered) return;
    const version = offered.copy.version;
    setRestored({ version });
    latest.current.restored = { version };
    latest.current.offered = false;
    setOffered(null);
    form.reset(offered.copy.values, { keepDefaultValues: true });
  };

  const discard = () => {
    if (user) void forgetKept(keptKey(user, kind, id));
    setOffered(null);
  };

  const saved = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (user) void forgetKept(keptKey(user, kind, id));
    setOffered(null);
  };

  return {
    offer: offered
      ? {
          fields: fieldLabels(offered.fields, labels),
          keptAt: new Date(offered.copy.keptAt),
          moved:
            offered.copy.version !== undefined &&
            baseVersion !== undefined &&
            offered.copy.version !== baseVersion,
        }
      : null,
    restore,
    discard,
    saved,
    restored: restored !== null,
    restoredVersion: restored?.version,
    baseVersion: restored ? restored.version : baseVersion,
  };
}

/** The labels of the differing fields; fields without one are named once as 'Diğer alanlar'. */
function fieldLabels(fields: string[], labels: Partial<Record<string, string>>): string[] {
  const named = fields.flatMap((field) => (labels[field] ? [labels[field]] : []));
  const unique = [...new Set(named)];
  return named.length < fields.length ? [...unique, 'Diğer alanlar'] : unique;
}
