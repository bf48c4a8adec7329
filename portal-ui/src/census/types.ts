/** Types of the census and jobs operations, from the generated schema. */
import type { ApiRequestBody, ApiResponse, components } from '@canopy/api';

type S = components['schemas'];

export type CensusColumn = S['CensusColumn'];
export type FieldOption = S['FieldOption'];
export type CensusIssue = S['CensusIssue'];
export type SkippedRow = S['SkippedRow'];
export type CensusCounts = S['CensusCounts'];
export type CensusImport = S['CensusImport'];
export type MappingUpdate = ApiRequestBody<'/census-imports/{id}/mapping', 'put'>;
export type CensusRows = ApiResponse<'/census-imports/{id}/rows', 'get'>;
export type CensusRow = CensusRows['data'][number];
export type CensusDiff = ApiResponse<'/groups/{id}/census/diff', 'get'>;
export type CensusMember = CensusDiff['added'][number];
export type FileAnalysis = ApiResponse<'/census/analyse', 'post'>;
export type Job = S['Job'];
export type JobsPage = ApiResponse<'/jobs', 'get'>;
export type Storage = ApiResponse<'/storage', 'get'>;
