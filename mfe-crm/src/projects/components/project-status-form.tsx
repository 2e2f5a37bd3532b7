import { Button, Grid, Input } from '@chakra-ui/react';
import {
  FormField,
  messages,
  notify,
  projectChosenStatuses,
  projectCrewMaxLength,
  type ProjectDetails,
  type ProjectPerson,
  projectReasonMaxLength,
  type ProjectStatus,
  SelectField,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateProjectMutation } from '../api/projects-endpoints';

interface ProjectStatusFormProps {
  project: ProjectDetails;
  people: readonly ProjectPerson[];
  onReload: () => void;
}

/** The project's status (Blocked with its reason), installer crew and owner. */
export function ProjectStatusForm({ project, people, onReload }: ProjectStatusFormProps) {
  const [status, setStatus] = useState<ProjectStatus>(project.status);
  const [reason, setReason] = useState(project.blocked_reason);
  const [crew, setCrew] = useState(project.installer_crew);
  const [owner, setOwner] = useState(project.owner ? String(project.owner.id) : '');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [save, saving] = useUpdateProjectMutation();
  const conflict = useVersionConflict(onReload);
  // Done comes from completing the Closed milestone; until then it is not a choice.
  const done = project.status === 'Done';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'Blocked' && reason.trim() === '') {
      setReasonError(messages.projectBlockedReasonRequired);
      return;
    }
    const result = await save({
      id: project.id,
      payload: {
        version: project.version,
        ...(done ? {} : { status: status as (typeof projectChosenStatuses)[number] }),
        ...(status === 'Blocked' ? { blocked_reason: reason } : {}),
        installer_crew: crew,
        owner_id: owner === '' ? null : Number(owner),
      },
    });
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveProject + serverErrorTextOf(result.error));
      return;
    }
    notify.success(messages.projectSaved);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Project">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" alignItems="end">
        <SelectField
          label="Status"
          value={status}
          disabled={done}
          onChange={(value) => {
            setStatus(value as ProjectStatus);
            setReasonError(undefined);
          }}
          options={(done ? ['Done'] : projectChosenStatuses).map((value) => ({
            value,
            label: value,
          }))}
        />
        {status === 'Blocked' ? (
          <FormField label="Why it is blocked" required error={reasonError}>
            <Input
              value={reason}
              maxLength={projectReasonMaxLength}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(undefined);
              }}
            />
          </FormField>
        ) : null}
        <FormField label="Installer crew">
          <Input
            value={crew}
            maxLength={projectCrewMaxLength}
            placeholder="Crew or subcontractor"
            onChange={(e) => setCrew(e.currentTarget.value)}
          />
        </FormField>
        <SelectField
          label="Owner"
          value={owner}
          onChange={setOwner}
          placeholder="Nobody yet"
          options={people.map((person) => ({ value: person.id, label: person.name }))}
        />
      </Grid>
      <Button type="submit" mt="3" colorPalette="blue" loading={saving.isLoading}>
        Save project
      </Button>
      {conflict.dialog}
    </form>
  );
}
