/** Types of the identity, access and white-label operations, from the generated schema. */
import type { ApiRequestBody, ApiResponse } from '@canopy/api';

export type BrandSettings = ApiResponse<'/brand/settings', 'get'>;
export type BrandSettingsUpdate = ApiRequestBody<'/brand/settings', 'put'>;
export type Domain = ApiResponse<'/domains', 'get'>[number];
export type SsoConfig = ApiResponse<'/sso', 'get'>;
export type SsoUpdate = ApiRequestBody<'/sso', 'put'>;
export type SessionInfo = ApiResponse<'/me/sessions', 'get'>[number];
export type AgencyProfile = ApiResponse<'/agency', 'get'>;
