export { validateWithoutEval } from './validate-without-eval';
