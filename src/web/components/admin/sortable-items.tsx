/**
 * Reordering by drag (@dnd-kit/sortable), with the keyboard too (focus a handle, Space, arrows, Space). Each item
 * renders its own drag handle from the props it is given; the list reports the new order of ids.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

export type DragHandleProps = Record<string, unknown>;

export function SortableList({
  ids,
  onReorder,
  layout = 'list',
  children,
}: {
  ids: string[];
  onReorder: (ids: string[]) => void;
  layout?: 'list' | 'grid';
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable item: `render` gets the props for its drag handle (a button) and whether it is being dragged. */
export function SortableItem({
  id,
  as: Tag = 'div',
  className,
  render,
}: {
  id: string;
  as?: 'div' | 'tr' | 'li';
  className?: string;
  render: (handle: DragHandleProps, dragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 10 : undefined,
  };
  return (
    <Tag ref={setNodeRef as never} style={style} className={className}>
      {render({ ref: setActivatorNodeRef, ...attributes, ...listeners }, isDragging)}
    </Tag>
  );
}

/** Moves one id up or down by one (the buttons beside each drag handle). */
export function moveBy<T>(list: T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return list;
  return arrayMove(list, index, to);
}
