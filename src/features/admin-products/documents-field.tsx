import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getListDocumentsQueryOptions } from '../../api/generated/backend/endpoints/document/document';
import type { Document } from '../../api/generated/backend/model';
import { PickerDialog } from '../../components/admin/picker-dialog';
import { DraftMark } from '../../components/admin/publish-bar';
import { DocumentFormDialog } from '../../components/admin/document-form/document-form-dialog';
import { notifySuccess } from '../../lib/toast';
import { chosenDocument, searchDocuments, type ChosenDocument } from './product-form';
import { Icon } from '../../components/icon';
import { Button } from '../../components/admin/button';

/** docs/SPEC.md section 7: GET /api/Document, one page of at most 100 (the contract's ceiling). */
const documentListQuery = () => getListDocumentsQueryOptions({ PageIndex: 0, PageSize: 100 });

/**
 * The product's documents (datasheets, certificates): picked from the document list, shown as
 * removable chips; 'Yeni Belge' creates one with the shared document dialog and adds it.
 */
export function DocumentsField({
  value,
  onChange,
}: {
  value: readonly ChosenDocument[];
  onChange: (value: ChosenDocument[]) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(0);
  const add = (document: Document) => {
    if (!value.some((chosen) => chosen.id === document.id))
      onChange([...value, chosenDocument(document)]);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="text-small font-semibold text-concrete-800">
        Belgeler
      </p>
      <p id={`${id}-hint`} className="mt-1 text-small text-concrete-700">
        Ürün sayfasında teknik föy ve sertifika olarak gösterilir.
      </p>
      {value.length === 0 ? (
        <p className="mt-3 text-small text-concrete-700">Henüz belge seçilmedi.</p>
      ) : (
        <ul aria-label="Seçili belgeler" className="mt-3 flex flex-wrap gap-2">
          {value.map((document) => (
            <li
              key={document.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-small text-brand-900"
            >
              <span className="min-w-0 truncate">{document.name}</span>
              <button
                type="button"
                aria-label={`${document.name} belgesini kaldır`}
                onClick={() => onChange(value.filter((chosen) => chosen.id !== document.id))}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <Icon name="close" size={14} strokeWidth={2.5} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          + Belge Seç
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setCreating((count) => count + 1)}>
          + Yeni Belge
        </Button>
      </div>
      <DocumentPickerDialog
        open={picking}
        onOpenChange={setPicking}
        chosenIds={value.map((document) => document.id)}
        onPick={add}
      />
      {creating > 0 ? (
        // A fresh dialog for every 'Yeni Belge': the key drops what the last one held.
        <DocumentFormDialog
          key={creating}
          place="product"
          document={null}
          onClose={() => setCreating(0)}
          onSaved={async (document, message) => {
            await queryClient.invalidateQueries({ queryKey: documentListQuery().queryKey });
            notifySuccess(message);
            add(document);
            setCreating(0);
          }}
        />
      ) : null}
    </div>
  );
}

function DocumentPickerDialog({
  open,
  onOpenChange,
  chosenIds,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosenIds: readonly string[];
  onPick: (document: Document) => void;
}) {
  const documents = useQuery({ ...documentListQuery(), enabled: open });
  const all = documents.data?.data.items ?? [];

  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Belge Seç"
      description="Ürüne eklenecek belgeleri seçin; birden fazla seçebilirsiniz."
      size="2xl"
      search="Belge ara"
      query={documents}
      loading="Belgeler yükleniyor..."
      failed="Belgeler yüklenirken bir hata oluştu."
    >
      {(searched) => {
        const shown = searchDocuments(all, searched);
        return all.length === 0 ? (
          <p>Henüz belge eklenmemiş.</p>
        ) : shown.length === 0 ? (
          <p>Aramaya uygun belge bulunamadı.</p>
        ) : (
          <ul aria-label="Belgeler" className="space-y-2">
            {shown.map((document) => {
              const chosen = chosenIds.includes(document.id);
              return (
                <li key={document.id}>
                  <button
                    type="button"
                    disabled={chosen}
                    onClick={() => onPick(document)}
                    className="flex w-full items-center justify-between gap-3 rounded-lg border border-concrete-200 p-3 text-left hover:border-brand-500 focus-visible:border-brand-500 disabled:cursor-default disabled:bg-concrete-50 disabled:hover:border-concrete-200"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold text-concrete-900">{document.name}</span>
                      {/* Issue 21: a draft is not on the product's page until it is published. */}
                      <DraftMark record={document} />
                      <span className="block text-small text-concrete-700">
                        {[document.category, document.isActive ? null : 'Pasif']
                          .filter(Boolean)
                          .join(' · ') || 'Kategori Yok'}
                      </span>
                    </span>
                    <span className="shrink-0 text-small font-semibold text-brand-800">
                      {chosen ? 'Seçildi' : 'Ekle'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        );
      }}
    </PickerDialog>
  );
}
