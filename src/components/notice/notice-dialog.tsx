import { useEffect } from 'react';
import { Modal, ModalClose } from '../modal';
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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={notice.title}
      description={notice.text}
      size="sm"
      variant="compact"
      role={notice.variant === 'error' ? 'alertdialog' : 'dialog'}
      centered
      icon={
        <span
          aria-label={style.icon}
          role="img"
          className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full text-h3 ${style.ring}`}
        >
          {style.symbol}
        </span>
      }
    >
      {notice.confirmLabel ? (
        <ModalClose className="mt-6 inline-flex min-w-28 justify-center rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
          {notice.confirmLabel}
        </ModalClose>
      ) : null}
    </Modal>
  );
}
