/** The employee query keys (apart from the calls, so a page that only refreshes employees loads no more). */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (query: Record<string, string | number | undefined>) => [...employeeKeys.all, 'list', query] as const,
  detail: (id: string) => [...employeeKeys.all, id] as const,
  history: (id: string) => [...employeeKeys.detail(id), 'history'] as const,
  benefits: (id: string) => [...employeeKeys.detail(id), 'benefits'] as const,
};
