import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { employeeQuery, invalidateEmployees, updateEmployee } from './queries';
import type { Employee } from '../book/types';
import { employeeProblems, employeeToForm, formToInput, type EmployeeForm } from './employeeForm';
import { EmployeeFormView } from './EmployeeFormView';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { LoadError } from '../ui/states';
import { PageHeader } from '../ui/PageHeader';

function Editor({ employee }: { employee: Employee }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EmployeeForm>(() => employeeToForm(employee));
  const [version, setVersion] = useState(employee.version);
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () => updateEmployee(employee.id, formToInput(form, version)),
    onSuccess: (e) => {
      queryClient.setQueryData(employeeQuery(e.id).queryKey, e);
      invalidateEmployees(queryClient, e.group_id);
      navigate(`/dashboard/employees/${e.id}`);
    },
  });
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...employeeQuery(employee.id), staleTime: 0 });
    setForm(employeeToForm(fresh));
    setVersion(fresh.version);
    save.reset();
  };
  const errors = { ...fieldErrorsOf(save.error), ...(tried ? employeeProblems(form) : {}) };
  const submit = () => {
    setTried(true);
    if (Object.keys(employeeProblems(form)).length) return;
    save.mutate();
  };
  return (
    <EmployeeFormView
      form={form}
      setForm={setForm}
      errors={errors}
      isNew={false}
      busy={save.isPending}
      onSubmit={submit}
      top={<ConflictAlert error={save.error} onReload={() => void reload()} />}
      footer={
        <Stack spacing={2}>
          <FormError error={save.error} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(`/dashboard/employees/${employee.id}`)}>Cancel</Button>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </Stack>
        </Stack>
      }
    />
  );
}

/** `/dashboard/employees/{id}/edit`: every change is checked here and by the server, and audited. */
export default function EditEmployeePage() {
  const { id = '' } = useParams();
  const employee = useQuery(employeeQuery(id));
  const name = employee.data ? `${employee.data.first_name} ${employee.data.last_name}` : 'Employee';
  usePageTitle(`Edit ${name}`);
  return (
    <Box>
      <PageHeader
        title={`Edit ${name}`}
        subtitle={employee.data?.group_name}
        crumbs={[{ label: 'Employees', to: '/dashboard/employees' }, { label: name, to: `/dashboard/employees/${id}` }, { label: 'Edit' }]}
      />
      {employee.error ? <LoadError error={employee.error} retry={() => void employee.refetch()} what="the employee" /> : employee.isPending ? <Skeleton variant="rounded" height={480} /> : <Editor employee={employee.data} />}
    </Box>
  );
}
