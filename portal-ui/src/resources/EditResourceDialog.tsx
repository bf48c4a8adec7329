/** Edit a resource's title, category and description at the version read; someone else's change since is offered to reload. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../ui/fields';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { codeOptions, RESOURCE_CATEGORY_LABELS, type ResourceCategory } from '../ui/vocab';
import { invalidateLibrary, resourceQuery, updateResource, type Resource } from './queries';

export default function EditResourceDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [read, setRead] = useState(resource);
  const [title, setTitle] = useState(resource.title);
  const [category, setCategory] = useState<ResourceCategory>(resource.category);
  const [description, setDescription] = useState(resource.description);
  const save = useMutation({
    mutationFn: () => updateResource(read.id, { title, category, description, version: read.version }),
    onSuccess: (r) => {
      void invalidateLibrary(queryClient);
      notify(`${r.title} is saved`);
      onClose();
    },
  });
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...resourceQuery(read.id), staleTime: 0 });
    setRead(fresh);
    setTitle(fresh.title);
    setCategory(fresh.category);
    setDescription(fresh.description);
    save.reset();
    void invalidateLibrary(queryClient);
  };
  const errors = fieldErrorsOf(save.error);
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="edit-resource-title">
      <DialogTitle id="edit-resource-title">Edit {read.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ConflictAlert error={save.error} onReload={() => void reload()} />
          <TextField label="Title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} required error={!!errors.title} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <SelectField label="Category" name="category" value={category} onPick={setCategory} options={codeOptions(RESOURCE_CATEGORY_LABELS)} />
          <TextField
            label="Description"
            name="description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            error={!!errors.description}
            helperText={errors.description ?? `${read.file_name} · the file stays as it is`}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormError error={save.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!title.trim() || save.isPending} onClick={() => save.mutate()} data-testid="resource-save">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
