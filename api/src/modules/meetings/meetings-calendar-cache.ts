import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Database } from '../../db/database';

/** One remembered range answer: its JSON bytes, their tag, and the counter they were read at. */
export interface CalendarAnswer {
  /** `meeting_calendar_version` read in the statement that produced the bytes. */
  version: number;
  body: Buffer;
  /** `body` gzipped, for browsers that accept it: a team's week shrinks about tenfold. */
  gzipped: Buffer;
  /** A strong HTTP entity tag of `body`, quoted. */
  etag: string;
}

const gzipped = promisify(gzip);

/**
 * How many bytes of answers one API process keeps per database (plain and gzipped): about thirty
 * weeks of a team with 5 000 meetings each, or thousands of a rep's own weeks. Beyond it the least recently used
 * answers are dropped; an answer larger than the whole bound is not kept.
 */
export const calendarCacheBytes = 32 * 1024 * 1024;

/**
 * Calendar range answers (`GET /api/crm/meetings/`) remembered by who asked and what, checked
 * against `meeting_calendar_version`.
 *
 * A team's week holds thousands of meetings, and reading and writing them costs far more than the
 * answer's budget; the same weeks are asked for again and again (every open calendar, every
 * dashboard). An answer is reused while the counter it was read at is still current: every
 * transaction that changes what a range shows or who may see it (a meeting, its participants, the
 * name or sales person of a deal with meetings, the sales-person tree) moves the counter at its
 * commit, whichever API process made the change, so a reused answer is never stale. The key holds
 * the caller, so one person's answer is never served to another.
 */
export class CalendarCache {
  private readonly entries = new Map<string, CalendarAnswer>();
  private heldBytes = 0;
  /** For tests and diagnostics: how many lookups found a current answer. */
  hits = 0;

  constructor(private readonly maxBytes = calendarCacheBytes) {}

  /** The answer remembered for `key` if it was read at `version`. */
  current(key: string, version: number): CalendarAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last, so the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /**
   * Remembers `body`, read at `version`, and answers it with its tag and its gzipped bytes
   * (compressed once here, off the event loop, instead of on every answer).
   */
  async remember(key: string, version: number, body: Buffer): Promise<CalendarAnswer> {
    const answer: CalendarAnswer = {
      version,
      body,
      gzipped: await gzipped(body),
      etag: entityTagOf(body),
    };
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (bytesOf(answer) > this.maxBytes) return answer;
    this.entries.set(key, answer);
    this.heldBytes += bytesOf(answer);
    for (const [oldest, entry] of this.entries) {
      if (this.heldBytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
    return answer;
  }

  private drop(key: string, entry: CalendarAnswer): void {
    this.entries.delete(key);
    this.heldBytes -= bytesOf(entry);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.heldBytes;
  }
}

/** What an answer holds in memory: its bytes and its gzipped bytes. */
function bytesOf(answer: CalendarAnswer): number {
  return answer.body.byteLength + answer.gzipped.byteLength;
}

function entityTagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

// One cache per database handle: counters of different databases (tests open several) are
// unrelated numbers.
const caches = new WeakMap<Database, CalendarCache>();

export function calendarCacheOf(db: Database): CalendarCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CalendarCache();
    caches.set(db, cache);
  }
  return cache;
}
