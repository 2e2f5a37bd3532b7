import { Grid, Input } from '@chakra-ui/react';
import {
  FormField,
  type PageOrientation,
  pageOrientationLabels,
  pageOrientations,
  type PageSize,
  pageSizes,
  SelectField,
  templateGroups,
} from '@solar/shared';
import type { Dispatch } from 'react';
import type { EditorDocument } from '../utils/editor-document';
import type { EditorAction } from '../utils/editor-reducer';
import { isTemplateGroup } from '../utils/template-form-rules';

const orientationOptions = pageOrientations.map((option) => ({
  value: option,
  label: pageOrientationLabels[option],
}));
const groupOptions = templateGroups.map((option) => ({ value: option, label: option }));
const pageSizeOptions = pageSizes.map((option) => ({ value: option, label: option }));

interface TemplateSettingsFieldsProps {
  document: EditorDocument;
  nameProblem: string | undefined;
  groupProblem: string | undefined;
  /** A field the user has left: its problem shows from then on. */
  onTouch: (field: 'name' | 'group') => void;
  dispatch: Dispatch<EditorAction>;
}

/** The template's name, group and paper (orientation and page size). */
export function TemplateSettingsFields({
  document,
  nameProblem,
  groupProblem,
  onTouch,
  dispatch,
}: TemplateSettingsFieldsProps) {
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: '2fr 1fr 1fr 1fr' }} gap="4">
      <FormField label="Template name" required error={nameProblem}>
        <Input
          value={document.name}
          maxLength={200}
          onChange={(event) => dispatch({ type: 'setName', name: event.currentTarget.value })}
          onBlur={() => onTouch('name')}
        />
      </FormField>

      <SelectField
        label="Group"
        required
        error={groupProblem}
        value={document.group}
        onChange={(next) => {
          dispatch({ type: 'setGroup', group: isTemplateGroup(next) ? next : '' });
          onTouch('group');
        }}
        onBlur={() => onTouch('group')}
        placeholder="Select a group"
        placeholderDisabled
        options={groupOptions}
      />

      <SelectField
        label="Orientation"
        value={document.orientation}
        onChange={(value) => dispatch({ type: 'setPaper', orientation: value as PageOrientation })}
        options={orientationOptions}
      />

      <SelectField
        label="Page size"
        value={document.pageSize}
        onChange={(value) => dispatch({ type: 'setPaper', pageSize: value as PageSize })}
        options={pageSizeOptions}
      />
    </Grid>
  );
}
