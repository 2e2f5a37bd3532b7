import { Box, Button, Grid, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  type ChartKind,
  chartKindLabels,
  chartKinds,
  FormField,
  SelectField,
  mergeFields,
  mergeFieldToken,
  type TableBlock,
  type TemplateBlock,
  templateLimits,
  type TextAlignment,
  textAlignments,
  type TextBlock,
} from '@solar/shared';
import { useId, useRef, useState, type Dispatch } from 'react';
import { ImageUploadField } from './image-upload-field';
import type { BlockPatch, EditorAction } from '../utils/editor-reducer';

interface BlockInspectorProps {
  block: TemplateBlock;
  /** The saved template's id, which uploaded images belong to; null before the first save. */
  templateId: number | null;
  index: number;
  blockCount: number;
  dispatch: Dispatch<EditorAction>;
}

const kindTitles: Record<TemplateBlock['kind'], string> = {
  text: 'Text block',
  image: 'Image block',
  table: 'Table block',
  chart: 'Chart block',
};

const alignmentLabels: Record<TextAlignment, string> = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
};

function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  return (
    <FormField label={label} labelFontSize="xs">
      <Input
        size="sm"
        type="number"
        min={min}
        max={max}
        step="any"
        value={String(value)}
        onChange={(event) => {
          const next = event.currentTarget.valueAsNumber;
          if (Number.isFinite(next)) onCommit(Math.min(Math.max(next, min), max));
        }}
      />
    </FormField>
  );
}

function TextProperties({
  block,
  update,
}: {
  block: TextBlock;
  update: (patch: BlockPatch, coalesceKey?: string) => void;
}) {
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [field, setField] = useState(mergeFields[0]!.key);
  const insertField = () => {
    const token = mergeFieldToken(field);
    const element = textArea.current;
    // At the cursor when the text box has one, else at the end.
    const start = element?.selectionStart ?? block.text.length;
    const end = element?.selectionEnd ?? block.text.length;
    update({ text: `${block.text.slice(0, start)}${token}${block.text.slice(end)}` });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <Stack gap="3">
      <FormField label="Block text">
        <Textarea
          ref={textArea}
          value={block.text}
          rows={4}
          maxLength={templateLimits.textLength}
          onChange={(event) => update({ text: event.currentTarget.value }, `text:${block.id}`)}
        />
      </FormField>
      <HStack gap="2" align="end" wrap="wrap">
        <SelectField
          label="Merge field"
          flex="1"
          minW="40"
          size="sm"
          value={field}
          onChange={setField}
          options={mergeFields.map((option) => ({
            value: option.key,
            label: `${option.label} (${mergeFieldToken(option.key)})`,
          }))}
        />
        <Button size="sm" variant="outline" onClick={insertField}>
          Insert field
        </Button>
      </HStack>
      <HStack gap="2" align="end" wrap="wrap">
        <Button
          size="sm"
          variant={block.bold ? 'solid' : 'outline'}
          aria-pressed={block.bold}
          fontWeight="bold"
          onClick={() => update({ bold: !block.bold })}
        >
          Bold
        </Button>
        <Button
          size="sm"
          variant={block.italic ? 'solid' : 'outline'}
          aria-pressed={block.italic}
          fontStyle="italic"
          onClick={() => update({ italic: !block.italic })}
        >
          Italic
        </Button>
        <Box width="28">
          <NumberField
            label="Font size (pt)"
            value={block.font_size_pt}
            min={templateLimits.fontSizePt.min}
            max={templateLimits.fontSizePt.max}
            onCommit={(value) => update({ font_size_pt: value }, `font:${block.id}`)}
          />
        </Box>
        <SelectField
          label="Alignment"
          labelFontSize="xs"
          width="32"
          size="sm"
          value={block.align}
          onChange={(value) => update({ align: value as TextAlignment })}
          options={textAlignments.map((option) => ({
            value: option,
            label: alignmentLabels[option],
          }))}
        />
      </HStack>
    </Stack>
  );
}

function TableProperties({
  block,
  update,
}: {
  block: TableBlock;
  update: (patch: BlockPatch, coalesceKey?: string) => void;
}) {
  const columns = block.rows[0]!.length;
  const setCell = (row: number, column: number, value: string) =>
    update(
      {
        rows: block.rows.map((cells, r) =>
          r === row ? cells.map((cell, c) => (c === column ? value : cell)) : cells,
        ),
      },
      `cell:${block.id}:${row}:${column}`,
    );
  return (
    <Stack gap="3">
      <Box overflowX="auto">
        <Grid templateColumns={`repeat(${columns}, minmax(6rem, 1fr))`} gap="1">
          {block.rows.flatMap((cells, row) =>
            cells.map((cell, column) => (
              <Input
                key={`${row}-${column}`}
                size="xs"
                aria-label={`Row ${row + 1}, column ${column + 1}`}
                value={cell}
                maxLength={templateLimits.cellLength}
                fontWeight={block.header_row && row === 0 ? 'bold' : 'normal'}
                onChange={(event) => setCell(row, column, event.currentTarget.value)}
              />
            )),
          )}
        </Grid>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          disabled={block.rows.length >= templateLimits.tableRows}
          onClick={() => update({ rows: [...block.rows, Array<string>(columns).fill('')] })}
        >
          Add row
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={block.rows.length <= 1}
          onClick={() => update({ rows: block.rows.slice(0, -1) })}
        >
          Remove row
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={columns >= templateLimits.tableColumns}
          onClick={() => update({ rows: block.rows.map((cells) => [...cells, '']) })}
        >
          Add column
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={columns <= 1}
          onClick={() => update({ rows: block.rows.map((cells) => cells.slice(0, -1)) })}
        >
          Remove column
        </Button>
        <label
          style={{ display: 'flex', gap: '0.4rem', alignItems: 'center', fontSize: '0.875rem' }}
        >
          <input
            type="checkbox"
            checked={block.header_row}
            onChange={(event) => update({ header_row: event.currentTarget.checked })}
          />
          Header row
        </label>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Cells may hold merge fields such as {mergeFieldToken('deal.name')}.
      </Text>
    </Stack>
  );
}

/**
 * The selected block's properties: its frame in millimetres (the keyboard-friendly way to place
 * it exactly), order and deletion, and what its kind offers.
 */
export function BlockInspector({
  block,
  templateId,
  index,
  blockCount,
  dispatch,
}: BlockInspectorProps) {
  const headingId = useId();
  const update = (patch: BlockPatch, coalesceKey?: string) =>
    dispatch({
      type: 'updateBlock',
      blockId: block.id,
      patch,
      ...(coalesceKey ? { coalesceKey } : {}),
    });
  const setFrame = (key: 'x' | 'y' | 'width' | 'height', value: number) =>
    dispatch({
      type: 'setFrame',
      blockId: block.id,
      frame: { x: block.x, y: block.y, width: block.width, height: block.height, [key]: value },
    });
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" p="4" rounded="md" borderWidth="1px">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id={headingId}>
            {kindTitles[block.kind]} {index + 1}
          </Heading>
          <HStack gap="1" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              disabled={index === blockCount - 1}
              onClick={() => dispatch({ type: 'reorderBlock', blockId: block.id, offset: 1 })}
            >
              Bring forward
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={index === 0}
              onClick={() => dispatch({ type: 'reorderBlock', blockId: block.id, offset: -1 })}
            >
              Send backward
            </Button>
            <Button
              size="xs"
              colorPalette="red"
              variant="outline"
              onClick={() => dispatch({ type: 'deleteBlock', blockId: block.id })}
            >
              Delete block
            </Button>
          </HStack>
        </HStack>
        <Grid templateColumns="repeat(4, 1fr)" gap="2">
          <NumberField
            label="X (mm)"
            value={block.x}
            min={0}
            max={1000}
            onCommit={(v) => setFrame('x', v)}
          />
          <NumberField
            label="Y (mm)"
            value={block.y}
            min={0}
            max={1000}
            onCommit={(v) => setFrame('y', v)}
          />
          <NumberField
            label="Width (mm)"
            value={block.width}
            min={templateLimits.minBlockMm}
            max={1000}
            onCommit={(v) => setFrame('width', v)}
          />
          <NumberField
            label="Height (mm)"
            value={block.height}
            min={templateLimits.minBlockMm}
            max={1000}
            onCommit={(v) => setFrame('height', v)}
          />
        </Grid>
        {block.kind === 'text' ? <TextProperties block={block} update={update} /> : null}
        {block.kind === 'table' ? <TableProperties block={block} update={update} /> : null}
        {block.kind === 'image' ? (
          <Stack gap="3">
            <ImageUploadField
              templateId={templateId}
              onUploaded={(imageId) => update({ image_id: imageId })}
            />
            <FormField label="Alternative text">
              <Input
                size="sm"
                value={block.alt}
                maxLength={200}
                onChange={(event) => update({ alt: event.currentTarget.value }, `alt:${block.id}`)}
              />
            </FormField>
          </Stack>
        ) : null}
        {block.kind === 'chart' ? (
          <Grid templateColumns="1fr 1fr" gap="2">
            <SelectField
              label="Chart data"
              size="sm"
              value={block.chart}
              onChange={(value) => update({ chart: value as ChartKind })}
              options={chartKinds.map((option) => ({
                value: option,
                label: chartKindLabels[option],
              }))}
            />
            <FormField label="Chart title">
              <Input
                size="sm"
                value={block.title}
                maxLength={200}
                onChange={(event) =>
                  update({ title: event.currentTarget.value }, `title:${block.id}`)
                }
              />
            </FormField>
          </Grid>
        ) : null}
      </Stack>
    </Box>
  );
}
