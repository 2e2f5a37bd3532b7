import { useEffect, useRef } from 'react';
import type { SignInOutcome } from './use-sign-in';

/** Runs `prompt` after the outcome's delay when the provider's token was "used too early". */
export function useRetryTimer() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (outcome: SignInOutcome, prompt: () => void) => {
    if (outcome.kind !== 'retry') return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(prompt, outcome.retryAfterMs);
  };
}
