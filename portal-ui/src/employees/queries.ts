/** The employee reads and the calls that add, change and terminate an employee. */
import { API_BASE, type ApiRequestBody } from '@canopy/api';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import type { EmployeeInput } from '../book/types';
import { invalidateGroup } from '../groups/queries';
import { employeeKeys } from './keys';

export { employeeKeys };

export type EmployeeUpdate = ApiRequestBody<'/employees/{id}', 'put'>;
export type Termination = ApiRequestBody<'/employees/{id}/terminate', 'post'>;

export const employeesQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: () => unwrap(api.GET('/employees', { params: { query: query as never } })),
    placeholderData: keepPreviousData,
  });

export const employeeQuery = (id: string) =>
  queryOptions({ queryKey: employeeKeys.detail(id), queryFn: () => unwrap(api.GET('/employees/{id}', { params: { path: { id } } })) });

export const employeeHistoryQuery = (id: string) =>
  queryOptions({ queryKey: employeeKeys.history(id), queryFn: () => unwrap(api.GET('/employees/{id}/history', { params: { path: { id } } })) });

export const employeeBenefitsQuery = (id: string) =>
  queryOptions({ queryKey: employeeKeys.benefits(id), queryFn: () => unwrap(api.GET('/employees/{id}/benefits', { params: { path: { id } } })) });

/** Where the filtered list downloads (a plain link: the browser keeps the session cookie); `search` is `?format=…&…`. */
export function employeesExportHref(search: string): string {
  return `${API_BASE}/employees/export${search}`;
}

export function createEmployee(body: EmployeeInput) {
  return unwrap(api.POST('/employees', { body }));
}

export function updateEmployee(id: string, body: EmployeeUpdate) {
  return unwrap(api.PUT('/employees/{id}', { params: { path: { id } }, body }));
}

export function terminateEmployee(id: string, body: Termination) {
  return unwrap(api.POST('/employees/{id}/terminate', { params: { path: { id } }, body }));
}

/** The full SSN of the employee or of one of their dependents (each reveal is audited by the server). */
export function revealSsn(employeeId: string, dependentId?: string) {
  return unwrap(api.POST('/employees/{id}/reveal-ssn', { params: { path: { id: employeeId } }, body: dependentId ? { dependent_id: dependentId } : {} }));
}

/** After an employee of `groupId` changes: every employee read, and the group's (counts, census). */
export function invalidateEmployees(queryClient: QueryClient, groupId: string) {
  void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
  void invalidateGroup(queryClient, groupId);
}
