import { daysSince } from '../days-since';
import { stageChartSummary } from '../stage-chart-summary';

describe('stageChartSummary', () => {
  it('names every stage with its count and the total, singular for one deal', () => {
    expect(
      stageChartSummary([
        { id: 1, name: 'Initial Contact', count: 1 },
        { id: 2, name: 'Closed Lost', count: 0 },
      ]),
    ).toBe('Deals by stage: Initial Contact 1, Closed Lost 0; 1 deal in all');
    expect(stageChartSummary([])).toBe('Deals by stage: no stages');
  });
});

describe('daysSince', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it('counts whole days and never goes below zero', () => {
    expect(daysSince('2026-11-20T13:00:00.000Z', now)).toBe(1);
    expect(daysSince('2026-11-22T11:00:00.000Z', now)).toBe(0);
    expect(daysSince('2026-11-23T11:00:00.000Z', now)).toBe(0);
    expect(daysSince('2026-01-01T12:00:00.000Z', now)).toBe(325);
  });
});
