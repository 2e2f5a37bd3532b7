/** Types of `dev-stack-env.mjs` (plain JavaScript so that scripts/cli.mjs runs on bare Node). */
export function devStackEnvironment(env: NodeJS.ProcessEnv): Record<string, string>;
