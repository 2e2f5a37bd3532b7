import { z } from 'zod';
import { projectMaterialStatuses } from './project-material';

// Project Info Map: the upcoming installations with their material status.
export const projectMapShortageSchema = z.object({
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  needed: z.number().int(),
  available: z.number().int(),
  short_by: z.number().int(),
});
export type ProjectMapShortage = z.infer<typeof projectMapShortageSchema>;
export const projectMapInstallationSchema = z.object({
  project_id: z.number().int(),
  deal_id: z.number().int(),
  deal_name: z.string(),
  installation_date: z.string(),
  week: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(projectMaterialStatuses),
  shortages: z.array(projectMapShortageSchema),
});
export type ProjectMapInstallation = z.infer<typeof projectMapInstallationSchema>;
export const projectMapSchema = z.object({
  weeks: z.array(z.string()),
  installations: z.array(projectMapInstallationSchema),
});
export type ProjectMap = z.infer<typeof projectMapSchema>;
