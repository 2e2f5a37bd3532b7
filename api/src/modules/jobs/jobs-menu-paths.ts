/** The administration page of background jobs; its holders may read and retry anyone's job. */
export const jobsAdminPaths = ['admin/jobs'] as const;
