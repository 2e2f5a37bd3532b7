import { z } from 'zod';
import {
  calendarDaySchema,
  myTasksSchema,
  timelineEntrySchema,
  timelineFilters,
  timelineMaxPageSize,
  timelineMessageWriteSchema,
  timelineNoteWriteSchema,
  timelinePageSchema,
  timelineTaskPatchSchema,
  timelineTaskWriteSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

/** `?kind=` one filter, `?before=` the `next_before` of the page shown, `?limit=` a page's size. */
export const timelineQuerySchema = z.strictObject({
  kind: z.enum(timelineFilters).optional(),
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(timelineMaxPageSize).optional(),
});

/** `?today=YYYY-MM-DD`: the caller's calendar day (their time zone); the server's when absent. */
export const myTasksQuerySchema = z.strictObject({ today: calendarDaySchema.optional() });

export const timelineNoteBodySchema = timelineNoteWriteSchema;
export const timelineMessageBodySchema = timelineMessageWriteSchema;
export const timelineTaskBodySchema = timelineTaskWriteSchema;
export const timelineTaskPatchBodySchema = timelineTaskPatchSchema;

export const timelineEntryResponseSchema = timelineEntrySchema.meta({ id: 'TimelineEntry' });
export const timelinePageResponseSchema = timelinePageSchema.meta({ id: 'TimelinePage' });
export const myTasksResponseSchema = myTasksSchema.meta({ id: 'MyTasks' });
