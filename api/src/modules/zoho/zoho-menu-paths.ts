/** Menu paths that grant the zoho routes (a superuser holds every path). */
export const bomPaths = ['zoho/bom'] as const;
export const syncPaths = ['zoho/zoho-api'] as const;
