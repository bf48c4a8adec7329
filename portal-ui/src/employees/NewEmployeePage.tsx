import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { emptyEmployee, employeeProblems, formToInput, type EmployeeForm } from './employeeForm';
import { EmployeeFormView } from './EmployeeFormView';
import { createEmployee, invalidateEmployees } from './queries';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { PageHeader } from '../ui/PageHeader';

/** `/dashboard/employees/new`: add one employee (and dependents) to a group. */
export default function NewEmployeePage() {
  usePageTitle('Add employee');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EmployeeForm>(() => emptyEmployee(search.get('group_id') ?? ''));
  const [tried, setTried] = useState(false);
  const create = useMutation({
    mutationFn: () => createEmployee(formToInput(form)),
    onSuccess: (e) => {
      invalidateEmployees(queryClient, e.group_id);
      navigate(`/dashboard/employees/${e.id}`);
    },
  });
  const errors = { ...fieldErrorsOf(create.error), ...(tried ? employeeProblems(form) : {}) };
  const submit = () => {
    setTried(true);
    if (Object.keys(employeeProblems(form)).length) return;
    create.mutate();
  };
  const back = search.get('group_id') ? `/dashboard/groups/${search.get('group_id')}/employees` : '/dashboard/employees';
  return (
    <Box>
      <PageHeader title="Add an employee" subtitle="Demographics, employment, coverage and dependents" crumbs={[{ label: 'Employees', to: '/dashboard/employees' }, { label: 'Add' }]} />
      <EmployeeFormView
        form={form}
        setForm={setForm}
        errors={errors}
        isNew
        busy={create.isPending}
        onSubmit={submit}
        footer={
          <Stack spacing={2}>
            {tried && Object.keys(errors).length ? null : <FormError error={create.error} />}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(back)}>Cancel</Button>
              <Button variant="contained" onClick={submit} disabled={create.isPending}>
                {create.isPending ? 'Adding…' : 'Add employee'}
              </Button>
            </Stack>
          </Stack>
        }
      />
    </Box>
  );
}
