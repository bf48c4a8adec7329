/** Types of the employee self-service pages, all derived from the generated OpenAPI schema. */
import type { ApiRequestBody, ApiResponse, components } from '@canopy/api';

type S = components['schemas'];

export type MyBenefits = ApiResponse<'/my/benefits', 'get'>;
export type MyEnrollment = ApiResponse<'/my/enrollments/{id}', 'get'>;
export type MyWindow = S['MyWindow'];
export type MyDependent = S['MyDependent'];
export type MyProfile = S['MyProfile'];
export type MyDocument = S['MyDocument'];
export type LifeEvent = S['LifeEvent'];
export type LineOffer = S['LineOffer'];
export type PlanOption = S['PlanOption'];
export type TierPrice = S['TierPrice'];
export type Plan = S['Plan'];
export type Submission = S['Submission'];
export type Election = S['Election'];
export type ElectionInput = S['ElectionInput'];
export type DependentInput = S['DependentInput'];
export type HouseholdInput = ApiRequestBody<'/my/household', 'put'>;
export type SubmitElections = ApiRequestBody<'/my/enrollments/{id}/elections', 'post'>;
