import { Alert, RadioGroup, Stack, Table } from '@chakra-ui/react';
import {
  type InstallationType,
  installationTypeLabels,
  installationTypes,
  type PanelSize,
  panelSizes,
  messages,
  type ProposalData,
  type ProposalProduction,
  type RoofOrientation,
  SelectField,
} from '@solar/shared';
import type { ProgramChoice } from '../utils/presenter-programs';
import type { Dispatch } from 'react';
import type { PresenterAction, PresenterSection } from '../utils/presenter-reducer';
import { CollapsibleSection } from './collapsible-section';
import { HydroUsageInput } from './hydro-usage-input';
import { ProductionSettings } from './production-settings';

interface PresenterSettingsProps {
  data: ProposalData;
  openSection: PresenterSection | null;
  dispatch: Dispatch<PresenterAction>;
  /** The programs offered (a deal's, from the server) and the one the design is priced with. */
  choices: readonly ProgramChoice[];
  choice: ProgramChoice | null;
  /** The production the chosen method gives now (null: a location estimate without a position). */
  production: ProposalProduction | null;
  /** The deal's map position (none on a scratch design) and what its site sketch says of the roof. */
  location: { latitude: number; longitude: number } | null;
  roof: RoofOrientation | null;
}

/** The left column's inputs: installation type, panel size, Program and Hydro Bill sections. */
export function PresenterSettings({
  data,
  openSection,
  dispatch,
  choices,
  choice,
  production,
  location,
  roof,
}: PresenterSettingsProps) {
  const design = choice?.terms.proposal_design;
  const plan = choice?.terms.payment_plan;
  const monthly = plan?.lines.some((line) => line.rule === 'monthly') ?? false;
  return (
    <Stack gap="3">
      <SelectField
        label="Installation Type"
        size="sm"
        value={data.selectedInstallationType}
        onChange={(value) =>
          dispatch({ type: 'setInstallationType', installationType: value as InstallationType })
        }
        options={(design?.installation_types ?? installationTypes).map((type) => ({
          value: type,
          label: installationTypeLabels[type],
        }))}
      />
      <SelectField
        label="Panel Size"
        size="sm"
        value={String(data.selectedPanelSize)}
        onChange={(value) =>
          dispatch({ type: 'setPanelSize', panelSize: Number(value) as PanelSize })
        }
        options={(design?.panel_sizes ?? panelSizes).map((size) => ({
          value: size,
          label: `${size}W`,
        }))}
      />
      <ProductionSettings
        settings={data.productionSettings}
        production={production}
        location={location}
        roof={roof}
        onChange={(settings) => dispatch({ type: 'setProductionSettings', settings })}
      />

      <CollapsibleSection
        id="present-proposal-program"
        title="Program"
        open={openSection === 'program'}
        onToggle={() => dispatch({ type: 'toggleSection', section: 'program' })}
      >
        {choices.length === 0 ? (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{messages.dealProgramsNoneForDeal}</Alert.Description>
          </Alert.Root>
        ) : (
          <RadioGroup.Root
            size="sm"
            value={choice?.value ?? null}
            aria-label="Program"
            onValueChange={(details) => {
              const next = choices.find((entry) => entry.value === details.value);
              if (!next) return;
              dispatch({
                type: 'setProgram',
                program: next.legacyKey,
                programVersionId: next.versionId ?? undefined,
                termOptions: next.terms.payment_plan.term_options,
                defaultTerm: next.terms.payment_plan.default_term,
                panelSizes: next.terms.proposal_design.panel_sizes,
                installationTypes: next.terms.proposal_design.installation_types,
              });
            }}
          >
            <Stack gap="2">
              {choices.map((entry) => (
                <RadioGroup.Item key={entry.value} value={entry.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{entry.name}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {monthly && plan ? (
          <SelectField
            label="Payment Term (years)"
            mt="3"
            size="sm"
            value={String(data.selectedTerm)}
            onChange={(value) => dispatch({ type: 'setTerm', term: Number(value) })}
            options={plan.term_options.map((term) => ({ value: term, label: String(term) }))}
          />
        ) : null}
      </CollapsibleSection>

      <CollapsibleSection
        id="present-proposal-hydro"
        title="Hydro Bill"
        open={openSection === 'hydro'}
        onToggle={() => dispatch({ type: 'toggleSection', section: 'hydro' })}
      >
        <Table.Root size="sm" aria-label="Hydro Bill">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader px="1">Month</Table.ColumnHeader>
              <Table.ColumnHeader px="1">kWh</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.hydroUsage.map((entry, index) => (
              <Table.Row key={entry.month}>
                <Table.Cell px="1">{entry.month}</Table.Cell>
                <Table.Cell px="1">
                  <HydroUsageInput
                    month={entry.month}
                    value={entry.value}
                    onCommit={(value) => dispatch({ type: 'setUsage', index, value })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </CollapsibleSection>
    </Stack>
  );
}
