/** Types of the plan-design screen, all derived from the generated OpenAPI schema. */
import type { ApiRequestBody, ApiResponse, components } from '@canopy/api';

type S = components['schemas'];

export type PlanDesign = ApiResponse<'/plan-designs/{id}', 'get'>;
export type PlanDesignSummary = S['PlanDesignSummary'];
export type DesignInput = ApiRequestBody<'/groups/{id}/plan-designs', 'post'>;
export type DesignModel = S['DesignModel'];
export type PlanModel = S['PlanModel'];
export type TierModel = S['TierModel'];
export type DesignCheck = S['DesignCheck'];
export type DesignEvent = S['DesignEvent'];
export type ContributionRule = S['ContributionRule'];
export type Plan = S['Plan'];
export type Carrier = ApiResponse<'/catalogue/carriers', 'get'>[number];
export type QuoteSummary = S['QuoteSummary'];
export type Quote = ApiResponse<'/quotes/{id}', 'get'>;
export type Decision = ApiRequestBody<'/plan-designs/{id}/decision', 'post'>;
