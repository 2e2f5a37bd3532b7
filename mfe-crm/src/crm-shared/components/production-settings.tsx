import { Input, Stack, Text } from '@chakra-ui/react';
import {
  defaultProductionSettings,
  formatNumber,
  FormField,
  locationEstimateOf,
  messages,
  proposalProductionSettingsSchema,
  SelectField,
  type ProductionMethod,
  type ProposalProduction,
  type ProposalProductionSettings,
  type RoofOrientation,
} from '@solar/shared';
import { useMemo, useState } from 'react';

interface ProductionSettingsProps {
  settings: ProposalProductionSettings | undefined;
  /** The production the chosen method gives now; null when the deal has no map position. */
  production: ProposalProduction | null;
  /** The deal's map position; none on a scratch design. */
  location: { latitude: number; longitude: number } | null;
  /** What the deal's site sketch says about the roof, which a new design starts from. */
  roof: RoofOrientation | null;
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
 * weather station for the roof's tilt, azimuth and shading (the site sketch's when it holds them).
 * The estimate says which station it used, how far it is and what one kW of panels makes there
 * in a year. A value out of range keeps the last good one and says why; the API checks the same
 * ranges when the design is saved.
 */
export function ProductionSettings({
  settings,
  production,
  location,
  roof,
  onChange,
}: ProductionSettingsProps) {
  const current = settings ?? defaultProductionSettings(roof);
  const [typed, setTyped] = useState<Partial<Record<RoofField, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<RoofField, string>>>({});
  const estimate = useMemo(
    () => (location ? locationEstimateOf(current, location) : null),
    [current, location],
  );

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
          {roof ? (
            <Text fontSize="xs" color="fg.muted" data-testid="production-roof">
              {messages.productionRoofFromSketch(roof.label)}
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted" data-testid="production-source">
            {production?.station
              ? messages.productionEstimatedFrom(
                  production.station.name,
                  production.station.province,
                  formatNumber(production.station.distanceKm),
                )
              : messages.productionNoCoordinates}
          </Text>
          {estimate ? (
            <Text fontSize="xs" color="fg.muted" data-testid="production-yield">
              {messages.productionSpecificYield(
                formatNumber(Math.round(estimate.annualYieldKwhPerKw)),
                estimate.performanceRatio.toFixed(2),
              )}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
