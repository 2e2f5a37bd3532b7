import { Badge, Button, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  type DealContact,
  formatPhoneNumber,
  messages,
  notify,
  serverErrorTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState } from 'react';
import {
  useCrmDeleteDealContactMutation,
  useLazyCrmDealContactsQuery,
} from '../api/deal-contacts-endpoints';

interface ContactListProps {
  dealId: number;
  contacts: readonly DealContact[];
  editingId: number | null;
  onEdit: (contact: DealContact) => void;
  onDeleted: (contactId: number) => void;
}

const nameOf = (contact: DealContact) => `${contact.first_name} ${contact.last_name}`;

/** The deal's contacts, primary first, each with Edit and a confirmed Delete. */
export function ContactList({ dealId, contacts, editingId, onEdit, onDeleted }: ContactListProps) {
  const [deleting, setDeleting] = useState<DealContact | null>(null);
  const [remove, removal] = useCrmDeleteDealContactMutation();
  const [fetchContacts] = useLazyCrmDealContactsQuery();
  // A contact someone changed since it was shown: reloading shows it before any delete.
  const conflict = useVersionConflict(() => fetchContacts(dealId));

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ dealId, contactId: deleting.id, version: deleting.version });
    if (conflict.caught(result.error)) {
      setDeleting(null);
      return;
    }
    if (result.error !== undefined) {
      const detail = serverErrorTextOf(result.error);
      notify.error(messages.failedToDeleteContact, detail ? { description: detail } : {});
    } else {
      notify.success(messages.contactDeleted);
      onDeleted(deleting.id);
    }
    setDeleting(null);
  };

  return (
    <Card.Root as="section" aria-label="Contacts">
      <Card.Header>
        <Heading as="h2" size="md">
          Contacts
        </Heading>
      </Card.Header>
      <Card.Body>
        {contacts.length === 0 ? (
          <Text color="fg.muted">This deal has no contacts yet.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Notes</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {contacts.map((contact) => (
                  <Table.Row
                    key={contact.id}
                    aria-current={contact.id === editingId ? 'true' : undefined}
                    bg={contact.id === editingId ? 'blue.50' : undefined}
                  >
                    <Table.Cell>
                      <HStack>
                        <Text>{nameOf(contact)}</Text>
                        {contact.is_primary ? <Badge colorPalette="green">Primary</Badge> : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{contact.contact_type.name}</Table.Cell>
                    <Table.Cell>{contact.email || '-'}</Table.Cell>
                    <Table.Cell>
                      {contact.phone ? formatPhoneNumber(contact.phone) : '-'}
                    </Table.Cell>
                    <Table.Cell maxW="xs" whiteSpace="pre-wrap">
                      {contact.notes || '-'}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Edit contact ${nameOf(contact)}`}
                          onClick={() => onEdit(contact)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Delete contact ${nameOf(contact)}`}
                          onClick={() => setDeleting(contact)}
                        >
                          Delete
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        title={messages.deleteContactTitle}
        message={
          deleting
            ? `${messages.deleteContactConfirmText} (${nameOf(deleting)})`
            : messages.deleteContactConfirmText
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={removal.isLoading}
      />
      {conflict.dialog}
    </Card.Root>
  );
}
