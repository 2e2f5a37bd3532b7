// The upload engine's screens: one flow (upload, mapping, check, import) for every kind of file.
export { TableUploadFlow, type TableUploadFlowProps } from './table-upload-flow';
export { UploadMapping, type UploadMappingProps } from './upload-mapping';
export { UploadProblems } from './upload-problems';
export {
  tableUploadProblemsExportUrl,
  useTableUploadFileMutation,
  useTableUploadImportMutation,
  useTableUploadProblemsQuery,
  useTableUploadQuery,
  useTableUploadValidateMutation,
} from './table-upload-endpoints';
