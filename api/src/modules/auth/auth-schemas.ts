import { z } from 'zod';
import {
  authResponseSchema,
  devAccountSchema,
  emailLinkAnswerSchema,
  emailLinkRequestSchema,
  emailLinkSignInSchema,
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

export const emailLinkBodySchema = z
  .strictObject(emailLinkRequestSchema.shape)
  .meta({ id: 'EmailLinkRequest' });
export const emailLinkSignInBodySchema = z
  .strictObject(emailLinkSignInSchema.shape)
  .meta({ id: 'EmailLinkSignIn' });
export const emailLinkAnswerResponse = emailLinkAnswerSchema.meta({ id: 'EmailLinkAnswer' });
