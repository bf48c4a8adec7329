import type { ApiRequestBody, ApiResponse } from '@canopy/api';

export type Brand = ApiResponse<'/brand', 'get'>;
export type Me = ApiResponse<'/me', 'get'>;
export type Role = Me['role'];
export type Agency = ApiResponse<'/agencies/{id}', 'get'>;
export type Member = ApiResponse<'/members/{id}', 'get'>;
export type ClientError = ApiResponse<'/client-errors/{id}', 'get'>;
export type Invite = ApiResponse<'/invites/{id}', 'get'>;
export type RoleDef = ApiResponse<'/roles', 'get'>[number] & { id: string };
export type Permission = ApiResponse<'/permissions', 'get'>[number];
export type AuditEntry = ApiResponse<'/audit-log/{id}', 'get'>;
export type OutboxMessage = ApiResponse<'/outbox/{id}', 'get'>;
/** A message sent from the help centre's contact form (the API serves them as a list only). */
export type SupportRequest = ApiResponse<'/support-requests', 'get'>['data'][number];
/** Someone who joined the early-access waitlist. */
export type EarlyAccessSignup = ApiResponse<'/early-access/signups', 'get'>['data'][number];
/** What someone of an agency said about a preview feature. */
export type PreviewFeedback = ApiResponse<'/preview-feedback', 'get'>['data'][number];
/** A help article the agency wrote for its clients. */
export type AgencyArticle = ApiResponse<'/agency-articles/{id}', 'get'>;
export type AgencyArticleInput = ApiRequestBody<'/agency-articles', 'post'>;
export type BrandSettings = ApiResponse<'/brand/settings', 'get'>;
export type SsoSettings = ApiResponse<'/sso', 'get'>;
export type Domain = ApiResponse<'/domains', 'get'>[number];
export type Carrier = ApiResponse<'/catalogue/carriers/{id}', 'get'>;
export type CarrierInput = ApiRequestBody<'/catalogue/carriers', 'post'>;
export type Plan = ApiResponse<'/catalogue/plans/{id}', 'get'>;
export type PlanInput = ApiRequestBody<'/catalogue/plans', 'post'>;
export type RateRange = ApiResponse<'/catalogue/plans/{id}/rate-ranges', 'get'>[number];
export type PlanRates = ApiResponse<'/catalogue/plans/{id}/rates', 'get'>;
export type RatesImported = ApiResponse<'/catalogue/rates/import', 'post'>;
export type CataloguePlan = ApiResponse<'/admin/billing/plans/{id}', 'get'>;
export type CataloguePlanInput = ApiRequestBody<'/admin/billing/plans/{id}', 'put'>;
export type AgencyBilling = ApiResponse<'/admin/billing/agencies/{id}', 'get'>;
export type Usage = AgencyBilling['usage'][number];
export type BillingEvent = AgencyBilling['events'][number];
/** The signed-in agency's own billing: its subscription, usage against its limits, Stripe configured or not. */
export type OwnBilling = ApiResponse<'/billing', 'get'>;
export type OwnSubscription = NonNullable<OwnBilling['subscription']>;
export type Invoice = ApiResponse<'/billing/invoices', 'get'>[number];
/** Whether the agency is closing, and until when its owner can reopen it. */
export type AgencyClosure = ApiResponse<'/agency/closure', 'get'>;
