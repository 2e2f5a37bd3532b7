import { Input, SimpleGrid } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  messages,
  useVersionConflict,
  type Vendor,
  type VendorInput,
  vendorInputSchema,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  usePurchaseOrderVendorCreateMutation,
  usePurchaseOrderVendorUpdateMutation,
} from '../api/purchase-orders-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';

interface VendorDialogProps {
  /** The vendor being edited; null creates one. */
  vendor: Vendor | null;
  onClose: () => void;
}

/** Create or edit a vendor: name, contact, e-mail, phone and lead time. */
export function VendorDialog({ vendor, onClose }: VendorDialogProps) {
  const [name, setName] = useState(vendor?.name ?? '');
  const [contact, setContact] = useState(vendor?.contact ?? '');
  const [email, setEmail] = useState(vendor?.email ?? '');
  const [phone, setPhone] = useState(vendor?.phone ?? '');
  const [leadTime, setLeadTime] = useState(String(vendor?.lead_time_days ?? 0));
  const [errors, setErrors] = useState<Partial<Record<keyof VendorInput, string>>>({});
  const [create, creating] = usePurchaseOrderVendorCreateMutation();
  const [update, updating] = usePurchaseOrderVendorUpdateMutation();
  const conflict = useVersionConflict(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vendorInputSchema.safeParse({
      name,
      contact,
      email: email.trim(),
      phone,
      lead_time_days: leadTime.trim() === '' ? undefined : Number(leadTime),
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<keyof VendorInput>(parsed.error));
      return;
    }
    const result = vendor
      ? await update({ id: vendor.id, body: { ...parsed.data, version: vendor.version } })
      : await create(parsed.data);
    finishDialogSave(result, { conflict, savedMessage: messages.vendorSaved, onClose });
  };

  return (
    <FormDialog
      title={vendor ? 'Edit vendor' : 'New vendor'}
      submitLabel={vendor ? 'Save' : 'Create'}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <FormField label="Name" required error={errors.name}>
        <Input
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Contact" error={errors.contact}>
        <Input
          value={contact}
          maxLength={200}
          onChange={(event) => setContact(event.currentTarget.value)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="E-mail" error={errors.email}>
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          <Input
            value={phone}
            maxLength={40}
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Lead time (days)" required error={errors.lead_time_days}>
        <Input
          inputMode="numeric"
          value={leadTime}
          onChange={(event) => setLeadTime(event.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
