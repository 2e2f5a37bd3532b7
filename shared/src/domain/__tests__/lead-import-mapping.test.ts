import {
  guessLeadImportColumns,
  leadImportColumnsSchema,
  leadInputOfValues,
  leadInputSchema,
  messages,
} from '..';

describe('guessLeadImportColumns', () => {
  it('matches header names without regard to case, spaces, dashes or underscores', () => {
    expect(
      guessLeadImportColumns([
        'E-Mail Address',
        'FIRST_NAME',
        'Last Name',
        'Mobile',
        'Street',
        'Lead source',
        'Product',
        'Comments',
        'Assigned to',
        'Unrelated',
      ]),
    ).toEqual({
      full_name: null,
      first_name: 1,
      last_name: 2,
      email: 0,
      phone: 3,
      address: 4,
      source: 5,
      interest: 6,
      notes: 7,
      owner: 8,
    });
  });

  it('uses a full-name column only when first and last names are not both there', () => {
    expect(guessLeadImportColumns(['Name', 'Email'])).toMatchObject({
      full_name: 0,
      first_name: null,
      email: 1,
    });
    expect(guessLeadImportColumns(['Name', 'First', 'Last'])).toMatchObject({
      full_name: null,
      first_name: 1,
      last_name: 2,
    });
  });

  it('leaves a field unmatched when no header names it, which the mapping schema refuses for the name', () => {
    const columns = guessLeadImportColumns(['Colour', 'Size']);
    expect(Object.values(columns).every((column) => column === null)).toBe(true);
    const result = leadImportColumnsSchema.safeParse(columns);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.importMappingNeedsName);
  });
});

describe('leadInputOfValues', () => {
  it('splits a full name at its last space and matches choices without regard to case', () => {
    const { input, ownerEmail } = leadInputOfValues({
      full_name: '  Marie  Anne Gallant ',
      email: 'MARIE@example.com',
      source: 'door to door',
      interest: 'battery',
      owner: 'Rep@Example.com',
    });
    expect(input).toMatchObject({
      first_name: 'Marie Anne',
      last_name: 'Gallant',
      source: 'Door-to-door',
      interest: 'Battery',
    });
    expect(ownerEmail).toBe('rep@example.com');
    expect(leadInputSchema.parse(input)).toMatchObject({ email: 'marie@example.com' });
  });

  it('keeps an unknown choice for the form’s message', () => {
    const unknown = leadInputOfValues({
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      source: 'Billboard',
      interest: 'Solar',
    }).input;
    const result = leadInputSchema.safeParse(unknown);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['source', messages.pleaseSelectLeadSource],
    ]);
  });

  it('reads a missing cell as empty, so a short row gets the form’s messages', () => {
    const { input } = leadInputOfValues({ first_name: 'Solo' });
    const result = leadInputSchema.safeParse(input);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(['last_name', 'source', 'interest']);
  });
});
