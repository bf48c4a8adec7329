import type { ApiResponse } from '@canopy/api';

export type Brand = ApiResponse<'/brand', 'get'>;
export type Me = ApiResponse<'/me', 'get'>;
export type Role = Me['role'];
export type Agency = ApiResponse<'/agencies/{id}', 'get'>;
export type Member = ApiResponse<'/members/{id}', 'get'>;
export type ClientError = ApiResponse<'/client-errors/{id}', 'get'>;
