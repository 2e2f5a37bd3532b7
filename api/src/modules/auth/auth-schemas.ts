import { z } from 'zod';
import {
  authResponseSchema,
  devAccountSchema,
  googleSignInRequestSchema,
} from '@solar/shared/domain';

export const signInBodySchema = googleSignInRequestSchema.meta({ id: 'SignInRequest' });
export const signInResponseSchema = authResponseSchema.meta({ id: 'SignInResponse' });

export const devAccountsResponseSchema = z.array(devAccountSchema).meta({ id: 'DevAccounts' });

export const devIdTokenBodySchema = z
  .strictObject({ email: z.email().max(254) })
  .meta({ id: 'DevIdTokenRequest' });
export const devIdTokenResponseSchema = z
  .object({ id_token: z.string() })
  .meta({ id: 'DevIdTokenResponse' });

export const noContentSchema = z.null().describe('No content');
