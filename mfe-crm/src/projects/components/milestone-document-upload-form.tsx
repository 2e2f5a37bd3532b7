import {
  projectMilestoneKeys,
  type ProjectMilestoneKey,
  projectMilestoneNames,
  SelectField,
} from '@solar/shared';
import { useState } from 'react';
import { DocumentUploadForm } from '../../crm-shared/components/document-upload-form';
import { useUploadMilestoneDocumentMutation } from '../api/projects-endpoints';

const milestoneOptions = projectMilestoneKeys.map((key) => ({
  value: key,
  label: projectMilestoneNames[key],
}));

/**
 * Adds a file to one milestone of the project (a permit, an inspection report): it is kept on
 * the deal with the other files, and the customer finds it under that milestone when shared.
 */
export function MilestoneDocumentUploadForm({
  projectId,
  initialMilestone,
}: {
  projectId: number;
  initialMilestone: ProjectMilestoneKey;
}) {
  const [upload, { isLoading }] = useUploadMilestoneDocumentMutation();
  const [milestone, setMilestone] = useState<ProjectMilestoneKey>(initialMilestone);
  const idPrefix = `milestone-document-${projectId}`;
  return (
    <DocumentUploadForm
      idPrefix={idPrefix}
      initialKind="permit"
      heading="Add a document to a milestone"
      leadingFields={
        <SelectField
          label="Milestone"
          id={`${idPrefix}-milestone`}
          value={milestone}
          onChange={(value) => setMilestone(value as ProjectMilestoneKey)}
          options={milestoneOptions}
          flex="1"
        />
      }
      uploading={isLoading}
      onUpload={(document) => upload({ projectId, milestone, ...document })}
    />
  );
}
