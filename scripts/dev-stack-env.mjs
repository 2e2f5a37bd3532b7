/**
 * What `npm start` and `npm run dev` add to the shell's environment for the API: the development
 * sign-in (the demo accounts' "Choose an account"), which the API itself leaves off, and a
 * loopback bind while it is on, since it signs anyone who reaches the API in as any account.
 * Choices made in the shell are kept; the API refuses the unsafe ones with a clear message.
 */

const onValues = ['true', 'on', '1', 'yes'];

/** @param {NodeJS.ProcessEnv} env @returns {Record<string, string>} */
export function devStackEnvironment(env) {
  const devSignIn = env.DEV_SIGN_IN?.trim() || 'true';
  // With Google configured the API ignores the development sign-in, so nothing needs hiding.
  const devSignInOn = onValues.includes(devSignIn.toLowerCase()) && !env.GOOGLE_CLIENT_ID?.trim();
  return {
    DEV_SIGN_IN: devSignIn,
    ...(devSignInOn && !env.BIND_ADDRESS?.trim() ? { BIND_ADDRESS: '127.0.0.1' } : {}),
  };
}
