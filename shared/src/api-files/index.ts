export { fetchApiFile, type ApiFile } from './fetch-api-file';
export { saveFile } from './save-file';
