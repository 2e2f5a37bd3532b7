import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of zod 4's internal definition this generator reads. */
interface ZodDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  values?: unknown[];
  entries?: Record<string, unknown>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  left?: z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Lengths and ranges are capped so a run stays fast; hostile variants cover the extremes. */
const maxGeneratedLength = 40;
const maxGeneratedItems = 4;
const numberSpan = 1_000_000;
const maxDepth = 4;

function stringArbitrary(def: ZodDef): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = maxGeneratedLength;
  let format = def.format;
  let pattern = def.pattern;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') minLength = check.minimum ?? 0;
    if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum ?? maxLength);
    if (check.check === 'length_equals') minLength = maxLength = check.length ?? 0;
    if (check.check === 'string_format') {
      format = check.format;
      pattern = check.pattern ?? pattern;
    }
  }
  maxLength = Math.max(minLength, maxLength);
  if (format === 'email') {
    // fast-check's addresses include forms zod's stricter pattern refuses; these pass both.
    return fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]([a-z0-9_+-]{0,14}[a-z0-9])?(\.[a-z0-9]{1,8})?$/),
        fc.constantFrom('example.com', 'mail.example.ca', 'solar.test'),
      )
      .map(([local, domain]) => `${local}@${domain}`);
  }
  if (format === 'regex' && pattern) {
    return fc
      .stringMatching(pattern)
      .filter((text) => text.length >= minLength && text.length <= Math.max(maxLength, 64));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    // zod counts UTF-16 units, fast-check graphemes: keep those within the schema's lengths.
    fc
      .string({ minLength, maxLength, unit: 'grapheme' })
      .filter((text) => text.length >= minLength && text.length <= maxLength),
  );
}

function numberArbitrary(def: ZodDef): fc.Arbitrary<number> {
  let integer = false;
  let min = -numberSpan;
  let max = numberSpan;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = check.inclusive ? check.value : check.value + (integer ? 1 : 1e-6);
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      max = check.inclusive ? check.value : check.value - (integer ? 1 : 1e-6);
    }
  }
  if (integer) {
    const low = Math.ceil(Math.max(min, -numberSpan));
    const high = Math.floor(Math.min(max, Math.max(low, numberSpan)));
    return fc.integer({ min: low, max: Math.max(low, high) });
  }
  const low = Math.max(min, -numberSpan);
  const high = Math.max(low, Math.min(max, numberSpan));
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Object values that are `undefined` are left out, as a JSON body or query string would. */
function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

/** Field name → values that name existing rows, used for that field at any depth. */
export type FieldValues = Readonly<Record<string, readonly unknown[]>>;

/**
 * A fast-check arbitrary producing values shaped like what `schema` accepts: right types, lengths
 * and ranges from its checks, every optional field sometimes left out. Refinements are not
 * solved, so some values are still refused; the fuzzing wants both kinds anyway. `fieldValues`
 * offers realistic values (existing row ids) for fields by name.
 */
export function arbitraryOf(
  schema: z.ZodType,
  depth = 0,
  fieldValues: FieldValues = {},
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined) =>
    next ? arbitraryOf(next, depth + 1, fieldValues) : fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: null }));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'nonoptional':
    case 'readonly':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return depth > maxDepth ? fc.constant(null) : inner(def.getter?.());
    case 'array': {
      let minLength = 0;
      let maxLength = maxGeneratedItems;
      for (const { _zod } of def.checks ?? []) {
        const check = _zod.def;
        if (check.check === 'min_length') minLength = check.minimum ?? 0;
        if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum ?? 0);
        if (check.check === 'length_equals') minLength = maxLength = check.length ?? 0;
      }
      // Exact lengths (twelve months) are kept even beyond the usual cap.
      maxLength = Math.max(minLength, maxLength);
      return depth > maxDepth && minLength === 0
        ? fc.constant([])
        : fc.array(inner(def.element), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'intersection':
      return inner(def.left);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'object':
      return fc
        .record(
          Object.fromEntries(
            Object.entries(def.shape ?? {}).map(([key, value]) => {
              const known = fieldValues[key];
              // Mostly a value that exists (a row id), sometimes what the schema allows.
              return [
                key,
                known && known.length > 0
                  ? fc.oneof(
                      { weight: 3, arbitrary: fc.constantFrom(...known) },
                      { weight: 1, arbitrary: inner(value) },
                    )
                  : inner(value),
              ];
            }),
          ),
        )
        .map(withoutUndefined);
    default:
      // unknown, any, transform, custom: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The top-level field names of an object schema (through optional, pipe and the like). */
export function fieldNamesOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return fieldNamesOf(def.innerType);
  if (def.type === 'pipe') return fieldNamesOf(def.in);
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(fieldNamesOf))];
  return [];
}
