'use client';
/**
 * Drag-to-reorder for the villa list's rows (issue 24), on dnd-kit: the
 * pointer drags a row by its handle, the keyboard moves it too (focus the
 * handle, Space, arrow keys, Space; Escape cancels), and a screen reader
 * hears Turkish announcements. `SortableRows` wraps the table; DataTable's
 * `renderRow` renders each `<tr>` as a `SortableRow`; the `DragHandle` in a
 * cell reaches its row's listeners through context.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { GripVertical } from '@/components/icons';

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'> & { disabled: boolean };
const HandleContext = createContext<Handle | null>(null);

const INSTRUCTIONS =
  'Sırasını değiştirmek için boşluk tuşuna basın, yukarı ve aşağı ok tuşlarıyla taşıyın, bırakmak için yeniden boşluk tuşuna basın. Vazgeçmek için Escape.';

/**
 * The sortable list: `ids` in their shown order, `nameOf` for the
 * announcements, `onMove` with the new order of ids after a drop that moved something.
 */
export function SortableRows({
  ids,
  nameOf,
  onMove,
  children,
}: {
  ids: string[];
  nameOf: (id: UniqueIdentifier) => string;
  onMove: (ids: string[]) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} tutuldu, ${place(active.id)}. sırada.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} ${place(over.id)}. sıraya geldi.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} bırakıldı, ${place(over.id)}. sırada.` : `${nameOf(active.id)} bırakıldı.`,
    onDragCancel: ({ active }) => `Taşıma iptal edildi, ${nameOf(active.id)} yerinde kaldı.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      id={useId()}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A `<tr>` that moves while dragged; `disabled` keeps it still (a filtered list). */
export function SortableRow({
  id,
  className,
  disabled,
  children,
}: {
  id: string;
  className: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <HandleContext value={{ attributes, listeners, setActivatorNodeRef, disabled }}>
      <tr
        ref={setNodeRef}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        className={clsx(className, isDragging && 'relative z-10 bg-white shadow-lg dark:bg-slate-900')}
      >
        {children}
      </tr>
    </HandleContext>
  );
}

/** The row's grip: a button named `label` ('Sırayı değiştir: …'); absent outside a SortableRow. */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  if (!handle || handle.disabled) return null;
  return (
    <button
      type="button"
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...handle.listeners}
      aria-roledescription="sıralanabilir"
      aria-label={label}
      title="Sürükleyerek sırala"
      className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-600 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-800"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}
