// The entry of a PDF render process. It starts as plain Node, outside whatever runs the API's
// TypeScript (tsx in production and `npm run dev`, SWC under Jest), so it registers tsx's loader
// itself before loading the renderer; the same file then works in all three.
import { register } from 'tsx/esm/api';

register();
const { renderPdfTask } = await import('./pdf-render-task.ts');

export default renderPdfTask;
