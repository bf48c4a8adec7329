/** The benefits catalogue: its categories and their options, read, searched and saved. */
import type { ApiRequestBody, ApiResponse, paths } from '@canopy/api';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export type BenefitCategory = ApiResponse<'/benefit-categories/{id}', 'get'>;
export type BenefitCategoryInput = ApiRequestBody<'/benefit-categories', 'post'>;
export type BenefitOption = ApiResponse<'/benefit-options/{id}', 'get'>;
export type BenefitOptionInput = ApiRequestBody<'/benefit-options', 'post'>;
export type OptionQuery = NonNullable<paths['/benefit-options']['get']['parameters']['query']>;

export const benefitsKey = ['benefits'] as const;

/** Every category in the agency's order (an agency has a few dozen at most). */
export const categoriesQuery = queryOptions({
  queryKey: [...benefitsKey, 'categories'],
  queryFn: () => unwrap(api.GET('/benefit-categories', { params: { query: { per_page: 200 } } })),
});

export const optionsQuery = (query: OptionQuery) =>
  queryOptions({
    queryKey: [...benefitsKey, 'options', query],
    queryFn: () => unwrap(api.GET('/benefit-options', { params: { query } })),
    placeholderData: keepPreviousData,
  });

export const optionQuery = (id: string) =>
  queryOptions({
    queryKey: [...benefitsKey, 'option', id],
    queryFn: () => unwrap(api.GET('/benefit-options/{id}', { params: { path: { id } } })),
  });

/** After a change, every list and count of the catalogue is read again. */
export function invalidateBenefits(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: benefitsKey });
}

export function createCategory(body: BenefitCategoryInput) {
  return unwrap(api.POST('/benefit-categories', { body }));
}

export function updateCategory(id: string, body: BenefitCategoryInput) {
  return unwrap(api.PUT('/benefit-categories/{id}', { params: { path: { id } }, body }));
}

export function createOption(body: BenefitOptionInput) {
  return unwrap(api.POST('/benefit-options', { body }));
}

export function updateOption(id: string, body: BenefitOptionInput) {
  return unwrap(api.PUT('/benefit-options/{id}', { params: { path: { id } }, body }));
}
