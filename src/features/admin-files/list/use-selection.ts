import { useMemo, useState } from 'react';

/** The rows ticked for a bulk action, by key; a row that leaves the list leaves the selection. */
export function useSelection<T extends { key: string }>(items: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectedItems = useMemo(
    () => items.filter((item) => selected.has(item.key)),
    [items, selected],
  );

  const set = (keys: Iterable<string>, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (checked) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  return {
    selected,
    selectedItems,
    toggle: (item: T, checked: boolean) => set([item.key], checked),
    /** Ticks or clears every row shown (the page), leaving the others as they are. */
    toggleAll: (shown: readonly T[], checked: boolean) =>
      set(
        shown.map((item) => item.key),
        checked,
      ),
    /** Drops rows that are gone (deleted). */
    drop: (keys: readonly string[]) => set(keys, false),
    clear: () => setSelected(new Set()),
  };
}
