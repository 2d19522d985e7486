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
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import type { Product } from '../../api/generated/backend/model';
import { ProductImage } from './product-image';
import { SCREEN_READER_INSTRUCTIONS, dragAnnouncements } from './drag-announcements';
import { Icon } from '../icon';

export interface SortableProduct {
  id: string;
  name: string;
  product: Product | undefined;
}

/**
 * Products as a sortable grid (the home page's featured products, the catalogue's order): drag a
 * card's handle with the mouse or a finger, or focus it and use Space/Enter and the arrow keys.
 * Every change is announced in Turkish. `onRemove`: each card has a remove button.
 */
export function SortableProductGrid({
  label,
  items,
  onReorder,
  onRemove,
  disabled,
}: {
  label: string;
  items: readonly SortableProduct[];
  onReorder: (activeId: string, overId: string) => void;
  onRemove?: ((item: SortableProduct) => void) | undefined;
  disabled: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const announcements = useMemo(() => {
    const names = new Map(items.map((item) => [item.id, item.name]));
    return dragAnnouncements(ids, (id) => names.get(id) ?? 'Ürün');
  }, [ids, items]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {items.map((item, index) => (
            <SortableCard
              key={item.id}
              item={item}
              position={index + 1}
              onRemove={onRemove && (() => onRemove(item))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableCard({
  item,
  position,
  onRemove,
}: {
  item: SortableProduct;
  position: number;
  onRemove: (() => void) | undefined;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, attributes: { roleDescription: 'sıralanabilir ürün' } });
  const { product } = item;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative flex flex-col overflow-hidden rounded-xl border bg-white motion-reduce:transition-none ${
        isDragging ? 'z-10 border-brand-500 shadow-card' : 'border-concrete-200'
      }`}
    >
      <ProductImage product={product} size="card" />
      <span className="absolute top-2 left-2 rounded-full bg-brand-950 px-2.5 py-0.5 text-caption font-bold text-white">
        <span className="sr-only">Sıra </span>
        {position}
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${item.name} ürününü kaldır`}
          className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-white text-concrete-900 shadow-card hover:bg-red-50 hover:text-red-800"
        >
          <Icon name="close" size={18} strokeWidth={2.25} />
        </button>
      ) : null}
      <div className="flex flex-1 items-start justify-between gap-2 p-3">
        <p className="min-w-0 font-semibold text-concrete-900">{item.name}</p>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`${item.name} ürününü taşı`}
          className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg border border-concrete-300 text-concrete-800 hover:bg-concrete-100 active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          <Icon name="grip" size={18} />
        </button>
      </div>
    </li>
  );
}
