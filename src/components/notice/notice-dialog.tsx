import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import type { Notice } from './notice-store';

const tone: Record<Notice['variant'], { ring: string; icon: string; symbol: string }> = {
  success: { ring: 'bg-emerald-50 text-emerald-700', icon: 'Başarılı', symbol: '✓' },
  error: { ring: 'bg-red-50 text-red-700', icon: 'Hata', symbol: '!' },
  warning: { ring: 'bg-accent-50 text-accent-800', icon: 'Uyarı', symbol: '!' },
  info: { ring: 'bg-brand-50 text-brand-700', icon: 'Bilgi', symbol: 'i' },
};

export default function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  useEffect(() => {
    if (!notice.autoCloseMs) return undefined;
    const timer = window.setTimeout(onClose, notice.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [notice, onClose]);

  const style = tone[notice.variant];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content
          role={notice.variant === 'error' ? 'alertdialog' : 'dialog'}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-card"
        >
          <span
            aria-label={style.icon}
            role="img"
            className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full text-h3 ${style.ring}`}
          >
            {style.symbol}
          </span>
          <Dialog.Title className="text-h4 text-brand-950">{notice.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-body text-concrete-700">
            {notice.text}
          </Dialog.Description>
          {notice.confirmLabel ? (
            <Dialog.Close className="mt-6 inline-flex min-w-28 justify-center rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
              {notice.confirmLabel}
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
