import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useSave } from '../../lib/save';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  updatePageBodyOneSubtitlesItemMax,
  updatePageBodyOneTitlesItemMax,
} from '../../api/generated/backend-zod/backend.zod';
import { Modal } from '../../components/modal';
import { SaveButton } from '../../components/admin/save-button';
import { TextField } from '../../components/text-field';
import { MESSAGES } from './home-editor-rules';
import { ModalCloseButton } from '../../components/admin/modal-close-button';
import { fieldBinding } from '../../components/admin/field-binding';

const bannerSchema = z.object({
  title: z
    .string()
    .trim()
    .max(
      updatePageBodyOneTitlesItemMax,
      `Başlık en fazla ${updatePageBodyOneTitlesItemMax} karakter olabilir.`,
    ),
  subtitle: z
    .string()
    .trim()
    .max(
      updatePageBodyOneSubtitlesItemMax,
      `Alt başlık en fazla ${updatePageBodyOneSubtitlesItemMax} karakter olabilir.`,
    ),
});

export type BannerValues = z.infer<typeof bannerSchema>;

/**
 * The banner-edit dialog (docs/SPEC.md section 2, admin screen 1): title and subtitle. A failed save
 * keeps the dialog open with what was typed and says 'Banner kaydetme sırasında bir hata oluştu.'.
 */
export function BannerDialog({
  open,
  onOpenChange,
  initial,
  onSave,
  success = MESSAGES.saved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: BannerValues;
  /** Resolves when saved; a rejection keeps the dialog open with the failure message. */
  onSave: (values: BannerValues) => Promise<void>;
  /** The toast of a save (a page with pending changes says they are still pending). */
  success?: string;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!saving) onOpenChange(next);
      }}
      title="Banner Düzenle"
      description="Ana sayfanın üst bölümünde görünen başlık ve alt başlık."
      size="lg"
      variant="compact"
    >
      {/* Mounted with the dialog's content: every opening starts from the saved banner. */}
      <BannerForm
        initial={initial}
        success={success}
        onSavingChange={setSaving}
        onSave={async (values) => {
          await onSave(values);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

function BannerForm({
  initial,
  onSave,
  success,
  onSavingChange,
}: {
  initial: BannerValues;
  onSave: (values: BannerValues) => Promise<void>;
  success: string;
  onSavingChange: (saving: boolean) => void;
}) {
  const { run, saving, feedback } = useSave({
    save: onSave,
    failure: MESSAGES.bannerFailed,
    success,
  });
  const form = useForm<BannerValues>({
    resolver: zodResolver(bannerSchema),
    defaultValues: initial,
  });
  const bind = fieldBinding(form);
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);
  const submit = form.handleSubmit((values) => run(values));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
      <TextField label="Başlık" autoComplete="off" {...bind('title', 'home-banner-title')} />
      <TextField
        label="Alt Başlık"
        autoComplete="off"
        {...bind('subtitle', 'home-banner-subtitle')}
      />
      {feedback ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-small text-red-800"
        >
          {feedback.title}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <ModalCloseButton variant="secondary" disabled={saving}>
          İptal
        </ModalCloseButton>
        <SaveButton saving={saving}>Kaydet</SaveButton>
      </div>
    </form>
  );
}
