import { z } from 'zod';
import { guardSchema, lazySchema } from '../lazy-schema';

describe('response schemas for RTK Query without zod on the start path', () => {
  it('loads the real schema once, on the first validation, and validates with it', async () => {
    const load = jest.fn(async () => z.object({ id: z.number() }));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(schema['~standard'].validate({ id: 1, extra: true })).resolves.toEqual({
      value: { id: 1 },
    });
    const failed = await schema['~standard'].validate({ id: 'x' });
    expect(failed.issues?.length).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a type guard into a schema that reports what it expected', () => {
    const schema = guardSchema(
      (value: unknown): value is string => typeof value === 'string',
      'a string',
    );
    expect(schema['~standard'].validate('a')).toEqual({ value: 'a' });
    expect(schema['~standard'].validate(1)).toEqual({
      issues: [{ message: 'Expected a string' }],
    });
  });
});
