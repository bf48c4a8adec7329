/** Types of the open-enrollment screen, all derived from the generated OpenAPI schema. */
import type { ApiRequestBody, ApiResponse, components } from '@canopy/api';

type S = components['schemas'];

export type EnrollmentWindow = S['EnrollmentWindow'];
export type EnrollmentProgress = S['EnrollmentProgress'];
export type EnrollmentDetail = ApiResponse<'/enrollments/{id}', 'get'>;
export type NewEnrollment = ApiRequestBody<'/groups/{id}/enrollments', 'post'>;
export type EligibilityPreview = ApiResponse<'/groups/{id}/enrollments/preview', 'post'>;
export type ParticipationCheck = S['ParticipationCheck'];
export type ElectionTally = S['ElectionTally'];
export type Participant = S['Participant'];
export type ParticipantPage = ApiResponse<'/enrollments/{id}/participants', 'get'>;
export type ElectionBrief = S['ElectionBrief'];
export type ParticipantDetail = ApiResponse<'/enrollments/{id}/participants/{employee_id}', 'get'>;
export type LineOffer = S['LineOffer'];
export type PlanOption = S['PlanOption'];
export type TierPrice = S['TierPrice'];
export type Submission = S['Submission'];
export type SubmitElections = ApiRequestBody<'/enrollments/{id}/participants/{employee_id}/elections', 'post'>;
export type ElectionInput = S['ElectionInput'];
export type ReminderResult = ApiResponse<'/enrollments/{id}/reminders', 'post'>;
export type LifeEvent = S['LifeEvent'];
export type LifeEventDecision = ApiRequestBody<'/life-events/{id}/decision', 'post'>;
export type EnrollmentCode = ApiResponse<'/groups/{id}/enrollment-code', 'get'>;
