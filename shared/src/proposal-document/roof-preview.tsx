import { roofDrawing, type SavedPanel } from '@solar/shared';

/** The proposal's roof, read-only: both areas, the shadow circle square and the panels. */
export function RoofPreview({ panels }: { panels: readonly SavedPanel[] }) {
  const { width, height, panelWidth, panelHeight, areas, shadowCircle } = roofDrawing;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={`Roof drawing with ${panels.length} panels`}
      style={{ maxWidth: '100%', border: '1px solid #d4d4d8', background: '#fafafa' }}
    >
      <rect {...areas.red} fill="#fecaca" stroke="#dc2626" />
      <rect {...areas.yellow} fill="#fef9c3" stroke="#ca8a04" />
      <rect
        x={shadowCircle.cx - shadowCircle.r}
        y={shadowCircle.cy - shadowCircle.r}
        width={shadowCircle.r * 2}
        height={shadowCircle.r * 2}
        fill="#a1a1aa"
        fillOpacity={0.35}
        stroke="#52525b"
        strokeDasharray="6 4"
      />
      {panels.map((panel) => (
        <rect
          key={panel.id}
          x={panel.x}
          y={panel.y}
          width={panelWidth}
          height={panelHeight}
          fill="#1e3a8a"
          stroke="#e0e7ff"
          strokeWidth={2}
        />
      ))}
    </svg>
  );
}
