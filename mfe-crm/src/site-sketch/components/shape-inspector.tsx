import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormField, messages } from '@solar/shared';
import { useState } from 'react';
import { kindNames, type SketchShape } from '../utils/sketch-shapes';

interface ShapeInspectorProps {
  shape: SketchShape;
  onChange: (change: (shape: SketchShape) => SketchShape) => void;
  onMove: (north: number, east: number) => void;
  onDelete: () => void;
}

/**
 * Label, pitch and bearing or radius of the selected shape; move buttons for keyboard and touch
 * users.
 */
export function ShapeInspector({ shape, onChange, onMove, onDelete }: ShapeInspectorProps) {
  // Typed text is committed on blur or Enter, so one edit is one undo step.
  const [label, setLabel] = useState(shape.label);
  const [pitch, setPitch] = useState(
    shape.kind === 'roof' && shape.pitch !== null ? String(shape.pitch) : '',
  );
  const [azimuth, setAzimuth] = useState(
    shape.kind === 'roof' && shape.azimuth !== null ? String(shape.azimuth) : '',
  );
  const [radius, setRadius] = useState(shape.kind === 'circle' ? String(shape.radius) : '');
  const labelMissing = label.trim() === '';

  const commitLabel = () => {
    if (!labelMissing && label.trim() !== shape.label)
      onChange((s) => ({ ...s, label: label.trim() }));
  };
  const commitPitch = () => {
    if (shape.kind !== 'roof') return;
    const value = pitch.trim() === '' ? null : Number(pitch);
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > 90)) return;
    if (value !== shape.pitch) onChange((s) => (s.kind === 'roof' ? { ...s, pitch: value } : s));
  };
  const commitAzimuth = () => {
    if (shape.kind !== 'roof') return;
    const value = azimuth.trim() === '' ? null : Number(azimuth);
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > 360)) return;
    if (value !== shape.azimuth)
      onChange((s) => (s.kind === 'roof' ? { ...s, azimuth: value } : s));
  };
  const azimuthValue = azimuth.trim() === '' ? null : Number(azimuth);
  const azimuthOutOfRange =
    azimuthValue !== null &&
    (!Number.isFinite(azimuthValue) || azimuthValue < 0 || azimuthValue > 360);
  const commitRadius = () => {
    const value = Number(radius);
    if (shape.kind !== 'circle' || !Number.isFinite(value) || value <= 0 || value > 500) return;
    if (value !== shape.radius)
      onChange((s) => (s.kind === 'circle' ? { ...s, radius: value } : s));
  };
  const onEnter = (commit: () => void) => (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <Stack gap="3" aria-label={`Selected: ${shape.label}`} role="group">
      <Text fontSize="sm" color="fg.muted">
        {kindNames[shape.kind]}
      </Text>
      <FormField label="Label" error={labelMissing ? 'Every shape needs a label' : undefined}>
        <Input
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          onBlur={commitLabel}
          onKeyDown={onEnter(commitLabel)}
        />
      </FormField>
      {shape.kind === 'roof' ? (
        <FormField label="Pitch (degrees, optional)">
          <Input
            type="number"
            min={0}
            max={90}
            value={pitch}
            onChange={(e) => setPitch(e.target.value)}
            onBlur={commitPitch}
            onKeyDown={onEnter(commitPitch)}
          />
        </FormField>
      ) : null}
      {shape.kind === 'roof' ? (
        <FormField
          label="Facing (degrees, 180 = south, optional)"
          error={azimuthOutOfRange ? messages.productionAzimuthRange : undefined}
        >
          <Input
            type="number"
            min={0}
            max={360}
            value={azimuth}
            onChange={(e) => setAzimuth(e.target.value)}
            onBlur={commitAzimuth}
            onKeyDown={onEnter(commitAzimuth)}
          />
        </FormField>
      ) : null}
      {shape.kind === 'circle' ? (
        <FormField label="Radius (metres)">
          <Input
            type="number"
            min={0.1}
            step={0.1}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
            onBlur={commitRadius}
            onKeyDown={onEnter(commitRadius)}
          />
        </FormField>
      ) : null}
      <HStack wrap="wrap" gap="1" aria-label="Move the shape">
        <Button size="xs" variant="outline" onClick={() => onMove(0.5, 0)} aria-label="Move north">
          ↑
        </Button>
        <Button size="xs" variant="outline" onClick={() => onMove(-0.5, 0)} aria-label="Move south">
          ↓
        </Button>
        <Button size="xs" variant="outline" onClick={() => onMove(0, -0.5)} aria-label="Move west">
          ←
        </Button>
        <Button size="xs" variant="outline" onClick={() => onMove(0, 0.5)} aria-label="Move east">
          →
        </Button>
      </HStack>
      <Button size="sm" colorPalette="red" variant="outline" onClick={onDelete}>
        Delete shape
      </Button>
    </Stack>
  );
}
