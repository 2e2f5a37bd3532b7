import { z } from 'zod';

/** The signed-in user as the API returns it. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  is_staff: z.boolean(),
});

export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const googleSignInRequestSchema = z
  .object({ access_token: z.string().min(1), token_type: z.literal('id_token') })
  .strict();
export type GoogleSignInRequest = z.infer<typeof googleSignInRequestSchema>;

export const environmentResponseSchema = z.object({ environment: z.string() });
export type EnvironmentResponse = z.infer<typeof environmentResponseSchema>;

/** A development identity provider account one can sign in as. */
export const devAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  is_staff: z.boolean(),
  description: z.string(),
});
export type DevAccount = z.infer<typeof devAccountSchema>;
