// Messages: Document templates.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Template form and editor (texts of our own: the specification shows no rules for the form).
export const pleaseEnterTemplateName = 'Please enter template name';
export const pleaseSelectTemplateGroup = 'Please select a group';
export const templateSaved = 'Template saved';
export const templateDuplicated = 'Template duplicated';
export const templateDeleted = 'Template deleted';
export const deleteTemplateConfirmText = 'Are you sure you want to delete this template?';
export const failedToFetchTemplates = 'Failed to fetch templates';
export const failedToLoadTemplate = 'Failed to load template';
export const failedToDownloadPdf = 'Failed to download the PDF';
export const failedToLoadMergeValues = 'Failed to load the deal for the preview';
export const saveTemplateBeforePdf = 'Save the template before downloading its PDF';
export const templateSampleData =
  'Sample data: pick a deal to fill the merge fields with its details.';
export const templateFieldsWithoutValue = 'No value yet for this deal, left as written:';
export const templateUnknownFields = 'Unknown merge fields, left as written:';
export const proposalVersionLabel = 'Proposal version';
export const dealHasNoProposal =
  "This deal has no saved proposal yet: the document is filled from the deal's own fields.";
export const failedToLoadProposalVersions = "Failed to load the deal's proposal versions";
export const failedToStartPdf = 'The document could not be started';
export const templateChartNoData = 'No usage data for this deal yet';
export const templateImageNotChosen = 'No image uploaded yet';
export const saveTemplateBeforeImages = 'Save the template before adding images';
export const templateImageTooLargeToPrint =
  'Image too large to print: upload a smaller copy (at most 25 megapixels)';

// API answers about templates, their images and their PDFs.
export const apiTemplateNotFound = 'Template not found';
export const apiTemplateImageNotFound = 'Image not found';
export const apiImageTypeNotAllowed = 'Images must be PNG, JPEG or WebP files';
export const apiImageTooLarge = 'Images must be at most 2 MiB';
export const apiImageDataInvalid = 'The image data must be base64';
export const apiImageUnreadable =
  'The image could not be read. Save it again as PNG, JPEG or WebP and upload it once more.';
export const apiImageTooManyPixels =
  'Images must be at most 25 megapixels (for example 6000 × 4000 pixels). Make it smaller first.';
export const apiTemplateImageCountLimit =
  'A template can hold at most 30 images. Remove images it no longer uses and save it first.';
export const apiTemplateImageTotalLimit =
  'A template can hold at most 16 MiB of images. Remove images it no longer uses and save it first.';
export const apiTemplateImageNotInTemplate =
  'An image block shows an image of another template. Upload the image into this template again.';
export const apiPdfRenderTooLong =
  'The document took too long to render. Shorten its text or use smaller images, then try again.';
export const apiPdfRenderTooLarge =
  'The document needs too much memory to render. Use smaller images, then try again.';
export const apiPdfRenderBusy =
  'Too many documents are being prepared right now. Please try again in a moment.';
export const apiBlockOutsidePage = 'Every block must lie within its page';
export const apiDuplicateBlockId = 'Block and page ids must be unique within a template';
export const apiPdfJobResultGone =
  'This document is no longer kept on the server. Prepare it again.';
export const apiPdfProposalNeedsDeal = 'Choose the deal whose proposal version fills the document';
