import type { Database } from '../../../api/src/db/database';

/** The week the calendar scenario shows (a Monday to a Monday, UTC). */
export const benchMeetingWeek = {
  from: '2030-01-07T00:00:00.000Z',
  to: '2030-01-14T00:00:00.000Z',
};
/** The team below the bench's caller, and the meetings in and around the week. */
const teamSize = 50;
const meetingsInWeek = 5000;
const meetingsAround = 10000;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Tops up (idempotently) a sales team of `teamSize` people reporting to `managerId`, with
 * `meetingsInWeek` meetings in the bench week and `meetingsAround` in the 30 weeks before it, each
 * with its organiser and one attendee of the team: the week view of "my team" then reads 5 000
 * meetings out of 15 000.
 */
export async function seedBenchMeetings(db: Database, managerId: number): Promise<void> {
  const query: Query = (text) =>
    (db as unknown as { $client: { query: Query } }).$client.query(text);
  await query(`INSERT INTO users (username, email, first_name, last_name, is_staff, manager_id)
    SELECT 'bench-meet-' || n, 'bench-meet-' || n || '@example.com', 'Bench', 'Rep ' || n, true,
      ${managerId}
    FROM generate_series(1, ${teamSize}) n ON CONFLICT DO NOTHING`);
  const [present] = (
    await query(`SELECT count(*)::int AS n FROM meetings WHERE title LIKE 'Bench meeting %'`)
  ).rows;
  if (Number(present?.n ?? 0) >= meetingsInWeek + meetingsAround) return;
  await query(`DELETE FROM meetings WHERE title LIKE 'Bench meeting %'`);
  await query(`WITH people AS (
      SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM users
      WHERE email LIKE 'bench-meet-%@example.com'
    ), m AS (
      INSERT INTO meetings (title, kind, starts_at, ends_at, time_zone, organiser_id, location)
      SELECT 'Bench meeting ' || g,
        (ARRAY['Site visit', 'Sales meeting', 'Follow-up call', 'Install walk-through'])[1 + g % 4],
        s.at, s.at + interval '45 minutes', 'America/Toronto', p.id, g || ' Bench Street'
      FROM generate_series(0, ${meetingsInWeek + meetingsAround - 1}) g
      JOIN people p ON p.k = g % ${teamSize}
      CROSS JOIN LATERAL (SELECT timestamptz '${benchMeetingWeek.from}'
        - CASE WHEN g < ${meetingsInWeek} THEN interval '0' ELSE (1 + g % 30) * interval '7 days' END
        + (g % 7) * interval '1 day' + interval '12 hours' + ((g / 7) % 10) * interval '1 hour' AS at) s
      RETURNING id, organiser_id, starts_at, ends_at
    )
    INSERT INTO meeting_participants (meeting_id, user_id, is_organiser, starts_at, ends_at)
    SELECT id, organiser_id, true, starts_at, ends_at FROM m
    UNION ALL
    SELECT m.id, p2.id, false, m.starts_at, m.ends_at FROM m
    JOIN people p1 ON p1.id = m.organiser_id
    JOIN people p2 ON p2.k = (p1.k + 1) % ${teamSize}`);
  // One statement per call: PGlite prepares what it is given, and a prepared statement holds one.
  for (const table of ['meetings', 'meeting_participants', 'users'])
    await query(`ANALYZE ${table}`);
}
