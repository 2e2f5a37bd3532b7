import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  fetchApiFile,
  fillMergeFields,
  SelectField,
  mergeFieldToken,
  messages,
  notify,
  type PageOrientation,
  type PageSize,
  sampleChartData,
  sampleMergeValues,
  saveFile,
  type TemplatePage,
  useAppStore,
} from '@solar/shared';
import { useId, useMemo, useState } from 'react';
import {
  useTemplatesDealOptionsQuery,
  useTemplatesMergeValuesQuery,
} from '../../templates-shared/api/templates-endpoints';
import { BlockContent } from './block-content';
import { PageSheet, scaleToFit, sheetLabelOf } from './page-sheet';

interface TemplatePreviewProps {
  pages: readonly TemplatePage[];
  size: PageSize;
  orientation: PageOrientation;
  /** The saved template's id; the PDF is made from the saved version, so none before saving. */
  templateId: number | null;
  templateName: string;
  hasUnsavedChanges: boolean;
}

/** Preview sheets fit their longer side into this many pixels. */
const previewBoxPx = 250;

/** Every placeholder of the pages, filled with `values`, to list what stays unfilled. */
function unfilledFields(pages: readonly TemplatePage[], values: Record<string, string | null>) {
  const unknown = new Set<string>();
  const unavailable = new Set<string>();
  for (const page of pages) {
    for (const block of page.blocks) {
      const texts =
        block.kind === 'text' ? [block.text] : block.kind === 'table' ? block.rows.flat() : [];
      for (const text of texts) {
        const result = fillMergeFields(text, values);
        result.unknown.forEach((key) => unknown.add(key));
        result.unavailable.forEach((key) => unavailable.add(key));
      }
    }
  }
  return { unknown: [...unknown], unavailable: [...unavailable] };
}

/**
 * The pages at the chosen paper with the merge fields filled from a deal the user picks, or from
 * sample data (said so) when none is picked; what a deal has no value for is listed, never made
 * up. The PDF button prints the saved template for the same deal.
 */
export function TemplatePreview({
  pages,
  size,
  orientation,
  templateId,
  templateName,
  hasUnsavedChanges,
}: TemplatePreviewProps) {
  const headingId = useId();
  const pdfNoteId = useId();
  const store = useAppStore();
  const [dealId, setDealId] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const dealOptions = useTemplatesDealOptionsQuery();
  const merge = useTemplatesMergeValuesQuery(dealId ?? 0, { skip: dealId === null });
  const sample = useMemo(() => sampleMergeValues(new Date()), []);
  const dealValues = dealId !== null && merge.data?.deal_id === dealId ? merge.data : null;
  const values = dealId === null ? sample : (dealValues?.values ?? null);
  const chart = dealId === null ? sampleChartData : (dealValues?.chart ?? null);
  const missing = values ? unfilledFields(pages, values) : null;
  const scale = scaleToFit(size, orientation, previewBoxPx);

  const downloadPdf = async () => {
    if (templateId === null) return;
    setDownloading(true);
    const query = dealId === null ? '' : `?deal_id=${dealId}`;
    const file = await fetchApiFile(store, `/api/templates/${templateId}/pdf/${query}`);
    setDownloading(false);
    if (file) saveFile(file, `${templateName || 'template'}.pdf`);
    else notify.error(messages.failedToDownloadPdf);
  };

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.muted" p="6" rounded="md">
      <Heading as="h2" size="md" id={headingId} mb="4">
        Preview
      </Heading>
      <Stack gap="3">
        <SelectField
          label="Preview with deal"
          size="sm"
          value={dealId === null ? '' : String(dealId)}
          onChange={(next) => setDealId(next === '' ? null : Number(next))}
          placeholder="Sample data"
          options={(dealOptions.data ?? []).map((deal) => ({ value: deal.id, label: deal.name }))}
        />
        {dealOptions.isError ? (
          <Text fontSize="sm" color="fg.error">
            {messages.failedToLoadDeals}
          </Text>
        ) : null}
        {dealId === null ? (
          <Text fontSize="sm" fontWeight="medium" color="orange.fg" role="note">
            {messages.templateSampleData}
          </Text>
        ) : null}
        {dealId !== null && merge.isError ? (
          <Text fontSize="sm" color="fg.error">
            {messages.failedToLoadMergeValues}
          </Text>
        ) : null}
        {missing && missing.unavailable.length > 0 ? (
          <Text fontSize="sm" role="note">
            {messages.templateFieldsWithoutValue}{' '}
            {missing.unavailable.map((key) => mergeFieldToken(key)).join(', ')}
          </Text>
        ) : null}
        {missing && missing.unknown.length > 0 ? (
          <Text fontSize="sm" color="fg.warning" role="note">
            {messages.templateUnknownFields}{' '}
            {missing.unknown.map((key) => mergeFieldToken(key)).join(', ')}
          </Text>
        ) : null}
        <Stack gap="1" align="flex-start">
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            disabled={templateId === null}
            aria-describedby={pdfNoteId}
            onClick={() => void downloadPdf()}
          >
            Download PDF
          </Button>
          <Text id={pdfNoteId} fontSize="xs" color="fg.muted">
            {templateId === null
              ? messages.saveTemplateBeforePdf
              : hasUnsavedChanges
                ? 'The PDF is made from the last saved version.'
                : 'The PDF is filled for the deal chosen above.'}
          </Text>
        </Stack>
        <Stack gap="3" align="center" aria-busy={values === null}>
          {values && chart
            ? pages.map((page, index) => (
                <PageSheet
                  key={page.id}
                  label={sheetLabelOf('Preview', index + 1, size, orientation)}
                  size={size}
                  orientation={orientation}
                  scale={scale}
                >
                  {page.blocks.map((block) => (
                    <Box
                      key={block.id}
                      position="absolute"
                      style={{
                        left: `${block.x * scale}px`,
                        top: `${block.y * scale}px`,
                        width: `${block.width * scale}px`,
                        height: `${block.height * scale}px`,
                      }}
                    >
                      <BlockContent block={block} scale={scale} values={values} chart={chart} />
                    </Box>
                  ))}
                </PageSheet>
              ))
            : null}
        </Stack>
      </Stack>
    </Box>
  );
}
