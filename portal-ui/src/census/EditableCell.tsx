/** One cell of the census grid: focusable from the keyboard, corrected in place. */
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import { useRef, useState, type KeyboardEvent } from 'react';

type Props = {
  value: string;
  severity?: 'error' | 'warning';
  title?: string;
  disabled: boolean;
  label: string;
  /** `row:column` within the page, for the grid's arrow keys. */
  position: string;
  /** The grid's one cell in the tab order. */
  active: boolean;
  onFocus: () => void;
  onSave: (value: string) => void;
  /** Editing ended from the keyboard: the grid puts the focus back on this cell. */
  onDone: () => void;
};

const typedCharacter = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

export function EditableCell({ value, severity, title, disabled, label, position, active, onFocus, onSave, onDone }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const cancelled = useRef(false);
  const bg = severity ? (theme: Theme) => alpha(severity === 'error' ? theme.palette.error.main : theme.palette.warning.main, 0.14) : undefined;
  const startEditing = (initial: string) => {
    if (disabled) return;
    setDraft(initial);
    setEditing(true);
  };

  const cell = (
    <TableCell
      data-severity={severity}
      data-cell={position}
      tabIndex={active ? 0 : -1}
      aria-label={editing ? undefined : `${label}: ${value || 'empty'}${title ? ` (${title})` : ''}`}
      onFocus={onFocus}
      onClick={() => startEditing(value)}
      onKeyDown={(e) => {
        if (editing) return;
        if (e.key === 'Enter' || e.key === 'F2') {
          e.preventDefault();
          startEditing(value);
        } else if (e.key === 'Backspace' || e.key === 'Delete') {
          e.preventDefault();
          startEditing('');
        } else if (typedCharacter(e)) {
          e.preventDefault();
          startEditing(e.key);
        }
      }}
      sx={{
        bgcolor: bg,
        outline: severity ? 1 : 0,
        outlineColor: severity === 'error' ? 'error.main' : 'warning.main',
        outlineOffset: -1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        whiteSpace: 'nowrap',
        maxWidth: 220,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        cursor: disabled ? undefined : 'text',
        fontFamily: 'monospace',
        fontSize: 12.5,
        p: editing ? 0 : undefined,
      }}
    >
      {editing ? (
        <InputBase
          autoFocus
          value={draft}
          fullWidth
          inputProps={{ 'aria-label': label }}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            setEditing(false);
            if (!cancelled.current && draft !== value) onSave(draft);
            cancelled.current = false;
          }}
          onKeyDown={(e) => {
            // Keys typed into the cell are the cell's, not the grid's arrow keys.
            e.stopPropagation();
            if (e.key === 'Enter' || e.key === 'Escape') {
              e.preventDefault();
              cancelled.current = e.key === 'Escape';
              // Back to the cell: leaving the input saves (or, after Escape, drops) the draft.
              onDone();
            }
          }}
          sx={{ px: 1, fontFamily: 'monospace', fontSize: 12.5, bgcolor: 'background.paper', outline: 2, outlineColor: 'primary.main' }}
        />
      ) : (
        value || <Box component="span" sx={{ color: 'text.disabled' }}>∅</Box>
      )}
    </TableCell>
  );
  return title && !editing ? (
    <Tooltip title={title} placement="top">
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}
