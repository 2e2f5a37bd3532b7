/**
 * An answer the database already wrote as JSON text of the route's response shape (a calendar
 * range of thousands of meetings): it is sent as it is, without being read into objects, checked
 * against the schema and written out again, which cost more than the query itself. The route's
 * tests parse such answers with the same schema, so the shape is still held to.
 */
export class JsonText<T> {
  /** Only the type checker sees this: which shape the text holds. */
  declare readonly shape: T;

  constructor(readonly text: string) {}
}
