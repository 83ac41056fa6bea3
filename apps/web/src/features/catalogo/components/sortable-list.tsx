// A reorderable list: drag and drop (mouse, touch, keyboard via @dnd-kit) plus up/down buttons, so it also works
// on a phone and without a pointer. Calls onReorder with the new id order.
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useCatalogoT } from '../i18n.ts';

interface Props<T extends { id: number }> {
  items: T[];
  enabled: boolean;
  onReorder: (ids: number[]) => void;
  render: (item: T) => ReactNode;
  label: (item: T) => string;
}

function Row({
  id,
  enabled,
  children,
  label,
  first,
  last,
  onMove,
}: {
  id: number;
  enabled: boolean;
  children: ReactNode;
  label: string;
  first: boolean;
  last: boolean;
  onMove: (d: -1 | 1) => void;
}) {
  const { t } = useCatalogoT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
  });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      data-testid={`linha-${id}`}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: isDragging ? 'action.hover' : 'background.paper',
        gap: 1,
        px: 1,
        flexWrap: 'wrap',
      }}
    >
      {enabled && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton
            size="small"
            aria-label={`${t('catalogo.arrastar')}: ${label}`}
            {...attributes}
            {...listeners}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${t('catalogo.subir')}: ${label}`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${t('catalogo.descer')}: ${label}`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      {children}
    </ListItem>
  );
}

export function SortableList<T extends { id: number }>({ items, enabled, onReorder, render, label }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id))));
  };
  const move = (index: number, d: -1 | 1) => onReorder(arrayMove(ids, index, index + d));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List disablePadding>
          {items.map((item, i) => (
            <Row
              key={item.id}
              id={item.id}
              enabled={enabled}
              label={label(item)}
              first={i === 0}
              last={i === items.length - 1}
              onMove={(d) => move(i, d)}
            >
              {render(item)}
            </Row>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
