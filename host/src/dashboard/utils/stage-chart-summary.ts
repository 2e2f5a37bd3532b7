import type { DashboardCount } from '@solar/shared';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The chart's accessible name: every stage's count in order, then the total. */
export function stageChartSummary(stages: readonly DashboardCount[]): string {
  if (stages.length === 0) return 'Deals by stage: no stages';
  const total = stages.reduce((sum, stage) => sum + stage.count, 0);
  const parts = stages.map((stage) => `${stage.name} ${stage.count}`);
  return `Deals by stage: ${parts.join(', ')}; ${plural(total, 'deal')} in all`;
}
