/** A category changed in place from the overview, at the version read. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { CategoryFields } from './CategoryFields';
import { categoryBody, categoryForm, categoryUnsendable, type CategoryForm } from './optionForm';
import { invalidateBenefits, updateCategory, type BenefitCategory } from './queries';

export function CategoryDialog({ category, onClose }: { category: BenefitCategory; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CategoryForm>(categoryForm(category));
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: () => updateCategory(category.id, categoryBody(form, category.version)),
    onSuccess: async (saved) => {
      await invalidateBenefits(queryClient);
      notify(`${saved.name} is saved`);
      onClose();
    },
  });
  const local = submitted ? categoryUnsendable(form) : {};
  const server = fieldErrorsOf(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(categoryUnsendable(form)).length === 0) save.mutate();
  };
  const reload = async () => {
    await invalidateBenefits(queryClient);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>Edit {category.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ConflictAlert error={save.error} onReload={() => void reload()} />
          <CategoryFields value={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} errors={(k) => local[k] ?? server[k]} />
          <FormError error={save.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
