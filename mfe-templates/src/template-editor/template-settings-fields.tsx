import { Grid, Input, NativeSelect } from '@chakra-ui/react';
import {
  FormField,
  type PageOrientation,
  pageOrientationLabels,
  pageOrientations,
  type PageSize,
  pageSizes,
  templateGroups,
} from '@solar/shared';
import type { Dispatch } from 'react';
import type { EditorDocument } from './state/editor-document';
import type { EditorAction } from './state/editor-reducer';
import { isTemplateGroup } from './state/template-form-rules';

export interface TemplateSettingsFieldsProps {
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

      <FormField label="Group" required error={groupProblem}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={document.group}
            onChange={(event) => {
              const next = event.currentTarget.value;
              dispatch({ type: 'setGroup', group: isTemplateGroup(next) ? next : '' });
              onTouch('group');
            }}
            onBlur={() => onTouch('group')}
          >
            <option value="" disabled>
              Select a group
            </option>
            {templateGroups.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>

      <FormField label="Orientation">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={document.orientation}
            onChange={(event) =>
              dispatch({
                type: 'setPaper',
                orientation: event.currentTarget.value as PageOrientation,
              })
            }
          >
            {pageOrientations.map((option) => (
              <option key={option} value={option}>
                {pageOrientationLabels[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>

      <FormField label="Page size">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={document.pageSize}
            onChange={(event) =>
              dispatch({ type: 'setPaper', pageSize: event.currentTarget.value as PageSize })
            }
          >
            {pageSizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Grid>
  );
}
