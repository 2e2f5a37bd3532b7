import { z } from 'zod';
import { environmentResponseSchema, menuItemSchema } from '@solar/shared/domain';

export const environmentSchema = environmentResponseSchema.meta({ id: 'Environment' });
export const menuResponseSchema = z.array(menuItemSchema).meta({ id: 'Menu' });
