import { Button, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import {
  firstErrorByField,
  flattenSalesPersonTree,
  FormField,
  localCalendarDay,
  messages,
  notify,
  SelectField,
  serverErrorTextOf,
  timelineMessageWriteSchema,
  timelineNoteWriteSchema,
  timelineTaskWriteSchema,
  timelineTextMaxLength,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import { useCrmSalesPersonTreeQuery } from '../api/deals-endpoints';
import {
  useCrmAddTimelineNoteMutation,
  useCrmAddTimelineTaskMutation,
  useCrmLogTimelineMessageMutation,
  type TimelineSubject,
} from '../api/timeline-endpoints';

type ComposerKind = 'note' | 'call' | 'email' | 'task';
type Field = 'body' | 'summary' | 'direction' | 'title' | 'due_date' | 'assignee';

const kindOptions = [
  { value: 'note', label: 'Note' },
  { value: 'call', label: 'Logged call' },
  { value: 'email', label: 'Logged e-mail' },
  { value: 'task', label: 'Task' },
] as const;

const directionOptions = (kind: 'call' | 'email') =>
  kind === 'call'
    ? [
        { value: 'out', label: 'Outgoing call' },
        { value: 'in', label: 'Incoming call' },
      ]
    : [
        { value: 'out', label: 'Sent' },
        { value: 'in', label: 'Received' },
      ];

/**
 * Whom a task may go to from here: the user and their team (the sales-person tree), named as the
 * timeline names people (full name, else username). A person listed twice appears once.
 */
function assigneeOptionsOf(tree: Parameters<typeof flattenSalesPersonTree>[0] | undefined) {
  const seen = new Set<number>();
  return flattenSalesPersonTree(tree ?? []).flatMap((person) => {
    if (seen.has(person.id)) return [];
    seen.add(person.id);
    const name = `${person.first_name} ${person.last_name}`.trim();
    return [{ value: person.id, label: name || person.username }];
  });
}

/**
 * The timeline's composer: a note, a call or an e-mail with its summary, or a task for someone of
 * the user's team. The shared schemas check the fields first; the API checks them again.
 */
export function TimelineComposer({ subject }: { subject: TimelineSubject }) {
  const idSuffix = `${subject.type}-${subject.id}`;
  const [kind, setKind] = useState<ComposerKind>('note');
  const [text, setText] = useState('');
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState(localCalendarDay);
  const [assignee, setAssignee] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const tree = useCrmSalesPersonTreeQuery(undefined, { skip: kind !== 'task' });
  const people = assigneeOptionsOf(tree.data?.data);
  const me = tree.data?.current_user_id;
  const chosenAssignee = assignee !== '' ? assignee : me !== undefined ? String(me) : '';
  const [addNote, note] = useCrmAddTimelineNoteMutation();
  const [logMessage, message] = useCrmLogTimelineMessageMutation();
  const [addTask, task] = useCrmAddTimelineTaskMutation();
  const saving = note.isLoading || message.isLoading || task.isLoading;

  const send = async () => {
    if (kind === 'note') {
      const parsed = timelineNoteWriteSchema.safeParse({ body: text });
      if (!parsed.success) return { invalid: firstErrorByField<Field>(parsed.error) };
      return addNote({ subject, ...parsed.data });
    }
    if (kind === 'task') {
      const parsed = timelineTaskWriteSchema.safeParse({
        title,
        due_date: dueDate,
        assignee: chosenAssignee === '' ? undefined : Number(chosenAssignee),
      });
      if (!parsed.success) return { invalid: firstErrorByField<Field>(parsed.error) };
      return addTask({ subject, ...parsed.data });
    }
    const parsed = timelineMessageWriteSchema.safeParse({ direction, summary: text });
    if (!parsed.success) return { invalid: firstErrorByField<Field>(parsed.error) };
    return logMessage({ subject, kind, ...parsed.data });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send();
    if ('invalid' in result) {
      setErrors(result.invalid);
      return;
    }
    if ('error' in result) {
      notify.error(messages.failedToAddTimelineEntry, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    setErrors({});
    setText('');
    setTitle('');
    notify.success(messages.timelineEntryAdded);
  };

  const textError = kind === 'note' ? errors.body : errors.summary;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add to the timeline" noValidate>
      <Stack gap="3">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <SelectField
            id={`timeline-kind-${idSuffix}`}
            label="Add"
            value={kind}
            onChange={(value) => {
              setKind(value as ComposerKind);
              setErrors({});
            }}
            options={kindOptions}
          />
          {kind === 'call' || kind === 'email' ? (
            <SelectField
              id={`timeline-direction-${idSuffix}`}
              label="Direction"
              required
              value={direction}
              onChange={(value) => setDirection(value as 'in' | 'out')}
              options={directionOptions(kind)}
              error={errors.direction}
            />
          ) : null}
        </Grid>
        {kind === 'task' ? (
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="3">
            <FormField label="Task" required error={errors.title}>
              <Input value={title} onChange={(event) => setTitle(event.target.value)} />
            </FormField>
            <FormField label="Due date" required error={errors.due_date}>
              <Input
                type="date"
                value={dueDate}
                onChange={(event) => setDueDate(event.target.value)}
              />
            </FormField>
            <SelectField
              id={`timeline-assignee-${idSuffix}`}
              label="Assigned to"
              required
              value={chosenAssignee}
              onChange={setAssignee}
              placeholder={tree.isError ? messages.failedToLoadStaffUsers : 'Choose a person'}
              options={people}
              error={errors.assignee}
            />
          </Grid>
        ) : (
          <FormField
            label={kind === 'note' ? 'Note' : 'Summary'}
            required
            error={textError}
            helperText={`${text.length} / ${timelineTextMaxLength}`}
          >
            <Textarea
              value={text}
              rows={3}
              maxLength={timelineTextMaxLength}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
        )}
        <Button type="submit" alignSelf="flex-start" loading={saving}>
          Add to timeline
        </Button>
      </Stack>
    </form>
  );
}
