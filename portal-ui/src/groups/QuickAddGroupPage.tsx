import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { createGroup, invalidateGroupLists } from './queries';
import { usePageTitle } from '../brand/BrandProvider';
import { planDateProblems, zip5, zipProblem } from '../book/rules';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { PageHeader } from '../ui/PageHeader';
import { DateField } from '../ui/fields';
import { ZipField } from '../ui/ZipField';

/** `/dashboard/groups/add`: the three facts that make a group; everything else can follow. */
export default function QuickAddGroupPage() {
  usePageTitle('Quick add a group');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [zip, setZip] = useState('');
  const [effective, setEffective] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const create = useMutation({
    mutationFn: () => createGroup({ name: name.trim(), zip: zip5(zip) ?? zip, effective_date: effective || undefined }),
    onSuccess: (g) => {
      invalidateGroupLists(queryClient);
      navigate(`/dashboard/groups/${g.id}/overview`);
    },
  });

  const server = fieldErrorsOf(create.error);
  const local: Record<string, string | null | undefined> = submitted
    ? { name: name.trim() ? null : 'enter the group name', zip: zipProblem(zip), effective_date: planDateProblems(effective, '').effective_date }
    : {};
  const err = (k: string) => local[k] ?? server[k] ?? undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!name.trim() || zipProblem(zip) || planDateProblems(effective, '').effective_date) return;
    create.mutate();
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title="Quick add a group" subtitle="Name, ZIP and effective date are enough to start; add the rest later." crumbs={[{ label: 'Groups', to: '/dashboard/groups' }, { label: 'Quick add' }]} />
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent>
          <Stack spacing={2}>
            <TextField label="Group name" name="name" required autoFocus value={name} onChange={(e) => setName(e.target.value)} error={!!err('name')} helperText={err('name') ?? 'The employer’s legal name'} />
            <ZipField value={zip} onChange={setZip} required error={err('zip')} />
            <DateField label="Effective date" name="effective_date" value={effective} onChange={(e) => setEffective(e.target.value)} error={!!err('effective_date')} helperText={err('effective_date') ?? 'When coverage would start (optional)'} />
            <FormError error={create.error} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to="/dashboard/groups">
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? 'Adding…' : 'Add group'}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Have the full details and a census at hand?{' '}
        <Link component={RouterLink} to="/dashboard/groups/new">
          Use the new-group wizard
        </Link>
        .
      </Typography>
    </Box>
  );
}
