import { isDeepStrictEqual } from 'node:util';
import { demoAccountEmails, messages, versionConflictCode } from '@solar/shared/domain';

/**
 * The contended half of the PostgreSQL load test: two reps and their manager edit the same deals,
 * contacts and power bills at once, the way people do when a page stays open while someone else
 * saves, and several of them create a deal of one name at one address at the same moment. Each
 * editor reads a record, saves it from the version it read and, when told someone else saved
 * first (409), reads again and retries a few times. Every successful save goes into a ledger
 * that `ledgerProblems` holds against the database afterwards.
 */

const { manager, rep1, rep2 } = demoAccountEmails;
/** Each rep edits their own contended deal; the manager edits both, as the rep's team lead. */
export const editorAccounts = [rep1, rep1, rep1, rep2, rep2, rep2, manager, manager, manager];
/** One session each, all creating a deal of the same name at one address every round. */
export const racerAccounts = [rep1, rep2, manager, rep1, rep2, manager];
/** Tries per edit (the first and its retries after a conflict) before the editor moves on. */
const maxAttempts = 5;
const contactsPerDeal = 2;

interface ContentionReference {
  stage: number;
  status: number;
  province: number;
  powerCompany: number;
  contactType: number;
}

type RecordKind = 'deal' | 'bill' | 'contact';
export const recordKinds: readonly RecordKind[] = ['deal', 'bill', 'contact'];

/** One successful save, as its editor saw it. */
export interface Save {
  kind: RecordKind;
  id: number;
  /** The version the editor read and sent. */
  from: number;
  /** The version the answer says the save produced. */
  to: number;
  /** What the save wrote, in the form `contentOf*` gives for a stored row. */
  content: string;
  /** A contact save that moved the deal's primary mark here, which changes the other contact. */
  tookPrimary: boolean;
}

/** A contended record's version and content, before or after the run. */
export interface RecordState {
  kind: RecordKind;
  id: number;
  deal: number;
  version: number;
  content: string;
}

export const contentOfDeal = (name: string) => name;
export const contentOfBill = (name: string, usages: readonly number[]) =>
  `${name} [${usages.join(' ')}]`;
export const contentOfContact = (firstName: string, email: string, notes: string) =>
  `${firstName} <${email}> ${notes}`;

interface ContendedDeal {
  id: number;
  bill: number;
  contacts: number[];
  /** The accounts allowed to edit it: its rep and their manager. */
  editors: string[];
}

export interface ContentionSetup {
  deals: ContendedDeal[];
  /** The address every racer creates its deals at. */
  raceAddress: Record<string, unknown>;
  raceAddressId: number;
}

interface Answer {
  status: number;
  body: unknown;
}

type Send = (method: string, path: string, body?: unknown) => Promise<Answer>;

/**
 * The API processes under test (their base URLs). Each sender sends its requests to them in turn,
 * as a round-robin load balancer does, so a record read through one is saved through another.
 */
export type Replicas = readonly [string, ...string[]];

function sender(replicas: Replicas, token: string, first = 0): Send {
  let next = first;
  return async (method, path, body) => {
    const baseUrl = replicas[next % replicas.length]!;
    next += 1;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
}

const versionConflictAnswer = {
  message: messages.recordVersionConflict,
  error: versionConflictCode,
};
const nameTakenAnswer = { message: messages.dealNameAlreadyExists };

const addressOf = (street: string, reference: ContentionReference) => ({
  address: street,
  city_text: 'Summerside',
  province: reference.province,
  postal_code: 'C1N 1B6',
  latitude: 46.39,
  longitude: -63.78,
});

const monthsOf = (seed: number) =>
  Array.from({ length: 12 }, (_, month) => ({ month: month + 1, usage: (seed % 900) + month }));

/**
 * Each rep creates one deal with a power bill and two contacts; the manager creates the deal
 * that makes the race address exist before the racers use it.
 */
export async function setUpContention(
  replicas: Replicas,
  tokenFor: (email: string) => Promise<string>,
  reference: ContentionReference,
): Promise<ContentionSetup> {
  const expectCreated = async (send: Send, path: string, body: unknown) => {
    const answer = await send('POST', path, body);
    if (answer.status !== 201) {
      throw new Error(`setup ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body as { id: number; address: { address_id: number } };
  };
  const contended: ContendedDeal[] = [];
  for (const rep of [rep1, rep2]) {
    const send = sender(replicas, await tokenFor(rep));
    const deal = await expectCreated(send, '/api/crm/deals/', {
      name: `Contended ${rep}`,
      stage: reference.stage,
      status: reference.status,
      address: addressOf(`1 Contended ${rep} Lane`, reference),
    });
    const bill = await expectCreated(send, '/api/crm/power-bills/', {
      deal: deal.id,
      power_company: reference.powerCompany,
      bill_name: 'Contended bill',
      details: monthsOf(0),
    });
    const contacts: number[] = [];
    for (let index = 0; index < contactsPerDeal; index += 1) {
      const contact = await expectCreated(send, `/api/crm/plus/deal/${deal.id}/contacts/`, {
        contact_type: reference.contactType,
        first_name: `Contended ${index}`,
        last_name: 'Contact',
        email: `contended${index}@example.com`,
      });
      contacts.push(contact.id);
    }
    contended.push({ id: deal.id, bill: bill.id, contacts, editors: [rep, manager] });
  }
  const raceAddress = addressOf('1 Race Address Road', reference);
  const base = await expectCreated(sender(replicas, await tokenFor(manager)), '/api/crm/deals/', {
    name: 'Race base',
    stage: reference.stage,
    status: reference.status,
    address: raceAddress,
  });
  return { deals: contended, raceAddress, raceAddressId: base.address.address_id };
}

export interface EditorResult {
  saves: Save[];
  conflicts: Map<RecordKind, number>;
  /** Edits given up after `maxAttempts` conflicts in a row. */
  gaveUp: number;
  errors: string[];
}

/** One editor: until `until` (and at least `minimumEdits` edits), edits a random record it may. */
export async function runEditor(
  index: number,
  email: string,
  token: string,
  replicas: Replicas,
  setup: ContentionSetup,
  reference: ContentionReference,
  until: number,
  minimumEdits: number,
  random: () => number,
): Promise<EditorResult> {
  const send = sender(replicas, token, index);
  const mine = setup.deals.filter((deal) => deal.editors.includes(email));
  const result: EditorResult = { saves: [], conflicts: new Map(), gaveUp: 0, errors: [] };
  let serial = 0;
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;

  /** Read, then save from the version read; on a conflict read again and retry. */
  async function edit(
    kind: RecordKind,
    id: number,
    read: () => Promise<{ version: number; isPrimary?: boolean } | null>,
    save: (version: number) => { path: string; body: Record<string, unknown>; content: string },
  ): Promise<void> {
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const current = await read();
      if (!current) return;
      serial += 1;
      const { path, body, content } = save(current.version);
      const answer = await send('PUT', path, { ...body, version: current.version });
      if (answer.status === 200) {
        result.saves.push({
          kind,
          id,
          from: current.version,
          to: (answer.body as { version: number }).version,
          content,
          tookPrimary: body.is_primary === true && current.isPrimary === false,
        });
        return;
      }
      if (answer.status === 409 && isDeepStrictEqual(answer.body, versionConflictAnswer)) {
        result.conflicts.set(kind, (result.conflicts.get(kind) ?? 0) + 1);
        continue;
      }
      result.errors.push(`PUT ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
      return;
    }
    result.gaveUp += 1;
  }

  const readOk = async <T>(path: string): Promise<T | null> => {
    const answer = await send('GET', path);
    if (answer.status === 200) return answer.body as T;
    result.errors.push(`GET ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  };

  for (let edits = 0; Date.now() < until || edits < minimumEdits; edits += 1) {
    const deal = pick(mine);
    const roll = random();
    try {
      if (roll < 1 / 3) {
        await edit(
          'deal',
          deal.id,
          () => readOk<{ version: number }>(`/api/crm/dealdetails/${deal.id}/`),
          () => {
            const name = `Contended by ${index} #${serial}`;
            return { path: `/api/crm/deals/${deal.id}/`, body: { name }, content: name };
          },
        );
      } else if (roll < 2 / 3) {
        await edit(
          'bill',
          deal.bill,
          () => readOk<{ version: number }>(`/api/crm/power-bills/${deal.bill}/`),
          () => {
            const name = `Bill by ${index} #${serial}`;
            const details = monthsOf(index * 1000 + serial);
            return {
              path: `/api/crm/power-bills/${deal.bill}/`,
              body: {
                deal: deal.id,
                power_company: reference.powerCompany,
                bill_name: name,
                details,
              },
              content: contentOfBill(
                name,
                details.map((month) => month.usage),
              ),
            };
          },
        );
      } else {
        const contactId = pick(deal.contacts);
        const takePrimary = random() < 0.4;
        await edit(
          'contact',
          contactId,
          async () => {
            const contacts = await readOk<{ id: number; version: number; is_primary: boolean }[]>(
              `/api/crm/plus/deal/${deal.id}/contacts/`,
            );
            const contact = contacts?.find((row) => row.id === contactId);
            return contact ? { version: contact.version, isPrimary: contact.is_primary } : null;
          },
          () => {
            const firstName = `Editor ${index}`;
            const email = `editor${index}-${serial}@example.com`;
            const notes = `Save #${serial}`;
            return {
              path: `/api/crm/plus/deal/${deal.id}/contacts/${contactId}/`,
              body: {
                contact_type: reference.contactType,
                first_name: firstName,
                last_name: 'Contact',
                email,
                notes,
                ...(takePrimary ? { is_primary: true } : {}),
              },
              content: contentOfContact(firstName, email, notes),
            };
          },
        );
      }
    } catch (error) {
      result.errors.push(`editor ${index}: ${(error as Error).message}`);
    }
  }
  return result;
}

export interface RaceResult {
  rounds: number;
  created: number;
  /** Rounds in which other than exactly one create succeeded. */
  badRounds: string[];
  refused: number;
  errors: string[];
}

/**
 * Rounds of every racer creating a deal of one name (in differing case and spacing) at the race
 * address at once: the one-name-per-address rule lets exactly one create through per round.
 */
export async function runNameRaces(
  tokens: string[],
  replicas: Replicas,
  setup: ContentionSetup,
  reference: ContentionReference,
  until: number,
  minimumRounds: number,
): Promise<RaceResult> {
  // Racer i starts at replica i, so each round's creates arrive through every replica at once.
  const senders = tokens.map((token, index) => sender(replicas, token, index));
  const result: RaceResult = { rounds: 0, created: 0, badRounds: [], refused: 0, errors: [] };
  while (Date.now() < until || result.rounds < minimumRounds) {
    result.rounds += 1;
    const name = `Race round ${result.rounds}`;
    const spellings = [name, ` ${name.toLowerCase()}`, `${name.toUpperCase()} `];
    const answers = await Promise.all(
      senders.map((send, index) =>
        send('POST', '/api/crm/deals/', {
          name: spellings[index % spellings.length],
          stage: reference.stage,
          status: reference.status,
          address: setup.raceAddress,
        }).catch((error: Error) => ({ status: 0, body: error.message })),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201).length;
    result.created += created;
    if (created !== 1) result.badRounds.push(`${name}: ${created} created`);
    for (const answer of answers) {
      if (answer.status === 201) continue;
      if (answer.status === 409 && isDeepStrictEqual(answer.body, nameTakenAnswer)) {
        result.refused += 1;
      } else {
        result.errors.push(`POST deal "${name}" → ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
  }
  return result;
}

/**
 * What the ledger of successful saves says the database must hold, as a list of what does not:
 * - every save produced the version after the one it was made from, and no two saves of a record
 *   produced the same version (a save from an older version never went through);
 * - a deal's or bill's saves are its only changes, so their versions run gap-free from the one
 *   before the run to the stored one;
 * - a contact also changes when another contact takes the primary mark from it, so its deal's
 *   contacts moved by exactly their saves plus the saves that took the mark;
 * - the stored content is the last successful save's (or the original, when none succeeded).
 */
export function ledgerProblems(
  saves: readonly Save[],
  before: readonly RecordState[],
  after: readonly RecordState[],
): string[] {
  const problems: string[] = [];
  const key = (state: { kind: RecordKind; id: number }) => `${state.kind} ${state.id}`;
  const initial = new Map(before.map((state) => [key(state), state]));
  const movedByDeal = new Map<number, { moved: number; explained: number }>();
  for (const stored of after) {
    const name = key(stored);
    const start = initial.get(name)!;
    const own = saves.filter((save) => key(save) === name).sort((a, b) => a.to - b.to);
    for (const save of own) {
      if (save.to !== save.from + 1) {
        problems.push(`${name}: a save from version ${save.from} produced version ${save.to}`);
      }
    }
    const versions = own.map((save) => save.to);
    if (new Set(versions).size !== versions.length) {
      problems.push(`${name}: several saves produced one version (${versions.join(', ')})`);
    }
    if (stored.kind === 'contact') {
      const tally = movedByDeal.get(stored.deal) ?? { moved: 0, explained: 0 };
      tally.moved += stored.version - start.version;
      tally.explained += own.length;
      movedByDeal.set(stored.deal, tally);
    } else {
      const expected = own.map((_, index) => start.version + index + 1);
      if (!isDeepStrictEqual(versions, expected) || stored.version !== start.version + own.length) {
        problems.push(
          `${name}: went from version ${start.version} to ${stored.version}, ` +
            `successful saves produced ${versions.join(', ') || 'none'}`,
        );
      }
    }
    const last = own.at(-1);
    const expectedContent = last ? last.content : start.content;
    if (stored.content !== expectedContent) {
      problems.push(`${name}: holds "${stored.content}", the last save wrote "${expectedContent}"`);
    }
    if (last && stored.version < last.to) {
      problems.push(`${name}: stored version ${stored.version} is older than a save's ${last.to}`);
    }
  }
  const contactDeal = new Map(
    after.filter((state) => state.kind === 'contact').map((state) => [state.id, state.deal]),
  );
  for (const save of saves.filter((entry) => entry.kind === 'contact' && entry.tookPrimary)) {
    movedByDeal.get(contactDeal.get(save.id)!)!.explained += 1;
  }
  for (const [deal, tally] of movedByDeal) {
    if (tally.moved !== tally.explained) {
      problems.push(
        `deal ${deal}: its contacts' versions moved ${tally.moved}, ` +
          `saves and primary moves explain ${tally.explained}`,
      );
    }
  }
  return problems;
}
