import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { getListPagesQueryOptions } from '../../api/generated/backend/endpoints/page/page';
import { getListProductsQueryOptions } from '../../api/generated/backend/endpoints/product/product';
import type { MenusContent } from '../../api/generated/content/model';
import { Button } from '../../components/admin/button';
import {
  SCREEN_READER_INSTRUCTIONS,
  dragAnnouncements,
} from '../../components/admin/drag-announcements';
import { NOTICE_READS } from '../../components/admin/use-versioned-write';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FieldError, FieldLabel, fieldBoxClass } from '../../components/field-parts';
import { Icon } from '../../components/icon';
import { TextField } from '../../components/text-field';
import { MENU_MESSAGES, SITE_TARGETS } from '../../../core/lib/menus';
import {
  ContentCard,
  ContentEditorForm,
  ContentEditorFrame,
  useContentForm,
} from './content-editor';
import {
  NEW_MENU_LINK,
  menusFormSchema,
  toMenusFormValues,
  toMenusPayload,
  type MenuFormLink,
  type MenusFormValues,
} from './menus-form';
import { menusQuery, saveMenus } from './queries';

const WITH_TOKEN = { request: { withToken: true } } as const;

/** The target kinds, as the picker names them. */
const KIND_LABELS: Record<MenuFormLink['kind'], string> = {
  site: 'Sitenin sayfası',
  page: 'Sayfa kaydı',
  product: 'Ürün',
  url: 'Dış bağlantı (yeni sekmede açılır)',
};

/**
 * 'Menüler' (issue 49, ADR 0072): the header's ('Üst menü') and the footer's ('Alt menü') links,
 * each with its label and target, ordered by drag or keyboard; saved, previewed and published as
 * a content page is.
 */
export function MenusEditor() {
  const query = useQuery({ ...menusQuery(), ...NOTICE_READS });
  return (
    <ContentEditorFrame contentKey="menuler" query={query}>
      {(content) => <MenusForm content={content} />}
    </ContentEditorFrame>
  );
}

/** The pages and the products a link may name, for the picker. */
function useTargets() {
  const products = useQuery(
    getListProductsQueryOptions({ PageSize: 100, Drafts: true }, WITH_TOKEN),
  );
  const pages = useQuery(getListPagesQueryOptions({ PageSize: 100 }, WITH_TOKEN));
  return {
    product: (products.data?.data.items ?? []).map((item) => ({ id: item.id, name: item.name })),
    page: (pages.data?.data.items ?? []).map((item) => ({ id: item.id, name: item.name })),
  };
}

type Targets = ReturnType<typeof useTargets>;

function MenusForm({ content }: { content: MenusContent }) {
  const editing = useContentForm({
    schema: menusFormSchema,
    content,
    toPayload: toMenusPayload,
    save: saveMenus,
    queryKey: menusQuery().queryKey,
    toFormValues: toMenusFormValues,
  });
  const targets = useTargets();
  const disabled = editing.publishing.bar.saving;
  return (
    <ContentEditorForm editing={editing}>
      <MenuList
        form={editing.form}
        side="header"
        title="Üst menü"
        description="Sitenin üst kısmındaki bağlantılar (telefonda menü düğmesinin altında)."
        targets={targets}
        disabled={disabled}
      />
      <MenuList
        form={editing.form}
        side="footer"
        title="Alt menü"
        description="Sayfaların altındaki 'Hizmetlerimiz ve Sayfalar' bağlantıları."
        targets={targets}
        disabled={disabled}
      />
    </ContentEditorForm>
  );
}

function MenuList({
  form,
  side,
  title,
  description,
  targets,
  disabled,
}: {
  form: UseFormReturn<MenusFormValues>;
  side: 'header' | 'footer';
  title: string;
  description: string;
  targets: Targets;
  disabled: boolean;
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: side });
  const links = useWatch({ control: form.control, name: side });
  const [removing, setRemoving] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const nameOf = (index: number) => links[index]?.label.trim() || 'Adsız bağlantı';
  const announcements = useMemo(
    () => dragAnnouncements(ids, (id) => nameOf(ids.indexOf(id))),
    // The names are read when announced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids, links],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const listError =
    form.formState.errors[side]?.root?.message ?? form.formState.errors[side]?.message;

  return (
    <ContentCard title={title} description={description}>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-concrete-300 p-4 text-concrete-700">
          Bu menüde bağlantı yok. Ziyaretçiler burada bağlantı görmez.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
            <ol aria-label={title} className="space-y-3">
              {fields.map((field, index) => (
                <MenuLinkRow
                  key={field.id}
                  id={field.id}
                  form={form}
                  side={side}
                  index={index}
                  name={nameOf(index)}
                  targets={targets}
                  onRemove={() => setRemoving(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {listError ? <p className="text-small text-red-700">{listError}</p> : null}
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => append({ ...NEW_MENU_LINK }, { shouldFocus: true })}
      >
        {title} bağlantısı ekle
      </Button>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Bağlantıyı kaldır"
        description={`'${removing === null ? '' : nameOf(removing)}' bağlantısı ${title.toLocaleLowerCase('tr')}den kaldırılsın mı? Değişiklik kaydedilince geçerli olur.`}
        confirmLabel="Kaldır"
        destructive
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </ContentCard>
  );
}

function MenuLinkRow({
  id,
  form,
  side,
  index,
  name,
  targets,
  onRemove,
}: {
  id: string;
  form: UseFormReturn<MenusFormValues>;
  side: 'header' | 'footer';
  index: number;
  name: string;
  targets: Targets;
  onRemove: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: 'sıralanabilir bağlantı' } });
  const fieldId = useId();
  const { register, formState, setValue } = form;
  const link = useWatch({ control: form.control, name: `${side}.${index}` });
  const errors = formState.errors[side]?.[index];
  const kindId = `${fieldId}-kind`;
  const targetId = `${fieldId}-target`;
  const targetError = errors?.target?.message;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-xl border bg-white p-3 motion-reduce:transition-none ${
        isDragging ? 'z-10 border-brand-500 shadow-card' : 'border-concrete-200'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-small font-semibold text-concrete-700">
          <span className="sr-only">Sıra </span>
          {index + 1}
        </span>
        <div className="flex gap-2">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`${name} bağlantısını taşı`}
            className="inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg border border-concrete-300 text-concrete-800 hover:bg-concrete-100 active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            <Icon name="grip" size={18} />
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`${name} bağlantısını kaldır`}
            className="inline-flex size-11 items-center justify-center rounded-lg border border-concrete-300 text-concrete-900 hover:bg-red-50 hover:text-red-800"
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      </div>
      {link?.missing ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-small font-semibold text-red-800">
          {MENU_MESSAGES.targetMissing} Ziyaretçiler bu bağlantıyı görmez; kaldırın ya da yeni bir
          hedef seçin.
        </p>
      ) : null}
      <div className="mt-2 grid gap-3 md:grid-cols-3">
        <TextField
          id={`${fieldId}-label`}
          label="Bağlantı adı"
          maxLength={60}
          error={errors?.label?.message}
          {...register(`${side}.${index}.label`)}
        />
        <div>
          <FieldLabel id={kindId} label="Hedef türü" />
          <select
            id={kindId}
            className={fieldBoxClass}
            {...register(`${side}.${index}.kind`, {
              onChange: (event: { target: { value: MenuFormLink['kind'] } }) => {
                const kind = event.target.value;
                const first =
                  kind === 'site'
                    ? 'home'
                    : kind === 'url'
                      ? 'https://'
                      : (targets[kind][0]?.id ?? '');
                setValue(`${side}.${index}.target`, first, { shouldDirty: true });
                setValue(`${side}.${index}.missing`, false);
              },
            })}
          >
            {Object.entries(KIND_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {link?.kind === 'url' ? (
          <TextField
            id={targetId}
            label="Adres"
            type="url"
            inputMode="url"
            placeholder="https://"
            error={targetError}
            {...register(`${side}.${index}.target`)}
          />
        ) : (
          <div>
            <FieldLabel id={targetId} label="Hedef" />
            <select
              id={targetId}
              className={fieldBoxClass}
              aria-invalid={targetError ? true : undefined}
              aria-describedby={targetError ? `${targetId}-error` : undefined}
              {...register(`${side}.${index}.target`, {
                onChange: () => setValue(`${side}.${index}.missing`, false),
              })}
            >
              {targetOptions(link?.kind ?? 'site', targets, link?.target ?? '').map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            <FieldError id={targetId} error={targetError} />
          </div>
        )}
      </div>
    </li>
  );
}

/** The choices of a target: the site's pages, or the pages or products, and the current one. */
function targetOptions(kind: MenuFormLink['kind'], targets: Targets, current: string) {
  const options =
    kind === 'site'
      ? Object.entries(SITE_TARGETS).map(([id, target]) => ({ id, name: target.title }))
      : kind === 'url'
        ? []
        : targets[kind];
  // A target no longer listed (deleted, or not read yet) stays chosen until another is.
  return options.some((option) => option.id === current) || current === ''
    ? options
    : [{ id: current, name: 'Silinmiş hedef' }, ...options];
}
