import { config, z } from 'zod';
import { validateWithoutEval } from '../validate-without-eval';

describe('validateWithoutEval', () => {
  it("switches zod's eval shortcut off through the setting zod itself reads", () => {
    expect(config().jitless).not.toBe(true);
    validateWithoutEval();
    expect(config().jitless).toBe(true);
    // Validation still works the interpreted way.
    expect(z.object({ a: z.number() }).safeParse({ a: 'x' }).success).toBe(false);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
