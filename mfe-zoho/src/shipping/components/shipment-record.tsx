import {
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  ConfirmDialog,
  fetchApiFile,
  formatCalendarDay,
  formatNumber,
  FormField,
  LoadFailure,
  LoadingOverlay,
  localCalendarDay,
  messages,
  notify,
  saveFile,
  serverFieldTextOf,
  type Shipment,
  type ShipmentMove,
  shipmentMovesFrom,
  shipmentStatusPalettes,
  StatusTag,
  useAppStore,
  useVersionConflict,
} from '@solar/shared';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import {
  useShippingMoveMutation,
  useShippingProofUploadMutation,
  useShippingShipmentQuery,
} from '../api/shipping-endpoints';

interface ShipmentRecordProps {
  shipmentId: number;
  onBack: () => void;
  onEdit: (shipment: Shipment) => void;
}

/**
 * One shipment: its details, its lines with what the warehouse has available, and the step it
 * can take next (ship, deliver with who signed, cancel), then the delivery's proof photo.
 */
export function ShipmentRecord({ shipmentId, onBack, onEdit }: ShipmentRecordProps) {
  const store = useAppStore();
  const shipment = useShippingShipmentQuery(shipmentId, { refetchOnMountOrArgChange: true });
  const [move, moving] = useShippingMoveMutation();
  const [uploadProof, uploading] = useShippingProofUploadMutation();
  const [shippedOn, setShippedOn] = useState(localCalendarDay());
  const [deliveredOn, setDeliveredOn] = useState(localCalendarDay());
  const [signedBy, setSignedBy] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const conflict = useVersionConflict(() => shipment.refetch());

  if (shipment.isError) {
    return (
      <Stack gap="4">
        <Box>
          <Button variant="outline" onClick={onBack}>
            Back to shipments
          </Button>
        </Box>
        <LoadFailure
          message={messages.shipmentLoadFailed}
          onRetry={() => void shipment.refetch()}
        />
      </Stack>
    );
  }
  const record = shipment.data;
  const moves = record ? shipmentMovesFrom(record.status) : [];

  const send = async (body: ShipmentMove, done: string) => {
    const result = await move({ id: shipmentId, body });
    setCancelling(false);
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(result.data.milestone_recorded ? messages.shipmentDeliveredMilestone : done);
  };

  const ship = (event: FormEvent) => {
    event.preventDefault();
    if (!record) return;
    void send(
      { status: 'Shipped', version: record.version, shipped_on: shippedOn },
      messages.shipmentShipped,
    );
  };
  const deliver = (event: FormEvent) => {
    event.preventDefault();
    if (!record) return;
    if (signedBy.trim() === '') {
      setProblem(messages.shipmentSignedByRequired);
      return;
    }
    setProblem(undefined);
    void send(
      {
        status: 'Delivered',
        version: record.version,
        delivered_on: deliveredOn,
        signed_by: signedBy,
      },
      messages.shipmentDelivered,
    );
  };
  const upload = async (file: File | undefined) => {
    if (!record || !file) return;
    const result = await uploadProof({ id: record.id, version: record.version, file });
    if (fileInput.current) fileInput.current.value = '';
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.shipmentProofSaved);
  };
  const download = async () => {
    if (!record?.proof_document) return;
    const file = await fetchApiFile(store, `/api/shipping/${record.id}/proof/`);
    if (file) saveFile(file, record.proof_document.name);
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center">
        <Button variant="outline" onClick={onBack}>
          Back to shipments
        </Button>
        {record ? (
          <Heading as="h2" size="lg">
            {record.number}
          </Heading>
        ) : null}
        {record ? (
          <StatusTag label={record.status} colorPalette={shipmentStatusPalettes[record.status]} />
        ) : null}
      </Flex>
      <LoadingOverlay
        loading={shipment.isFetching || moving.isLoading}
        label="Loading the shipment"
      >
        {record ? (
          <Stack gap="4">
            <Card.Root size="sm">
              <Card.Body>
                <DataList.Root orientation="horizontal" size="sm">
                  <Item label="Deal">{record.deal.name}</Item>
                  <Item label="Ship from">{record.warehouse.name}</Item>
                  <Item label="Carrier">{record.carrier || '—'}</Item>
                  <Item label="Tracking number">{record.tracking_number || '—'}</Item>
                  <Item label="Planned ship date">
                    {formatCalendarDay(record.planned_ship_date)}
                  </Item>
                  <Item label="Shipped">
                    {record.shipped_on ? formatCalendarDay(record.shipped_on) : '—'}
                  </Item>
                  <Item label="Delivered">
                    {record.delivered_on ? formatCalendarDay(record.delivered_on) : '—'}
                  </Item>
                  {record.signed_by ? <Item label="Signed by">{record.signed_by}</Item> : null}
                  {record.notes ? <Item label="Notes">{record.notes}</Item> : null}
                </DataList.Root>
              </Card.Body>
            </Card.Root>

            <Box borderWidth="1px" borderRadius="md" overflowX="auto">
              <Table.Root size="sm" aria-label={`Lines of ${record.number}`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Item</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    {record.status === 'Planned' ? (
                      <Table.ColumnHeader textAlign="end">Available</Table.ColumnHeader>
                    ) : null}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {record.lines.map((line) => (
                    <Table.Row key={line.id}>
                      <Table.Cell>
                        <Text fontWeight="medium">{line.itemno}</Text>
                        <Text color="fg.muted" fontSize="sm">
                          {line.itemdes}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(line.quantity)}</Table.Cell>
                      {record.status === 'Planned' ? (
                        <Table.Cell textAlign="end">
                          <Text as="span" color={line.available < 0 ? 'fg.error' : undefined}>
                            {formatNumber(line.available)}
                          </Text>
                          {line.available < 0 ? (
                            <Text fontSize="xs" color="fg.error">
                              Short by {formatNumber(-line.available)}
                            </Text>
                          ) : null}
                        </Table.Cell>
                      ) : null}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>

            {moves.includes('Shipped') ? (
              <Card.Root size="sm" as="section" aria-labelledby="ship-heading">
                <Card.Body>
                  <form onSubmit={ship} noValidate>
                    <Stack gap="3">
                      <Heading as="h3" size="sm" id="ship-heading">
                        Ship
                      </Heading>
                      <Text color="fg.muted" fontSize="sm">
                        Shipping issues every line from {record.warehouse.name} to the job site and
                        releases the reservation.
                      </Text>
                      <Flex gap="3" wrap="wrap" align="end">
                        <FormField label="Ship date" required width={{ base: 'full', sm: '56' }}>
                          <Input
                            type="date"
                            value={shippedOn}
                            max={localCalendarDay()}
                            onChange={(event) => setShippedOn(event.currentTarget.value)}
                          />
                        </FormField>
                        <HStack gap="2" wrap="wrap">
                          <Button type="submit" loading={moving.isLoading}>
                            Mark shipped
                          </Button>
                          <Button variant="outline" onClick={() => onEdit(record)}>
                            Edit
                          </Button>
                          <Button
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setCancelling(true)}
                          >
                            Cancel shipment
                          </Button>
                        </HStack>
                      </Flex>
                    </Stack>
                  </form>
                </Card.Body>
              </Card.Root>
            ) : null}

            {moves.includes('Delivered') ? (
              <Card.Root size="sm" as="section" aria-labelledby="deliver-heading">
                <Card.Body>
                  <form onSubmit={deliver} noValidate>
                    <Stack gap="3">
                      <Heading as="h3" size="sm" id="deliver-heading">
                        Deliver
                      </Heading>
                      {record.project_id !== null ? (
                        <Text color="fg.muted" fontSize="sm">
                          Delivering records the project&apos;s &quot;Equipment delivered&quot;
                          milestone on this date when it has none yet.
                        </Text>
                      ) : null}
                      <Flex gap="3" wrap="wrap" align="end">
                        <FormField label="Delivered on" required width={{ base: 'full', sm: '56' }}>
                          <Input
                            type="date"
                            value={deliveredOn}
                            max={localCalendarDay()}
                            onChange={(event) => setDeliveredOn(event.currentTarget.value)}
                          />
                        </FormField>
                        <FormField
                          label="Signed by"
                          required
                          error={problem}
                          width={{ base: 'full', sm: '72' }}
                        >
                          <Input
                            value={signedBy}
                            maxLength={100}
                            onChange={(event) => setSignedBy(event.currentTarget.value)}
                          />
                        </FormField>
                        <Button type="submit" loading={moving.isLoading}>
                          Mark delivered
                        </Button>
                      </Flex>
                    </Stack>
                  </form>
                </Card.Body>
              </Card.Root>
            ) : null}

            {record.status === 'Delivered' ? (
              <Card.Root size="sm" as="section" aria-labelledby="proof-heading">
                <Card.Body>
                  <Stack gap="3">
                    <Heading as="h3" size="sm" id="proof-heading">
                      Proof of delivery
                    </Heading>
                    <Text>
                      {record.proof_document
                        ? record.proof_document.name
                        : 'No photo yet: add the signed delivery slip or a photo of the equipment on site.'}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <input
                        ref={fileInput}
                        type="file"
                        accept="image/png,image/jpeg,image/webp,image/heic"
                        aria-label="Proof photo"
                        hidden
                        onChange={(event) => void upload(event.currentTarget.files?.[0])}
                      />
                      <Button
                        variant="outline"
                        loading={uploading.isLoading}
                        onClick={() => fileInput.current?.click()}
                      >
                        {record.proof_document ? 'Replace photo' : 'Add photo'}
                      </Button>
                      {record.proof_document ? (
                        <Button variant="outline" onClick={() => void download()}>
                          Download photo
                        </Button>
                      ) : null}
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ) : null}
          </Stack>
        ) : (
          <Box minH="40" />
        )}
      </LoadingOverlay>
      <ConfirmDialog
        open={cancelling}
        title="Cancel this shipment?"
        message={`${record?.number ?? ''} will be cancelled and its reserved stock released.`}
        confirmLabel="Cancel shipment"
        cancelLabel="Back"
        loading={moving.isLoading}
        onConfirm={() =>
          record
            ? void send(
                { status: 'Cancelled', version: record.version },
                messages.shipmentCancelled,
              )
            : undefined
        }
        onCancel={() => setCancelling(false)}
      />
      {conflict.dialog}
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
