/** Upload a resource: the file (type and size checked here, then from its bytes on the server), its title, category and description. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBytes } from '../book/rules';
import { FileDrop } from '../census/FileDrop';
import { SelectField } from '../ui/fields';
import { fieldErrorsOf } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { codeOptions, RESOURCE_CATEGORY_LABELS, type ResourceCategory } from '../ui/vocab';
import { titleFromFileName } from './library';
import { invalidateLibrary, RESOURCE_EXTENSIONS, RESOURCE_MAX_BYTES, uploadResource } from './queries';

export default function UploadResourceDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<ResourceCategory | ''>('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadResource({ file: file!, title, category: category as ResourceCategory, description }, setProgress),
    onSuccess: (r) => {
      void invalidateLibrary(queryClient);
      notify(`${r.title} is in the library`);
      onClose();
    },
    onError: () => setProgress(null),
  });
  const errors = fieldErrorsOf(upload.error);
  const close = () => {
    if (!upload.isPending) onClose();
  };
  const take = (f: File) => {
    setFile(f);
    if (!title.trim()) setTitle(titleFromFileName(f.name));
  };
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="upload-resource-title">
      <DialogTitle id="upload-resource-title">Upload a resource</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FileDrop
            testId="resource-drop"
            title="Drop the document here"
            extensions={RESOURCE_EXTENSIONS}
            maxBytes={RESOURCE_MAX_BYTES}
            hint={`PDF, Word, Excel, PowerPoint, CSV, text or images · up to ${formatBytes(RESOURCE_MAX_BYTES)}`}
            onFile={take}
            busy={upload.isPending}
            progress={upload.isPending ? (progress ?? 0) : null}
            error={errors.file}
          />
          <TextField label="Title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} required error={!!errors.title} helperText={errors.title ?? 'As your clients will see it'} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <SelectField label="Category" name="category" value={category} onPick={setCategory} options={codeOptions(RESOURCE_CATEGORY_LABELS)} empty="Choose a category" required error={!!errors.category} helperText={errors.category} />
          <TextField
            label="Description"
            name="description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            error={!!errors.description}
            helperText={errors.description ?? 'What it is for and who should read it (optional)'}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {upload.error && !Object.keys(errors).length ? <Alert severity="error">{upload.error.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!file || !category || !title.trim() || upload.isPending} onClick={() => upload.mutate()} data-testid="resource-upload">
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
