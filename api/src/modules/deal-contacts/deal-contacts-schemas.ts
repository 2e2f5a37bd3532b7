import { z } from 'zod';
import { idParam } from '../../http/id-param';

export const dealParamsSchema = z.strictObject({ dealId: idParam });
export const contactParamsSchema = z.strictObject({ dealId: idParam, contactId: idParam });
