import { Input, Stack, Text } from '@chakra-ui/react';
import {
  defaultProductionSettings,
  FormField,
  messages,
  proposalProductionSettingsSchema,
  SelectField,
  type ProductionMethod,
  type ProposalProduction,
  type ProposalProductionSettings,
} from '@solar/shared';
import { useState } from 'react';

interface ProductionSettingsProps {
  settings: ProposalProductionSettings | undefined;
  /** The production the chosen method gives now; null when the deal has no map position. */
  production: ProposalProduction | null;
  onChange: (settings: ProposalProductionSettings) => void;
}

type RoofField = 'tiltDegrees' | 'azimuthDegrees' | 'shadingPercent';
const roofFields: { field: RoofField; label: string }[] = [
  { field: 'tiltDegrees', label: 'Roof tilt (°)' },
  { field: 'azimuthDegrees', label: 'Azimuth (°, 180 = south)' },
  { field: 'shadingPercent', label: 'Shading (%)' },
];

/**
 * How the production figure is worked out: the drawing's zones, or an estimate from the nearest
 * weather station for the roof's tilt, azimuth and shading. A value out of range keeps the last
 * good one and says why; the API checks the same ranges when the design is saved.
 */
export function ProductionSettings({ settings, production, onChange }: ProductionSettingsProps) {
  const current = settings ?? defaultProductionSettings();
  const [typed, setTyped] = useState<Partial<Record<RoofField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<RoofField, string>>>({});

  const type = (field: RoofField, text: string) => {
    setTyped((values) => ({ ...values, [field]: text }));
    const next = { ...current, [field]: text.trim() === '' ? Number.NaN : Number(text) };
    const parsed = proposalProductionSettingsSchema.safeParse(next);
    const issue = parsed.error?.issues.find((entry) => entry.path[0] === field);
    setErrors((values) => ({ ...values, [field]: issue?.message }));
    if (parsed.success) onChange(parsed.data);
  };

  return (
    <Stack gap="2">
      <SelectField
        label="Production"
        size="sm"
        value={current.method}
        onChange={(value) => onChange({ ...current, method: value as ProductionMethod })}
        options={[
          { value: 'drawing-zones', label: messages.productionMethodDrawingZones },
          { value: 'location-estimate', label: messages.productionMethodLocationEstimate },
        ]}
      />
      {current.method === 'location-estimate' ? (
        <>
          {roofFields.map(({ field, label }) => (
            <FormField
              key={field}
              label={label}
              htmlFor={`production-${field}`}
              error={errors[field]}
            >
              <Input
                id={`production-${field}`}
                size="sm"
                inputMode="decimal"
                value={typed[field] ?? String(current[field])}
                onChange={(event) => type(field, event.target.value)}
              />
            </FormField>
          ))}
          <Text fontSize="xs" color="fg.muted" data-testid="production-source">
            {production?.station
              ? `Estimated from ${production.station.name} (${production.station.province}), ${production.station.distanceKm} km away: CWEC 2016 weather data.`
              : messages.productionNoCoordinates}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
