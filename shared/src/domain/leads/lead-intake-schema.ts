import { z } from 'zod';
import { isReachable, unreachable } from '../deal-contacts/contact-schemas';
import { leadSources } from './lead-constants';
import { leadFieldsSchema } from './lead-schemas';

/**
 * `POST /api/public/leads/`: the lead form's fields and rules, as a website's form sends them;
 * the source is Website unless it says otherwise. Owner and status are the product's to set.
 */
export const leadIntakeSchema = leadFieldsSchema
  .pick({
    first_name: true,
    last_name: true,
    email: true,
    phone: true,
    address: true,
    interest: true,
    notes: true,
  })
  .extend({ source: z.enum(leadSources).default('Website') })
  .refine(isReachable, unreachable);
export type LeadIntake = z.input<typeof leadIntakeSchema>;
