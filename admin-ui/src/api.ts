import type { ApiResponse } from '@canopy/api';

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
export type BrandSettings = ApiResponse<'/brand/settings', 'get'>;
export type SsoSettings = ApiResponse<'/sso', 'get'>;
export type Domain = ApiResponse<'/domains', 'get'>[number];
