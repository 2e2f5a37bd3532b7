import { Alert, Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  calculateProposal,
  type DealProgramOffers,
  proposalProgramLabels,
  serverReasonOf,
  ConfirmDialog,
  defaultProposalData,
  maxPanelsPerProposal,
  messages,
  monthlyProductionOfResults,
  nextProposalName,
  notify,
  proposalInputsOf,
  proposalProductionOf,
  type ProposalData,
  type RoofArea,
  type RoofOrientation,
  resultsWithProduction,
  type SavedProposal,
  useVersionConflict,
} from '@solar/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { ProductionUsageChart } from '@solar/shared/proposal-document';
import { PresenterSavings } from './presenter-savings';
import { PresenterSettings } from './presenter-settings';
import { ResultsPanel } from './results-panel';
import { RoofDrawing } from './roof-drawing';
import { SavedProposalsList } from './saved-proposals-list';
import { initialPresenterState, presenterReducer } from '../utils/presenter-reducer';
import { createLocalSavedProposalStore } from '../utils/local-saved-proposal-store';
import type { SavedProposalStore } from '../utils/saved-proposal-store';
import { openComparison } from '../utils/open-comparison';
import { choiceOf, presenterPricingOf, programChoicesOf } from '../utils/presenter-programs';

interface ProposalPresenterProps {
  /** Shown after "Present Proposal:" in the header. */
  address: string;
  /**
   * The starting design and what Delete Current Proposal resets to (a deal's presenter passes its
   * power bill's months here). The spec's defaults when left out.
   */
  defaultData?: ProposalData;
  /** Where saved versions live; this browser's local storage when left out. */
  store?: SavedProposalStore;
  /**
   * A stored design to open instead of `defaultData` (Design Proposal); Delete Current Proposal
   * still resets to `defaultData`.
   */
  initialData?: ProposalData | undefined;
  /**
   * The saved version `initialData` was loaded from, so it opens as the current proposal (Save
   * Current and Delete Current act on it). Null or left out: nothing is current until a save.
   */
  initialCurrentId?: number | null;
  /** The deal's power company, whose rate the savings start from; none on the scratch presenter. */
  powerCompanyId?: number | null;
  /**
   * The programs the server offers today in the deal's province (a deal's presenter) or in the
   * province chosen for a scratch design; left out, the seeded programs.
   */
  offers?: DealProgramOffers | null;
  /** The deal's map position, for the location estimate; none on the scratch presenter. */
  location?: { latitude: number; longitude: number } | null;
  /** What the deal's site sketch says about the roof (its pitch and facing); none without one. */
  sketchRoof?: RoofOrientation | null;
}

/**
 * The Present Proposal screen: settings, roof drawing and results in a 1:5:2 layout, with saved
 * versions. Reusable for a deal-bound presenter through its props.
 */
export function ProposalPresenter({
  address,
  defaultData,
  store,
  initialData,
  initialCurrentId = null,
  powerCompanyId = null,
  offers = null,
  location = null,
  sketchRoof = null,
}: ProposalPresenterProps) {
  const resetData = useMemo(() => defaultData ?? defaultProposalData(), [defaultData]);
  const savedStore = useMemo(() => store ?? createLocalSavedProposalStore(), [store]);
  // Read once: later prop changes do not replace what the user is editing (callers key the
  // presenter by deal or proposal to start afresh).
  const [state, dispatch] = useReducer(presenterReducer, initialData ?? resetData, (data) => ({
    ...initialPresenterState(data),
    currentId: initialCurrentId,
  }));
  const [saved, setSaved] = useState<SavedProposal[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  useEffect(() => {
    let active = true;
    savedStore.list().then(
      (list) => {
        if (active) setSaved(list);
      },
      () => notify.error(messages.savedProposalsFailed),
    );
    return () => {
      active = false;
    };
  }, [savedStore]);

  const choices = useMemo(() => programChoicesOf(offers), [offers]);
  const choice = useMemo(() => choiceOf(choices, state.data), [choices, state.data]);
  // A saved version keeps the pricing the server stored with it, whatever the program has become.
  const stored = saved.find((proposal) => proposal.id === state.currentId)?.pricing ?? null;
  const drawn = useMemo(
    () =>
      calculateProposal(
        proposalInputsOf(state.data),
        presenterPricingOf(state.data, offers, stored),
      ),
    [state.data, offers, stored],
  );
  // The figure the chosen production method gives, as the API will store it on save; the offset
  // follows it. Without a map position the location estimate has no figure and the drawing's
  // stays on screen, with a message under the method saying why.
  const production = useMemo(
    () =>
      proposalProductionOf({
        settings: state.data.productionSettings,
        totalWatts: drawn.totalWatts,
        drawingHundredthsKwh: drawn.productionHundredthsKwh,
        location,
      }),
    [state.data.productionSettings, drawn, location],
  );
  const results = useMemo(() => resultsWithProduction(drawn, production), [drawn, production]);
  const programName =
    stored && stored.program_version_id === state.data.programVersionId
      ? stored.program_name
      : (choice?.name ?? proposalProgramLabels[state.data.selectedProgram]);

  // A new design on a deal takes the offered program of its kind, so a save sends a version. A
  // design that already names one (a saved version, whose list may still be loading) keeps it:
  // its stored pricing shows its figures, and choosing another program is the user's call.
  useEffect(() => {
    if (!offers || !choice || choice.versionId === null) return;
    if (state.data.programVersionId !== undefined) return;
    dispatch({
      type: 'setProgram',
      program: choice.legacyKey,
      programVersionId: choice.versionId,
      termOptions: choice.terms.payment_plan.term_options,
      defaultTerm: choice.terms.payment_plan.default_term,
      panelSizes: choice.terms.proposal_design.panel_sizes,
      installationTypes: choice.terms.proposal_design.installation_types,
    });
  }, [offers, choice, state.data.programVersionId]);
  const monthlyUsage = useMemo(
    () => state.data.hydroUsage.map((entry) => entry.value),
    [state.data.hydroUsage],
  );
  // The months of the chosen method: the location estimate's follow the sun at the deal's place,
  // the drawing's spread its year by the usual shares.
  const monthlyProduction = useMemo(
    () => monthlyProductionOfResults(results, production),
    [results, production],
  );

  // Someone else saved or deleted this proposal since it was loaded: Reload lists the saved
  // versions again and shows the stored design of the current one; Keep editing leaves the design.
  const conflict = useVersionConflict(async () => {
    const list = await savedStore.list({ fresh: true });
    setSaved(list);
    const current = list.find((proposal) => proposal.id === state.currentId);
    if (current) dispatch({ type: 'load', proposal: current });
  });

  /** Runs one store call; on failure the list and the design stay as they were. */
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // The server's reason says what to change (a program no longer offered, a term it lacks).
      if (!conflict.caught(error)) {
        notify.error(messages.savedProposalsFailed, {
          description: serverReasonOf(error as Parameters<typeof serverReasonOf>[0]),
        });
      }
    } finally {
      setBusy(false);
    }
  }

  const saveAsNew = () =>
    run(async () => {
      const proposal = await savedStore.create(nextProposalName(saved), state.data);
      setSaved((list) => [...list, proposal]);
      dispatch({ type: 'savedAsNew', id: proposal.id });
      notify.success(messages.savedProposalCreated, { description: proposal.name });
    });

  const saveCurrent = () =>
    run(async () => {
      if (state.currentId === null) return;
      const updated = await savedStore.update(state.currentId, state.data);
      // A Design Proposal opened on a proposal without a design saves its first one here.
      setSaved((list) =>
        list.some((item) => item.id === updated.id)
          ? list.map((item) => (item.id === updated.id ? updated : item))
          : [...list, updated],
      );
      notify.success(messages.savedProposalUpdated, { description: updated.name });
    });

  const deleteCurrent = () =>
    run(async () => {
      const id = state.currentId;
      if (id === null) return;
      await savedStore.remove(id);
      setSaved((list) => list.filter((item) => item.id !== id));
      dispatch({ type: 'reset', data: resetData });
      notify.success(messages.savedProposalDeleted);
    }).finally(() => setConfirmingDelete(false));

  const select = (proposal: SavedProposal, selected: boolean) =>
    run(async () => {
      await savedStore.setSelected(proposal.id, selected);
      setSaved((list) =>
        list.map((item) => (item.id === proposal.id ? { ...item, selected } : item)),
      );
    });

  const compare = () => {
    if (!openComparison(saved.filter((proposal) => proposal.selected))) {
      notify.error(messages.compareWindowBlocked);
    }
  };

  const onToggleArea = useCallback((area: RoofArea) => dispatch({ type: 'toggleArea', area }), []);
  const onSelectPanel = useCallback(
    (id: number | null) => dispatch({ type: 'selectPanel', id }),
    [],
  );
  const onMovePanel = useCallback(
    (id: number, x: number, y: number) => dispatch({ type: 'movePanel', id, x, y }),
    [],
  );
  const onRemovePanel = useCallback((id: number) => dispatch({ type: 'removePanel', id }), []);

  const noCurrent = state.currentId === null;
  const currentName = saved.find((proposal) => proposal.id === state.currentId)?.name;
  return (
    <Box>
      <Flex
        as="header"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="3"
        mb="4"
      >
        <Heading as="h1" size="xl">
          Present Proposal: {address}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="blue" disabled={busy} onClick={() => void saveAsNew()}>
            Save as New Proposal
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={noCurrent || busy}
            onClick={() => void saveCurrent()}
          >
            Save Current Proposal
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={noCurrent || busy}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete Current Proposal
          </Button>
        </HStack>
      </Flex>

      {/* Which saved version the roof shows, so an empty roof is never mistaken for lost work. */}
      {noCurrent ? (
        <Alert.Root status="info" mb="4" alignItems="center" flexWrap="wrap" gap="3">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="12rem">
            <Alert.Description>
              {saved.length === 0 ? messages.noSavedProposalYet : messages.noSavedProposalOpen}
            </Alert.Description>
          </Alert.Content>
          <Button size="xs" colorPalette="blue" disabled={busy} onClick={() => void saveAsNew()}>
            Start a new proposal
          </Button>
        </Alert.Root>
      ) : currentName ? (
        <Text fontSize="sm" color="fg.muted" mb="4">
          Open:{' '}
          <Text as="strong" color="fg">
            {currentName}
          </Text>
        </Text>
      ) : null}

      {/* One column on phones and tablets; side by side, the settings column keeps room for its
          labels and buttons and the roof takes what is left. */}
      <Grid
        templateColumns={{
          base: '1fr',
          lg: 'minmax(15.5rem, 1fr) minmax(0, 4fr) minmax(16rem, 2fr)',
          // From desktop width on, Compare Selected Proposals and its icon fit on one line.
          xl: 'minmax(17rem, 1fr) minmax(0, 4fr) minmax(16rem, 2fr)',
        }}
        gap="4"
        alignItems="start"
      >
        <Stack gap="4" minW="0" as="section" aria-label="Proposal settings">
          <PresenterSettings
            data={state.data}
            openSection={state.openSection}
            dispatch={dispatch}
            choices={choices}
            choice={choice}
            production={production}
            location={location}
            roof={sketchRoof}
          />
          <SavedProposalsList
            proposals={saved}
            currentId={state.currentId}
            busy={busy}
            onLoad={(proposal) => dispatch({ type: 'load', proposal })}
            onSelect={(proposal, selected) => void select(proposal, selected)}
            onCompare={compare}
          />
        </Stack>
        <Stack gap="3" minW="0" as="section" aria-label="Roof design">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              disabled={
                state.selectedArea === null || state.data.panels.length >= maxPanelsPerProposal
              }
              onClick={() => dispatch({ type: 'addPanel' })}
            >
              Add Panel
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={state.selectedPanelId === null}
              onClick={() => {
                if (state.selectedPanelId !== null) onRemovePanel(state.selectedPanelId);
              }}
            >
              Remove Selected Panel
            </Button>
          </HStack>
          <RoofDrawing
            panels={state.data.panels}
            selectedArea={state.selectedArea}
            selectedPanelId={state.selectedPanelId}
            onToggleArea={onToggleArea}
            onSelectPanel={onSelectPanel}
            onMovePanel={onMovePanel}
            onRemovePanel={onRemovePanel}
          />
          <Box fontSize="xs" color="fg.muted">
            Select the red or yellow area, then Add Panel. Drag a panel, or select it and use the
            arrow keys (Shift for larger steps); Delete removes it.
          </Box>
        </Stack>
        <Box minW="0">
          <ResultsPanel
            results={results}
            programName={programName}
            term={state.data.selectedTerm}
            productionMethodLabel={
              production?.method === 'location-estimate'
                ? messages.productionMethodLocationEstimate
                : messages.productionMethodDrawingZones
            }
          />
        </Box>
      </Grid>

      <Box as="section" aria-labelledby="presenter-monthly-heading" mt="6" minW="0" maxW="4xl">
        <Heading as="h2" size="md" id="presenter-monthly-heading" mb="1">
          Monthly production versus usage
        </Heading>
        <Text fontSize="xs" color="fg.muted" mb="2">
          Production:{' '}
          {production?.method === 'location-estimate'
            ? messages.productionMethodLocationEstimate
            : messages.productionMethodDrawingZones}
        </Text>
        <ProductionUsageChart usageKwh={monthlyUsage} productionKwh={monthlyProduction} />
      </Box>

      <PresenterSavings
        results={results}
        program={state.data.selectedProgram}
        term={state.data.selectedTerm}
        monthlyUsage={monthlyUsage}
        monthlyProduction={monthlyProduction}
        powerCompanyId={powerCompanyId}
      />

      <ConfirmDialog
        open={confirmingDelete}
        title={messages.deleteCurrentProposalTitle}
        message={messages.deleteCurrentProposalText}
        loading={busy}
        onConfirm={() => void deleteCurrent()}
        onCancel={() => setConfirmingDelete(false)}
      />
      {conflict.dialog}
    </Box>
  );
}
