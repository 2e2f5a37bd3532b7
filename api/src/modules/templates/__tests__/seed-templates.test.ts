import { templateCreateSchema, templateGroups } from '@solar/shared/domain';
import { seedTemplateDefinitions } from '../seed-templates';

describe('seed templates', () => {
  it('has one template per group', () => {
    expect(seedTemplateDefinitions.map(({ template }) => template.group).sort()).toEqual(
      [...templateGroups].sort(),
    );
  });

  it.each(seedTemplateDefinitions.map((entry) => [entry.seedKey, entry] as const))(
    '%s passes the rules every saved template passes',
    (_key, { template }) => {
      const result = templateCreateSchema.safeParse(template);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );
});
