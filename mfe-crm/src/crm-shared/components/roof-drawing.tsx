import { Box } from '@chakra-ui/react';
import {
  clampPanelPosition,
  roofAreaOf,
  roofDrawing,
  type RoofArea,
  type SavedPanel,
} from '@solar/shared';
import { drag, select } from 'd3';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface RoofDrawingProps {
  panels: readonly SavedPanel[];
  selectedArea: RoofArea | null;
  selectedPanelId: number | null;
  onToggleArea: (area: RoofArea) => void;
  onSelectPanel: (id: number | null) => void;
  /** Called once per drag, on release, and once per arrow-key step. */
  onMovePanel: (id: number, x: number, y: number) => void;
  onRemovePanel: (id: number) => void;
}

const areaStyle: Record<RoofArea, { fill: string; stroke: string; label: string }> = {
  red: { fill: '#f87171', stroke: '#b91c1c', label: 'Red roof area' },
  yellow: { fill: '#facc15', stroke: '#a16207', label: 'Yellow roof area' },
};

/** Panel fill by efficiency, so shading shows at a glance (the label says it in words). */
const panelFill: Record<number, string> = { 800: '#1e3a8a', 900: '#475569', 1100: '#1d4ed8' };

const keyStep = 10;
const keyStepLarge = 50;

/**
 * The 800 × 600 roof drawing. React draws it; d3 drives the dragging. While a panel is dragged only
 * its own element is moved (no React state changes), so 200 panels stay smooth; the new position
 * is committed once, on release, and the results and chart recompute then.
 */
export function RoofDrawing({
  panels,
  selectedArea,
  selectedPanelId,
  onToggleArea,
  onSelectPanel,
  onMovePanel,
  onRemovePanel,
}: RoofDrawingProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [hoveredArea, setHoveredArea] = useState<RoofArea | null>(null);
  // The drag handlers read the latest panels and callbacks without being rebuilt on every render.
  const latest = useRef({ panels, onMovePanel, onSelectPanel, onRemovePanel });
  useEffect(() => {
    latest.current = { panels, onMovePanel, onSelectPanel, onRemovePanel };
  });

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const panelOf = (element: SVGGElement) =>
      latest.current.panels.find((panel) => panel.id === Number(element.dataset.panelId));
    let moved: { x: number; y: number } | null = null;
    const behaviour = drag<SVGGElement, unknown>()
      .container(svg)
      // The subject is the panel's position, so event.x / event.y are its dragged position.
      .subject(function subject() {
        const panel = panelOf(this);
        return panel ? { x: panel.x, y: panel.y } : { x: 0, y: 0 };
      })
      .on('start', function started() {
        moved = null;
        const panel = panelOf(this);
        if (panel) latest.current.onSelectPanel(panel.id);
        this.focus();
      })
      .on('drag', function dragged(event: { x: number; y: number }) {
        const panel = panelOf(this);
        if (!panel) return;
        moved = clampPanelPosition(roofAreaOf(panel), event);
        this.setAttribute('transform', `translate(${moved.x},${moved.y})`);
      })
      .on('end', function ended() {
        const panel = panelOf(this);
        if (panel && moved && (moved.x !== panel.x || moved.y !== panel.y)) {
          latest.current.onMovePanel(panel.id, moved.x, moved.y);
        }
        moved = null;
      });
    const selection = select(svg).selectAll<SVGGElement, unknown>('g[data-panel-id]');
    selection.call(behaviour);
    return () => {
      selection.on('.drag', null);
    };
  }, [panels]);

  const onPanelKeyDown = useCallback((event: KeyboardEvent<SVGGElement>, panel: SavedPanel) => {
    const step = event.shiftKey ? keyStepLarge : keyStep;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = clampPanelPosition(roofAreaOf(panel), {
        x: panel.x + move[0],
        y: panel.y + move[1],
      });
      if (next.x !== panel.x || next.y !== panel.y) {
        latest.current.onMovePanel(panel.id, next.x, next.y);
      }
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      latest.current.onRemovePanel(panel.id);
    }
  }, []);

  const { shadowCircle } = roofDrawing;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" overflow="hidden">
      <svg
        ref={svgRef}
        viewBox={`0 0 ${roofDrawing.width} ${roofDrawing.height}`}
        width="100%"
        role="group"
        aria-label="Roof design"
        style={{ display: 'block', touchAction: 'none', userSelect: 'none' }}
      >
        <defs>
          <filter id="shadow-square-shadow" x="-50%" y="-50%" width="200%" height="200%">
            <feDropShadow dx="6" dy="6" stdDeviation="4" floodOpacity="0.5" />
          </filter>
        </defs>
        <rect width={roofDrawing.width} height={roofDrawing.height} fill="#f8fafc" />
        {(['red', 'yellow'] as const).map((area) => {
          const rect = roofDrawing.areas[area];
          const style = areaStyle[area];
          const selected = selectedArea === area;
          const hovered = hoveredArea === area;
          return (
            <rect
              key={area}
              {...rect}
              role="button"
              tabIndex={0}
              aria-label={style.label}
              aria-pressed={selected}
              data-area={area}
              fill={style.fill}
              fillOpacity={selected ? 0.55 : hovered ? 0.4 : 0.22}
              stroke={style.stroke}
              strokeWidth={selected ? 5 : hovered ? 3 : 1}
              strokeDasharray={selected ? undefined : '8 6'}
              style={{ cursor: 'pointer' }}
              onMouseEnter={() => setHoveredArea(area)}
              onMouseLeave={() => setHoveredArea(null)}
              onClick={() => onToggleArea(area)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onToggleArea(area);
                }
              }}
            />
          );
        })}
        <g aria-label="Shadow circle" role="img" pointerEvents="none">
          <circle
            cx={shadowCircle.cx}
            cy={shadowCircle.cy}
            r={shadowCircle.r}
            fill="#334155"
            fillOpacity={0.18}
            stroke="#334155"
            strokeDasharray="4 4"
          />
          <rect
            x={shadowCircle.cx - 18}
            y={shadowCircle.cy - 18}
            width={36}
            height={36}
            fill="#64748b"
            filter="url(#shadow-square-shadow)"
          />
        </g>
        <g>
          {panels.map((panel) => (
            <PanelShape
              key={panel.id}
              panel={panel}
              selected={panel.id === selectedPanelId}
              onFocus={onSelectPanel}
              onKeyDown={onPanelKeyDown}
            />
          ))}
        </g>
      </svg>
    </Box>
  );
}

interface PanelShapeProps {
  panel: SavedPanel;
  selected: boolean;
  onFocus: (id: number) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>, panel: SavedPanel) => void;
}

// Memoised: after a drag only the moved panel re-renders, not the other 199.
const PanelShape = memo(function PanelShape({
  panel,
  selected,
  onFocus,
  onKeyDown,
}: PanelShapeProps) {
  return (
    <g
      data-panel-id={panel.id}
      transform={`translate(${panel.x},${panel.y})`}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`Panel ${panel.id}: x ${panel.x}, y ${panel.y}, efficiency ${panel.efficiency}`}
      style={{ cursor: 'grab', outline: 'none' }}
      onFocus={() => onFocus(panel.id)}
      onKeyDown={(event) => onKeyDown(event, panel)}
    >
      <rect
        width={roofDrawing.panelWidth}
        height={roofDrawing.panelHeight}
        fill={panelFill[panel.efficiency] ?? '#1d4ed8'}
        stroke={selected ? '#f97316' : '#e2e8f0'}
        strokeWidth={selected ? 4 : 1.5}
      />
      <line x1={0} y1={20} x2={40} y2={20} stroke="#93c5fd" strokeWidth={0.8} />
      <line x1={0} y1={40} x2={40} y2={40} stroke="#93c5fd" strokeWidth={0.8} />
      <line x1={20} y1={0} x2={20} y2={60} stroke="#93c5fd" strokeWidth={0.8} />
    </g>
  );
});
