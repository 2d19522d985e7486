/**
 * One way to tell the user something that needs their attention (docs/SPEC.md section 8 popups:
 * 'Çıkış Yapıldı!', 'Hata!' ...). A tiny store, so that any code can raise a notice and the
 * dialog itself (Radix) is only loaded when a notice is first shown.
 */
export interface Notice {
  id: number;
  title: string;
  text: string;
  variant: 'success' | 'error' | 'warning' | 'info';
  /** Closes by itself after this many milliseconds (e.g. 1500 after logout). */
  autoCloseMs?: number;
  /** The button that closes it; none for a notice that closes by itself. */
  confirmLabel?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Notice | null = null;
let nextId = 1;

function emit() {
  for (const listener of listeners) listener();
}

export const notices = {
  show(notice: Omit<Notice, 'id'>): number {
    current = { ...notice, id: nextId++ };
    emit();
    return current.id;
  },
  close(id?: number) {
    if (current && (id === undefined || current.id === id)) {
      current = null;
      emit();
    }
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => current,
};

export const showNotice = notices.show;
