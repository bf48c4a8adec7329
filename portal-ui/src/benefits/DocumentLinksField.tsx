/** Links to an option's documents: each a name and a web address. */
import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentRow } from './optionForm';

const MAX_DOCUMENTS = 10;

export function DocumentLinksField({ rows, onChange, errors }: { rows: DocumentRow[]; onChange: (rows: DocumentRow[]) => void; errors: (field: string) => string | undefined }) {
  const set = (i: number, patch: Partial<DocumentRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1.5}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No documents yet: link the benefits summary, the certificate or the rate sheet where the carrier publishes them.
        </Typography>
      ) : null}
      {rows.map((row, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="document-row">
          <TextField
            label="Document"
            name={`documents[${i}].name`}
            value={row.name}
            onChange={(e) => set(i, { name: e.target.value })}
            error={!!errors(`documents[${i}].name`)}
            helperText={errors(`documents[${i}].name`) ?? ' '}
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label="Web address"
            name={`documents[${i}].url`}
            placeholder="https://"
            value={row.url}
            onChange={(e) => set(i, { url: e.target.value })}
            error={!!errors(`documents[${i}].url`)}
            helperText={errors(`documents[${i}].url`) ?? ' '}
            sx={{ flex: 3 }}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <IconButton aria-label={`Remove ${row.name || `document ${i + 1}`}`} onClick={() => onChange(rows.filter((_, j) => j !== i))} sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      {errors('documents') ? (
        <Typography variant="body2" color="error">
          {errors('documents')}
        </Typography>
      ) : null}
      <div>
        <Button size="small" startIcon={<AddLinkIcon />} disabled={rows.length >= MAX_DOCUMENTS} onClick={() => onChange([...rows, { name: '', url: '' }])}>
          Add a document link
        </Button>
      </div>
    </Stack>
  );
}
