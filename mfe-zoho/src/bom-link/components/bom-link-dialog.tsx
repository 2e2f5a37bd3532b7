import { Input, Text } from '@chakra-ui/react';
import {
  bomLinkInputSchema,
  type BomLink,
  type BomLinkInput,
  firstErrorByField,
  FormDialog,
  FormField,
  installationTypeLabels,
  installationTypes,
  messages,
  panelSizes,
  SelectField,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useDemandOptionsQuery } from '../../zoho-shared/api/demand-options-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';
import { useBomLinkCreateMutation, useBomLinkUpdateMutation } from '../api/bom-link-endpoints';

interface BomLinkDialogProps {
  /** The link being edited; null creates one. */
  link: BomLink | null;
  /** Whether the default link exists yet: the first link made is the default. */
  hasDefault: boolean;
  onClose: () => void;
  onReload: () => void;
}

const any = '';

/** Create or edit a BOM link: the parts list and the criteria it applies to (Any or a value). */
export function BomLinkDialog({ link, hasDefault, onClose, onReload }: BomLinkDialogProps) {
  const options = useDemandOptionsQuery();
  const [bomId, setBomId] = useState(link ? String(link.bom_id) : '');
  const [type, setType] = useState(link?.installation_type ?? any);
  const [size, setSize] = useState(
    link?.panel_size_w === null || !link ? any : String(link.panel_size_w),
  );
  const [province, setProvince] = useState(
    link?.province_id === null || !link ? any : String(link.province_id),
  );
  const [program, setProgram] = useState(link?.program ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof BomLinkInput, string>>>({});
  const [create, creating] = useBomLinkCreateMutation();
  const [update, updating] = useBomLinkUpdateMutation();
  const conflict = useVersionConflict(() => {
    onReload();
    onClose();
  });
  const isDefault = link?.is_default ?? !hasDefault;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bomLinkInputSchema.safeParse({
      bom_id: bomId === '' ? undefined : Number(bomId),
      installation_type: type === any ? null : type,
      program: program.trim() === '' ? null : program,
      panel_size_w: size === any ? null : Number(size),
      province_id: province === any ? null : Number(province),
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<keyof BomLinkInput>(parsed.error));
      return;
    }
    const result = link
      ? await update({ id: link.id, body: { ...parsed.data, version: link.version } })
      : await create(parsed.data);
    finishDialogSave(result, { conflict, savedMessage: messages.bomLinkSaved, onClose });
  };

  return (
    <FormDialog
      title={link ? 'Edit BOM link' : 'New BOM link'}
      submitLabel={link ? 'Save' : 'Create'}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      {isDefault ? (
        <Text fontSize="sm" color="fg.muted">
          The default link: its parts list applies to every installation no other link matches, so
          its criteria stay Any.
        </Text>
      ) : null}
      <SelectField
        label="Parts list"
        required
        value={bomId}
        onChange={(value) => {
          setBomId(value);
          setErrors((current) => ({ ...current, bom_id: undefined }));
        }}
        placeholder={options.isLoading ? 'Loading parts lists…' : 'Select a parts list'}
        placeholderDisabled
        error={errors.bom_id}
        options={(options.data?.boms ?? []).map((bom) => ({
          value: bom.id,
          label: bom.bomsts === 'Active' ? bom.bomdes : `${bom.bomdes} (${bom.bomsts})`,
        }))}
      />
      <SelectField
        label="Installation type"
        value={type}
        disabled={isDefault}
        onChange={setType}
        options={[
          { value: any, label: 'Any' },
          ...installationTypes.map((value) => ({ value, label: installationTypeLabels[value] })),
        ]}
      />
      <SelectField
        label="Panel size"
        value={size}
        disabled={isDefault}
        onChange={setSize}
        options={[
          { value: any, label: 'Any' },
          ...panelSizes.map((value) => ({ value, label: `${value} W` })),
        ]}
      />
      <SelectField
        label="Province"
        value={province}
        disabled={isDefault}
        onChange={setProvince}
        options={[
          { value: any, label: 'Any' },
          ...(options.data?.provinces ?? []).map((row) => ({ value: row.id, label: row.name })),
        ]}
      />
      <FormField
        label="Program"
        error={errors.program}
        helperText="Empty for any program; otherwise the proposal's program key (purchase, sunline, cghl)."
        disabled={isDefault}
      >
        <Input
          value={program}
          maxLength={50}
          onChange={(event) => {
            setProgram(event.currentTarget.value);
            setErrors((current) => ({ ...current, program: undefined }));
          }}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
