import { createAction, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * The store's slot for the RTK Query `api`'s middleware. The api (and RTK Query with it) is not part
 * of the start-up: the sign-in page does not need it, so `api.ts` adds its
 * middleware here, and its reducer to `rootReducer`, when it is first imported (after sign-in, or
 * when a signed-in page starts). One dynamic middleware serves every store built by
 * `createAppStore` (the page's and the tests'): each store applies what has been added so far.
 */
export const apiMiddleware = createDynamicMiddleware();

/**
 * Dispatched once the api has joined the stores: any action would do, this one names why. A store
 * built before the api was imported has no `api` state until its next action, and RTK Query reads
 * that state before its first request dispatches anything.
 */
export const apiAttached = createAction('api/attached');
