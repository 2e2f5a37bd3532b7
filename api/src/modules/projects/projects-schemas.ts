import { z } from 'zod';
import {
  messages,
  projectBoardSchema,
  projectDetailsSchema,
  projectListResponseSchema,
  projectMilestoneKeys,
  projectMilestoneUpdateSchema,
  projectPeopleSchema,
  projectsDefaultPageSize,
  projectsMaxPageSize,
  projectStatuses,
  projectUpdateSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const projectParamsSchema = z.strictObject({ id: idParam });
export const projectMilestoneParamsSchema = z.strictObject({
  id: idParam,
  key: z.enum(projectMilestoneKeys),
});

const idList = z.string().regex(/^\d+(,\d+)*$/, { error: messages.apiInvalidIdList });

/** Parses a validated comma-joined id list. */
export const idsOf = (list: string | undefined) =>
  list === undefined ? undefined : list.split(',').map(Number);

/** The filters of both lists and the board. */
const filterFields = {
  search: z.string().max(200).optional(),
  province: z.coerce.number().int().positive().optional(),
  owners: idList.optional(),
  status: z.enum(projectStatuses).optional(),
  /** `true`: only projects with a milestone past its planned date. */
  late: z.enum(['true', 'false']).optional(),
};

/** `GET /api/projects/`: Active Projects (`scope=active`) or Projects History (`scope=history`). */
export const projectListQuerySchema = z.strictObject({
  scope: z.enum(['active', 'history']).default('active'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(projectsMaxPageSize, { error: messages.apiPageSizeTooLarge })
    .default(projectsDefaultPageSize),
  milestone: z.enum(projectMilestoneKeys).optional(),
  ...filterFields,
});

/** `GET /api/projects/board/`: the active projects' filters, no paging. */
export const projectBoardQuerySchema = z.strictObject(filterFields);

export const projectUpdateBodySchema = projectUpdateSchema;
export const projectMilestoneBodySchema = projectMilestoneUpdateSchema;

export const projectResponseSchema = projectDetailsSchema.meta({ id: 'Project' });
export const projectListSchema = projectListResponseSchema.meta({ id: 'ProjectList' });
export const projectBoardResponseSchema = projectBoardSchema.meta({ id: 'ProjectBoard' });
export const projectPeopleResponseSchema = projectPeopleSchema.meta({ id: 'ProjectPeople' });
