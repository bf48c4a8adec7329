import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { PageHeader } from '../ui/PageHeader';
import { PreviewBadge } from '../ui/PreviewBadge';
import { BenefitsArea, OVERVIEW, type ArrivalState } from './BenefitsArea';
import { CategoryFields } from './CategoryFields';
import { categoryBody, categoryForm, categoryUnsendable, type CategoryForm } from './optionForm';
import { createCategory, invalidateBenefits } from './queries';

/** `/2-future-features/benefits/categories/new`: a new category of the catalogue. */
export default function NewCategoryPage() {
  usePageTitle('New benefit category');
  return (
    <BenefitsArea write>
      <NewCategory />
    </BenefitsArea>
  );
}

function NewCategory() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CategoryForm>(categoryForm());
  const [submitted, setSubmitted] = useState(false);
  const create = useMutation({
    mutationFn: () => createCategory(categoryBody(form)),
    onSuccess: async (category) => {
      await invalidateBenefits(queryClient);
      navigate(OVERVIEW.to, { state: { notice: `${category.name} is in the catalogue` } satisfies ArrivalState });
    },
  });
  const local = submitted ? categoryUnsendable(form) : {};
  const server = fieldErrorsOf(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(categoryUnsendable(form)).length === 0) create.mutate();
  };
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader
        title={
          <>
            New category <PreviewBadge />
          </>
        }
        subtitle="A heading of the catalogue, such as dental, disability or voluntary benefits; its options come next."
        crumbs={[OVERVIEW, { label: 'New category' }]}
      />
      <Card component="form" onSubmit={submit} noValidate aria-label="New category">
        <CardContent>
          <Stack spacing={2}>
            <CategoryFields value={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} errors={(k) => local[k] ?? server[k]} autoFocus />
            <FormError error={create.error} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={OVERVIEW.to}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create category'}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
