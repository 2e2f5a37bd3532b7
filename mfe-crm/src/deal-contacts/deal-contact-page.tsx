import { Box, Button, Stack, Text } from '@chakra-ui/react';
import {
  LoadFailure,
  LoadingState,
  messages,
  workplaceRouteByPattern,
  type DealContact,
} from '@solar/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCrmDealDetailsQuery } from '../crm-shared/api/deals-endpoints';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { dealPagePaths } from '../crm-shared/utils/deal-page-paths';
import { returnPathOf } from '../crm-shared/utils/return-path';
import { useCrmContactTypesQuery, useCrmDealContactsQuery } from './api/deal-contacts-endpoints';
import { ContactForm } from './components/contact-form';
import { ContactList } from './components/contact-list';
import { DealPage } from '../crm-shared/components/deal-page';

const title = workplaceRouteByPattern('crm/deal-contact/:dealId/:action?').title;

/**
 * `crm/deal-contact/:dealId/:action?` (named route DealContact): the deal's contacts and a form.
 * `edit` opens the primary contact when the deal has one (the route's rule); otherwise, and for
 * `add`, the form adds a new contact.
 */
export function DealContactPage() {
  const { action } = useParams();
  return (
    <DealPage title={title}>
      {(id) => <DealContactContent dealId={id} action={action === 'edit' ? 'edit' : 'add'} />}
    </DealPage>
  );
}

function DealContactContent({ dealId, action }: { dealId: number; action: 'add' | 'edit' }) {
  const navigate = useNavigate();
  const { state: locationState } = useLocation();
  const deal = useCrmDealDetailsQuery(dealId);
  const contacts = useCrmDealContactsQuery(dealId, { refetchOnMountOrArgChange: true });
  const types = useCrmContactTypesQuery();
  // undefined: not chosen yet (the route's action decides); null: adding; a number: editing.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  // Bumped after each save so the form starts again from what the server stored.
  const [formKey, setFormKey] = useState(0);
  useErrorToast(deal.isError, messages.failedToLoadDealInformation);
  useErrorToast(contacts.isError, messages.failedToLoadContacts);
  useErrorToast(types.isError, messages.failedToLoadContactTypes);

  if (contacts.isLoading || types.isLoading) {
    return <LoadingState label="Loading contacts" />;
  }
  if (!contacts.data || !types.data) {
    return (
      <LoadFailure
        message={contacts.data ? messages.failedToLoadContactTypes : messages.failedToLoadContacts}
        onRetry={() => {
          void contacts.refetch();
          void types.refetch();
        }}
      />
    );
  }
  const list = contacts.data;
  const wantedId =
    chosen === undefined ? (action === 'edit' ? (list[0]?.id ?? null) : null) : chosen;
  const editing: DealContact | null = list.find((contact) => contact.id === wantedId) ?? null;
  const startAdding = () => {
    setChosen(null);
    setFormKey((key) => key + 1);
  };

  return (
    <Stack gap="6">
      {deal.data ? (
        <Box>
          <Text fontWeight="semibold">{deal.data.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[deal.data.address.address, deal.data.address.province_name]
              .filter(Boolean)
              .join(', ')}
          </Text>
        </Box>
      ) : null}
      <ContactList
        dealId={dealId}
        contacts={list}
        editingId={editing?.id ?? null}
        onEdit={(contact) => {
          setChosen(contact.id);
          setFormKey((key) => key + 1);
        }}
        onDeleted={(contactId) => {
          if (contactId === editing?.id) startAdding();
        }}
      />
      {editing ? (
        <Box>
          <Button size="sm" variant="outline" onClick={startAdding}>
            Add another contact
          </Button>
        </Box>
      ) : null}
      <ContactForm
        key={`${editing?.id ?? 'new'}-${formKey}`}
        dealId={dealId}
        contact={editing}
        firstContact={list.length === 0}
        contactTypes={types.data}
        onSaved={(saved) => {
          // After adding, the form is ready for another; after editing, it shows what was stored.
          setChosen(editing ? saved.id : null);
          setFormKey((key) => key + 1);
        }}
        onCancel={() => void navigate(returnPathOf(locationState, dealPagePaths.list))}
      />
    </Stack>
  );
}
