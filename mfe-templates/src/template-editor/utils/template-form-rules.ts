import { templateFormSchema, templateGroups, type TemplateGroup } from '@solar/shared';

/** The first problem of one form field, by the same rules the API applies. */
export function problemOf(field: 'name' | 'group', value: string): string | undefined {
  const result = templateFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function isTemplateGroup(value: string | null): value is TemplateGroup {
  return templateGroups.some((group) => group === value);
}
