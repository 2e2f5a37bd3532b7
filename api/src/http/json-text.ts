/**
 * An answer the database already wrote as JSON text of the route's response shape (a calendar
 * range of thousands of meetings): it is sent as it is, without being read into objects, checked
 * against the schema and written out again, which cost more than the query itself. The route's
 * tests parse such answers with the same schema, so the shape is still held to.
 */
export class JsonText<T> {
  /** Only the type checker sees this: which shape the text holds. */
  declare readonly shape: T;

  /**
   * @param text the answer, as text or as its UTF-8 bytes
   * @param etag a strong entity tag of exactly this answer for this caller: the answer carries
   *   it, and a request that already holds it (`If-None-Match`) gets 304 without the body
   * @param gzipped the same answer gzipped, sent to a client that accepts gzip
   */
  constructor(
    readonly text: string | Buffer,
    readonly etag?: string,
    readonly gzipped?: Buffer,
  ) {}
}
