import { Input, Text, Textarea } from '@chakra-ui/react';
import {
  completesOutOfOrder,
  FormDialog,
  FormField,
  localCalendarDay,
  messages,
  notify,
  type ProjectDetails,
  type ProjectMilestone,
  projectMilestoneNames,
  type ProjectMilestoneUpdate,
  projectNotesMaxLength,
  type ProjectPerson,
  projectReasonMaxLength,
  SelectField,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateProjectMilestoneMutation } from '../api/projects-endpoints';

interface MilestoneDialogProps {
  project: ProjectDetails;
  milestone: ProjectMilestone;
  people: readonly ProjectPerson[];
  onClose: () => void;
  onReload: () => void;
}

/**
 * One milestone's plan and record: planned and actual dates, owner and notes. Completing it while
 * an earlier one is not complete asks for the reason (the API refuses it without one).
 */
export function MilestoneDialog({
  project,
  milestone,
  people,
  onClose,
  onReload,
}: MilestoneDialogProps) {
  const [planned, setPlanned] = useState(milestone.planned_date ?? '');
  const [actual, setActual] = useState(milestone.actual_date ?? '');
  const [owner, setOwner] = useState(milestone.owner ? String(milestone.owner.id) : '');
  const [notes, setNotes] = useState(milestone.notes);
  const [reason, setReason] = useState(milestone.out_of_order_reason);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [save, saving] = useUpdateProjectMilestoneMutation();
  const conflict = useVersionConflict(() => {
    onReload();
    onClose();
  });
  const completing = milestone.actual_date === null && actual !== '';
  const needsReason = completing && completesOutOfOrder(project.milestones, milestone.key);
  const name = projectMilestoneNames[milestone.key];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsReason && reason.trim() === '') {
      setReasonError(messages.projectMilestoneOutOfOrder);
      return;
    }
    const payload: ProjectMilestoneUpdate = {
      version: project.version,
      planned_date: planned === '' ? null : planned,
      actual_date: actual === '' ? null : actual,
      owner_id: owner === '' ? null : Number(owner),
      notes,
      ...(needsReason ? { out_of_order_reason: reason } : {}),
    };
    const result = await save({ id: project.id, key: milestone.key, payload });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveProject + serverErrorTextOf(result.error));
      return;
    }
    notify.success(messages.milestoneSaved);
    onClose();
  };

  return (
    <>
      <FormDialog
        title={name}
        submitLabel="Save"
        saving={saving.isLoading}
        onCancel={onClose}
        onSubmit={submit}
        widthPx={520}
      >
        <FormField label="Planned date">
          <Input type="date" value={planned} onChange={(e) => setPlanned(e.currentTarget.value)} />
        </FormField>
        <FormField label="Actual date" helperText="The day it was done; empty while it is not.">
          <Input
            type="date"
            value={actual}
            max={localCalendarDay()}
            onChange={(e) => setActual(e.currentTarget.value)}
          />
        </FormField>
        {needsReason ? (
          <FormField label="Why out of order" required error={reasonError}>
            <Textarea
              value={reason}
              maxLength={projectReasonMaxLength}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(undefined);
              }}
            />
          </FormField>
        ) : null}
        <SelectField
          label="Owner"
          value={owner}
          onChange={setOwner}
          placeholder="Nobody yet"
          options={people.map((person) => ({ value: person.id, label: person.name }))}
        />
        <FormField label="Notes">
          <Textarea
            value={notes}
            maxLength={projectNotesMaxLength}
            rows={3}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        </FormField>
        {milestone.key === 'closed' && completing ? (
          <Text fontSize="sm" color="fg.muted">
            Completing Closed finishes the project: it moves to Projects History.
          </Text>
        ) : null}
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
