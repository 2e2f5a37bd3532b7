import { z } from 'zod';
import { idParam } from '../../http/id-param';

export {
  forecastDealsQuerySchema,
  forecastDealsSchema,
  forecastItemDealsQuerySchema,
  forecastItemDealsSchema,
  forecastItemsSchema,
  forecastSchema,
  forecastStageSchema,
  forecastStageUpdateSchema,
} from '@solar/shared/domain';

export const stageIdParamsSchema = z.strictObject({ stageId: idParam });
