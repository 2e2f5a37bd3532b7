import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type LatLng,
  messages,
  notify,
  serverErrorTextOf,
  type SiteSketch,
  useVersionConflict,
} from '@solar/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useCrmSaveSiteSketchMutation } from '../../crm-shared/api/site-sketch-endpoints';
import { ShapeInspector } from './shape-inspector';
import { SketchMap } from './sketch-map';
import { sketchHistoryReducer } from '../utils/sketch-history';
import {
  kindNames,
  moveShape,
  shapeAt,
  shapesOfSketch,
  sketchInputOf,
  type SketchShapeKind,
} from '../utils/sketch-shapes';

const tools: readonly { kind: SketchShapeKind; label: string }[] = [
  { kind: 'roof', label: 'Roof face' },
  { kind: 'obstruction', label: 'Obstruction' },
  { kind: 'circle', label: 'Round obstruction' },
  { kind: 'meter', label: 'Meter' },
  { kind: 'panel', label: 'Panel' },
];
const outlined = (kind: SketchShapeKind) => kind === 'roof' || kind === 'obstruction';

interface SiteSketchEditorProps {
  dealId: number;
  center: LatLng;
  initial: SiteSketch;
  /** Fetches the stored sketch again (after a version conflict, when the user chooses Reload). */
  onReload: () => unknown;
}

/**
 * Draws a deal's site sketch. Mouse: choose a tool, click the map (outlines: click each corner,
 * double-click or Enter to finish, Escape to cancel). Keyboard: choose a tool and "Add at map
 * centre", then select shapes in the list and move them with the arrow keys (Shift: 5 m) or
 * delete them with Delete.
 */
export function SiteSketchEditor({ dealId, center, initial, onReload }: SiteSketchEditorProps) {
  const [history, dispatch] = useReducer(sketchHistoryReducer, undefined, () => ({
    shapes: shapesOfSketch(initial),
    past: [],
  }));
  const [version, setVersion] = useState(initial.version);
  const [savedShapes, setSavedShapes] = useState(history.shapes);
  const [tool, setTool] = useState<SketchShapeKind | null>(null);
  const [draft, setDraft] = useState<LatLng[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const conflict = useVersionConflict(onReload);
  const [save, saving] = useCrmSaveSiteSketchMutation();
  const mapRef = useRef<LeafletMap | null>(null);
  const { shapes } = history;
  const selected = shapes.find((shape) => shape.id === selectedId) ?? null;
  const dirty = shapes !== savedShapes;

  const finishDraft = useCallback(() => {
    if (tool === null || !outlined(tool)) return;
    if (draft.length >= 3) {
      const shape = shapeAt(shapes, tool, draft[0]!, draft);
      dispatch({ type: 'add', shape });
      setSelectedId(shape.id);
    } else if (draft.length > 0) {
      notify.warning(messages.sketchPolygonTooFew);
      return;
    }
    setDraft([]);
    setTool(null);
  }, [tool, draft, shapes]);

  const cancelDraft = () => {
    setDraft([]);
    setTool(null);
  };

  // Enter finishes and Escape cancels an outline wherever focus is (the map holds none while
  // one clicks corners).
  useEffect(() => {
    if (tool === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') cancelDraft();
      if (event.key === 'Enter' && outlined(tool) && draft.length > 0) {
        event.preventDefault();
        finishDraft();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tool, draft, finishDraft]);

  const onMapClick = (point: LatLng) => {
    if (tool === null) return;
    if (outlined(tool)) {
      // A double-click also sends two clicks at one spot: keep a single corner there.
      setDraft((current) => {
        const last = current.at(-1);
        const same =
          last && Math.abs(last.lat - point.lat) < 1e-9 && Math.abs(last.lng - point.lng) < 1e-9;
        return same ? current : [...current, point];
      });
      return;
    }
    const shape = shapeAt(shapes, tool, point);
    dispatch({ type: 'add', shape });
    setSelectedId(shape.id);
    setTool(null);
  };

  const mapCentre = (): LatLng => {
    const c = mapRef.current?.getCenter();
    return c ? { lat: Number(c.lat.toFixed(7)), lng: Number(c.lng.toFixed(7)) } : center;
  };

  const addAtCentre = (kind: SketchShapeKind) => {
    const shape = shapeAt(shapes, kind, mapCentre());
    dispatch({ type: 'add', shape });
    setSelectedId(shape.id);
    setDraft([]);
    setTool(null);
  };

  const remove = (id: string) => {
    dispatch({ type: 'delete', id });
    if (selectedId === id) setSelectedId(null);
  };
  const move = (id: string, north: number, east: number) =>
    dispatch({ type: 'update', id, change: (shape) => moveShape(shape, north, east) });

  const onListKey = (id: string) => (event: KeyboardEvent) => {
    const step = event.shiftKey ? 5 : 0.5;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step],
      ArrowRight: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      setSelectedId(id);
      move(id, delta[0], delta[1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(id);
    }
  };

  const onSave = async () => {
    if (shapes.some((shape) => shape.label.trim() === '')) {
      notify.error(messages.sketchShapeNeedsLabel);
      return;
    }
    const result = await save({ dealId, sketch: sketchInputOf(shapes, version) });
    if (result.error !== undefined) {
      if (conflict.caught(result.error)) return;
      const detail = serverErrorTextOf(result.error) ?? messages.genericError;
      notify.error(`${messages.failedToSaveSiteSketch}${detail}`);
      return;
    }
    setVersion(result.data.version);
    setSavedShapes(shapes);
    notify.success(messages.siteSketchSaved);
  };

  const drawing = tool !== null && outlined(tool);
  const hint =
    tool === null
      ? 'Choose what to add, then click the map, or use “Add at map centre”.'
      : drawing
        ? `Click each corner of the ${kindNames[tool].toLowerCase()}; double-click or press Enter to finish, Escape to cancel. Corners: ${draft.length}.`
        : `Click the map where the ${kindNames[tool].toLowerCase()} is, or use “Add at map centre”.`;

  return (
    <Stack gap="4">
      {conflict.dialog}
      <HStack wrap="wrap" gap="2" role="toolbar" aria-label="Sketch tools">
        {tools.map((entry) => (
          <Button
            key={entry.kind}
            size="sm"
            variant={tool === entry.kind ? 'solid' : 'outline'}
            aria-pressed={tool === entry.kind}
            onClick={() => {
              setDraft([]);
              setTool(tool === entry.kind ? null : entry.kind);
            }}
          >
            {entry.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          disabled={tool === null}
          onClick={() => tool && addAtCentre(tool)}
        >
          Add at map centre
        </Button>
        {drawing ? (
          <>
            <Button size="sm" variant="outline" disabled={draft.length < 3} onClick={finishDraft}>
              Finish shape
            </Button>
            <Button size="sm" variant="ghost" onClick={cancelDraft}>
              Cancel drawing
            </Button>
          </>
        ) : null}
        <Box flex="1" />
        <Button
          size="sm"
          variant="outline"
          disabled={history.past.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        >
          Undo
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={selected === null}
          onClick={() => selected && remove(selected.id)}
        >
          Delete
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          loading={saving.isLoading}
          onClick={() => void onSave()}
        >
          Save
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {hint} {dirty ? 'Unsaved changes.' : ''}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 4 }} gap="4">
        <Box gridColumn={{ lg: 'span 3' }}>
          <SketchMap
            center={center}
            shapes={shapes}
            selectedId={selectedId}
            draft={drawing ? draft : null}
            placing={tool !== null}
            onSelect={setSelectedId}
            onMapClick={onMapClick}
            onMapDoubleClick={finishDraft}
            onReady={(map) => {
              mapRef.current = map;
            }}
          />
        </Box>
        <Stack gap="4" minW="0">
          <Card.Root size="sm" as="section" aria-label="Shapes">
            <Card.Header>
              <Heading as="h2" size="sm">
                Shapes ({shapes.length})
              </Heading>
            </Card.Header>
            <Card.Body>
              {shapes.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  Nothing drawn yet.
                </Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {shapes.map((shape) => (
                    <li key={shape.id}>
                      <Button
                        size="sm"
                        width="full"
                        justifyContent="flex-start"
                        variant={shape.id === selectedId ? 'solid' : 'ghost'}
                        aria-pressed={shape.id === selectedId}
                        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Delete"
                        onClick={() => setSelectedId(shape.id)}
                        onKeyDown={onListKey(shape.id)}
                        // A long name is cut to the column's width; the whole name stays in the
                        // button's text for screen readers and shows on hover.
                        minW="0"
                        title={`${shape.label} · ${kindNames[shape.kind]}`}
                      >
                        <Text as="span" truncate>
                          {shape.label} · {kindNames[shape.kind]}
                        </Text>
                      </Button>
                    </li>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
          {selected ? (
            <Card.Root size="sm">
              <Card.Body>
                <ShapeInspector
                  key={`${selected.id}-${selected.label}`}
                  shape={selected}
                  onChange={(change) => dispatch({ type: 'update', id: selected.id, change })}
                  onMove={(north, east) => move(selected.id, north, east)}
                  onDelete={() => remove(selected.id)}
                />
              </Card.Body>
            </Card.Root>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
