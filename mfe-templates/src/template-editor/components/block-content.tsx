// The PDF's font (Noto Sans, four styles), so the editor and preview wrap text as the PDF does.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/400-italic.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans/700-italic.css';
import { Box, Table } from '@chakra-ui/react';
import {
  fillMergeFields,
  messages,
  type MergeValues,
  type TemplateBlock,
  type TemplateChartData,
} from '@solar/shared';
import { useTemplateImageUrl } from '../../templates-shared/hooks/use-template-image-url';
import { ChartView } from './chart-view';

/** Millimetres per typographic point. */
const mmPerPoint = 25.4 / 72;

/** Lines of text are 1.2 times their font size apart, as in the PDF. */
const lineHeight = 1.2;

/** The PDF's font first, then the nearest ones a screen is likely to have. */
const documentFont = "'Noto Sans', Helvetica, Arial, sans-serif";

interface BlockContentProps {
  block: TemplateBlock;
  /** Screen pixels per millimetre of paper. */
  scale: number;
  /** Merge values to fill in; null in the editor, which shows the fields as written. */
  values: MergeValues | null;
  chart: TemplateChartData;
}

const fill = (text: string, values: MergeValues | null) =>
  values === null ? text : fillMergeFields(text, values).text;

function ImageContent({ imageId, alt }: { imageId: number | null; alt: string }) {
  const url = useTemplateImageUrl(imageId);
  if (imageId === null || url === null) {
    return (
      <Box
        width="full"
        height="full"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        color="fg.muted"
        fontSize="xs"
        display="flex"
        alignItems="center"
        justifyContent="center"
        textAlign="center"
      >
        {imageId === null ? messages.templateImageNotChosen : alt}
      </Box>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      draggable={false}
      style={{ width: '100%', height: '100%', objectFit: 'contain' }}
    />
  );
}

/**
 * What a block shows, at a scale: the same drawing in the editor (fields as written) and the
 * preview (fields filled), sized in millimetres like the PDF.
 */
export function BlockContent({ block, scale, values, chart }: BlockContentProps) {
  switch (block.kind) {
    case 'text': {
      const fontSize = block.font_size_pt * mmPerPoint * scale;
      // Whole lines only, as the PDF leaves out a line that would cross the block's bottom.
      const lines = Math.floor(block.height / (block.font_size_pt * mmPerPoint * lineHeight));
      return (
        <Box
          width="full"
          overflow="hidden"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          color="gray.900"
          style={{
            height: `${lines * fontSize * lineHeight}px`,
            fontSize: `${fontSize}px`,
            lineHeight,
            fontWeight: block.bold ? 700 : 400,
            fontStyle: block.italic ? 'italic' : 'normal',
            textAlign: block.align,
            fontFamily: documentFont,
          }}
        >
          {fill(block.text, values)}
        </Box>
      );
    }
    case 'image':
      return <ImageContent imageId={block.image_id} alt={block.alt} />;
    case 'chart':
      return (
        <ChartView
          kind={block.chart}
          title={block.title}
          data={chart}
          widthMm={block.width}
          heightMm={block.height}
          scale={scale}
        />
      );
    case 'table': {
      // The rows share the block's height less the table's one-pixel outer border (the cells'
      // borders collapse into each other), so the last row's bottom line stays inside the block.
      const rowHeight = (block.height * scale - 1) / block.rows.length;
      const columnWidth = (block.width * scale) / block.rows[0]!.length;
      const fontSize = Math.min(block.font_size_pt * mmPerPoint * scale, rowHeight * 0.7);
      // The PDF's padding (3 pt, less in a narrow column), so a cell cuts its text where it does.
      const padding = Math.min(3 * mmPerPoint * scale, columnWidth / 10);
      // Rows keep the block's height whatever their text: a table never grows onto the blocks
      // below it, as on paper.
      return (
        <Box width="full" height="full" overflow="hidden">
          <Table.Root
            width="full"
            color="gray.900"
            style={{
              tableLayout: 'fixed',
              borderCollapse: 'collapse',
              fontSize: `${fontSize}px`,
              lineHeight: 1,
              fontFamily: documentFont,
            }}
          >
            <Table.Body>
              {block.rows.map((row, rowIndex) => {
                const header = block.header_row && rowIndex === 0;
                return (
                  <Table.Row key={rowIndex} bg={header ? 'gray.100' : 'white'}>
                    {row.map((cell, columnIndex) => (
                      <Table.Cell
                        key={columnIndex}
                        as={header ? 'th' : 'td'}
                        borderWidth="1px"
                        borderColor="gray.400"
                        fontWeight={header ? 'bold' : 'normal'}
                        whiteSpace="nowrap"
                        overflow="hidden"
                        textOverflow="ellipsis"
                        style={{
                          height: `${rowHeight}px`,
                          maxHeight: `${rowHeight}px`,
                          padding: `0 ${padding}px`,
                          boxSizing: 'border-box',
                          lineHeight: 1,
                        }}
                      >
                        {fill(cell, values)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      );
    }
  }
}
