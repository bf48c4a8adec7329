/** Types of the groups, employees and census operations, all derived from the generated schema. */
import type { ApiRequestBody, ApiResponse, components } from '@canopy/api';

type S = components['schemas'];

export type Group = S['Group'];
export type GroupInput = ApiRequestBody<'/groups', 'post'>;
export type GroupPage = ApiResponse<'/groups', 'get'>;
export type Overview = ApiResponse<'/groups/{id}/overview', 'get'>;
export type Stats = Overview['stats'];
export type Count = Stats['tier_mix'][number];
export type GroupSettingsInput = ApiRequestBody<'/groups/{id}/settings', 'put'>;
export type StatusChange = ApiRequestBody<'/groups/{id}/status', 'post'>;
export type Contact = S['Contact'];
export type ContactInput = S['ContactInput'];
export type TeamMember = S['TeamMember'];
export type ZipLookup = ApiResponse<'/zip/{zip}', 'get'>;
export type EmployeeSummary = S['EmployeeSummary'];
export type EmployeePage = ApiResponse<'/employees', 'get'>;
export type Employee = ApiResponse<'/employees/{id}', 'get'>;
export type EmployeeInput = ApiRequestBody<'/employees', 'post'>;
export type Dependent = Employee['dependents'][number];
export type DependentInput = EmployeeInput['dependents'][number];
export type AuditEntry = S['AuditEntry'];
export type Member = S['Member'];
