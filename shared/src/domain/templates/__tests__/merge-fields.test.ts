import { fillMergeFields, formatTemplateDate, isMergeField, mergeFields } from '../merge-fields';
import { sampleMergeValues } from '../merge-values';

describe('fillMergeFields', () => {
  it('replaces known fields that have a value', () => {
    const result = fillMergeFields('Contract for {{deal.name}} at {{ deal.address }}.', {
      'deal.name': 'Smith rooftop',
      'deal.address': '1 Main St',
    });
    expect(result).toEqual({
      text: 'Contract for Smith rooftop at 1 Main St.',
      unknown: [],
      unavailable: [],
    });
  });

  it('leaves unknown fields visible and reports each once', () => {
    const result = fillMergeFields(
      '{{deal.nmae}} and {{foo}} and {{deal.nmae}} for {{deal.name}}',
      {
        'deal.name': 'X',
      },
    );
    expect(result.text).toBe('{{deal.nmae}} and {{foo}} and {{deal.nmae}} for X');
    expect(result.unknown).toEqual(['deal.nmae', 'foo']);
    expect(result.unavailable).toEqual([]);
  });

  it('leaves known fields without a value visible and reports them as unavailable', () => {
    const result = fillMergeFields('{{customer.name}} pays {{proposal.total_with_tax}}', {
      'customer.name': null,
    });
    expect(result.text).toBe('{{customer.name}} pays {{proposal.total_with_tax}}');
    expect(result.unavailable).toEqual(['customer.name', 'proposal.total_with_tax']);
    expect(result.unknown).toEqual([]);
  });

  it('keeps an empty value as a real (empty) value', () => {
    expect(fillMergeFields('[{{deal.city}}]', { 'deal.city': '' }).text).toBe('[]');
  });

  it('does not treat single braces or malformed placeholders as fields', () => {
    const text = '{deal.name} {{}} {{deal name}} {{deal.name';
    expect(fillMergeFields(text, { 'deal.name': 'X' })).toEqual({
      text,
      unknown: [],
      unavailable: [],
    });
  });

  it('does not expand placeholders that appear inside a value', () => {
    expect(fillMergeFields('{{deal.name}}', { 'deal.name': '{{today}}' }).text).toBe('{{today}}');
  });
});

describe('merge field catalogue', () => {
  it('offers the merge fields templates are written with', () => {
    for (const key of [
      'deal.name',
      'deal.address',
      'customer.name',
      'proposal.system_size_kw',
      'proposal.total_with_tax',
      'today',
    ]) {
      expect(isMergeField(key)).toBe(true);
    }
    expect(isMergeField('deal.nmae')).toBe(false);
  });

  it('has sample values for every field, so the sample preview is complete', () => {
    const sample = sampleMergeValues(new Date(2026, 2, 5));
    expect(Object.keys(sample).sort()).toEqual(mergeFields.map((field) => field.key).sort());
    expect(sample.today).toBe('March 5, 2026');
  });

  it('formats dates in US long form', () => {
    expect(formatTemplateDate(new Date(2025, 11, 31))).toBe('December 31, 2025');
  });
});
