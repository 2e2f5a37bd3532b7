/**
 * Every user-facing message, as one namespace: `messages.loginSuccessful`, the only copy of each
 * text (the browser and the API both read it). A text the specification names is quoted exactly.
 *
 * Where a new text goes: in `<area>/<area>-messages.ts` of the area whose page, form or route
 * says it (auth, shell, deals, deal-contacts, site-sketch, power-bills, proposals, bom,
 * templates, portal, dashboard, admin), next to the related texts; an answer any route may give
 * goes to `api-errors/`. A new area gets its own file, listed in ./all-messages.ts.
 *
 * One export per text rather than one object: an app's bundle then carries only the messages it
 * reads (`messages.x` is tracked per name through the namespace re-export), so the login page
 * does not download the whole product's texts.
 */
export * as messages from './all-messages';
