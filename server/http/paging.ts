export function paging(query: { page: number; per_page: number }): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}
