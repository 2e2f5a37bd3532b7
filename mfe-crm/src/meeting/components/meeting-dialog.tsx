import { Button, Checkbox, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  browserTimeZone,
  firstErrorByField,
  FormDialog,
  FormField,
  meetingInputSchema,
  meetingKinds,
  messages,
  notify,
  SelectField,
  useVersionConflict,
  type Meeting,
  type MeetingConflict,
  type MeetingInput,
  type MeetingPeople,
  type NamedItem,
} from '@solar/shared';
import { useCrmDealContactsQuery } from '../../deal-contacts/api/deal-contacts-endpoints';
import {
  useCrmCreateMeetingMutation,
  useCrmMeetingConflictsMutation,
  useCrmUpdateMeetingMutation,
} from '../api/meeting-endpoints';
import { fieldsOf, instantOf } from '../utils/meeting-times';
import { DealSearchSelect } from './deal-search-select';
import { DoubleBookingWarning } from './double-booking-warning';

/** What the dialog opens on: a new meeting in a chosen slot, or a meeting to edit. */
export type MeetingDialogTarget =
  | { mode: 'create'; start: string; end: string }
  | { mode: 'edit'; meeting: Meeting; start?: string; end?: string };

interface MeetingDialogProps {
  target: MeetingDialogTarget;
  people: MeetingPeople;
  onClose: () => void;
  /** The edited meeting changed under the user: load it again (the calendar refetches). */
  onReload: () => void;
  /** Downloads the edited meeting's .ics file. */
  onDownload: (meeting: Meeting) => void;
  /** Asks to cancel the edited meeting. */
  onDelete: (meeting: Meeting) => void;
}

type Field =
  'title' | 'kind' | 'start' | 'end' | 'location' | 'deal_id' | 'contact_id' | 'notes' | 'outcome';

/**
 * Books or edits a meeting: title, kind, the date and times (in the user's zone, the keyboard's
 * way to reschedule), location, the linked deal and its contact, attendees, notes and outcome.
 * Before saving it asks who is already booked then; when someone is, it shows the warning and
 * the save button becomes "Save anyway".
 */
export function MeetingDialog({
  target,
  people,
  onClose,
  onReload,
  onDownload,
  onDelete,
}: MeetingDialogProps) {
  const meeting = target.mode === 'edit' ? target.meeting : null;
  // A drag that double-books opens the dialog at the new times, with the warning.
  const startFields = fieldsOf(target.start ?? meeting?.start ?? '');
  const endFields = fieldsOf(target.end ?? meeting?.end ?? '');
  const [title, setTitle] = useState(meeting?.title ?? '');
  const [kind, setKind] = useState<string>(meeting?.kind ?? meetingKinds[0]);
  const [date, setDate] = useState(startFields.date);
  const [startTime, setStartTime] = useState(startFields.time);
  const [endTime, setEndTime] = useState(endFields.time);
  const [location, setLocation] = useState(meeting?.location ?? '');
  const [deal, setDeal] = useState<NamedItem | null>(meeting?.deal ?? null);
  const [contactId, setContactId] = useState(meeting?.contact ? String(meeting.contact.id) : '');
  const [attendeeIds, setAttendeeIds] = useState<number[]>(
    meeting?.attendees.map((person) => person.id) ?? [],
  );
  const [notes, setNotes] = useState(meeting?.notes ?? '');
  const [outcome, setOutcome] = useState(meeting?.outcome ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [conflicts, setConflicts] = useState<MeetingConflict[]>([]);
  /** The warning was shown for exactly these times and people: a second save goes ahead. */
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [create, creating] = useCrmCreateMeetingMutation();
  const [update, updating] = useCrmUpdateMeetingMutation();
  const [checkConflicts] = useCrmMeetingConflictsMutation();
  const contacts = useCrmDealContactsQuery(deal?.id ?? 0, { skip: deal === null });
  const conflict = useVersionConflict(() => {
    onReload();
    onClose();
  });
  const saving = creating.isLoading || updating.isLoading;
  const organiserId = meeting?.organiser.id ?? people.me.id;
  const start = instantOf(date, startTime);
  const end = instantOf(date, endTime);
  const checkKey = JSON.stringify([start, end, organiserId, [...attendeeIds].sort()]);

  // The warning follows the times and people as they are chosen, before any save.
  useEffect(() => {
    if (start === null || end === null || end <= start) {
      setConflicts([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void checkConflicts({
        start,
        end,
        people: [organiserId, ...attendeeIds],
        exclude_id: meeting?.id ?? null,
      })
        .unwrap()
        .then((answer) => {
          if (current) setConflicts(answer.conflicts);
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // checkKey holds start, end and the people.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkKey]);

  const input = (): MeetingInput => ({
    title,
    kind: kind as MeetingInput['kind'],
    start: start ?? '',
    end: end ?? '',
    time_zone: meeting?.time_zone ?? browserTimeZone(),
    location,
    deal_id: deal?.id ?? null,
    lead_id: meeting?.lead_id ?? null,
    organiser_id: organiserId,
    attendee_ids: attendeeIds,
    contact_id: contactId === '' ? null : Number(contactId),
    notes,
    outcome,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = input();
    const parsed = meetingInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    setErrors({});
    if (warnedFor !== checkKey) {
      const answer = await checkConflicts({
        start: body.start,
        end: body.end,
        people: [organiserId, ...attendeeIds],
        exclude_id: meeting?.id ?? null,
      })
        .unwrap()
        .catch(() => null);
      const found = answer?.conflicts ?? [];
      setConflicts(found);
      if (found.length > 0) {
        setWarnedFor(checkKey);
        return;
      }
    }
    try {
      if (meeting) {
        await update({ id: meeting.id, body: { ...body, version: meeting.version } }).unwrap();
      } else {
        await create(body).unwrap();
      }
      notify.success(messages.meetingSaved);
      onClose();
    } catch (error) {
      if (conflict.caught(error)) return;
      const reason = (error as { data?: { message?: unknown } }).data?.message;
      notify.error(typeof reason === 'string' ? reason : messages.meetingSaveFailed);
    }
  };

  const toggleAttendee = (id: number, on: boolean) =>
    setAttendeeIds((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const warned = warnedFor === checkKey && conflicts.length > 0;

  return (
    <>
      <FormDialog
        title={meeting ? messages.meetingEdit : messages.meetingNew}
        submitLabel={warned ? messages.meetingSaveAnyway : meeting ? 'Update' : 'Create'}
        saving={saving}
        onCancel={onClose}
        onSubmit={submit}
        widthPx={640}
      >
        <FormField label="Title" required error={errors.title}>
          <Input value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        </FormField>
        <SelectField
          label="Kind"
          required
          value={kind}
          onChange={setKind}
          options={meetingKinds.map((value) => ({ value, label: value }))}
          error={errors.kind}
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <FormField label="Date" required error={errors.start}>
            <Input
              type="date"
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
          </FormField>
          <FormField label="Starts" required>
            <Input
              type="time"
              step={300}
              value={startTime}
              onChange={(event) => setStartTime(event.currentTarget.value)}
            />
          </FormField>
          <FormField label="Ends" required error={errors.end}>
            <Input
              type="time"
              step={300}
              value={endTime}
              onChange={(event) => setEndTime(event.currentTarget.value)}
            />
          </FormField>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {messages.meetingTimeZoneIs(browserTimeZone())}
        </Text>
        <DoubleBookingWarning conflicts={conflicts} />
        <FormField label="Deal" error={errors.deal_id} htmlFor="meeting-deal">
          <DealSearchSelect
            id="meeting-deal"
            value={deal}
            onChange={(next) => {
              setDeal(next);
              setContactId('');
            }}
          />
        </FormField>
        {deal === null ? null : (
          <SelectField
            id="meeting-contact"
            label="Customer contact"
            value={contactId}
            onChange={setContactId}
            placeholder={messages.meetingNoContact}
            options={(contacts.data ?? []).map((contact) => ({
              value: contact.id,
              label: `${contact.first_name} ${contact.last_name}`,
            }))}
            error={errors.contact_id}
          />
        )}
        <FormField
          label="Location"
          error={errors.location}
          helperText={deal === null ? undefined : 'Left empty, the deal’s address is used.'}
        >
          <Input value={location} onChange={(event) => setLocation(event.currentTarget.value)} />
        </FormField>
        <Stack gap="1.5" role="group" aria-labelledby="meeting-attendees">
          <Text id="meeting-attendees" fontSize="sm" fontWeight="medium">
            Attendees
          </Text>
          <Stack gap="1" maxH="40" overflowY="auto" borderWidth="1px" rounded="md" p="2">
            {people.staff
              .filter((person) => person.id !== organiserId)
              .map((person) => (
                <Checkbox.Root
                  key={person.id}
                  checked={attendeeIds.includes(person.id)}
                  onCheckedChange={(details) => toggleAttendee(person.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {person.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({person.email})
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
          </Stack>
        </Stack>
        <FormField label="Notes" error={errors.notes}>
          <Textarea
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </FormField>
        <FormField label="Outcome" error={errors.outcome}>
          <Textarea
            rows={2}
            value={outcome}
            onChange={(event) => setOutcome(event.currentTarget.value)}
          />
        </FormField>
        {meeting ? (
          <HStack wrap="wrap" justify="space-between" gap="2">
            <Text fontSize="sm" color="fg.muted">
              Organiser: {meeting.organiser.name}
            </Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => onDownload(meeting)}>
                {messages.meetingDownloadIcs}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => onDelete(meeting)}
              >
                {messages.meetingCancel}
              </Button>
            </HStack>
          </HStack>
        ) : null}
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
