import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  flattenSalesPersonTree,
  SelectField,
  messages,
  notify,
  type SalesPersonNode,
  serverErrorTextOf,
} from '@solar/shared';
import { useMemo, useState } from 'react';
import { useCrmMoveSalesPersonMutation } from '../api/sales-person-move-endpoints';
import { managerIdOf, personNameOf, subtreeIdsOf } from '../utils/tree-search';

const topLevel = 'top';

/**
 * Superusers: choose a person and a new manager (or the top level), confirm, move. Managers that
 * would make a cycle (the person or anyone below them) are not offered; the API refuses them too.
 */
export function MovePersonPanel({ nodes }: { nodes: readonly SalesPersonNode[] }) {
  const people = useMemo(() => flattenSalesPersonTree(nodes), [nodes]);
  const [personId, setPersonId] = useState('');
  const [managerId, setManagerId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [move, moving] = useCrmMoveSalesPersonMutation();

  const person = people.find((p) => String(p.id) === personId) ?? null;
  const excluded = person ? subtreeIdsOf(nodes, person.id) : new Set<number>();
  const currentManager = person ? managerIdOf(nodes, person.id) : null;
  const managers = people.filter((p) => !excluded.has(p.id));
  const manager = people.find((p) => String(p.id) === managerId) ?? null;
  const target = managerId === topLevel ? null : manager;
  const unchanged =
    person !== null &&
    managerId !== '' &&
    (managerId === topLevel ? currentManager === null : currentManager === manager?.id);
  const ready = person !== null && managerId !== '' && !unchanged;
  const question = person
    ? `Move ${personNameOf(person)} ${target ? `under ${personNameOf(target)}` : 'to the top level'}? Their deals will then be visible to their new managers only.`
    : '';

  const confirmMove = async () => {
    if (!person) return;
    const result = await move({ user_id: person.id, manager_id: target?.id ?? null });
    setConfirming(false);
    if (result.error !== undefined) {
      notify.error(
        `${messages.failedToMoveSalesPerson}${serverErrorTextOf(result.error) ?? messages.genericError}`,
      );
      return;
    }
    notify.success(messages.salesPersonMoved);
    setPersonId('');
    setManagerId('');
  };

  return (
    <Card.Root as="section" aria-label="Move a person">
      <Card.Header>
        <Heading as="h2" size="md">
          Move a person
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SelectField
            label="Person"
            value={personId}
            onChange={(value) => {
              setPersonId(value);
              setManagerId('');
            }}
            placeholder="Select a person"
            options={people.map((p) => ({ value: p.id, label: `${personNameOf(p)} (${p.email})` }))}
          />
          <SelectField
            label="New manager"
            disabled={person === null}
            helperText="Nobody below the person is offered: that would make a loop."
            value={managerId}
            onChange={setManagerId}
            placeholder="Select a manager"
            options={[
              { value: topLevel, label: 'No manager (top level)' },
              ...managers.map((p) => ({ value: p.id, label: `${personNameOf(p)} (${p.email})` })),
            ]}
          />
          {unchanged ? (
            <Text fontSize="sm" color="fg.muted">
              That is already where this person is.
            </Text>
          ) : null}
          <Button
            alignSelf="flex-start"
            colorPalette="blue"
            disabled={!ready}
            onClick={() => setConfirming(true)}
          >
            Move
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Move Sales Person"
        message={question}
        confirmLabel="Move"
        cancelLabel="Cancel"
        onConfirm={() => void confirmMove()}
        onCancel={() => setConfirming(false)}
        loading={moving.isLoading}
      />
    </Card.Root>
  );
}
