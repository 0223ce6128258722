import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Folder } from '@inkstone/shared/api/textEditor';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNotes, type NoteFilter } from '../queries';
import { NoteListItem } from './NoteListItem';

const ROW_HEIGHT = 64;

interface Props {
  filter: NoteFilter;
  folders: Folder[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The notes of the current filter, virtualised and paged so thousands of notes stay fast. */
export function NoteList({ filter, folders, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isPending } = useNotes(filter);
  const notes = data?.pages.flatMap((page) => page.items) ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders the list itself on scroll; this component is not memoised for it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: notes.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= notes.length - 10) void fetchNextPage();
  }, [lastIndex, notes.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!isPending && notes.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
        {filter.search ? t('No notes match your search') : t('No notes here yet')}
      </Typography>
    );
  }
  return (
    <Box ref={scroller} sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }} data-testid="note-list">
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const note = notes[item.index];
          if (!note) return null;
          return (
            <Box
              key={note.id}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <NoteListItem note={note} folders={folders} isSelected={note.id === selectedId} onSelect={onSelect} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
