import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { groupQuery, invalidateGroupLists, updateGroup } from './queries';
import { CompanyFields, CoverageFields } from './GroupFields';
import { formToInput, groupFormProblems, groupToForm, type GroupFormState } from './groupForm';
import { useGroup } from './context';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';

/** `/dashboard/groups/{id}/edit`: the group's facts, checked as typed and by the server. */
export default function GroupEdit() {
  const group = useGroup();
  const me = useMe();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Opened from the new-quote wizard to fix the ZIP: once saved, lead back to it.
  const fromQuote = search.get('from') === 'quote';
  const queryClient = useQueryClient();
  const [form, setForm] = useState<GroupFormState>(() => groupToForm(group));
  const [version, setVersion] = useState(group.version);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (c: Partial<GroupFormState>) => {
    setSaved(false);
    setForm((f) => ({ ...f, ...c }));
  };

  const save = useMutation({
    mutationFn: () => updateGroup(group.id, { ...formToInput(form), version }),
    onSuccess: (g) => {
      queryClient.setQueryData(groupQuery(g.id).queryKey, g);
      invalidateGroupLists(queryClient);
      setVersion(g.version);
      setForm(groupToForm(g));
      setSaved(true);
    },
  });

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...groupQuery(group.id), staleTime: 0 });
    setForm(groupToForm(fresh));
    setVersion(fresh.version);
    save.reset();
  };

  const problems = tried ? groupFormProblems(form) : {};
  const errors = { ...fieldErrorsOf(save.error), ...problems };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(groupFormProblems(form)).length) return;
    save.mutate();
  };
  const readOnly = !can(me, 'groups', 'write');

  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="group-edit">
      <CardContent>
        <Stack spacing={2.5}>
          {readOnly ? <Alert severity="info">You can see this group but not change it.</Alert> : null}
          <ConflictAlert error={save.error} onReload={() => void reload()} />
          <Typography variant="h6" component="h2">
            Company
          </Typography>
          <CompanyFields form={form} set={set} errors={errors} />
          <Divider />
          <Typography variant="h6" component="h2">
            Coverage and account
          </Typography>
          <CoverageFields form={form} set={set} errors={errors} />
          <FormError error={save.error} />
          {saved ? (
            <Alert
              severity="success"
              data-testid="saved"
              action={
                fromQuote ? (
                  <Button color="inherit" size="small" component={RouterLink} to={`/dashboard/groups/${group.id}/quote/new`}>
                    Back to the new quote
                  </Button>
                ) : undefined
              }
            >
              Saved.
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(`/dashboard/groups/${group.id}/overview`)}>Back to overview</Button>
            <Button type="submit" variant="contained" disabled={save.isPending || readOnly}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
