import { z } from 'zod';
import { citySchema, countrySchema } from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const provinceParamsSchema = z.strictObject({ provinceId: idParam });
export const citiesQuerySchema = z.strictObject({ province: idParam.optional() });

export const countriesSchema = z.array(countrySchema).meta({ id: 'Countries' });
export const citiesSchema = z.array(citySchema).meta({ id: 'Cities' });
