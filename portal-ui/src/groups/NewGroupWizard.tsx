import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { createGroup, invalidateGroupLists } from './queries';
import { usePageTitle } from '../brand/BrandProvider';
import type { ContactInput, Group } from '../book/types';
import { contactProblems, ContactsEditor, emptyContact } from './ContactsEditor';
import { CompanyFields, CoverageFields } from './GroupFields';
import { COMPANY_FIELDS, COVERAGE_FIELDS, emptyGroupForm, formToInput, groupFormProblems, pick, type GroupFormState } from './groupForm';
import { PageLoading } from '../ui/states';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { PageHeader } from '../ui/PageHeader';

const CensusWizard = lazy(() => import('../census/CensusWizard'));

const STEPS = ['Company', 'Contacts', 'Current coverage', 'Census'];

/** `/dashboard/groups/new`: the full new-group wizard, ending with the census upload. */
export default function NewGroupWizard() {
  usePageTitle('New group');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<GroupFormState>(emptyGroupForm);
  const [contacts, setContacts] = useState<ContactInput[]>([emptyContact('hr')]);
  const [tried, setTried] = useState<Set<number>>(new Set());
  const [created, setCreated] = useState<Group | null>(null);
  const set = (c: Partial<GroupFormState>) => setForm((f) => ({ ...f, ...c }));

  const create = useMutation({
    mutationFn: () =>
      createGroup({
        ...formToInput(form),
        contacts: contacts
          .filter((c) => c.name.trim())
          .map((c) => ({ ...c, name: c.name.trim(), title: c.title?.trim() || undefined, email: c.email?.trim() || undefined, phone: c.phone?.trim() || undefined })),
      }),
    onSuccess: (g) => {
      setCreated(g);
      setStep(3);
      invalidateGroupLists(queryClient);
    },
  });

  const problems = groupFormProblems(form);
  const server = fieldErrorsOf(create.error);
  const stepProblems = [pick(problems, COMPANY_FIELDS), contacts.some((c) => Object.keys(contactProblems(c)).length) ? { contacts: 'x' } : {}, pick(problems, COVERAGE_FIELDS)];
  const errorsFor = (i: number) => (tried.has(i) ? { ...server, ...stepProblems[i] } : server);
  // A server error on an earlier step's field sends the person back there.
  const serverStep = Object.keys(server).some((k) => COMPANY_FIELDS.includes(k)) ? 0 : Object.keys(server).some((k) => k.startsWith('contacts')) ? 1 : null;

  const next = () => {
    setTried((t) => new Set(t).add(step));
    if (Object.keys(stepProblems[step] ?? {}).length) return;
    if (step === 2) create.mutate();
    else setStep(step + 1);
  };

  return (
    <Box>
      <PageHeader title="New group" subtitle="Company, contacts and current coverage, then the census." crumbs={[{ label: 'Groups', to: '/dashboard/groups' }, { label: 'New group' }]} />
      <Stepper activeStep={step} sx={{ mb: 2 }} alternativeLabel>
        {STEPS.map((label, i) => (
          <Step key={label} completed={i < step}>
            <StepLabel error={i < 3 && tried.has(i) && Object.keys(stepProblems[i] ?? {}).length > 0}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent>
          {step === 0 ? (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Company
              </Typography>
              <CompanyFields form={form} set={set} errors={errorsFor(0)} />
            </Stack>
          ) : step === 1 ? (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Contacts
              </Typography>
              <ContactsEditor contacts={contacts} onChange={setContacts} showErrors={tried.has(1)} serverErrors={server} />
            </Stack>
          ) : step === 2 ? (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Current coverage
              </Typography>
              <CoverageFields form={form} set={set} errors={errorsFor(2)} />
              {serverStep !== null ? (
                <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setStep(serverStep)}>Go to {STEPS[serverStep]}</Button>}>
                  The server found problems on the {STEPS[serverStep]} step.
                </Alert>
              ) : (
                <FormError error={create.error} />
              )}
            </Stack>
          ) : created ? (
            <Stack spacing={2}>
              <Alert severity="success" data-testid="group-created">
                {created.name} was added. Upload its census now, or later from the group’s census page.
              </Alert>
              <Suspense fallback={<PageLoading />}>
                <CensusWizard groupId={created.id} embedded onFinished={() => navigate(`/dashboard/groups/${created.id}/employees`)} />
              </Suspense>
            </Stack>
          ) : null}
          {step < 3 ? (
            <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
              {step === 0 ? (
                <Button component={RouterLink} to="/dashboard/groups">
                  Cancel
                </Button>
              ) : (
                <Button onClick={() => setStep(step - 1)}>Back</Button>
              )}
              <Button variant="contained" onClick={next} disabled={create.isPending}>
                {step === 2 ? (create.isPending ? 'Creating…' : 'Create group') : 'Next'}
              </Button>
            </Stack>
          ) : created ? (
            <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={`/dashboard/groups/${created.id}/overview`} data-testid="skip-census">
                Skip for now, open the group
              </Button>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
