/** A carrier's checklist: each item ticked, owned, dated, noted and given a document, saved as it changes. */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api';
import { documentHref } from '../documents/queries';
import { formatDate, formatDateTime } from '../ui/dates';
import { DateField, SelectField, selectNamed } from '../ui/fields';
import { useNotify } from '../ui/notify';
import { implementationKey, invalidateImplementation, itemState, replaceItem, saveItem, type ChecklistItem, type ItemUpdate } from './queries';

/** Who can own an item and what can be attached to it, as picker options. */
export interface ItemChoices {
  team: readonly (readonly [string, string])[];
  documents: readonly (readonly [string, string])[];
}

/** On a phone the title, owner and due date take a line each, the note and the attachment share one. */
const ROW_COLUMNS = {
  xs: '36px 1fr 1fr',
  md: '36px minmax(200px, 2fr) 170px 156px minmax(140px, 1.4fr) 220px',
};

/** `implemented`: the carrier is marked implemented, and its done items stay done. */
export function ChecklistTable({
  groupId,
  items,
  editable,
  implemented,
  choices,
}: {
  groupId: string;
  items: ChecklistItem[];
  editable: boolean;
  implemented: boolean;
  choices: ItemChoices;
}) {
  return (
    <Box component="ul" aria-label="Checklist" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <ChecklistRow key={item.id} groupId={groupId} item={item} editable={editable} implemented={implemented} choices={choices} />
      ))}
    </Box>
  );
}

function ChecklistRow({ groupId, item, editable, implemented, choices }: { groupId: string; item: ChecklistItem; editable: boolean; implemented: boolean; choices: ItemChoices }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = !!item.done_at;
  // The typed fields save when left; a newer version of the item (saved here or elsewhere) replaces what was typed.
  const [draft, setDraft] = useState({ version: item.version, due: item.due_on ?? '', note: item.note ?? '' });
  if (draft.version !== item.version) setDraft({ version: item.version, due: item.due_on ?? '', note: item.note ?? '' });

  const save = useMutation({
    mutationFn: (change: Partial<ItemUpdate>) => saveItem(item.id, { ...itemState(item), ...change }),
    onSuccess: (saved) => {
      replaceItem(queryClient, groupId, saved);
      invalidateImplementation(queryClient, groupId);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'stale_version') {
        notify(`Someone else changed “${item.title}” since you opened it, so your change was not saved. It now shows theirs.`, 'error');
        void queryClient.invalidateQueries({ queryKey: implementationKey(groupId) });
      } else {
        const fields = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
        notify(`“${item.title}” was not saved: ${fields[0] ?? error.message}`, 'error');
      }
    },
  });
  const busy = save.isPending;
  // A tick shows at once, until the saved item (or the refusal) settles it.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const tick = (checked: boolean) => {
    setTicking(checked);
    save.mutate({ done: checked }, { onSettled: () => setTicking(null) });
  };
  // A field left while its own save is on the way has nothing new to save.
  const commitDue = () => {
    if (!busy && draft.due !== (item.due_on ?? '')) save.mutate({ due_on: draft.due || undefined });
  };
  const commitNote = () => {
    if (!busy && draft.note.trim() !== (item.note ?? '')) save.mutate({ note: draft.note.trim() || undefined });
  };
  const teamOptions = withCurrent(choices.team, item.owner_id, item.owner_name ?? 'Former team member');
  const documentOptions = withCurrent(choices.documents, item.document_id, item.document_name ?? 'Attached document');

  return (
    <Box
      component="li"
      data-testid="checklist-item"
      data-done={done}
      data-overdue={item.overdue}
      aria-busy={busy}
      sx={{
        display: 'grid',
        gridTemplateColumns: ROW_COLUMNS,
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        opacity: busy ? 0.7 : 1,
      }}
    >
      <Checkbox
        checked={ticking ?? done}
        disabled={!editable || busy || (implemented && done)}
        onChange={(e) => tick(e.target.checked)}
        slotProps={{ input: { 'aria-label': `Done: ${item.title}` } }}
        sx={{ p: 0.5 }}
      />
      <Box sx={{ minWidth: 0, gridColumn: { xs: '2 / 4', md: 'auto' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="item-title">
            {item.title}
          </Typography>
          {item.required ? <Chip label="Required" size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} /> : null}
          {item.overdue ? <Chip label="overdue" size="small" color="error" sx={{ height: 20, fontSize: 11 }} data-testid="item-overdue" /> : null}
        </Stack>
        <Typography variant="caption" color="text.secondary" data-testid="item-done-by">
          {done
            ? `Done${item.done_by_name ? ` by ${item.done_by_name}` : ''} · ${formatDateTime(item.done_at)}`
            : item.kind === 'group_number'
              ? 'Ticks itself when the group number is recorded'
              : null}
        </Typography>
      </Box>
      {editable ? (
        <>
          <Cell phone="2 / 4">
            <SelectField
              label="Owner"
              size="small"
              fullWidth
              value={item.owner_id ?? ''}
              options={teamOptions}
              empty="Unassigned"
              onPick={(owner) => save.mutate({ owner_id: owner || undefined })}
              disabled={busy}
              slotProps={{ select: { SelectDisplayProps: selectNamed(`Owner of ${item.title}`) } }}
            />
          </Cell>
          <Cell phone="2 / 4">
            <DateField
              label="Due"
              size="small"
              fullWidth
              value={draft.due}
              error={item.overdue}
              onChange={(e) => setDraft({ ...draft, due: e.target.value })}
              onBlur={commitDue}
              disabled={busy}
              slotProps={{ htmlInput: { 'aria-label': `Due date of ${item.title}` } }}
            />
          </Cell>
          <Cell phone="2">
            <TextField
              label="Note"
              size="small"
              fullWidth
              value={draft.note}
              onChange={(e) => setDraft({ ...draft, note: e.target.value })}
              onBlur={commitNote}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitNote();
              }}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': `Note on ${item.title}` } }}
            />
          </Cell>
          <Cell phone="3">
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <SelectField
                label="Attachment"
                size="small"
                fullWidth
                value={item.document_id ?? ''}
                options={documentOptions}
                empty={choices.documents.length ? 'None' : 'No documents in this group'}
                onPick={(documentId: string) => save.mutate({ document_id: documentId || undefined })}
                disabled={busy}
                slotProps={{ select: { SelectDisplayProps: selectNamed(`Attachment of ${item.title}`) } }}
              />
              {item.document_id ? (
                <IconButton size="small" href={documentHref(item.document_id)} download aria-label={`Download ${item.document_name ?? 'the attachment'}`}>
                  <DownloadIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          </Cell>
        </>
      ) : (
        <>
          <Cell phone="2 / 4" label="Owner">{item.owner_name ?? 'Unassigned'}</Cell>
          <Cell phone="2 / 4" label="Due">
            <Box component="span" sx={{ color: item.overdue ? 'error.main' : undefined, fontWeight: item.overdue ? 600 : undefined }}>
              {formatDate(item.due_on)}
            </Box>
          </Cell>
          <Cell phone="2" label="Note">{item.note ?? '—'}</Cell>
          <Cell phone="3" label="Attachment">
            {item.document_id ? (
              <Link href={documentHref(item.document_id)} download underline="hover">
                {item.document_name ?? 'Download'}
              </Link>
            ) : (
              '—'
            )}
          </Cell>
        </>
      )}
    </Box>
  );
}

/** The options with the item's current choice among them, should it no longer be on offer (someone who left the team). */
function withCurrent(options: ItemChoices['team'], id: string | undefined, name: string): ItemChoices['team'] {
  return id && !options.some(([option]) => option === id) ? [...options, [id, name]] : options;
}

/** One of an item's fields: in its column on a wide screen, in the `phone` column(s) under the title on a phone; read-only ones carry their label. */
function Cell({ phone, label, children }: { phone: string; label?: string; children: ReactNode }) {
  return (
    <Box sx={{ gridColumn: { xs: phone, md: 'auto' }, minWidth: 0 }}>
      {label ? (
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, display: 'block' }}>
            {label}
          </Box>
          {children}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}
