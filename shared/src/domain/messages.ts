// Every user-facing message, as one namespace: `messages.loginSuccessful`. The texts live in
// ./message-texts.ts, one export each, so that bundlers keep only the ones an app reads.
import type * as messageTexts from './message-texts';

export * as messages from './message-texts';

export type MessageKey = keyof typeof messageTexts;
