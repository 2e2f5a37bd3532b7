import { RadioGroup, Stack, Table } from '@chakra-ui/react';
import {
  type InstallationType,
  installationTypeLabels,
  installationTypes,
  type PanelSize,
  panelSizes,
  type ProposalData,
  type ProposalProduction,
  type ProposalProgram,
  proposalProgramLabels,
  proposalPrograms,
  SelectField,
  sunlineTerms,
} from '@solar/shared';
import type { Dispatch } from 'react';
import type { PresenterAction, PresenterSection } from '../utils/presenter-reducer';
import { CollapsibleSection } from './collapsible-section';
import { HydroUsageInput } from './hydro-usage-input';
import { ProductionSettings } from './production-settings';

interface PresenterSettingsProps {
  data: ProposalData;
  openSection: PresenterSection | null;
  dispatch: Dispatch<PresenterAction>;
  /** The production the chosen method gives now (null: a location estimate without a position). */
  production: ProposalProduction | null;
}

/** The left column's inputs: installation type, panel size, Program and Hydro Bill sections. */
export function PresenterSettings({
  data,
  openSection,
  dispatch,
  production,
}: PresenterSettingsProps) {
  return (
    <Stack gap="3">
      <SelectField
        label="Installation Type"
        size="sm"
        value={data.selectedInstallationType}
        onChange={(value) =>
          dispatch({ type: 'setInstallationType', installationType: value as InstallationType })
        }
        options={installationTypes.map((type) => ({
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
        options={panelSizes.map((size) => ({ value: size, label: `${size}W` }))}
      />
      <ProductionSettings
        settings={data.productionSettings}
        production={production}
        onChange={(settings) => dispatch({ type: 'setProductionSettings', settings })}
      />

      <CollapsibleSection
        id="present-proposal-program"
        title="Program"
        open={openSection === 'program'}
        onToggle={() => dispatch({ type: 'toggleSection', section: 'program' })}
      >
        <RadioGroup.Root
          size="sm"
          value={data.selectedProgram}
          aria-label="Program"
          onValueChange={(details) =>
            dispatch({ type: 'setProgram', program: details.value as ProposalProgram })
          }
        >
          <Stack gap="2">
            {proposalPrograms.map((program) => (
              <RadioGroup.Item key={program} value={program}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{proposalProgramLabels[program]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {data.selectedProgram === 'sunline' ? (
          <SelectField
            label="Payment Term (years)"
            mt="3"
            size="sm"
            value={String(data.selectedTerm)}
            onChange={(value) => dispatch({ type: 'setTerm', term: Number(value) })}
            options={sunlineTerms.map((term) => ({ value: term, label: String(term) }))}
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
