import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import {
  chosenProposalOf,
  fillMergeFields,
  SelectField,
  mergeFieldToken,
  messages,
  type PageOrientation,
  type PageSize,
  ProposalVersionField,
  sampleChartData,
  sampleMergeValues,
  TemplatePdfJob,
  type TemplatePage,
  useJobsTemplateProposalOptionsQuery,
} from '@solar/shared';
import { useId, useMemo, useState } from 'react';
import {
  useTemplatesDealOptionsQuery,
  useTemplatesMergeValuesQuery,
} from '../../templates-shared/api/templates-endpoints';
import { BlockContent } from './block-content';
import { PageSheet, sheetLabelOf } from './page-sheet';
import { useFittedScale } from '../hooks/use-fitted-scale';

interface TemplatePreviewProps {
  pages: readonly TemplatePage[];
  size: PageSize;
  orientation: PageOrientation;
  /** The saved template's id; the PDF is made from the saved version, so none before saving. */
  templateId: number | null;
  templateName: string;
  hasUnsavedChanges: boolean;
}

/** Preview sheets fit their longer side into this many pixels (less on a narrow screen). */
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
 * up. With a deal, its saved proposal version is chosen too (the latest by default). The PDF
 * button prepares the saved template for the same deal and version as a background job.
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
  const [dealId, setDealId] = useState<number | null>(null);
  const [chosenVersion, setChosenVersion] = useState<number | null>(null);
  const dealOptions = useTemplatesDealOptionsQuery();
  const versions = useJobsTemplateProposalOptionsQuery(dealId ?? 0, { skip: dealId === null });
  // The preview and the PDF show the same version: the chosen one, else the latest.
  const proposal = dealId === null ? null : chosenProposalOf(versions.data, chosenVersion);
  const merge = useTemplatesMergeValuesQuery(
    { dealId: dealId ?? 0, proposalId: proposal?.id ?? null },
    { skip: dealId === null || versions.isLoading },
  );
  const sample = useMemo(() => sampleMergeValues(new Date()), []);
  const dealValues = dealId !== null && merge.data?.deal_id === dealId ? merge.data : null;
  const values = dealId === null ? sample : (dealValues?.values ?? null);
  const chart = dealId === null ? sampleChartData : (dealValues?.chart ?? null);
  const missing = values ? unfilledFields(pages, values) : null;
  const { containerRef, scale } = useFittedScale(size, orientation, previewBoxPx);

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
          onChange={(next) => {
            setDealId(next === '' ? null : Number(next));
            setChosenVersion(null);
          }}
          placeholder="Sample data"
          options={(dealOptions.data ?? []).map((deal) => ({ value: deal.id, label: deal.name }))}
        />
        {dealId !== null ? (
          <ProposalVersionField dealId={dealId} value={chosenVersion} onChange={setChosenVersion} />
        ) : null}
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
        <Stack gap="1" align="stretch">
          <TemplatePdfJob
            request={
              templateId === null ? null : { templateId, dealId, proposalId: proposal?.id ?? null }
            }
            lookup={templateId === null ? null : { template_id: templateId }}
            buttonLabel="Download PDF"
            progressLabel="Preparing the PDF"
            fallbackFileName={`${templateName || 'template'}${proposal ? ` (${proposal.name})` : ''}.pdf`}
            describedBy={pdfNoteId}
          />
          <Text id={pdfNoteId} fontSize="xs" color="fg.muted">
            {templateId === null
              ? messages.saveTemplateBeforePdf
              : hasUnsavedChanges
                ? 'The PDF is made from the last saved version.'
                : 'The PDF is filled for the deal chosen above.'}
          </Text>
        </Stack>
        <Stack gap="3" align="center" aria-busy={values === null} ref={containerRef}>
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
