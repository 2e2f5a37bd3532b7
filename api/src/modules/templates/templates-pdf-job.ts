import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { messages, sampleChartData, type TemplateProposalOption } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { defineJobKind } from '../../jobs/job-kind';
import type { DealCaller } from '../deals';
import { storeDealDocument } from '../documents';
import { jobFiles } from '../jobs/jobs-tables';
import { recordTimelineEvent } from '../timeline';
import type { PdfRenderer } from './pdf-renderer';
import { pdfFileName } from './render-template-pdf';
import { dealMergeValues, noDealMergeValues } from './template-deal-values';
import { findTemplateImages } from './templates-images-queries';
import { requireTemplate } from './templates-queries';

export const templatePdfJobKind = 'template-pdf';

/** How long a rendered document stays downloadable. */
const pdfResultHours = 24;

/**
 * How long a finished document is still shown, with its Download button, to the person who asked
 * for it when they come back to the page (a reload, a look elsewhere); older ones are not offered.
 */
export const pdfJobRecentMinutes = 10;

const templatePdfJobPayload = z
  .object({
    template_id: z.number().int().positive(),
    deal_id: z.number().int().positive().nullable(),
    // Absent in jobs queued before a version could be chosen: those print the latest.
    proposal_id: z.number().int().positive().nullable().default(null),
  })
  .refine((payload) => payload.proposal_id === null || payload.deal_id !== null, {
    message: messages.apiPdfProposalNeedsDeal,
  });
type TemplatePdfJobPayload = z.infer<typeof templatePdfJobPayload>;

/**
 * The template as a PDF, filled for a deal the caller may see from the chosen proposal version
 * (by default its latest), or with its fields visible without a deal.
 */
async function renderTemplateDocument(
  db: Database,
  renderer: PdfRenderer,
  caller: DealCaller,
  payload: TemplatePdfJobPayload,
): Promise<{ bytes: Uint8Array; fileName: string; proposal: TemplateProposalOption | null }> {
  const { template_id: templateId, deal_id: dealId, proposal_id: proposalId } = payload;
  const template = await requireTemplate(db, templateId);
  const today = new Date();
  const filled =
    dealId === null ? null : await dealMergeValues(db, caller, dealId, today, proposalId);
  const imageIds = template.pages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.kind === 'image' && block.image_id !== null ? [block.image_id] : [],
    ),
  );
  // On a worker thread, within the render budget: a heavy document must not stall the API.
  const bytes = await renderer.render({
    template,
    values: filled?.values ?? noDealMergeValues(today),
    chart: filled?.chart ?? sampleChartData,
    images: await findTemplateImages(db, imageIds),
    subject: filled?.values['deal.name'] ?? null,
  });
  const proposal = filled?.proposal ?? null;
  return {
    bytes,
    fileName: pdfFileName(template.name, dealId, proposal?.proposal_version ?? null),
    proposal,
  };
}

/** The job's last line: which proposal version filled the document, or that none could. */
function readyMessageOf(dealId: number | null, proposal: TemplateProposalOption | null): string {
  if (dealId === null) return messages.jobPdfReady;
  return proposal
    ? messages.jobPdfReadyFromProposal(proposal.name)
    : messages.jobPdfReadyWithoutProposal;
}

/**
 * Renders a template PDF in the background; the document is kept for a day for its download.
 * The deal is checked again here with the starter's current rights: they may have changed since.
 */
export const templatePdfJob = defineJobKind({
  kind: templatePdfJobKind,
  payload: templatePdfJobPayload,
  retryLimit: 2,
  expireInSeconds: 300,
  waitingMessage: messages.jobWaiting,
  async handle(payload, { jobId, userId, deps, progress, signal }) {
    const db = deps.database.db;
    const [stored] = await db
      .select({ fileName: jobFiles.fileName })
      .from(jobFiles)
      .where(eq(jobFiles.jobId, jobId));
    if (stored) return { file_name: stored.fileName };
    const [caller] =
      userId === null
        ? []
        : await db
            .select({ id: users.id, isSuperuser: users.isSuperuser })
            .from(users)
            .where(eq(users.id, userId));
    if (!caller) throw new HttpError(403, messages.apiJobNotFound);
    // A render is short and bounded, so one begun runs to its end and is kept (the retry then
    // finds it); a job let go before it begins leaves the render to the retry.
    signal.throwIfAborted();
    await progress({ done: 0, total: 1, message: messages.jobRenderingPdf });
    const { bytes, fileName, proposal } = await renderTemplateDocument(
      db,
      deps.pdfRenderer,
      caller,
      payload,
    );
    await db.transaction(async (tx) => {
      await tx.delete(jobFiles).where(lt(jobFiles.expiresAt, new Date()));
      const kept = await tx
        .insert(jobFiles)
        .values({
          jobId,
          fileName,
          contentType: 'application/pdf',
          bytes,
          expiresAt: new Date(Date.now() + pdfResultHours * 3_600_000),
        })
        .onConflictDoNothing()
        .returning({ jobId: jobFiles.jobId });
      // A document made for a deal joins its timeline and its documents once, with the file it
      // is kept as (a retry that finds the file already stored records nothing again).
      if (payload.deal_id !== null && kept.length > 0) {
        await storeDealDocument(tx, deps.storage, {
          dealId: payload.deal_id,
          kind: 'contract',
          name: fileName,
          bytes,
          sharedWithCustomer: false,
          uploadedBy: caller.id,
        });
        await recordTimelineEvent(tx, {
          dealId: payload.deal_id,
          kind: 'document.generated',
          details: {
            file_name: fileName,
            template_id: payload.template_id,
            proposal_version: proposal?.proposal_version ?? null,
          },
          actorUserId: caller.id,
        });
      }
    });
    await progress({ done: 1, total: 1, message: readyMessageOf(payload.deal_id, proposal) });
    return { file_name: fileName, proposal_id: proposal?.id ?? null };
  },
});
