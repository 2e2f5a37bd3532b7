/**
 * The `error` of a 409 answer to a save or delete made from an older copy of a record than the
 * stored one: someone else changed it since the user loaded it. Every versioned record (deals,
 * contacts, power bills, proposals, parts lists and their lines, templates, site sketches) answers
 * with this one code, so the browser recognises the conflict the same way everywhere.
 */
export const versionConflictCode = 'version_conflict';
