import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader says on focusing a drag handle (dnd-kit's instructions, in Turkish). */
export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Sürüklemek için boşluk veya Enter tuşuna basın, ok tuşlarıyla taşıyın, bırakmak için tekrar boşluk veya Enter, vazgeçmek için Escape.',
};

/**
 * The live announcements of a keyboard (or pointer) reorder, in Turkish. Positions count from 1
 * and are read from the list as it was when the drag started (it changes only on the drop).
 * dnd-kit reports the picked-up item as "over" itself right after the start; that is not a move,
 * and announcing it would cut off 'seçildi', so it stays silent until the item really moves.
 */
export function dragAnnouncements(
  ids: readonly string[],
  nameOf: (id: string) => string,
): Announcements {
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `${name(active.id)} seçildi. Konum ${position(active.id)} / ${ids.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over?.id === active.id) return undefined;
      moved = true;
      return over
        ? `${name(active.id)} ${position(over.id)}. konuma taşındı.`
        : `${name(active.id)} bir konumun üzerinde değil.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} bırakıldı, yeni konumu ${position(over.id)}.`
        : `${name(active.id)} bırakıldı, konumu değişmedi.`,
    onDragCancel: ({ active }) =>
      `Taşıma iptal edildi. ${name(active.id)} ${position(active.id)}. konumda kaldı.`,
  };
}
