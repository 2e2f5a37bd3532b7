import {
  Box,
  Button,
  Dialog,
  Flex,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import {
  ConfirmDialog,
  type DealCreatePayload,
  type DealListRow,
  dealNameError,
  FormField,
  messages,
  notify,
  selectUser,
  useAppSelector,
  useVersionConflict,
  workplacePath,
} from '@solar/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useCrmCreateDealMutation,
  useCrmDealStagesQuery,
  useCrmDealStatusesQuery,
  useCrmSalesPersonTreeQuery,
  useCrmUpdateDealMutation,
  useLazyCrmDealDetailsQuery,
} from '../../../crm-shared/api/deals-endpoints';
import { salesPersonOptionsOf } from '../../utils/sales-person-options-of';
import { useMapLocation } from '../hooks/use-map-location';
import { buildCreatePayload, buildUpdatePayload } from '../utils/build-deal-payloads';
import { needsNewDealName } from '../utils/new-deal-name-rule';
import { saveErrorText } from '../utils/save-error-text';
import { locationOfDeal, sameLocation } from '../utils/selected-location';
import { AddressSearch } from './address-search';
import { ExistingDealsSection } from './existing-deals-section';
import { LocationDetails } from './location-details';
import { LocationMap } from './location-map';
import { MapErrorBoundary } from './map-error-boundary';
import { NewDealNameDialog } from './new-deal-name-dialog';
import { SalesPersonSelect } from './sales-person-select';

/** A lead being converted: what the new deal starts from, and the save that converts it. */
export interface LeadConversion {
  /** The lead's person, the new deal's name. */
  name: string;
  /** The lead's address text, searched for as the dialog opens. */
  address: string;
  ownerId: number | null;
  /** Creates the deal and converts the lead in one request: the new deal's id, or the error. */
  convert(payload: DealCreatePayload): Promise<{ dealId: number } | { error: unknown }>;
}

interface DealMapDialogBodyProps {
  mode: 'create' | 'edit';
  deal?: DealListRow;
  lead?: LeadConversion;
  onClose(): void;
  onSaved(dealId: number): void;
  /** After a version conflict's Reload, with the deal as stored now (the dialog shows it). */
  onReloaded?(deal: DealListRow): void;
}

/**
 * The spec's 600 px map area (controls 30%, map 70%), shrunk on short screens so that the map and
 * the dialog's buttons fit the window together instead of the footer covering the map's bottom.
 */
const mapAreaHeight = 'clamp(400px, calc(100dvh - 16rem), 600px)';

type Step = 'form' | 'confirm-address' | 'new-name' | 'confirm-update';

/** Shows a load failure once, when it happens. */
function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) notify.error(message, { id: message });
  }, [failed, message]);
}

/** Everything inside the map dialog; mounted only while the dialog is open. */
export function DealMapDialogBody({
  mode,
  deal,
  lead,
  onClose,
  onSaved,
  onReloaded,
}: DealMapDialogBodyProps) {
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const dealLocation = useMemo(() => (deal ? locationOfDeal(deal) : null), [deal]);
  const map = useMapLocation(editing ? dealLocation : null, !editing);
  const { location, addressMatch } = map;

  const [dealName, setDealName] = useState(deal?.name ?? '');
  const [salesPersonId, setSalesPersonId] = useState<number | null>(
    editing ? (deal?.sales_person?.id ?? null) : null,
  );
  const salesPersonChosen = useRef(editing);
  const [errors, setErrors] = useState<{ name?: string; salesPerson?: string }>({});
  const [step, setStep] = useState<Step>('form');
  // A confirmation reports its own closing as a cancel, even when it closes because its confirm
  // button moved the flow on; only a cancel of the step still showing goes back to the form.
  const leaveStep = (from: Step) => setStep((current) => (current === from ? 'form' : current));

  const stages = useCrmDealStagesQuery(undefined, { skip: editing });
  const statuses = useCrmDealStatusesQuery(undefined, { skip: editing });
  const tree = useCrmSalesPersonTreeQuery();
  const options = useMemo(() => salesPersonOptionsOf(tree.data?.data), [tree.data]);
  const [createDeal, createState] = useCrmCreateDealMutation();
  const [updateDeal, updateState] = useCrmUpdateDealMutation();
  const [fetchDeal] = useLazyCrmDealDetailsQuery();
  const conflict = useVersionConflict(async () => {
    if (!deal) return;
    const fresh = await fetchDeal(deal.id);
    if (fresh.data) onReloaded?.(fresh.data);
  });
  const [converting, setConverting] = useState(false);
  const saving = createState.isLoading || updateState.isLoading || converting;

  useFailureToast(stages.isError, messages.failedToLoadStageOptions);
  useFailureToast(statuses.isError, messages.failedToLoadStatusOptions);
  useFailureToast(tree.isError, messages.failedToLoadSalesPersonOptions);

  // New deals start with the lead's owner or the current user as sales person.
  useEffect(() => {
    if (salesPersonChosen.current || options.length === 0) return;
    const me = lead?.ownerId ?? tree.data?.current_user_id ?? user?.id;
    if (options.some((option) => option.id === me)) setSalesPersonId(me ?? null);
  }, [options, tree.data, user, lead]);

  // Edit mode needs the deal; a deal saved without a point opens at the default view.
  const editSetupChecked = useRef(false);
  useEffect(() => {
    if (!editing || editSetupChecked.current) return;
    editSetupChecked.current = true;
    if (!deal) {
      notify.error(messages.failedToSetupEditMode);
      onClose();
    } else if (!dealLocation) {
      notify.warning(messages.couldNotLocateAddress);
    }
  }, [deal, dealLocation, editing, onClose]);

  const existingDeals = !editing && addressMatch?.exists ? addressMatch.deals : [];
  // Deals of other sales teams are only counted: the warning and the rules still apply to them.
  const otherTeamsDeals = !editing && addressMatch?.exists ? addressMatch.hidden_deal_count : 0;
  const addressHasDeals = existingDeals.length > 0 || otherTeamsDeals > 0;

  const finish = (dealId: number, message: string) => {
    notify.success(message);
    onSaved(dealId);
    onClose();
  };

  const create = async (name: string) => {
    const stage = stages.data?.[0];
    const status = statuses.data?.[0];
    if (!location || !stage || !status || salesPersonId === null) return;
    const payload = buildCreatePayload({
      name,
      stageId: stage.id,
      statusId: status.id,
      salesPersonId,
      location,
      addressId: addressMatch?.exists ? addressMatch.address_id : null,
    });
    if (lead) {
      setConverting(true);
      const converted = await lead.convert(payload);
      setConverting(false);
      if ('error' in converted) {
        notify.error(saveErrorText(messages.failedToCreateDeal, converted.error));
        return;
      }
      finish(converted.dealId, messages.leadConverted);
      return;
    }
    const result = await createDeal(payload);
    if (result.error !== undefined) {
      notify.error(saveErrorText(messages.failedToCreateDeal, result.error));
      return;
    }
    finish(result.data.id, messages.dealCreatedFromMap);
  };

  const requireSalesPerson = (): boolean => {
    if (salesPersonId !== null) return true;
    setErrors((current) => ({ ...current, salesPerson: messages.pleaseSelectSalesPerson }));
    notify.error(messages.pleaseSelectSalesPerson);
    return false;
  };

  const submitCreate = () => {
    if (!location) {
      notify.warning(messages.selectLocationFirst);
      return;
    }
    if (!stages.data?.[0]) {
      notify.error(messages.dealStageCannotBeEmpty);
      return;
    }
    if (!statuses.data?.[0]) {
      notify.error(messages.dealStatusCannotBeEmpty);
      return;
    }
    // A deal created from the map is named after its address; one from a lead after its person.
    const nameProblem = dealNameError(newDealName(location), messages.dealNameCannotBeEmpty);
    if (nameProblem) {
      notify.error(nameProblem);
      return;
    }
    if (!requireSalesPerson()) return;
    if (addressHasDeals) {
      setStep('confirm-address');
      return;
    }
    void create(newDealName(location));
  };

  const newDealName = (at: { address: string }) => lead?.name ?? at.address;

  const continueAtAddress = () => {
    const nameTaken =
      (!lead && addressMatch?.address_name_taken === true) ||
      (location !== null && needsNewDealName(newDealName(location), existingDeals));
    if (location && nameTaken) {
      setStep('new-name');
      return;
    }
    setStep('form');
    if (location) void create(newDealName(location));
  };

  const update = async () => {
    setStep('form');
    if (!deal) return;
    const nameProblem = dealNameError(dealName, messages.pleaseEnterADealName);
    if (nameProblem) {
      setErrors((current) => ({ ...current, name: nameProblem }));
      notify.error(nameProblem);
      return;
    }
    if (!requireSalesPerson() || salesPersonId === null) return;
    if (!location) {
      notify.warning(messages.selectLocationFirst);
      return;
    }
    const result = await updateDeal({
      id: deal.id,
      payload: buildUpdatePayload({
        name: dealName,
        salesPersonId,
        movedTo: sameLocation(location, dealLocation) ? null : location,
        version: deal.version,
      }),
    });
    if (result.error !== undefined) {
      if (conflict.caught(result.error)) return;
      notify.error(saveErrorText(messages.failedToUpdateDeal, result.error));
      return;
    }
    finish(deal.id, messages.dealUpdated);
  };

  const viewDeal = (dealId: number) => {
    onClose();
    void navigate(workplacePath('crm/deal-details/:dealId', { dealId }));
  };

  const busy = map.locating || map.checkingAddress;

  return (
    <>
      <Dialog.Body>
        <Flex direction={{ base: 'column', lg: 'row' }} gap="4">
          <Stack
            w={{ base: 'full', lg: '30%' }}
            gap="4"
            maxH={{ lg: mapAreaHeight }}
            overflowY="auto"
            pr="1"
          >
            <AddressSearch
              onChoose={map.chooseFromSearch}
              {...(lead ? { initialText: lead.address } : {})}
            />

            <Stack as="section" aria-labelledby="selected-location-heading" gap="2">
              <HStack justify="space-between">
                <Heading as="h3" size="sm" id="selected-location-heading">
                  Selected Location
                </Heading>
                {busy ? <Spinner size="xs" aria-label="Looking up the location" /> : null}
              </HStack>
              <LocationDetails location={location} />
            </Stack>

            <Switch.Root
              checked={map.linkAddressText}
              onCheckedChange={(details) => map.setLinkAddressText(details.checked)}
              size="sm"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Link Address Text</Switch.Label>
              <Text as="span" fontSize="sm" color="fg.muted" aria-hidden="true">
                {map.linkAddressText ? 'On' : 'Off'}
              </Text>
            </Switch.Root>
            <Text fontSize="xs" color="fg.muted" mt="-3">
              {map.linkAddressText
                ? 'Moving the marker updates the address text.'
                : 'Moving the marker keeps the address text unchanged.'}
            </Text>

            {editing ? (
              <FormField label="Deal Name" error={errors.name}>
                <Input
                  size="sm"
                  value={dealName}
                  onChange={(event) => {
                    setDealName(event.target.value);
                    setErrors((current) => ({ ...current, name: undefined }));
                  }}
                />
              </FormField>
            ) : null}

            <SalesPersonSelect
              options={options}
              value={salesPersonId}
              onChange={(id) => {
                salesPersonChosen.current = true;
                setSalesPersonId(id);
                setErrors((current) => ({ ...current, salesPerson: undefined }));
              }}
              loading={tree.isLoading}
              errorText={errors.salesPerson}
            />

            {addressHasDeals ? (
              <ExistingDealsSection
                deals={existingDeals}
                otherTeamsDeals={otherTeamsDeals}
                onViewDeal={viewDeal}
              />
            ) : null}
          </Stack>

          <Box w={{ base: 'full', lg: '70%' }} h={{ base: '400px', lg: mapAreaHeight }}>
            <MapErrorBoundary>
              <LocationMap
                view={map.view}
                location={location}
                tileUrl={map.tileUrl}
                maxZoom={map.maxZoom}
                onPick={map.pickOnMap}
                markerRevision={map.markerRevision}
              />
            </MapErrorBoundary>
          </Box>
        </Flex>
      </Dialog.Body>

      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          colorPalette="blue"
          onClick={editing ? () => setStep('confirm-update') : submitCreate}
          disabled={!location || busy}
          loading={saving}
        >
          {editing ? 'Update Deal' : lead ? messages.convertLead : 'Create Deal'}
        </Button>
      </Dialog.Footer>

      <ConfirmDialog
        open={step === 'confirm-address'}
        title={messages.addressAlreadyExistsTitle}
        message={messages.confirmAnotherDealAtAddress}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onConfirm={continueAtAddress}
        onCancel={() => leaveStep('confirm-address')}
      />
      {step === 'new-name' && location ? (
        <NewDealNameDialog
          address={location.address}
          deals={existingDeals}
          onConfirm={(name) => {
            setStep('form');
            void create(name);
          }}
          onCancel={() => setStep('form')}
        />
      ) : null}
      <ConfirmDialog
        open={step === 'confirm-update'}
        title="Update Deal"
        message={messages.confirmDealUpdate}
        onConfirm={() => void update()}
        onCancel={() => leaveStep('confirm-update')}
      />
      {conflict.dialog}
    </>
  );
}
