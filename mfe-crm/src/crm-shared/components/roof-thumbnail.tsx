import { roofDrawing, type SavedPanel } from '@solar/shared';

interface RoofThumbnailProps {
  panels: readonly SavedPanel[];
  label: string;
  width?: number;
}

/** A small read-only drawing of a saved roof design (areas, shadow circle, panels). */
export function RoofThumbnail({ panels, label, width = 240 }: RoofThumbnailProps) {
  const { areas, shadowCircle } = roofDrawing;
  return (
    <svg
      viewBox={`0 0 ${roofDrawing.width} ${roofDrawing.height}`}
      width={width}
      role="img"
      aria-label={label}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={roofDrawing.width} height={roofDrawing.height} fill="#f8fafc" stroke="#cbd5e1" />
      <rect {...areas.red} fill="#f87171" fillOpacity={0.25} stroke="#b91c1c" />
      <rect {...areas.yellow} fill="#facc15" fillOpacity={0.25} stroke="#a16207" />
      <circle {...shadowCircle} fill="#334155" fillOpacity={0.18} />
      {panels.map((panel) => (
        <rect
          key={panel.id}
          x={panel.x}
          y={panel.y}
          width={roofDrawing.panelWidth}
          height={roofDrawing.panelHeight}
          fill={panel.efficiency === 900 ? '#475569' : '#1d4ed8'}
          stroke="#e2e8f0"
          strokeWidth={2}
        />
      ))}
    </svg>
  );
}
