/**
 * The parts of the Standard Schema v1 interface (standardschema.dev; the spec asks to copy its
 * types rather than depend on a package) that RTK Query's `responseSchema` uses.
 */
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };
interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/**
 * A response schema (Standard Schema, as RTK Query's `responseSchema` takes) whose real schema is
 * loaded on the first validation. The auth calls' zod schemas sit in a separate chunk this way:
 * zod is not part of the login page's first download, and RTK Query awaits the
 * asynchronous validation like a synchronous one.
 */
export function lazySchema<Output>(
  load: () => Promise<StandardSchemaV1<unknown, Output>>,
): StandardSchemaV1<Output> {
  let loaded: Promise<StandardSchemaV1<unknown, Output>> | null = null;
  return {
    '~standard': {
      version: 1,
      vendor: 'solar-lazy',
      validate: async (value) => {
        loaded ??= load();
        return (await loaded)['~standard'].validate(value);
      },
    },
  };
}

/**
 * A Standard Schema from a hand-written type guard, for the few responses the login page itself
 * reads (no zod on its start path). Each guard has a test that it agrees with the zod schema.
 */
export function guardSchema<Output>(
  isValid: (value: unknown) => value is Output,
  expected: string,
): StandardSchemaV1<Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'solar-guard',
      validate: (value) =>
        isValid(value) ? { value } : { issues: [{ message: `Expected ${expected}` }] },
    },
  };
}
