/**
 * The `message` field of a failed call's body (the spec's "server's message field"), or the
 * fallback when the answer had none (network failure, timeout, a body that is not ours).
 */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return fallback;
}
